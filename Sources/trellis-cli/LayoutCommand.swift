import ArgumentParser
import TrellisCore
import TrellisDocument

/// `trellis-cli layout`: lays a scene out once and prints every view's frame, with the
/// diagnostics; `--json` for programs.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a scene out and print every view's frame, in root-view coordinates.",
        discussion: """
            Text output prints one line per view, indented by depth: `id: (x, y, width, height)` in the root view's coordinates (points, origin top-left, y down). Views not installed for these size classes are listed as such; broken constraints and ambiguous views follow. `--json` prints the same as one JSON object.
            """)

    @OptionGroup var documentOptions: DocumentOptions
    @OptionGroup var environment: EnvironmentOptions

    @Flag(help: "Print JSON: the configuration, every view's frames and the diagnostics.")
    var json = false

    @Flag(help: "Print to standard error how many of the solver's components were resolved directly (without the LP) and why the others were not, and how many stacks were laid out in closed form (sealed) and why the others were not.")
    var solverStats = false

    func run() throws {
        let (_, scene, design) = try documentOptions.makeSceneWithDesign()
        let configuration = environment.configuration(design: design)
        if solverStats { scene.recordDirectResolution() }
        try configuration.layOut(scene)
        if solverStats {
            printError(scene.directResolutionSummary)
            printError(scene.stackSealingSummary)
        }
        let report = LayoutReport(scene: scene, configuration: configuration)
        try writeStandardOutput(json ? report.json(sceneID: scene.sceneID).prettyText + "\n" : report.text)
    }
}
