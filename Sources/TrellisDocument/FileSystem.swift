#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file access documents need, through the C library (no Foundation).
enum FileSystem {
    /// Larger files are refused rather than read into memory.
    static let maximumFileSize = 64 << 20

    /// The bytes of a file, or why they could not be read.
    static func read(_ path: String) -> Result<[UInt8], FileError> {
        guard let file = fopen(path, "rb") else {
            return .failure(FileError(reason: lastErrorText()))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                fread(buffer.baseAddress, 1, buffer.count, file)
            }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<Swift.min(count, chunk.count)])
            }
            if bytes.count > maximumFileSize {
                return .failure(FileError(reason: "the file is larger than \(maximumFileSize >> 20) MiB"))
            }
            if count < chunk.count {
                if ferror(file) != 0 {
                    return .failure(FileError(reason: lastErrorText()))
                }
                break
            }
        }
        return .success(bytes)
    }

    /// The absolute path with symbolic links and `..` resolved, to recognise a file
    /// reached by two names.
    static func canonicalPath(_ path: String) -> Result<String, FileError> {
        guard let resolved = realpath(path, nil) else {
            return .failure(FileError(reason: lastErrorText()))
        }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The directory part of a path: `a/b.json` → `a`, `b.json` → `.`, `/b.json` → `/`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// `relative` resolved against `directory`, unless it is absolute.
    static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    private static func lastErrorText() -> String {
        let code = errno
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

struct FileError: Error {
    var reason: String
}
