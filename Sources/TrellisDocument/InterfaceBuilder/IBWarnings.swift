/// The warnings of one import: what the importer skipped or approximated, each naming the
/// element and its line (`line 42: <pageViewController>: …`).
public struct IBWarnings: Sendable {
    /// The messages, in document order of discovery.
    public private(set) var messages: [String] = []

    /// Keeps at most this many (a document of unknown elements cannot flood the host).
    static let limit = 1000

    mutating func add(_ element: XMLElement, _ message: String) {
        guard messages.count < IBWarnings.limit else { return }
        messages.append("line \(element.line): <\(element.name)>: \(message)")
    }
}
