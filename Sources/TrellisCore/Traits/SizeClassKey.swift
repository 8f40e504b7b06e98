/// A key of a size-class variant map (docs/document-format.md): `any`, `wC`, `wR`, `hC`, `hR`, or a
/// pair `wC hC`, `wC hR`, `wR hC`, `wR hR` — Interface Builder's nine size classes
/// (docs/uikit-behaviours.md T1).
///
/// Each axis of a key is compact, regular or unspecified; unspecified means "any" for
/// that axis.
public struct SizeClassKey: Hashable, Sendable, CustomStringConvertible {
    /// The width the key requires; `.unspecified` means any width.
    public let horizontal: SizeClass
    /// The height the key requires; `.unspecified` means any height.
    public let vertical: SizeClass

    /// Creates the key requiring `horizontal` and `vertical` (`.unspecified` = any).
    public init(horizontal: SizeClass = .unspecified, vertical: SizeClass = .unspecified) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `any`: matches all traits.
    public static let any = SizeClassKey()

    /// Hashes the two classes as one small number. The synthesized hash went through each
    /// `SizeClass`'s raw value, a string: a size-class change resolves every variant of the
    /// scene again (a dictionary look-up each), and hashing those strings was a third of
    /// what resolving cost (round 23).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(UInt8(truncatingIfNeeded: 3 * SizeClassKey.code(horizontal) + SizeClassKey.code(vertical)))
    }

    private static func code(_ sizeClass: SizeClass) -> Int {
        switch sizeClass {
        case .unspecified: return 0
        case .compact: return 1
        case .regular: return 2
        }
    }

    /// Every key a document may use, least specific first.
    public static let allKeys: [SizeClassKey] = {
        let classes: [SizeClass] = [.unspecified, .compact, .regular]
        var keys: [SizeClassKey] = []
        for horizontal in classes {
            for vertical in classes {
                keys.append(SizeClassKey(horizontal: horizontal, vertical: vertical))
            }
        }
        return keys.sorted { $0.rank < $1.rank }
    }()

    /// Reads a key: `any`, `wC`, `wR`, `hC`, `hR`, or `wX hY` with the width first.
    /// Spaces around and between the parts are free; letters are case-sensitive.
    ///
    /// - Throws: ``SizeClassKeyError`` naming the key and the accepted spellings.
    public init(parsing text: String) throws(SizeClassKeyError) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        func fail(_ why: String) -> SizeClassKeyError {
            SizeClassKeyError(key: text, message: "\(why); expected any, wC, wR, hC, hR, \"wC hC\", \"wC hR\", \"wR hC\" or \"wR hR\"")
        }
        if parts == ["any"] {
            self = .any
            return
        }
        var horizontal = SizeClass.unspecified
        var vertical = SizeClass.unspecified
        guard !parts.isEmpty && parts.count <= 2 else {
            throw fail("unknown size class key \(SizeClassKey.quoted(text))")
        }
        for (position, part) in parts.enumerated() {
            guard let (axis, sizeClass) = SizeClassKey.component(part) else {
                if part == "any" {
                    throw fail("\"any\" cannot be combined with another class in \(SizeClassKey.quoted(text))")
                }
                throw fail("unknown size class key \(SizeClassKey.quoted(text))")
            }
            switch axis {
            case .horizontal:
                guard horizontal == .unspecified else {
                    throw fail("the width is given twice in \(SizeClassKey.quoted(text))")
                }
                guard position == 0 else {
                    throw fail("write the width class first in \(SizeClassKey.quoted(text))")
                }
                horizontal = sizeClass
            case .vertical:
                guard vertical == .unspecified else {
                    throw fail("the height is given twice in \(SizeClassKey.quoted(text))")
                }
                vertical = sizeClass
            }
        }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// Whether the key applies to `traits`: each axis the key names must equal the
    /// traits' class on that axis, so an unspecified class in the traits is matched
    /// only by keys that leave that axis open.
    public func matches(_ traits: Traits) -> Bool {
        (horizontal == .unspecified || horizontal == traits.horizontalSizeClass)
            && (vertical == .unspecified || vertical == traits.verticalSizeClass)
    }

    /// How specific the key is: 3 for a pair, 2 for a width key, 1 for a height key,
    /// 0 for `any`. Of the keys matching some traits, the one with the highest rank wins
    /// (two axes beat one, one beats `any`, width beats height); matching keys never tie.
    public var rank: Int {
        switch (horizontal == .unspecified, vertical == .unspecified) {
        case (false, false): return 3
        case (false, true): return 2
        case (true, false): return 1
        case (true, true): return 0
        }
    }

    /// The canonical spelling: `any`, `wC`, `hR`, `wR hC`.
    public var description: String {
        let parts = [SizeClassKey.letter(horizontal).map { "w" + $0 },
                     SizeClassKey.letter(vertical).map { "h" + $0 }].compactMap { $0 }
        return parts.isEmpty ? "any" : parts.joined(separator: " ")
    }

    private static func letter(_ sizeClass: SizeClass) -> String? {
        switch sizeClass {
        case .unspecified: return nil
        case .compact: return "C"
        case .regular: return "R"
        }
    }

    private static func component(_ part: String) -> (LayoutAxis, SizeClass)? {
        switch part {
        case "wC": return (.horizontal, .compact)
        case "wR": return (.horizontal, .regular)
        case "hC": return (.vertical, .compact)
        case "hR": return (.vertical, .regular)
        default: return nil
        }
    }

    private static func quoted(_ text: String) -> String {
        Quoting.quoted(text, limit: nil)
    }
}

/// A size-class key that could not be read.
public struct SizeClassKeyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key as written.
    public var key: String
    /// A one-line explanation that lists the accepted keys.
    public var message: String

    /// Creates an error for `key` with `message`.
    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
