import ArgumentParser
import TrellisDocument

/// `trellis-cli compile DOC.json -o DOC.trellisc`: writes the compiled form of a document
/// and of the documents it references (``CompiledFormat``), which `trellis_document_load`
/// and `trellis_document_load_file` read faster than the JSON. The work is
/// ``DocumentLoader/compileFile(path:)``'s; this only reads the arguments and writes the file.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Write the compiled form of a document, which loads faster than its JSON.",
        discussion: """
            As Interface Builder compiles storyboards into nibs: the document is validated, its equations and visual formats are stored parsed, and the documents it references are included, so the output stands alone. trellis_document_load, trellis_document_load_file, Python's Document.load and every trellis-cli subcommand read it like the JSON. A compiled file is tied to its format version: compile again after upgrading Trellis.
            """)

    @Argument(help: "The trellis/1 document to compile (JSON, or a compiled document; references resolve next to it).")
    var document: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The compiled document to write (e.g. FILE.trellisc).", valueName: "file"))
    var out: String

    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = try DocumentLoader.compileFile(path: document)
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
        try writeFile(out, bytes)
        try writeStandardOutput("wrote \(out) (\(bytes.count) bytes)\n")
    }
}
