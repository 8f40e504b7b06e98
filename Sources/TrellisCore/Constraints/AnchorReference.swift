/// The item named on one side of an equation, before names are resolved to views.
public enum ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// A view or layout guide by its id, e.g. `"title"` or `"cell.title"`.
    case named(String)
    /// The keyword `superview`: the superview of the equation's first item.
    case superview

    /// The spelling `superview` reserves for the first item's superview.
    public static let superviewKeyword = "superview"

    /// Reads an item name; `superview` becomes ``superview``, anything else ``named(_:)``.
    public init(name: String) {
        self = name == ItemReference.superviewKeyword ? .superview : .named(name)
    }

    /// The name as written in equations.
    public var name: String {
        switch self {
        case .named(let name): return name
        case .superview: return ItemReference.superviewKeyword
        }
    }

    /// The name as written in equations.
    public var description: String { name }
}

/// One attribute of one item, written `item.attribute` in equations (`title.leading`).
public struct AnchorReference: Hashable, Sendable, CustomStringConvertible {
    /// The item whose attribute is meant.
    public var item: ItemReference
    /// The attribute of that item.
    public var attribute: LayoutAttribute

    /// Creates a reference to `attribute` of `item`.
    public init(item: ItemReference, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// Creates a reference to `attribute` of the item named `itemName`
    /// (`superview` is the keyword, see ``ItemReference``).
    public init(_ itemName: String, _ attribute: LayoutAttribute) {
        self.init(item: ItemReference(name: itemName), attribute: attribute)
    }

    /// `item.attribute`, as written in equations; an item an identifier cannot spell
    /// (`8bC-Xf-vdC`) is quoted: `'8bC-Xf-vdC'.top`.
    public var description: String {
        var text = ""
        appendDescription(to: &text)
        return text
    }

    /// Appends ``description`` to `text` (equations write their anchors this way, with no
    /// intermediate string).
    public func appendDescription(to text: inout String) {
        let name = item.name
        let spellable = name.utf8.first.map { first in
            (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
                || first == UInt8(ascii: "_")
        } ?? false
        if spellable {
            text += name
        } else {
            text += "'"
            text += name
            text += "'"
        }
        text += "."
        text += attribute.name
    }
}
