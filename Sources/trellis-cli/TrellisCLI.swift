import ArgumentParser
import TrellisCore

/// trellis-cli: lay out trellis/1 documents, explain their constraints, draw previews and
/// compile documents.
/// One file per subcommand (`LayoutCommand.swift`, `ExplainCommand.swift`, …); a new one
/// is added to `subcommands` below.
@main
struct TrellisCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-cli",
        abstract: "Lay out trellis/1 layout documents, explain their constraints, draw previews and compile documents.",
        discussion: """
            Frames are in points, origin top-left, y growing down. Documents are described in docs/document-format.md; `trellis-cli devices` lists the device configurations.
            """,
        version: TrellisVersion.string,
        subcommands: [LayoutCommand.self, ExplainCommand.self, RenderCommand.self, DevicesCommand.self,
                      CompileCommand.self, ImportCommand.self, CheckCommand.self, PreviewCommand.self])
}
