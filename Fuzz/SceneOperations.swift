// The operation decoder of the scene fuzz target: the fuzzer's bytes, read as a sequence
// of scene mutations and queries with odd arguments, applied to a live scene.
//
// Every operation is decided against the scene as it is at that moment (its view ids,
// its constraint names), so that most operations reach existing views and constraints.
// With TRELLIS_FUZZ_TRACE=1 each operation is printed as the Swift call it makes, which
// turns a crash input into a regression test by copy and paste.
@testable import TrellisCore
import TrellisDocument
#if canImport(Glibc)
import Glibc
#endif

/// The fuzzer's bytes as a stream of choices; past the end every read is 0.
struct FuzzInput {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// 0..<bound, from one byte (two when bound > 256).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        if bound <= 256 { return Int(byte()) % bound }
        return (Int(byte()) << 8 | Int(byte())) % bound
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// Numbers a host might pass: ordinary ones, the edges of the accepted ranges, huge,
    /// tiny, negative, NaN and infinities; the last choice reads 8 raw bytes.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 8, 16, 20, 44, 100, 320, 375, 568, 768, 1024,
        49, 50, 51, 249, 250, 251, 749, 750, 751, 999, 999.5, 1000, 1000.5, 1001,
        1e9, -1e9, 1e9 + 1, 1e15, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e-12, 1.0 / 3.0, 0.1, -320, 3, 2.5,
        .nan, .infinity, -.infinity,
    ]

    mutating func number() -> Double {
        let index = below(FuzzInput.numbers.count + 1)
        if index < FuzzInput.numbers.count { return FuzzInput.numbers[index] }
        var raw: UInt64 = 0
        for _ in 0..<8 { raw = raw << 8 | UInt64(byte()) }
        return Double(bitPattern: raw)
    }

    /// Up to `limit` raw bytes as text (invalid UTF-8 is replaced).
    mutating func rawText(limit: Int) -> String {
        let count = below(limit + 1)
        var scalars: [UInt8] = []
        for _ in 0..<count { scalars.append(byte()) }
        return String(decoding: scalars, as: UTF8.self)
    }
}

/// A text measurer whose answers the fuzzer chooses (deterministic for one input).
struct FuzzMeasurer: TextMeasuring, CustomStringConvertible {
    enum Mode: CaseIterable { case fixed, perCharacter, echoMaxWidth, throwing, negative }
    var mode: Mode
    var value: Double

    func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
        switch mode {
        case .fixed:
            return TextMeasurement(width: value, height: value, firstBaseline: value / 2, lastBaseline: value)
        case .perCharacter:
            let width = Double(request.text.count) * value
            let lines = request.maxWidth > 0 && request.maxWidth.isFinite ? (width / request.maxWidth).rounded(.up) : 1
            return TextMeasurement(width: min(width, request.maxWidth), height: max(lines, 1) * value,
                                   firstBaseline: value, lastBaseline: max(lines, 1) * value)
        case .echoMaxWidth:
            return TextMeasurement(width: request.maxWidth, height: value, firstBaseline: value, lastBaseline: value)
        case .throwing:
            throw TextMeasurementError(message: "fuzz measurer refuses")
        case .negative:
            return TextMeasurement(width: -value, height: -1, firstBaseline: value, lastBaseline: -value)
        }
    }

    var description: String { "FuzzMeasurer(mode: .\(mode), value: \(swiftLiteral(value)))" }
}

/// One thing a host does to a live scene.
enum SceneOperation: CustomStringConvertible {
    case setSize(Double, Double)
    case setSizeClasses(SizeClass, SizeClass)
    case setLayoutDirection(LayoutDirection)
    case setContentSizeCategory(ContentSizeCategory)
    case setDisplayScale(Double)
    case setConstant(String, Double)
    case setPriority(String, Double)
    case setActive(String, Bool)
    case setHidden(String, Bool)
    case setText(String, String)
    case setIntrinsicSize(String, Double?, Double?)
    case setMeasurer(FuzzMeasurer?)
    /// The JSON of one constraint, read with `DocumentLoader.loadConstraint(json:)`.
    case addConstraint(String)
    case removeConstraint(String)
    case insertScene(String, into: String, at: Int, prefix: String?)
    case insertDockView(String, into: String, at: Int, prefix: String?)
    case removeView(String)
    case fittingSize(String, Double?)
    case diagnostics
    case constraintsAffecting(String, LayoutAxis)
    case setSafeAreaInsets(Double, Double, Double, Double)
    case setKeyboardHeight(Double)
    case safeAreaInsets(String)
    case viewInfo(String)
    case insertTableRows(String, at: Int, cell: String, count: Int)
    case deleteTableRows(String, at: Int, count: Int)
    case setTableRowText(String, row: Int, view: String, text: String?)
    case setTableRowHeight(String, Double?)
    case tableRows(String)
    case insertCollectionItems(String, at: Int, cell: String, count: Int)
    case deleteCollectionItems(String, at: Int, count: Int)
    case setCollectionItemText(String, item: Int, view: String, text: String?)
    case collectionItems(String)
    case layout
    case readOut

