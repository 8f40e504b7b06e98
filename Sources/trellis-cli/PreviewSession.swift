import Glibc
import NIOConcurrencyHelpers
import TrellisCore
import TrellisDocument

/// The document behind `trellis-cli preview`: loaded again whenever its folder changes,
/// the last version that loaded kept when a new one does not (its error is shown instead),
/// and laid out for each request of the page.
///
/// The command's thread loads it first, then the server's event loop (requests and the
/// folder watcher) uses it; one lock guards the state, so it is `@unchecked Sendable`.
final class PreviewSession: @unchecked Sendable {
    let options: DocumentOptions
    let devices: [Device]
    private let lock = NIOLock()
    private var document: DocumentDescription?
    private var error: String?
    private var warnings: [String] = []
    /// Counts the loads that changed what the page shows; the page reloads when it grows.
    private var generation = 0
    /// The freeform panel's scenes, kept between requests so that dragging its edge
    /// relayouts one scene (the engine's incremental path), by scene id.
    private var freeformScenes: [String: Scene] = [:]

    init(options: DocumentOptions, devices: [Device]) {
        self.options = options
        self.devices = devices
        reload()
    }

    /// The error of a document that never loaded: nil once one version has.
    var initialError: String? { lock.withLock { document == nil ? error : nil } }

    /// The current generation (read by the event stream).
    var currentGeneration: Int { lock.withLock { generation } }

    /// Loads the document again. A document that no longer loads (or whose scene cannot be
    /// made) leaves the last good one in place and records its error.
    func reload() {
        let path = options.document
        var loaded = DocumentDescription()
        var newWarnings: [String] = []
        var failure: String?
        do {
            if let imported = try InterfaceBuilderImporter.importFileIfInterfaceBuilder(
                path: path, options: InterfaceBuilderImporter.Options(intrinsicFromFrames: options.intrinsicFromFrames)) {
                loaded = imported.document
                newWarnings = imported.warnings.messages
            } else {
                loaded = try DocumentLoader.loadFile(path: path)
            }
        } catch {
            failure = error.message
        }
        if failure == nil {
            do {
                _ = try Scene(document: loaded, sceneID: options.scene)
            } catch {
                failure = error.message
            }
        }
        if let failure {
            let loadedBefore = lock.withLock {
                self.error = "\(path): \(failure)"
                generation += 1
                return document != nil
            }
            if loadedBefore { printError("preview: \(path): \(failure)") }
            return
        }
        lock.withLock {
            document = loaded
            warnings = newWarnings
            error = nil
            freeformScenes = [:]
            generation += 1
        }
    }

    // MARK: Answers to the page

    /// `/api/layout`: the state and every device panel.
    func layoutJSON(query: [String: String]) -> String {
        lock.withLock {
            var members = stateMembers()
            do {
                let settings = try PreviewSettings(query: query)
                let document = try currentDocument()
                var panels: [JSONOutput] = []
                var sceneID = ""
                // A new scene per panel: each is laid out from scratch, as `layout --device` does.
                for device in devices {
                    let (name, configuration) = settings.configuration(for: device)
                    let scene = try makeScene(document, settings.scene)
                    sceneID = scene.sceneID
                    panels.append(try panel(name: name, scene: scene, configuration: configuration))
                }
                members.append(("scene", .string(sceneID)))
                members.append(("panels", .array(panels)))
            } catch {
                members.append(("requestError", .string(String(describing: error))))
            }
            return JSONOutput.object(members).text
        }
    }

    /// `/api/freeform`: the freeform panel at `width`×`height`, laid out on a kept scene.
    func freeformJSON(query: [String: String]) -> String {
        lock.withLock {
            var members = stateMembers()
            do {
                let settings = try PreviewSettings(query: query)
                guard let size = settings.freeform else { throw CLIError("width and height are required") }
                let document = try currentDocument()
                let key = settings.scene ?? ""
                let scene = try freeformScenes[key] ?? makeScene(document, settings.scene)
                freeformScenes[key] = scene
                members.append(("panel", try panel(name: "freeform", scene: scene,
                                                   configuration: settings.freeformConfiguration(size))))
            } catch {
                members.append(("requestError", .string(String(describing: error))))
            }
            return JSONOutput.object(members).text
        }
    }

