/// Why a scene operation was refused. A refused operation changes nothing.
public struct SceneError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, matching the C API's status codes.
    public enum Kind: Sendable {
        /// An id names no view or constraint of the scene.
        case notFound
        /// A value is out of range (NaN, negative size, priority outside 1...1000, ...).
        case argument
        /// The call is not allowed in the current state (e.g. switching a constraint
        /// between required and optional, reading the frame of an uninstalled view).
        case state
        /// A constraint or inserted scene is malformed (equation text, unknown views).
        case schema
        /// A required constraint added through the API contradicts the required constraints.
        case unsatisfiable
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// A one-line message naming what is wrong.
    public var message: String

    /// An error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
