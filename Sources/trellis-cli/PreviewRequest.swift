/// A request target of the preview server split into its path and its decoded query
/// parameters.
///
/// The path is compared as sent, never decoded, against the server's fixed routes: the
/// server reads no file for a request, so "../", "%2e%2e/", "%252e", backslashes and
/// absolute paths all fall through to 404.
struct PreviewRequest {
    var path: String
    var query: [String: String] = [:]

    /// Query strings longer than this are not read (the page's own are a few hundred bytes).
    static let maximumQueryLength = 4096

    init(target: String) {
        guard let mark = target.firstIndex(of: "?") else {
            path = target
            return
        }
        path = String(target[..<mark])
        let text = target[target.index(after: mark)...]
        guard text.utf8.count <= PreviewRequest.maximumQueryLength else { return }
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = PreviewRequest.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? PreviewRequest.decode(parts[1]) : ""
            if let value { query[key] = value }
        }
    }

    /// Percent-decoding with "+" as a space; nil for a malformed escape or bytes that are
    /// not UTF-8.
    static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