    var description: String {
        switch self {
        case .setSize(let w, let h): return "try? scene.setSize(width: \(swiftLiteral(w)), height: \(swiftLiteral(h)))"
        case .setSizeClasses(let h, let v): return "scene.setSizeClasses(horizontal: .\(h), vertical: .\(v))"
        case .setLayoutDirection(let d): return "scene.setLayoutDirection(.\(d))"
        case .setContentSizeCategory(let c): return "scene.setContentSizeCategory(.\(c))"
        case .setDisplayScale(let s): return "try? scene.setDisplayScale(\(swiftLiteral(s)))"
        case .setConstant(let id, let c): return "try? scene.setConstant(\(swiftLiteral(id)), \(swiftLiteral(c)))"
        case .setPriority(let id, let p): return "try? scene.setPriority(\(swiftLiteral(id)), \(swiftLiteral(p)))"
        case .setActive(let id, let a): return "try? scene.setActive(\(swiftLiteral(id)), \(a))"
        case .setHidden(let id, let h): return "try? scene.setHidden(\(swiftLiteral(id)), \(h))"
        case .setText(let id, let t): return "try? scene.setText(\(swiftLiteral(id)), \(swiftLiteral(t)))"
        case .setIntrinsicSize(let id, let w, let h):
            return "try? scene.setIntrinsicSize(\(swiftLiteral(id)), width: \(w.map(swiftLiteral) ?? "nil"), height: \(h.map(swiftLiteral) ?? "nil"))"
        case .setMeasurer(let m): return "scene.setMeasurer(\(m.map { "\($0)" } ?? "nil"))"
        case .addConstraint(let json):
            return "if let c = try? DocumentLoader.loadConstraint(json: \(swiftLiteral(json))) { try? scene.addConstraint(c) }"
        case .removeConstraint(let id): return "try? scene.removeConstraint(\(swiftLiteral(id)))"
        case .insertScene(let s, let parent, let index, let prefix):
            return "try? scene.insertScene(document.scene(named: \(swiftLiteral(s)))!, into: \(swiftLiteral(parent)), at: \(index), prefix: \(prefix.map(swiftLiteral) ?? "nil"))"
        case .insertDockView(let d, let parent, let index, let prefix):
            return "try? scene.insertDockView(\(swiftLiteral(d)), into: \(swiftLiteral(parent)), at: \(index), prefix: \(prefix.map(swiftLiteral) ?? "nil"))"
        case .removeView(let id): return "try? scene.removeView(\(swiftLiteral(id)))"
        case .fittingSize(let id, let w): return "_ = try? scene.fittingSize(of: \(swiftLiteral(id)), width: \(w.map(swiftLiteral) ?? "nil"))"
        case .diagnostics: return "_ = scene.diagnostics()"
        case .constraintsAffecting(let id, let axis): return "_ = try? scene.constraintsAffecting(\(swiftLiteral(id)), axis: .\(axis))"
        case .setSafeAreaInsets(let t, let l, let b, let r):
            return "try? scene.setSafeAreaInsets(EdgeInsets(top: \(swiftLiteral(t)), left: \(swiftLiteral(l)), bottom: \(swiftLiteral(b)), right: \(swiftLiteral(r))))"
        case .setKeyboardHeight(let h): return "try? scene.setKeyboardHeight(\(swiftLiteral(h)))"
        case .safeAreaInsets(let id): return "_ = try? scene.safeAreaInsets(ofView: \(swiftLiteral(id)))"
        case .viewInfo(let id): return "_ = try? scene.viewInfo(\(swiftLiteral(id)))"
        case .insertTableRows(let id, let index, let cell, let count):
            return "try? scene.insertTableRows(\(swiftLiteral(id)), at: \(index), cell: \(swiftLiteral(cell)), count: \(count))"
        case .deleteTableRows(let id, let index, let count):
            return "try? scene.deleteTableRows(\(swiftLiteral(id)), at: \(index), count: \(count))"
        case .setTableRowText(let id, let row, let view, let text):
            return "try? scene.setTableRowText(\(swiftLiteral(id)), row: \(row), view: \(swiftLiteral(view)), text: \(text.map(swiftLiteral) ?? "nil"))"
        case .setTableRowHeight(let id, let height):
            return "try? scene.setTableRowHeight(\(swiftLiteral(id)), \(height.map { ".fixed(\(swiftLiteral($0)))" } ?? ".automatic"))"
        case .tableRows(let id): return "_ = try? scene.contentSize(ofView: \(swiftLiteral(id)))  // and every row's frame"
        case .insertCollectionItems(let id, let index, let cell, let count):
            return "try? scene.insertCollectionItems(\(swiftLiteral(id)), at: \(index), cell: \(swiftLiteral(cell)), count: \(count))"
        case .deleteCollectionItems(let id, let index, let count):
            return "try? scene.deleteCollectionItems(\(swiftLiteral(id)), at: \(index), count: \(count))"
        case .setCollectionItemText(let id, let item, let view, let text):
            return "try? scene.setCollectionItemText(\(swiftLiteral(id)), item: \(item), view: \(swiftLiteral(view)), text: \(text.map(swiftLiteral) ?? "nil"))"
        case .collectionItems(let id): return "_ = try? scene.contentSize(ofView: \(swiftLiteral(id)))  // and every item's frame"
        case .layout: return "try? scene.layout()"
        case .readOut: return "_ = scene.framesInRoot  // and the other read-outs"
        }
    }
}

