#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the preview's SVG into a PNG with librsvg's `rsvg-convert`, a real SVG renderer
/// (text through Pango and the system's fonts). `make deps` installs it when it is
/// missing (Debian package librsvg2-bin).
enum PNGRasterizer {
    static let program = "rsvg-convert"

    /// Rasterizes `svg` into the PNG file `path`.
    static func rasterize(svg: String, to path: String) throws {
        guard let executable = findInPath(program) else {
            throw CLIError("PNG output needs \(program) (Debian: apt-get install librsvg2-bin; `make deps` installs it); "
                + "or write an .svg file")
        }
        guard let template = strdup("/tmp/trellis-render-XXXXXX.svg") else { throw CLIError("out of memory") }
        defer { free(template) }
        let descriptor = mkstemps(template, 4)
        guard descriptor >= 0 else { throw CLIError("cannot create a temporary file: \(String(cString: strerror(errno)))") }
        close(descriptor)
        let temporary = String(cString: template)
        defer { unlink(temporary) }
        try writeFile(temporary, svg)
        let status = try run(executable, ["--format", "png", "--output", path, temporary])
        guard status == 0 else { throw CLIError("\(program) failed (exit status \(status)) writing \(path)") }
    }

    /// The first executable called `name` on PATH.
    static func findInPath(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments` and waits for it; returns its exit status.
    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pointers: [UnsafeMutablePointer<CChar>?] = argv + [nil]
        var pid = pid_t()
        let spawned = pointers.withUnsafeMutableBufferPointer { buffer in
            guard let argv = buffer.baseAddress else { return EINVAL }
            return posix_spawn(&pid, executable, nil, nil, argv, environ)
        }
        guard spawned == 0 else { throw CLIError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw CLIError("waiting for \(executable) failed") }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
