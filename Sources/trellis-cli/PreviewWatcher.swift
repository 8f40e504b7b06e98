import Glibc

/// Notices a save of the document or of any file beside it (the documents it references
/// live there, or in folders below): a fingerprint of every regular file's path, size and
/// modification time under the document's folder, compared on each poll. Polling needs no
/// inotify wrapper and sees editors that replace the file instead of writing it.
struct PreviewWatcher {
    let folder: String
    private var last: [String] = []

    /// The folder is searched this many levels deep, and at most this many files are looked at.
    private static let maximumDepth = 4
    private static let maximumFiles = 4000

    init(document: String) {
        if let slash = document.lastIndex(of: "/") {
            let prefix = String(document[..<slash])
            folder = prefix.isEmpty ? "/" : prefix
        } else {
            folder = "."
        }
        last = fingerprint()
    }

    /// True when something in the folder changed since the last call.
    mutating func changed() -> Bool {
        let now = fingerprint()
        guard now != last else { return false }
        last = now
        return true
    }

    private func fingerprint() -> [String] {
        var lines: [String] = []
        scan(folder, depth: 0, into: &lines)
        return lines.sorted()
    }

    private func scan(_ directory: String, depth: Int, into lines: inout [String]) {
        guard depth <= PreviewWatcher.maximumDepth, let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while lines.count < PreviewWatcher.maximumFiles, let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            // Hidden files and folders (.git, .build, editors' swap files) are not documents.
            guard !name.hasPrefix(".") else { continue }
            let path = directory == "/" ? "/" + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                lines.append("\(path) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            case S_IFDIR:
                scan(path, depth: depth + 1, into: &lines)
            default:
                continue
            }
        }
    }
}
