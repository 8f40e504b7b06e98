/// A value of a custom view's `properties` (docs/document-format.md), as Interface Builder keeps
/// an IBInspectable value: the scene only stores it and hands it back resolved for the
/// current traits (`Scene.viewInfo`); the host gives it meaning.
public indirect enum PropertyValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A list of values, e.g. a colour `[0.2, 0.4, 1, 1]`.
    case array([PropertyValue])
    /// Named values inside a list, in document order (at the top level an object is a
    /// size-class map, see `CustomProperty`).
    case object([Member])

    /// One named value of an ``object(_:)``.
    public struct Member: Hashable, Sendable {
        /// The property's name, as in the document.
        public var name: String
        /// Its value.
        public var value: PropertyValue

        /// A member `name: value`.
        public init(name: String, value: PropertyValue) {
            self.name = name
            self.value = value
        }
    }

    /// How deeply lists and objects may nest inside one property value, so that reading
    /// and writing it never recurses deeply.
    public static let maximumNesting = 32
}

/// One entry of a custom view's `properties`: a name and a value that may vary by size
/// class like any variant (`{"any": 3, "wR": 5}`).
public struct CustomProperty: Hashable, Sendable {
    /// The property's name, as in the document.
    public var name: String
    /// Its value per size class.
    public var value: Variant<PropertyValue>

    /// A property `name` with `value`.
    public init(name: String, value: Variant<PropertyValue>) {
        self.name = name
        self.value = value
    }
}