func swiftLiteral(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    return "\(value)"
}

func swiftLiteral(_ text: String) -> String { text.debugDescription }

/// Chooses operations from the bytes, against the scene as it is now.
struct SceneOperationDecoder {
    var input: FuzzInput
    let document: DocumentDescription
    /// The scene the live one was made from (its dock views can be inserted).
    let sceneID: String
    private var counter = 0

    init(input: FuzzInput, document: DocumentDescription, sceneID: String) {
        self.input = input
        self.document = document
        self.sceneID = sceneID
    }

    static let oddIDs = ["", "nope", "superview", "root.x", "a b", "1x", "é", "#0", "k0"]

    mutating func viewID(in scene: Scene) -> String {
        if scene.viewCount > 0, input.below(8) != 0 { return scene.viewID(at: input.below(scene.viewCount)) ?? "" }
        return input.pick(SceneOperationDecoder.oddIDs)
    }

    /// A document constraint's key (its id, or the generated "#n" of one without), its
    /// display name (the equation text of one without an id), or an odd id.
    mutating func constraintID(in scene: Scene) -> String {
        let keys = scene.constraints.filter { $0.owner == .document }.map(\.key)
        if !keys.isEmpty, input.below(8) > 1 { return input.pick(keys) }
        let names = scene.constraintNames
        if !names.isEmpty, input.below(4) != 0 { return input.pick(names) }
        return input.pick(SceneOperationDecoder.oddIDs + ["k1", "k2"])
    }

    mutating func next(for scene: Scene) -> SceneOperation? {
        guard !input.isAtEnd else { return nil }
        switch input.below(33) {
        case 0, 1: return .setSize(input.number(), input.number())
        case 2: return .setSizeClasses(input.pick(SizeClass.allCases), input.pick(SizeClass.allCases))
        case 3: return .setLayoutDirection(input.pick(LayoutDirection.allCases))
        case 4: return .setContentSizeCategory(input.pick(ContentSizeCategory.allCases))
        case 5: return .setDisplayScale(input.pick([0, 1, 2, 3, 1.5, 1e-9, 1e9, -1, .nan, .infinity, input.number()]))
        case 6: return .setConstant(constraintID(in: scene), input.number())
        case 7: return .setPriority(constraintID(in: scene), input.number())
        case 8: return .setActive(constraintID(in: scene), input.bool())
        case 9: return .setHidden(viewID(in: scene), input.bool())
        case 10: return .setText(viewID(in: scene), text())
        case 11:
            let id = viewID(in: scene)
            return .setIntrinsicSize(id, input.bool() ? nil : input.number(), input.bool() ? nil : input.number())
        case 12:
            if input.below(4) == 0 { return .setMeasurer(nil) }
            return .setMeasurer(FuzzMeasurer(mode: input.pick(FuzzMeasurer.Mode.allCases), value: input.number()))
        case 13, 14: return .addConstraint(constraintJSON(for: scene))
        case 15: return .removeConstraint(constraintID(in: scene))
        case 16:
            let ids = document.scenes.map(\.id) + document.referencedScenes.keys.sorted()
            let parent = viewID(in: scene)
            return .insertScene(input.pick(ids), into: parent, at: index(), prefix: prefix(scene))
        case 17:
            let dock = document.scene(named: sceneID)?.dock.map(\.id) ?? []
            let id = dock.isEmpty || input.below(4) == 0 ? input.pick(SceneOperationDecoder.oddIDs) : input.pick(dock)
            return .insertDockView(id, into: viewID(in: scene), at: index(), prefix: prefix(scene))
        case 18: return .removeView(viewID(in: scene))
        case 19: return .fittingSize(viewID(in: scene), input.bool() ? nil : input.number())
        case 20: return .diagnostics
        case 21: return .constraintsAffecting(viewID(in: scene), input.pick(LayoutAxis.allCases))
        case 22: return .readOut
        case 23:
            return .setSafeAreaInsets(input.pick([0, 20, 47, input.number()]), input.pick([0, 59, input.number()]),
                                      input.pick([0, 34, input.number()]), input.pick([0, 47, input.number()]))
        case 24: return .viewInfo(viewID(in: scene))
        case 25: return .setKeyboardHeight(input.pick([0, 291, 336, -1, .nan, input.number()]))
        case 26: return .safeAreaInsets(viewID(in: scene))
        case 27:
            let cells = document.scenes.map(\.id) + ["nope"]
            if input.bool() {
                return .insertTableRows(viewID(in: scene), at: index(), cell: input.pick(cells), count: input.pick([0, 1, 3, 50, -1, 1_000_001]))
            }
            return .deleteTableRows(viewID(in: scene), at: index(), count: input.pick([0, 1, 2, 100, -1]))
        case 28:
            if input.bool() {
                return .setTableRowHeight(viewID(in: scene), input.bool() ? nil : input.pick([0, 44, 60.5, -1, .nan, 2e6, input.number()]))
            }
            let cellViews = document.scenes.flatMap { $0.root.allIDs } + ["nope"]
            return .setTableRowText(viewID(in: scene), row: index(), view: input.pick(cellViews), text: input.bool() ? nil : text())
        case 29: return .tableRows(viewID(in: scene))
        case 30:
            let cells = document.scenes.map(\.id) + ["nope"]
            switch input.below(3) {
            case 0: return .insertCollectionItems(viewID(in: scene), at: index(), cell: input.pick(cells), count: input.pick([0, 1, 3, 50, -1, 1_000_001]))
            case 1: return .deleteCollectionItems(viewID(in: scene), at: index(), count: input.pick([0, 1, 2, 100, -1]))
            default:
                let cellViews = document.scenes.flatMap { $0.root.allIDs } + ["nope"]
                return .setCollectionItemText(viewID(in: scene), item: index(), view: input.pick(cellViews), text: input.bool() ? nil : text())
            }
        case 31: return .collectionItems(viewID(in: scene))
        default: return .layout
        }
    }

