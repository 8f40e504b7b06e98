/// Why a document could not be loaded.
///
/// The message is one line and starts with the JSON path of the problem
/// (`$.scenes[0].root.subviews[2].axis: expected "horizontal" or "vertical", got "diagonal"`);
/// errors about the input as a whole use `$`.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure, matching the C API's status codes.
    public enum Kind: Sendable, Equatable {
        /// The bytes are not JSON (syntax, encoding, nesting too deep).
        case parse
        /// The JSON is not a valid `trellis/1` document.
        case schema
        /// A file could not be read.
        case io
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// A one-line message starting with the JSON path (or XML line) of the problem.
    public var message: String

    /// An error of `kind` with `message`.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func schema(_ path: JSONPath, _ message: String) -> DocumentError {
        DocumentError(kind: .schema, message: "\(path.text): \(message)")
    }

    static func parse(_ message: String) -> DocumentError {
        DocumentError(kind: .parse, message: "$: \(message)")
    }

    static func io(_ path: JSONPath, _ message: String) -> DocumentError {
        DocumentError(kind: .io, message: "\(path.text): \(message)")
    }
}
