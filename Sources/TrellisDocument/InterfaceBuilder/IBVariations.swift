import TrellisCore

/// Interface Builder's size-class variations (`<variation key="heightClass=compact-widthClass=regular">`)
/// turned into Trellis's size-class keys and `installed` variants.
///
/// IB keeps, on the view that holds them, `<mask key="constraints">` and `<mask key="subviews">`
/// lists of the constraints and subviews included in or excluded from a size class; the
/// key `default` is the base (any, any) class. Everything not excluded from the base is
/// installed in it.
struct IBVariations {
    /// Per object id, the size classes it is included in (true) or excluded from (false).
    private var masks: [String: [(key: SizeClassKey, installed: Bool)]] = [:]

    /// The keys Interface Builder writes, as it writes them (height class first): looked up
    /// before anything is split, since every view and constraint with variations asks.
    private static let writtenKeys: [String: SizeClassKey] = {
        var keys: [String: SizeClassKey] = ["default": .any]
        let classes: [(String, SizeClass)] = [("compact", .compact), ("regular", .regular)]
        for (widthName, width) in classes {
            keys["widthClass=" + widthName] = SizeClassKey(horizontal: width, vertical: .unspecified)
            for (heightName, height) in classes {
                keys["heightClass=" + heightName + "-widthClass=" + widthName] = SizeClassKey(horizontal: width, vertical: height)
            }
        }
        for (heightName, height) in classes {
            keys["heightClass=" + heightName] = SizeClassKey(horizontal: .unspecified, vertical: height)
        }
        return keys
    }()

    /// The Trellis key for an IB variation key (`default` is `any`), nil when unknown.
    static func key(_ ibKey: String) -> SizeClassKey? {
        if let written = writtenKeys[ibKey] { return written }
        var horizontal = SizeClass.unspecified
        var vertical = SizeClass.unspecified
        for part in ibKey.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let sizeClass: SizeClass
            switch pair[1] {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass": horizontal = sizeClass
            case "heightClass": vertical = sizeClass
            default: return nil
            }
        }
        return SizeClassKey(horizontal: horizontal, vertical: vertical)
    }

    /// Collects the masks of every `<variation>` under `element` (any depth), warning about
    /// unknown keys.
    mutating func collect(from element: XMLElement, warnings: inout IBWarnings) {
        for variation in element.descendants(named: ["variation"]) {
            guard let ibKey = variation["key"] else { continue }
            guard let key = IBVariations.key(ibKey) else {
                warnings.add(variation, "unknown size-class key \"\(ibKey)\" ignored")
                continue
            }
            for mask in variation.children where mask.name == "mask" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    switch entry.name {
                    case "include": masks[reference, default: []].append((key, true))
                    case "exclude": masks[reference, default: []].append((key, false))
                    default: break
                    }
                }
            }
        }
    }

    /// Whether the object with that id is installed, by size class: plain true when no
    /// mask names it.
    func installed(_ id: String) -> Variant<Bool> {
        // Most documents have no masks: skip hashing the id.
        guard !masks.isEmpty, let entries = masks[id], !entries.isEmpty else { return .plain(true) }
        var values: [SizeClassKey: Bool] = [.any: true]
        for entry in entries { values[entry.key] = entry.installed }
        return .sizeClasses(values)
    }

    /// A property's variant: `base` in the base class, overridden by each
    /// `<variation key=… attribute=…>` child of `element` that sets `attribute`.
    static func variant<Value>(of element: XMLElement, attribute: StaticString, base: Value,
                               _ read: (String) -> Value?) -> Variant<Value> {
        var values: [SizeClassKey: Value] = [:]
        for child in element.children where child.name == "variation" {
            guard let ibKey = child["key"], let key = key(ibKey), let text = child[attribute],
                  let value = read(text) else { continue }
            values[key] = value
        }
        guard !values.isEmpty else { return .plain(base) }
        if values[.any] == nil { values[.any] = base }
        return .sizeClasses(values)
    }
}
