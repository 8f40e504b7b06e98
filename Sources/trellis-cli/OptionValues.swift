import ArgumentParser
import TrellisCore

/// `--size WIDTHxHEIGHT`, in points.
struct SceneSize: ExpressibleByArgument, Hashable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        guard let size = try? SceneSize.parse(argument) else { return nil }
        self = size
    }

    /// `WIDTHxHEIGHT`, or an error saying what is wrong with it. The `--size` options read
    /// their value with this and `parsing: .unconditional`: a value starting with "-" is
    /// otherwise taken for an option, and `--size -5x10` said "Missing value".
    static func parse(_ argument: String) throws -> SceneSize {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw CLIError("expected WIDTHxHEIGHT in points, e.g. 390x844")
        }
        guard width.isFinite, height.isFinite, width >= 0, height >= 0, width <= 1e9, height <= 1e9 else {
            throw CLIError("the width and height must be finite, at least 0 and at most 1e9 points")
        }
        return SceneSize(width: width, height: height)
    }

    var defaultValueDescription: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// `--safe-area T,L,B,R`: the root's safe-area insets in points.
struct SafeAreaArgument: ExpressibleByArgument, Hashable {
    var insets: SafeAreaInsets

    init?(argument: String) {
        let values = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double(String($0).trimmingSpaces) }
        guard values.count == 4 else { return nil }
        var sides: [Double] = []
        for value in values {
            guard let value, value.isFinite, value >= 0, value <= 1e9 else { return nil }
            sides.append(value)
        }
        insets = SafeAreaInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }
}

/// `--classes H,V`: the horizontal and vertical size classes.
struct SizeClassPair: ExpressibleByArgument, Hashable {
    var horizontal: SizeClass
    var vertical: SizeClass

    init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let horizontal = SizeClassPair.parse(parts[0]),
              let vertical = SizeClassPair.parse(parts[1]) else { return nil }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    private static func parse(_ text: Substring) -> SizeClass? {
        switch text.lowercased() {
        case "compact", "c": return .compact
        case "regular", "r": return .regular
        case "unspecified", "u", "any": return .unspecified
        default: return nil
        }
    }
}

extension ContentSizeCategory: ExpressibleByArgument {
    /// The value named `argument` on the command line, or nil.
    public init?(argument: String) { self.init(name: argument) }

    /// The names `--help` lists.
    public static var allValueStrings: [String] { allCases.map(\.name) }

    /// The name `--help` shows as the default.
    public var defaultValueDescription: String { name }
}