    private mutating func index() -> Int {
        input.pick([0, 1, 2, 3, 100, -1, Int.max, Int.min])
    }

    private mutating func prefix(_ scene: Scene) -> String? {
        counter += 1
        switch input.below(6) {
        case 0: return nil
        case 1: return ""
        case 2: return "p"
        case 3: return viewID(in: scene)
        default: return "p\(counter)"
        }
    }

    private mutating func text() -> String {
        switch input.below(8) {
        case 0: return ""
        case 1: return "Hello"
        case 2: return String(repeating: "word ", count: 200)
        case 3: return "a\nb\n\nc"
        case 4: return "\u{0}\u{FFFD}👩‍👩‍👧‍👦é"
        case 5: return String(repeating: "W", count: 5000)
        default: return input.rawText(limit: 24)
        }
    }

    // MARK: Constraints

    static let attributes = LayoutAttribute.allCases.map(\.name) + ["size", "Width", ""]
    static let relations = ["==", "<=", ">=", "=", "=>", "!=", "<"]

    private mutating func numberText() -> String {
        let value = input.number()
        if value.isFinite, value == value.rounded(), abs(value) < 1e12 { return "\(Int(value))" }
        return "\(value)"
    }

    private mutating func item(_ scene: Scene) -> String {
        switch input.below(14) {
        case 0: return "superview"
        case 1:
            return input.pick(["root.safeArea", "superview.safeArea", "\(viewID(in: scene)).safeArea",
                               "\(viewID(in: scene)).safeAreaLayoutGuide", "topLayoutGuide", "bottomLayoutGuide",
                               "root.keyboardLayoutGuide", "\(viewID(in: scene)).keyboardLayoutGuide",
                               "\(viewID(in: scene)).contentLayoutGuide", "\(viewID(in: scene)).frameLayoutGuide",
                               "\(viewID(in: scene)).readableContentGuide"])
        default: return viewID(in: scene)
        }
    }

    mutating func equation(for scene: Scene) -> String {
        if input.below(12) == 0 { return input.rawText(limit: 24) }
        var text = "\(item(scene)).\(input.pick(SceneOperationDecoder.attributes)) \(input.pick(SceneOperationDecoder.relations)) "
        switch input.below(4) {
        case 0:
            text += numberText()
        default:
            if input.bool() { text += "\(numberText()) * " }
            text += "\(item(scene)).\(input.pick(SceneOperationDecoder.attributes))"
            if input.bool() { text += " / \(numberText())" }
            if input.bool() { text += " \(input.pick(["+", "-"])) \(numberText())" }
        }
        if input.bool() { text += " @\(numberText())" }
        return text
    }

