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

    /// The bytes of a regular file, or why they could not be read.
    ///
    /// Anything else is refused before it is opened: a FIFO would block `open` until a
    /// writer came, a device could be endless or have side effects, so an untrusted
    /// document naming one cannot hang or disturb its host. The file is opened without
    /// blocking and checked again, in case it was replaced in between.
    static func read(_ path: String) -> Result<[UInt8], FileError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(FileError(reason: lastErrorText()))
        }
        if let refusal = refusal(info) { return .failure(refusal) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(FileError(reason: lastErrorText()))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else {
            return .failure(FileError(reason: lastErrorText()))
        }
        if let refusal = refusal(info) { return .failure(refusal) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                readFile(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileError(reason: lastErrorText()))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<Swift.min(count, chunk.count)])
            if bytes.count > maximumFileSize {
                return .failure(FileError(reason: "the file is larger than \(maximumFileSize >> 20) MiB"))
            }
        }
        return .success(bytes)
    }

    /// Why a file of this type is not read: a directory as `read` would say it, anything
    /// else but a regular file by name; nil for a regular file.
    private static func refusal(_ info: stat) -> FileError? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return FileError(reason: strerror(EISDIR).map { String(cString: $0) } ?? "Is a directory")
        case S_IFIFO: return FileError(reason: "not a regular file but a FIFO (named pipe); documents are read only from regular files")
        case S_IFCHR: return FileError(reason: "not a regular file but a character device; documents are read only from regular files")
        case S_IFBLK: return FileError(reason: "not a regular file but a block device; documents are read only from regular files")
        case S_IFSOCK: return FileError(reason: "not a regular file but a socket; documents are read only from regular files")
        default: return FileError(reason: "not a regular file; documents are read only from regular files")
        }
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

/// The C library's `read`, which `FileSystem.read` hides by its name.
private func readFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

struct FileError: Error {
    var reason: String
}
