import ArgumentParser
import TrellisCore
import TrellisDocument

/// `trellis-cli check`: the Auto Layout check an iOS team's CI cannot run on Linux. Every
/// scene is laid out on every device of the CLI, at every Dynamic Type size and in both
/// directions; each problem found is printed once with the configurations it occurs in, and
/// the command exits with status 2 when there is any.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lay every scene out on every device, text size and direction, and report conflicts, ambiguous views and views outside their superview or the safe area.",
        discussion: """
            A problem is a broken constraint with its conflicting set (constraints named by id: a storyboard's IB ids), a view whose frame the constraints leave open, a visible view that reaches outside its superview (scroll content excepted), or text or a control that reaches outside the safe area (under the status bar, the notch or the home indicator). Each is printed once, with how many configurations show it and the first few of them. Exit status: 0 when nothing was found, 2 when something was, 1 when the document does not load.
            """)

    @Argument(help: "The document: trellis/1 JSON, compiled, or an Interface Builder storyboard or xib.")
    var document: String

    @Option(help: ArgumentHelp("Check only this scene (default: every scene).", valueName: "id"))
    var scene: String?

    @Option(help: ArgumentHelp("The devices to lay out on (default: every device of `trellis-cli devices`).",
                               valueName: "A,B"))
    var devices: String?

    @Option(help: ArgumentHelp("The content size categories (default: all twelve).", valueName: "a,b"))
    var categories: String?

    /// How many configurations a finding lists before it only counts the rest.
    static let listedConfigurations = 3
    /// The exit status when problems were found (1 is taken by failures, 64 by usage errors).
    static let problemsFoundStatus: Int32 = 2

    /// A cell scene at `width` and the height its content view fits in (self-sizing).
    /// Lays a cell scene out at its fitting size: at `width` (a table's), or free in both
    /// axes (nil: a collection's self-sizing item, F7).
    /// A collection's item of a fixed `itemSize` (no estimate) is laid out at that size (F7).
    private func layOutAsCell(_ scene: Scene, width: Double?, itemSize: Size? = nil) throws {
        do {
            if let itemSize {
                try scene.setSize(width: itemSize.width, height: itemSize.height)
                try scene.layout()
                return
            }
            guard let root = scene.viewID(at: 0) else { return }
            let fitting = try scene.fittingSize(of: root, width: width)
            try scene.setSize(width: max(width ?? fitting.width, 0), height: max(fitting.height, 0))
            try scene.layout()
        } catch {
            throw CLIError(error.message)
        }
    }

    func validate() throws {
        for name in names(devices) where Device.named(name) == nil {
            throw ValidationError("unknown device \"\(name)\"; devices: \(Device.names)")
        }
        for name in names(categories) where ContentSizeCategory(rawValue: name) == nil {
            throw ValidationError("unknown content size category \"\(name)\"")
        }
    }

    func run() throws {
        let description = try loadDocument()
        let sceneIDs = scene.map { [$0] } ?? description.scenes.map(\.id)
        // Scenes a table shows as cells are laid out as cells: at the device's width and their
        // own fitting height, away from the screen's edges (docs/uikit-behaviours.md §9, T1–T2).
        let cellScenes = Set(description.scenes.flatMap { $0.root.tableCellSceneNames })
        // Scenes a collection shows as cells, at their own fitting size (F7).
        let itemScenes = Set(description.scenes.flatMap { $0.root.collectionCellSceneNames }).subtracting(cellScenes)
        let fixedItemSizes = CheckCommand.fixedItemSizes(in: description)
        let chosenDevices = devices == nil ? Device.all : names(devices).compactMap(Device.named)
        let chosenCategories = categories == nil ? ContentSizeCategory.allCases : names(categories).compactMap(ContentSizeCategory.init(rawValue:))
        var report = ""
        var problems = 0
        var layouts = 0
        for sceneID in sceneIDs {
            let live: Scene
            do {
                live = try Scene(document: description, sceneID: sceneID)
            } catch {
                throw CLIError("\(document): \(error.message)")
            }
            var findings: [String: [String]] = [:]
            var order: [String] = []
            for device in chosenDevices {
                for category in chosenCategories {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        let isTableCell = cellScenes.contains(sceneID)
                        let isCell = isTableCell || itemScenes.contains(sceneID)
                        let configuration = LayoutConfiguration(
                            title: device.title, width: device.width, height: device.height,
                            horizontal: device.horizontal, vertical: device.vertical, direction: direction,
                            category: category, scale: 0, safeArea: isCell ? .zero : device.safeArea)
                        try configuration.layOut(live)
                        if isCell {
                            try layOutAsCell(live, width: isTableCell ? device.width : nil,
                                             itemSize: isTableCell ? nil : fixedItemSizes[sceneID])
                        }
                        layouts += 1
                        let label = "\(device.name) \(category.name) \(direction == .rightToLeft ? "rtl" : "ltr")"
                        for finding in LayoutFindings(scene: live, safeArea: configuration.safeArea).all {
                            if findings[finding] == nil { order.append(finding) }
                            findings[finding, default: []].append(label)
                        }
                    }
                }
            }
            problems += order.count
            guard !order.isEmpty else { continue }
            report += "scene \"\(sceneID)\": \(order.count) problem(s)\n"
            for finding in order {
                let where_ = findings[finding] ?? []
                let listed = where_.prefix(CheckCommand.listedConfigurations).joined(separator: "; ")
                let more = where_.count > CheckCommand.listedConfigurations ? "; … \(where_.count) configurations in all" : ""
                report += "  \(finding)\n    in \(listed)\(more)\n"
            }
        }
        report += "checked \(sceneIDs.count) scene(s) in \(layouts) layouts (\(chosenDevices.count) devices × "
            + "\(chosenCategories.count) text sizes × 2 directions): \(problems == 0 ? "no problems" : "\(problems) problem(s)")\n"
        try writeStandardOutput(report)
        if problems > 0 { throw ExitCode(CheckCommand.problemsFoundStatus) }
    }

    /// The item size of each cell scene that a collection without an estimate shows (the
    /// first such collection's `itemSize`); self-sizing cells are absent.
    static func fixedItemSizes(in description: DocumentDescription) -> [String: Size] {
        var sizes: [String: Size] = [:]
        var pending = description.scenes.map(\.root)
        while let view = pending.popLast() {
            if let collection = view.collection, collection.estimatedItemSize == nil {
                for item in collection.items where sizes[item.cell] == nil { sizes[item.cell] = collection.itemSize }
            }
            pending.append(contentsOf: view.subviews)
            pending.append(contentsOf: view.arranged)
        }
        return sizes
    }

    private func names(_ list: String?) -> [String] {
        (list ?? "").split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    private func loadDocument() throws -> DocumentDescription {
        do {
            if let imported = try InterfaceBuilderImporter.importFileIfInterfaceBuilder(
                path: document, options: InterfaceBuilderImporter.Options(intrinsicFromFrames: false)) {
                return imported.document
            }
            return try DocumentLoader.loadFile(path: document)
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
    }
}

/// What one layout shows wrong, each finding a line of text (equal lines are the same
/// problem in another configuration).
struct LayoutFindings {
    var all: [String] = []

    /// Kinds whose content a person must see: text and controls (a background reaching
    /// under the status bar is fine; a label there is not).
    static let contentKinds: Set<String> = ["label", "button", "textField", "textView", "switch", "slider", "stepper",
                                            "segmentedControl", "pageControl", "searchBar", "datePicker", "pickerView"]
    /// How far a frame may stray before it counts (IB's stored frames are rounded to 0.5).
    static let tolerance = 0.5

    init(scene: Scene, safeArea: SafeAreaInsets) {
        let diagnostics = scene.diagnostics()
        for conflict in diagnostics.unsatisfiable {
            all.append("conflict: broke \(conflict.broken) (with \(conflict.conflict.dropFirst().joined(separator: ", ")))")
        }
        for entry in diagnostics.ambiguous {
            all.append("ambiguous: \(entry.view) (\(entry.attributes.joined(separator: ", ")))")
        }
        guard let rootID = scene.viewID(at: 0), let root = try? scene.frameInRoot(of: rootID) else { return }
        let safe = Rect(x: root.x + safeArea.left, y: root.y + safeArea.top,
                        width: root.width - safeArea.left - safeArea.right, height: root.height - safeArea.top - safeArea.bottom)
        for index in 1..<max(scene.viewCount, 1) {
            guard let id = scene.viewID(at: index), scene.isInstalled(id) == true,
                  let appearance = scene.appearance(ofView: id), !appearance.hidden,
                  !LayoutFindings.isHiddenOrScrolled(id, in: scene),
                  let frame = try? scene.frameInRoot(of: id),
                  let superviewID = scene.superviewID(ofView: id),
                  let superframe = try? scene.frameInRoot(of: superviewID) else { continue }
            if !LayoutFindings.contains(superframe, frame) {
                all.append("outside its superview \(superviewID): \(id)")
            } else if LayoutFindings.contentKinds.contains(appearance.kind), !LayoutFindings.contains(safe, frame) {
                all.append("outside the safe area: \(id) (\(appearance.kind))")
            }
        }
    }

    /// Whether an ancestor is hidden (its subtree is not drawn) or scrolls (its content may
    /// reach outside it).
    static func isHiddenOrScrolled(_ id: String, in scene: Scene) -> Bool {
        var current = scene.superviewID(ofView: id)
        while let ancestor = current {
            guard let appearance = scene.appearance(ofView: ancestor) else { return false }
            if appearance.hidden || ["scrollView", "tableView", "collectionView", "textView"].contains(appearance.kind) {
                return true
            }
            current = scene.superviewID(ofView: ancestor)
        }
        return false
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.width <= 0 || inner.height <= 0
            || (inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
                && inner.x + inner.width <= outer.x + outer.width + tolerance
                && inner.y + inner.height <= outer.y + outer.height + tolerance)
    }
}