    /// `/api/explain`: what `trellis-cli explain --view` prints for a view of one panel.
    func explainJSON(query: [String: String]) -> String {
        lock.withLock {
            do {
                let settings = try PreviewSettings(query: query)
                guard let view = query["view"] else { throw CLIError("view is required") }
                let configuration: LayoutConfiguration
                if let size = settings.freeform {
                    configuration = settings.freeformConfiguration(size)
                } else if let name = settings.device, let device = Device.named(name)
                            ?? devices.map({ PreviewOrientation.turned($0) }).first(where: { $0.name == name }) {
                    configuration = PreviewSettings(copying: settings, orientation: .device).configuration(for: device).configuration
                } else {
                    throw CLIError("device or width and height are required")
                }
                let scene = try makeScene(try currentDocument(), settings.scene)
                try configuration.layOut(scene)
                let report = try ExplainReport(scene: scene, configuration: configuration, view: view)
                return JSONOutput.object([("view", .string(view)), ("text", .string(report.text))]).text
            } catch {
                return JSONOutput.object([("requestError", .string(String(describing: error)))]).text
            }
        }
    }

    // MARK: Pieces

    private func currentDocument() throws -> DocumentDescription {
        guard let document else { throw CLIError(error ?? "the document has not loaded") }
        return document
    }

    private func makeScene(_ document: DocumentDescription, _ sceneID: String?) throws -> Scene {
        do {
            return try Scene(document: document, sceneID: sceneID ?? options.scene)
        } catch {
            throw CLIError(error.message)
        }
    }

    /// What every answer carries: the generation, the document's error and warnings, its
    /// scenes and the choices of the switches.
    private func stateMembers() -> [(String, JSONOutput)] {
        let path = options.document
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return [
            ("generation", .number(Double(generation))),
            ("document", .string(name)),
            ("error", error.map(JSONOutput.string) ?? .null),
            ("warnings", .array(warnings.map(JSONOutput.string))),
            ("scenes", .array((document?.scenes ?? []).map { .string($0.id) })),
            ("categories", .array(ContentSizeCategory.allCases.map { .string($0.name) })),
        ]
    }

    /// One panel: the device, its safe area and summary, the time the layout took, each
    /// view's depth and the frames and diagnostics exactly as `layout --json` prints them.
    private func panel(name: String, scene: Scene, configuration: LayoutConfiguration) throws -> JSONOutput {
        let started = PreviewClock.microseconds()
        try configuration.layOut(scene)
        let elapsed = PreviewClock.microseconds() - started
        let report = LayoutReport(scene: scene, configuration: configuration)
        let insets = configuration.safeArea
        return .object([
            ("device", .string(name)),
            ("title", .string(configuration.title)),
            ("summary", .string(configuration.summary)),
            ("safeArea", .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                                  ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])),
            ("layoutMicroseconds", .number(elapsed)),
            ("depths", .array(report.entries.map { .number(Double($0.depth)) })),
            ("conflicting", .array(conflictingViews(scene, report).map(JSONOutput.string))),
            ("text", .array(textLines(report))),
            // A table's cell views are clipped to the table: [viewIndex, x, y, width, height].
            ("clips", .array(report.entries.enumerated().compactMap { index, entry in
                entry.clip.map { .array([.number(Double(index)), .number($0.x), .number($0.y), .number($0.width), .number($0.height)]) }
            })),
            ("layout", report.json(sceneID: scene.sceneID)),
        ])
    }
}

extension PreviewSession {
    /// The installed views a conflicting set of constraints positions or sizes (the page
    /// outlines them): views whose determining constraints include a member of a set.
    func conflictingViews(_ scene: Scene, _ report: LayoutReport) -> [String] {
        let members = Set(report.diagnostics.unsatisfiable.flatMap(\.conflict))
        guard !members.isEmpty else { return [] }
        return report.entries.compactMap { entry in
            guard entry.frameInRoot != nil else { return nil }
            let names = [LayoutAxis.horizontal, .vertical].flatMap { (try? scene.constraintsAffecting(entry.id, axis: $0)) ?? [] }
            return names.contains(where: members.contains) ? entry.id : nil
        }
    }
}

extension PreviewSession {
    /// Every visible view's text lines as `render` places them (`TextPlacement`), in root
    /// points: `[viewIndex, text, x, baseline, width, pointSize, dividerX or null]`.
    func textLines(_ report: LayoutReport) -> [JSONOutput] {
        var out: [JSONOutput] = []
        for (index, entry) in report.entries.enumerated() where entry.depth > 0 && !entry.appearance.hidden {
            guard let frame = entry.frameInRoot else { continue }
            for line in TextPlacement.lines(of: entry, in: frame, direction: report.configuration.direction) {
                out.append(.array([.number(Double(index)), .string(line.text), .number(line.x), .number(line.baseline),
                                   .number(line.width), .number(line.pointSize),
                                   line.dividerBefore.map(JSONOutput.number) ?? .null]))
            }
        }
        return out
    }
}

/// A monotonic clock for the layout time the page shows.
enum PreviewClock {
    static func microseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
    }
}
