#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TrellisDocument

/// `trellis-cli compile DOC.json -o DOC.trellisc`: writes the compiled form of a document
/// and of the documents it references (``CompiledFormat``), which `trellis_document_load`
/// and `trellis_document_load_file` read faster than the JSON. The work is
/// ``DocumentLoader/compileFile(path:)``'s; this only reads the arguments and writes the file.
enum CompileCommand {
    static let usage = "usage: trellis-cli compile FILE.json -o FILE.trellisc"

    /// Runs the command on the arguments after `compile`; exits on failure.
    static func run(_ arguments: [String]) {
        var input: String?
        var output: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-o", "--out", "--output":
                guard let path = rest.popFirst() else { fail("\(argument) needs a file name\n\(usage)") }
                output = path
            default:
                guard input == nil, !argument.hasPrefix("-") else { fail("unexpected argument \(argument)\n\(usage)") }
                input = argument
            }
        }
        guard let input, let output else { fail(usage) }
        let bytes: [UInt8]
        do {
            bytes = try DocumentLoader.compileFile(path: input)
        } catch {
            fail(error.message)
        }
        guard let file = fopen(output, "wb") else { fail("cannot write \(output): \(String(cString: strerror(errno)))") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count || fclose(file) != 0 {
            fail("cannot write \(output): \(String(cString: strerror(errno)))")
        }
        print("wrote \(output) (\(bytes.count) bytes)")
    }
}
