import ArgumentParser
import TrellisDocument

/// `trellis-cli import FILE.storyboard -o FILE.json`: writes the trellis/1 document that is
/// equivalent to an Interface Builder storyboard or xib (the importer's work, see
/// ``InterfaceBuilderImporter``; this reads the arguments, prints the warnings and writes
/// the file).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the trellis/1 document equivalent to a storyboard or xib.",
        discussion: """
            Every view and constraint keeps its Interface Builder id; equations quote ids that start with a digit ('8bC-Xf-vdC'.top). Each view controller is a scene with its IB id, each top-level view of a xib a scene with the view's id. Warnings (unknown elements, constraints naming missing objects) go to standard error with their line.
            """)

    @Argument(help: "The storyboard or xib to import.")
    var document: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The trellis/1 document to write (e.g. FILE.json).", valueName: "file"))
    var out: String

    @Flag(help: "Give views whose content Trellis cannot measure exactly their stored IB frame size as placeholder intrinsic size.")
    var intrinsicFromFrames = false

    func run() throws {
        let imported: InterfaceBuilderImporter.Result
        do {
            imported = try InterfaceBuilderImporter.importFile(
                path: document, options: InterfaceBuilderImporter.Options(intrinsicFromFrames: intrinsicFromFrames))
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
        for warning in imported.warnings.messages { printError("\(document): warning: \(warning)") }
        let text = DocumentJSONWriter.json(imported.document).prettyText + "\n"
        try writeFile(out, Array(text.utf8))
        print("wrote \(out) (\(imported.document.scenes.count) scene\(imported.document.scenes.count == 1 ? "" : "s"))")
    }
}
