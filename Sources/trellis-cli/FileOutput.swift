#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `contents` to `path` (UTF-8), replacing the file.
func writeFile(_ path: String, _ contents: String) throws {
    try writeFile(path, Array(contents.utf8))
}

/// Writes `bytes` to `path`, replacing the file.
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    guard let file = fopen(path, "wb") else {
        throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    var bytes = bytes
    let written = fwrite(&bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
        throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}

/// Writes one line to standard error (file descriptor 2: the C `stderr` global is not
/// concurrency-safe in Swift 6).
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
