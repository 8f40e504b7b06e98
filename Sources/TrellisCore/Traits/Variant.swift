/// A property value that may depend on the size classes (docs/document-format.md): either one
/// plain value, or a map from ``SizeClassKey`` to values such as
/// `{"any": 8, "wR": 20, "wC hC": 4}`.
///
/// Resolution picks the most specific key matching the traits (two axes beat one, one
/// beats `any`; between a matching width key and height key the width key wins). An
/// unspecified size class in the traits matches only `any` and keys for the other axis.
/// When nothing matches — a map without `any` — resolution gives nil and the caller
/// chooses the default (as a property left unset in Interface Builder).
public enum Variant<Value> {
    /// The same value for all traits.
    case plain(Value)
    /// Values by size class.
    case sizeClasses([SizeClassKey: Value])

    /// Builds a map from key spellings and values, in document order.
    ///
    /// - Throws: ``SizeClassKeyError`` for an unknown key, for two spellings of the same
    ///   key (`"wC hR"` and `"wC  hR"`), and for an empty map.
    public init(keyedBy entries: [(key: String, value: Value)]) throws(SizeClassKeyError) {
        guard !entries.isEmpty else {
            throw SizeClassKeyError(
                key: "",
                message: "a size-class map needs at least one key such as \"any\"; write a plain value otherwise")
        }
        var values: [SizeClassKey: Value] = [:]
        var spellings: [SizeClassKey: String] = [:]
        for (spelling, value) in entries {
            let key = try SizeClassKey(parsing: spelling)
            if let earlier = spellings[key] {
                throw SizeClassKeyError(
                    key: spelling,
                    message: "size class key \"\(spelling)\" repeats \"\(earlier)\"")
            }
            spellings[key] = spelling
            values[key] = value
        }
        self = .sizeClasses(values)
    }

    /// Whether the value is the same for all traits.
    public var isPlain: Bool {
        if case .plain = self { return true }
        return false
    }

    /// The value for `traits`, or nil when no key matches.
    public func resolved(for traits: Traits) -> Value? {
        switch self {
        case .plain(let value):
            return value
        case .sizeClasses(let values):
            guard let key = winningKey(for: traits) else { return nil }
            return values[key]
        }
    }

    /// `resolved(for:)` with a plain value read inline: a scene resolves four variants of
    /// every view it builds, nearly all plain, and a call each (with a copy of the variant
    /// destroyed again) cost about 20 instructions (issue 18, round 22).
    @inline(__always)
    func resolvedInPlace(for traits: Traits) -> Value? {
        if case .plain(let value) = self { return value }
        return resolved(for: traits)
    }

    /// The key whose value applies to `traits`: nil for a plain value or when no key matches.
    public func winningKey(for traits: Traits) -> SizeClassKey? {
        guard case .sizeClasses(let values) = self else { return nil }
        var best: SizeClassKey?
        for key in values.keys where key.matches(traits) {
            if key.rank > (best?.rank ?? -1) { best = key }
        }
        return best
    }

    /// Whether `old` and `new` pick different entries of the map (always false for a
    /// plain value), whatever the values; for equatable values
    /// ``resolvesDifferently(_:_:)`` also ignores entries holding equal values.
    public func picksDifferentEntry(_ old: Traits, _ new: Traits) -> Bool {
        guard !isPlain, old.sizeClassesDiffer(from: new) else { return false }
        return winningKey(for: old) != winningKey(for: new)
    }

    /// The variant with every value transformed, keys kept.
    public func map<T, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> Variant<T> {
        switch self {
        case .plain(let value):
            return .plain(try transform(value))
        case .sizeClasses(let values):
            var mapped: [SizeClassKey: T] = [:]
            for (key, value) in values { mapped[key] = try transform(value) }
            return .sizeClasses(mapped)
        }
    }
}

extension Variant where Value: Equatable {
    /// Whether `old` and `new` resolve to different values (nil, no matching key, counts
    /// as a value of its own): `{"any": 8, "wR": 8}` does not change between wC and wR.
    /// Use it to reinstall only what a trait change affects.
    public func resolvesDifferently(_ old: Traits, _ new: Traits) -> Bool {
        guard !isPlain, old.sizeClassesDiffer(from: new) else { return false }
        return resolved(for: old) != resolved(for: new)
    }
}

extension Variant: Equatable where Value: Equatable {}
extension Variant: Hashable where Value: Hashable {}
extension Variant: Sendable where Value: Sendable {}
