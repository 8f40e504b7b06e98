import ArgumentParser
import TrellisCore

/// `trellis-cli explain`: why a layout is what it is. Conflicts with their minimal
/// conflicting sets, views the constraints leave ambiguous, and with `--view` the
/// constraints that determine one view on each axis.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a layout: broken constraints and their conflicts, ambiguous views, what determines a view.",
        discussion: """
            Like UIKit, Trellis lays out a scene whose required constraints conflict by breaking one of them (the one added last among the conflicting set); explain prints each broken constraint with a minimal set of constraints that cannot hold together. An ambiguous view is one whose position or size the constraints leave open: the layout shows one of many solutions. With --view, the constraints the view's frame rests on are listed per axis, in the order they were added (constraints are named by id, or by their equation when they have none). With --strict, a layout with conflicts or ambiguous views exits with status 2 after the report, as Xcode warns of them: for a host's CI.
            """)

    @OptionGroup var documentOptions: DocumentOptions
    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp("A view whose determining constraints to list.", valueName: "id"))
    var view: String?

    @Flag(help: "Exit with status 2 when the layout has conflicts or ambiguous views.")
    var strict = false

    func run() throws {
        let (_, scene, design) = try documentOptions.makeSceneWithDesign()
        let configuration = environment.configuration(design: design)
        try configuration.layOut(scene)
        try writeStandardOutput(try ExplainReport(scene: scene, configuration: configuration, view: view).text)
        let diagnostics = scene.diagnostics()
        if strict && !(diagnostics.unsatisfiable.isEmpty && diagnostics.ambiguous.isEmpty) {
            printError("explain --strict: \(diagnostics.unsatisfiable.count) conflict(s), \(diagnostics.ambiguous.count) ambiguous view(s)")
            throw ExitCode(ExplainCommand.problemsFoundStatus)
        }
    }

    /// The exit status of `--strict` when the layout has conflicts or ambiguous views (1 is
    /// taken by failures, 64 by usage errors).
    static let problemsFoundStatus: Int32 = 2
}

/// The text `explain` prints.
struct ExplainReport {
    var text = ""

    init(scene: Scene, configuration: LayoutConfiguration, view: String?) throws {
        let diagnostics = scene.diagnostics()
        text += "scene \"\(scene.sceneID)\" at \(configuration.summary)\n"
        if diagnostics.unsatisfiable.isEmpty {
            text += "\nNo conflicts: every required constraint holds.\n"
        } else {
            text += "\nConflicts (\(diagnostics.unsatisfiable.count)): the constraints of each set cannot all hold; "
                + "the first one was broken (left out of the layout).\n"
            for (number, conflict) in diagnostics.unsatisfiable.enumerated() {
                text += "  \(number + 1). broken: \(conflict.broken)\n"
                text += "     minimal conflicting set (without any one of them the rest can hold):\n"
                for member in conflict.conflict { text += "       \(member)\n" }
            }
        }
        if diagnostics.ambiguous.isEmpty {
            text += "\nNo ambiguous views: the constraints determine every frame.\n"
        } else {
            text += "\nAmbiguous views (\(diagnostics.ambiguous.count)): the constraints leave these open; "
                + "the frame shown is one of many solutions.\n"
            for entry in diagnostics.ambiguous {
                let frame = (try? scene.frameInRoot(of: entry.view)).map(describe) ?? "not installed"
                text += "  \(entry.view): \(entry.attributes.joined(separator: ", ")) not determined (laid out at \(frame))\n"
            }
        }
        guard let view else { return }
        guard scene.appearance(ofView: view) != nil else {
            throw CLIError("unknown view \"\(view)\" in scene \"\(scene.sceneID)\"" + scene.viewSuggestion(for: view))
        }
        text += "\nView \"\(view)\""
        guard scene.isInstalled(view) == true, let frame = try? scene.frameInRoot(of: view) else {
            text += " is not installed for \(sizeClassLabel(configuration.horizontal, configuration.vertical)).\n"
            return
        }
        text += " at \(describe(frame)) in root coordinates:\n"
        for (axis, name) in [(LayoutAxis.horizontal, "horizontal (x, width)"), (.vertical, "vertical (y, height)")] {
            let names: [String]
            do {
                names = try scene.constraintsAffecting(view, axis: axis)
            } catch {
                throw CLIError(error.message)
            }
            text += "  \(name):"
            text += names.isEmpty ? " nothing determines it\n" : "\n" + names.map { "    \($0)\n" }.joined()
        }
    }
}

/// "(x, y, width, height)" with short numbers.
func describe(_ rect: Rect) -> String {
    "(\(formatPoints(rect.x)), \(formatPoints(rect.y)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
}
