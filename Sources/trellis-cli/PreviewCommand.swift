import ArgumentParser
import TrellisCore

/// `trellis-cli preview`: a live preview in the browser, Interface Builder's canvas for any
/// document. Serves a page on 127.0.0.1 that draws the scene on several devices and a
/// freeform panel, with switches for the traits, and follows every save of the document.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a document in the browser (127.0.0.1 only).",
        discussion: """
            Open the printed address: every device panel draws the scene as `render` does (kinds, text, safe area, ids, conflicts and ambiguous views), each view element carrying data-view-id and data-frame="x y width height" in root coordinates exactly as `layout --device NAME --json` prints them. Switches set orientation, size classes, text size, direction, display scale and scene; the freeform panel's corner can be dragged and is laid out as it moves; clicking a view shows its frame and what `explain --view` says. Saving the document, or any file in its folder (the documents it references), redraws the page within a second; a document that does not load shows its error and keeps the last good layout. Runs until interrupted (Ctrl-C).
            """)

    @OptionGroup var documentOptions: DocumentOptions

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0: any free port; the address is printed).", valueName: "p"))
    var port: Int = 0

    @Option(help: ArgumentHelp("Comma-separated devices, one panel each (\(Device.names)).", valueName: "names"))
    var devices: String = Device.previewSet.joined(separator: ",")

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535, got \(port)") }
        for name in deviceNames where Device.named(name) == nil {
            throw ValidationError("unknown device \"\(name)\"; devices: \(Device.names)")
        }
        guard !deviceNames.isEmpty else { throw ValidationError("--devices names no device") }
    }

    private var deviceNames: [String] {
        devices.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    func run() throws {
        let session = PreviewSession(options: documentOptions, devices: deviceNames.compactMap(Device.named))
        // A document that does not load at all is an error, as for every subcommand; once it
        // has loaded, later errors are shown on the page.
        if let error = session.initialError { throw CLIError(error) }
        let server = try PreviewServer.start(session: session, port: port)
        try writeStandardOutput("trellis-cli preview: \(documentOptions.document) at http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
        try server.channel.closeFuture.wait()
    }
}