    /// A value or a size-class variant object of values (numbers, or booleans).
    private mutating func variant(booleans: Bool) -> String {
        func value(_ decoder: inout SceneOperationDecoder) -> String {
            booleans ? (decoder.input.bool() ? "true" : "false") : decoder.numberJSON()
        }
        if input.bool() { return value(&self) }
        var members: [String] = []
        for key in ["any", "wC", "hR", "wR hC", "wC hC"] where input.bool() {
            members.append("\(json(key)): \(value(&self))")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private mutating func visualFormat(for scene: Scene) -> String {
        if input.below(8) == 0 { return input.rawText(limit: 24) }
        var text = input.pick(["H:", "V:", ""])
        if input.bool() { text += "|" }
        let count = 1 + input.below(3)
        for index in 0..<count {
            if index > 0 || text.hasSuffix("|") {
                text += input.pick(["-", "", "-8-", "-(>=8)-", "-(==m@750)-", "-(-5)-", "-(1e10)-"])
            }
            text += "[\(viewID(in: scene))"
            text += input.pick(["", "", "(>=44)", "(==m)", "(<=1000@250)", "(==\(viewID(in: scene)))", "(>=0,<=1e9)"])
            text += "]"
        }
        if input.bool() { text += input.pick(["|", "-|", "-0-|", "-(>=20)-|"]) }
        return text
    }

    mutating func constraintJSON(for scene: Scene) -> String {
        counter += 1
        let id = input.pick(["k\(counter)", "k0", "k1", "", "a.b", constraintID(in: scene)])
        switch input.below(7) {
        case 0:
            return json(equation(for: scene))
        case 1:
            return "{\"id\": \(json(id)), \"eq\": \(json(equation(for: scene)))}"
        case 2:
            var fields = ["\"eq\": \(json(equation(for: scene)))"]
            if input.bool() { fields.append("\"id\": \(json(id))") }
            if input.bool() { fields.append("\"constant\": \(variant(booleans: false))") }
            if input.bool() { fields.append("\"priority\": \(variant(booleans: false))") }
            if input.bool() { fields.append("\"installed\": \(variant(booleans: true))") }
            return "{" + fields.joined(separator: ", ") + "}"
        case 3, 4:
            var fields = ["\"visual\": \(json(visualFormat(for: scene)))"]
            if input.bool() { fields.append("\"id\": \(json(id))") }
            if input.bool() {
                let options = ["alignAllTop", "alignAllCenterY", "alignAllLeading", "alignAllFirstBaseline",
                               "directionRightToLeft", "spacingBaselineToBaseline", "bogus"]
                fields.append("\"options\": [\(json(input.pick(options))), \(json(input.pick(options)))]")
            }
            if input.bool() { fields.append("\"metrics\": {\"m\": \(numberJSON())}") }
            if input.bool() { fields.append("\"installed\": \(variant(booleans: true))") }
            return "{" + fields.joined(separator: ", ") + "}"
        case 5:
            return input.rawText(limit: 32)
        default:
            return json(equation(for: scene))
        }
    }

    private mutating func numberJSON() -> String {
        let value = input.number()
        return value.isFinite ? "\(value)" : input.pick(["null", "\"x\"", "1e999", "true"])
    }

    private func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

// MARK: - Applying

/// TRELLIS_FUZZ_STRICT=1 also stops on non-finite frames and fitting sizes and on solver
/// tableau invariant violations after each layout (findings, not necessarily crashes).
let strictChecks = getenv("TRELLIS_FUZZ_STRICT") != nil
/// Set (for the rest of an input) once the scene took a number beyond 1e9 as it is, after
/// which frames may overflow to infinity; strict mode does not report those. Nothing sets
/// it today — scene sizes (Limits.maximumMagnitude), display scales (0...1000) and a host
/// measurer's answers (others fall back to the default measurer) are all bounded by the
/// library — but a new input that is not bounded should set it.
nonisolated(unsafe) var acceptedHugeValue = false

/// TRELLIS_FUZZ_STRICT_IGNORE="text|text": invariant violations containing one of these
/// are not reported (to look past a known finding).
let strictIgnored: [String] = getenv("TRELLIS_FUZZ_STRICT_IGNORE").map {
    String(cString: $0).split(separator: "|").map(String.init)
} ?? []

/// A broken promise of the API: crash, so that libFuzzer keeps the input.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz check failed: \(message())") }
}

extension SceneOperation {
    /// Applies the operation and checks what the API promises about it: invalid values are
    /// refused with an error (never accepted, never a trap), read-outs stay in range.
    /// Returns the error the scene threw, if any.
    @discardableResult
    func apply(to scene: Scene, document: DocumentDescription) -> SceneError? {
        do throws(SceneError) {
            switch self {
            case .setSize(let width, let height):
                let valid = width >= 0 && height >= 0 && Limits.isWithinMagnitude(width) && Limits.isWithinMagnitude(height)
                do throws(SceneError) {
                    try scene.setSize(width: width, height: height)
                    check(valid, "setSize accepted \(width) x \(height)")
                } catch {
                    check(!valid, "setSize refused \(width) x \(height): \(error.message)")
                    throw error
                }
            case .setSizeClasses(let horizontal, let vertical):
                scene.setSizeClasses(horizontal: horizontal, vertical: vertical)
            case .setLayoutDirection(let direction):
                scene.setLayoutDirection(direction)
            case .setContentSizeCategory(let category):
                scene.setContentSizeCategory(category)
            case .setDisplayScale(let scale):
                // Scene.setDisplayScale: finite, in 0...1000 (0 turns pixel rounding off).
                let valid = scale.isFinite && scale >= 0 && scale <= 1000
                do throws(SceneError) {
                    try scene.setDisplayScale(scale)
                    check(valid, "setDisplayScale accepted \(scale)")
                } catch {
                    check(!valid, "setDisplayScale refused \(scale): \(error.message)")
                    throw error
                }
            case .setConstant(let id, let constant):
                try scene.setConstant(id, constant)
                check(constant.isFinite && abs(constant) <= 1e9, "setConstant accepted \(constant)")
            case .setPriority(let id, let priority):
                try scene.setPriority(id, priority)
                check(priority.isFinite && priority >= 1 && priority <= 1000, "setPriority accepted \(priority)")
            case .setActive(let id, let active):
                try scene.setActive(id, active)
            case .setHidden(let id, let hidden):
                try scene.setHidden(id, hidden)
            case .setText(let id, let text):
                try scene.setText(id, text)
            case .setIntrinsicSize(let id, let width, let height):
                try scene.setIntrinsicSize(id, width: width, height: height)
                for value in [width, height].compactMap({ $0 }) {
                    check(value.isFinite && value >= 0 && value <= 1e9, "setIntrinsicSize accepted \(value)")
                }
            case .setMeasurer(let measurer):
                scene.setMeasurer(measurer)
            case .addConstraint(let json):
                let description: ConstraintDescription
                do {
                    description = try DocumentLoader.loadConstraint(json: json)
                } catch {
                    throw SceneError(.schema, "loadConstraint: \(error.message)")
                }
                let before = scene.constraints.count
                do throws(SceneError) {
                    try scene.addConstraint(description)
                } catch {
                    check(scene.constraints.count == before, "a refused constraint was added: \(json)")
                    throw error
                }
            case .removeConstraint(let id):
                try scene.removeConstraint(id)
            case .insertScene(let sceneID, let parent, let index, let prefix):
                guard let description = document.scene(named: sceneID) else {
                    throw SceneError(.notFound, "no scene \(sceneID)")
                }
                let before = scene.viewCount
                do throws(SceneError) {
                    try scene.insertScene(description, into: parent, at: index, prefix: prefix)
                } catch {
                    check(scene.viewCount == before, "a refused insertion added views")
                    throw error
                }
            case .insertDockView(let id, let parent, let index, let prefix):
                let before = scene.viewCount
                do throws(SceneError) {
                    try scene.insertDockView(id, into: parent, at: index, prefix: prefix)
                } catch {
                    check(scene.viewCount == before, "a refused insertion added views")
                    throw error
                }
            case .removeView(let id):
                try scene.removeView(id)
                check(scene.isInstalled(id) == nil, "a removed view is still known")
            case .fittingSize(let id, let width):
                let valid = width.map { $0.isFinite && $0 >= 0 && $0 <= 1e9 } ?? true
                let size = try scene.fittingSize(of: id, width: width)
                check(valid, "fittingSize accepted width \(String(describing: width))")
                if strictChecks && !acceptedHugeValue {
                    check(size.width.isFinite && size.height.isFinite, "fittingSize of \(id) is \(size)")
                }
            case .diagnostics:
                let diagnostics = scene.diagnostics()
                for conflict in diagnostics.unsatisfiable {
                    check(conflict.conflict.first == conflict.broken, "a conflict does not start with its broken constraint")
                }
            case .constraintsAffecting(let id, let axis):
                _ = try scene.constraintsAffecting(id, axis: axis)
            case .setSafeAreaInsets(let top, let left, let bottom, let right):
                let values = [top, left, bottom, right]
                let valid = values.allSatisfy { $0 >= 0 && Limits.isWithinMagnitude($0) }
                let before = scene.safeAreaInsets
                do throws(SceneError) {
                    try scene.setSafeAreaInsets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
                    check(valid, "setSafeAreaInsets accepted \(values)")
                } catch {
                    check(!valid, "setSafeAreaInsets refused \(values): \(error.message)")
                    check(scene.safeAreaInsets == before, "refused safe-area insets changed the scene")
                    throw error
                }
            case .setKeyboardHeight(let height):
                let valid = height >= 0 && Limits.isWithinMagnitude(height)
                let before = scene.keyboardHeight
                do throws(SceneError) {
                    try scene.setKeyboardHeight(height)
                    check(valid, "setKeyboardHeight accepted \(height)")
                } catch {
                    check(!valid, "setKeyboardHeight refused \(height): \(error.message)")
                    check(scene.keyboardHeight == before, "a refused keyboard height changed the scene")
                    throw error
                }
            case .safeAreaInsets(let id):
                let insets = try scene.safeAreaInsets(ofView: id)
                for side in [insets.top, insets.left, insets.bottom, insets.right] {
                    check(side >= 0 && side.isFinite, "safe-area insets of \(id) are \(insets)")
                }
            case .viewInfo(let id):
                let info = try scene.viewInfo(id)
                check(info.id == id, "viewInfo(\(id)) answered for \(info.id)")
                _ = ViewInfoJSON.text(info)
            case .insertTableRows(let id, let index, let cell, let count):
                let before = try? scene.tableRowCount(id)
                do throws(SceneError) {
                    try scene.insertTableRows(id, at: index, cell: cell, count: count)
                    check(count >= 0 && (before ?? 0) + count <= TableDescription.maximumRows, "insertTableRows accepted \(count) rows")
                    check(try scene.tableRowCount(id) == (before ?? 0) + count, "insertTableRows inserted a different count")
                } catch {
                    check((try? scene.tableRowCount(id)) == before, "a refused insertion changed the rows")
                    throw error
                }
            case .deleteTableRows(let id, let index, let count):
                let before = try? scene.tableRowCount(id)
                do throws(SceneError) {
                    try scene.deleteTableRows(id, at: index, count: count)
                    check(try scene.tableRowCount(id) == (before ?? 0) - count, "deleteTableRows deleted a different count")
                } catch {
                    check((try? scene.tableRowCount(id)) == before, "a refused deletion changed the rows")
                    throw error
                }
            case .setTableRowText(let id, let row, let view, let text):
                try scene.setTableRowText(id, row: row, view: view, text: text)
            case .setTableRowHeight(let id, let height):
                let valid = height.map { $0 >= 0 && $0 <= TableDescription.maximumRowHeight } ?? true
                do throws(SceneError) {
                    try scene.setTableRowHeight(id, height.map(RowHeight.fixed) ?? .automatic)
                    check(valid, "setTableRowHeight accepted \(String(describing: height))")
                } catch {
                    if (try? scene.tableRowCount(id)) != nil { check(!valid, "setTableRowHeight refused \(String(describing: height)): \(error.message)") }
                    throw error
                }
            case .tableRows(let id):
                try checkTableRows(scene, id)
            case .insertCollectionItems(let id, let index, let cell, let count):
                let before = try? scene.collectionItemCount(id)
                do throws(SceneError) {
                    try scene.insertCollectionItems(id, at: index, cell: cell, count: count)
                    check(count >= 0 && (before ?? 0) + count <= CollectionDescription.maximumItems, "insertCollectionItems accepted \(count) items")
                    check(try scene.collectionItemCount(id) == (before ?? 0) + count, "insertCollectionItems inserted a different count")
                } catch {
                    check((try? scene.collectionItemCount(id)) == before, "a refused insertion changed the items")
                    throw error
                }
            case .deleteCollectionItems(let id, let index, let count):
                let before = try? scene.collectionItemCount(id)
                do throws(SceneError) {
                    try scene.deleteCollectionItems(id, at: index, count: count)
                    check(try scene.collectionItemCount(id) == (before ?? 0) - count, "deleteCollectionItems deleted a different count")
                } catch {
                    check((try? scene.collectionItemCount(id)) == before, "a refused deletion changed the items")
                    throw error
                }
            case .setCollectionItemText(let id, let item, let view, let text):
                try scene.setCollectionItemText(id, item: item, view: view, text: text)
            case .collectionItems(let id):
                try checkCollectionItems(scene, id)
            case .layout:
                try scene.layout()
                checkAfterLayout(scene, strict: strictChecks)
            case .readOut:
                checkReadOut(scene)
            }
        } catch {
            return error
        }
        return nil
    }
}

/// A table's rows tile its content from y = 0 without gaps, each at least 0 high, and the
/// content size is their total (docs/uikit-behaviours.md §9, T5).
func checkTableRows(_ scene: Scene, _ id: String) throws(SceneError) {
    let count = try scene.tableRowCount(id)
    let size = try scene.contentSize(ofView: id)
    var y = 0.0
    for row in 0..<min(count, 64) {
        let frame = try scene.tableRowFrame(id, row: row)
        check(frame.y == y && frame.height >= 0 && frame.height.isFinite, "row \(row) of \(id) is \(frame) after y = \(y)")
        y += frame.height
    }
    if count <= 64 {
        check(abs(size.height - y) <= 1e-6 * max(1, y), "the content height of \(id) is \(size.height), its rows add up to \(y)")
    }
    _ = try? scene.tableCellFrame(id, row: 0, view: id)
}

/// A collection's items have finite frames of non-negative size, each starting a line at or
/// after the previous one's (docs/uikit-behaviours.md §9, F1–F6), and a finite content size.
func checkCollectionItems(_ scene: Scene, _ id: String) throws(SceneError) {
    let count = try scene.collectionItemCount(id)
    let size = try scene.contentSize(ofView: id)
    check(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "the content size of \(id) is \(size)")
    for item in 0..<min(count, 64) {
        let frame = try scene.collectionItemFrame(id, item: item)
        check(frame.x.isFinite && frame.y.isFinite && frame.width >= 0 && frame.height >= 0, "item \(item) of \(id) is \(frame)")
    }
    _ = try? scene.collectionCellFrame(id, item: 0, view: id)
}

/// The read-out functions agree with each other and stay in range.
func checkReadOut(_ scene: Scene) {
    let count = scene.viewCount
    let frames = scene.framesInRoot
    check(frames.count == count, "framesInRoot has \(frames.count) frames for \(count) views")
    check(scene.previousFramesInRoot.count == count, "previousFramesInRoot does not cover the \(count) views")
    check(scene.viewID(at: -1) == nil && scene.viewID(at: count) == nil, "viewID(at:) out of range answered")
    for index in 0..<count {
        guard let id = scene.viewID(at: index) else { check(false, "no id for view \(index)"); return }
        check(scene.index(ofView: id) == index, "index(ofView: \(id)) != \(index)")
        guard let installed = scene.isInstalled(id) else { check(false, "isInstalled(\(id)) is nil"); return }
        if installed {
            _ = try? scene.frame(of: id)
            _ = try? scene.frameInRoot(of: id)
        }
        _ = scene.depth(ofView: id)
    }
    // Every constraint of the scene mentions live views only (or guides of live stacks).
    let live = Set(scene.views.map(ObjectIdentifier.init))
    for constraint in scene.constraints {
        for view in constraint.views {
            let owner = view.isInternalGuide ? view.superview : view
            check(owner.map { live.contains(ObjectIdentifier($0)) } ?? false,
                  "constraint \(constraint.source) mentions \(view.id), which is not in the scene")
        }
    }
    var previous = -1
    for index in scene.changedViewIndices {
        check(index > previous && index < count, "changedViewIndices \(scene.changedViewIndices) for \(count) views")
        previous = index
    }
}

/// Checks after a layout: the read-outs agree; strict: finite frames, a healthy tableau.
func checkAfterLayout(_ scene: Scene, strict: Bool) {
    checkReadOut(scene)
    // After a layout every stack's generated constraints are constraints of the scene.
    let constraints = Set(scene.constraints.map(ObjectIdentifier.init))
    for view in scene.views {
        for generated in view.stackConstraints {
            check(constraints.contains(ObjectIdentifier(generated.constraint)),
                  "stack \(view.id) keeps the constraint \(generated.key), which left the scene")
        }
    }
    // The window keeps its size (docs/document-format.md "Layout rules"), whatever the constraints say.
    if let root = scene.viewID(at: 0), let frame = try? scene.frameInRoot(of: root), !acceptedHugeValue {
        let size = scene.sceneSize
        // Pixel rounding moves each edge by up to half a pixel.
        let scale = scene.traits.displayScale
        let tolerance = max(1e-6 * max(1, size.width, size.height), scale > 0 ? 1 / scale : 0)
        check(abs(frame.width - size.width) <= tolerance && abs(frame.height - size.height) <= tolerance,
              "the root is \(frame) in a \(size.width) x \(size.height) window")
    }
    guard strict else { return }
    for (index, frame) in scene.framesInRoot.enumerated() where !acceptedHugeValue {
        check(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
              "view \(scene.viewID(at: index) ?? "?") has the frame \(frame)")
    }
    // A direct solution (issue 18) must be the LP's: read every view's variables, build the
    // LP (any analysis does), read them again.
    if scene.solver.isDirectlyResolved {
        let variables = scene.views.flatMap { [$0.left, $0.top, $0.width, $0.height] }
        let direct = variables.map { scene.solver.currentValue(of: $0) }
        _ = scene.solver.factorNonzeroCount
        check(!scene.solver.isDirectlyResolved, "the LP was not built")
        for (variable, value) in zip(variables, direct) where !acceptedHugeValue {
            let linear = scene.solver.currentValue(of: variable)
            check(abs(linear - value) <= 1e-6 * max(1, abs(value), abs(linear)),
                  "direct resolution gave \(value), the LP \(linear)")
        }
    }
    let violations = scene.solver.invariantViolations().filter { violation in
        !strictIgnored.contains { violation.contains($0) }
    }
    check(violations.isEmpty, "solver invariants: \(violations.prefix(5))")
}
