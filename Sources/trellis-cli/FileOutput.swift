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

/// Writes `text` to standard output and reports a write that fails (a full disk, a closed
/// pipe) as an error, so the command exits non-zero with a message instead of 0 with its
/// output lost: `print` only fills a buffer that is written at exit, when nobody checks.
/// Every subcommand writes its output with this.
func writeStandardOutput(_ text: String) throws {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            throw CLIError("cannot write to standard output: \(String(cString: strerror(errno)))")
        }
        offset += written
    }
}

/// Writes one line to standard error, for warnings and summaries (file descriptor 2: the C
/// `stderr` global is not concurrency-safe in Swift 6); a failure to write there has nowhere
/// to be reported.
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
