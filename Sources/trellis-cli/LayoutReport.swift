import TrellisCore
import TrellisDocument

/// A laid-out scene read back for output: frames, appearance and diagnostics.
struct LayoutReport {
    struct Entry {
        var id: String
        var depth: Int
        var appearance: ViewAppearance
        /// Nil when the view is not installed for the current traits.
        var frameInRoot: Rect?
        var frameInSuperview: Rect?
        /// For a table's cell views: the table's frame in root coordinates, which clips them.
        var clip: Rect?
    }

    var configuration: LayoutConfiguration
    var entries: [Entry] = []
    var diagnostics: SceneDiagnostics

    init(scene: Scene, configuration: LayoutConfiguration) {
        self.configuration = configuration
        diagnostics = scene.diagnostics()
        for index in 0..<scene.viewCount {
            guard let id = scene.viewID(at: index), let appearance = scene.appearance(ofView: id) else { continue }
            let entry = Entry(id: id, depth: scene.depth(ofView: id), appearance: appearance,
                              frameInRoot: try? scene.frameInRoot(of: id),
                              frameInSuperview: try? scene.frame(of: id))
            entries.append(entry)
            if appearance.kind == "tableView" { entries += LayoutReport.visibleCells(of: entry, in: scene) }
            if appearance.kind == "collectionView" { entries += LayoutReport.visibleItems(of: entry, in: scene) }
        }
    }

    /// A table's visible cells, as UIKit shows them: the rows that overlap the table's bounds
    /// at its content offset, each cell's views as entries `<table>[<row>].<view id>` in root
    /// coordinates (their superview frames are the cell's own: the content view at the row).
    static func visibleCells(of table: Entry, in scene: Scene) -> [Entry] {
        guard let frame = table.frameInRoot, let rows = try? scene.tableRowCount(table.id), rows > 0,
              let offset = try? scene.contentOffset(ofView: table.id) else { return [] }
        var cells: [Entry] = []
        for row in 0..<rows {
            guard let rowFrame = try? scene.tableRowFrame(table.id, row: row) else { break }
            let top = rowFrame.y - offset.y
            if top >= frame.height { break }
            if top + rowFrame.height <= 0 { continue }
            guard let (cell, contentX) = try? scene.tableCellLayout(table.id, row: row) else { break }
            for index in 0..<cell.viewCount {
                guard let id = cell.viewID(at: index), let appearance = cell.appearance(ofView: id),
                      let inCell = try? cell.frameInRoot(of: id) else { continue }
                let inRoot = Rect(x: frame.x + contentX + inCell.x - offset.x, y: frame.y + top + inCell.y,
                                  width: inCell.width, height: inCell.height)
                let inSuperview = index == 0 ? Rect(x: contentX, y: rowFrame.y, width: inCell.width, height: inCell.height)
                                             : try? cell.frame(of: id)
                cells.append(Entry(id: "\(table.id)[\(row)].\(id)", depth: table.depth + 1 + cell.depth(ofView: id),
                                   appearance: appearance, frameInRoot: inRoot, frameInSuperview: inSuperview,
                                   clip: frame))
            }
        }
        return cells
    }

    /// A collection's visible cells: the items that overlap its bounds at its content offset,
    /// each cell's views as entries `<collection>[<item>].<view id>` in root coordinates
    /// (their superview frames are the cell's own: the content view at the item's frame).
    static func visibleItems(of collection: Entry, in scene: Scene) -> [Entry] {
        guard let frame = collection.frameInRoot, let items = try? scene.collectionItemCount(collection.id), items > 0,
              let offset = try? scene.contentOffset(ofView: collection.id) else { return [] }
        var cells: [Entry] = []
        for item in 0..<items {
            guard let itemFrame = try? scene.collectionItemFrame(collection.id, item: item) else { break }
            let left = itemFrame.x - offset.x, top = itemFrame.y - offset.y
            guard left < frame.width, top < frame.height, left + itemFrame.width > 0, top + itemFrame.height > 0,
                  let cell = try? scene.collectionCellLayout(collection.id, item: item) else { continue }
            for index in 0..<cell.viewCount {
                guard let id = cell.viewID(at: index), let appearance = cell.appearance(ofView: id),
                      let inCell = try? cell.frameInRoot(of: id) else { continue }
                let inRoot = Rect(x: frame.x + left + inCell.x, y: frame.y + top + inCell.y,
                                  width: inCell.width, height: inCell.height)
                let inSuperview = index == 0 ? itemFrame : try? cell.frame(of: id)
                cells.append(Entry(id: "\(collection.id)[\(item)].\(id)", depth: collection.depth + 1 + cell.depth(ofView: id),
                                   appearance: appearance, frameInRoot: inRoot, frameInSuperview: inSuperview,
                                   clip: frame))
            }
        }
        return cells
    }

    /// The attributes a view's layout leaves open, by view id.
    var ambiguousAttributes: [String: [String]] {
        Dictionary(diagnostics.ambiguous.map { ($0.view, $0.attributes) }, uniquingKeysWith: { first, _ in first })
    }

    /// The text form (see `LayoutCommand`'s discussion).
    var text: String {
        var out = "# \(configuration.summary)\n"
        out += "# frames in root-view coordinates: id: (x, y, width, height), points, origin top-left, y down\n"
        let ambiguous = ambiguousAttributes
        for entry in entries {
            let indent = String(repeating: "  ", count: entry.depth)
            guard let frame = entry.frameInRoot else {
                out += "\(indent)\(entry.id): not installed for \(sizeClassLabel(configuration.horizontal, configuration.vertical))\n"
                continue
            }
            var notes: [String] = []
            if entry.appearance.hidden { notes.append("hidden") }
            if let attributes = ambiguous[entry.id] { notes.append("ambiguous: " + attributes.joined(separator: ", ")) }
            let suffix = notes.isEmpty ? "" : "  [" + notes.joined(separator: "; ") + "]"
            out += "\(indent)\(entry.id): (\(formatPoints(frame.x)), \(formatPoints(frame.y)), "
                + "\(formatPoints(frame.width)), \(formatPoints(frame.height)))\(suffix)\n"
        }
        for conflict in diagnostics.unsatisfiable {
            out += "broken: \(conflict.broken)  (conflicts with: \(conflict.conflict.dropFirst().joined(separator: "; ")))\n"
        }
        if !diagnostics.unsatisfiable.isEmpty || !diagnostics.ambiguous.isEmpty {
            out += "# run `trellis-cli explain` for the conflicting sets and the constraints behind each view\n"
        }
        return out
    }

    /// The JSON form of `layout --json`.
    func json(sceneID: String) -> JSONOutput {
        let traits: JSONOutput = .object([
            ("horizontalSizeClass", .string(configuration.horizontal.name)),
            ("verticalSizeClass", .string(configuration.vertical.name)),
            ("layoutDirection", .string(configuration.direction.rawValue)),
            ("contentSizeCategory", .string(configuration.category.name)),
            ("displayScale", .number(configuration.scale)),
        ])
        let views: [JSONOutput] = entries.map { entry in
            var members: [(String, JSONOutput)] = [
                ("id", .string(entry.id)), ("kind", .string(entry.appearance.kind)),
                ("installed", .bool(entry.frameInRoot != nil)), ("hidden", .bool(entry.appearance.hidden)),
                ("frame", entry.frameInRoot.map(JSONOutput.rect) ?? .null),
                ("frameInSuperview", entry.frameInSuperview.map(JSONOutput.rect) ?? .null),
            ]
            if let text = entry.appearance.text {
                members.append(("text", .string(text)))
                members.append(("pointSize", entry.appearance.pointSize.map(JSONOutput.number) ?? .null))
            }
            return .object(members)
        }
        return .object([
            ("scene", .string(sceneID)),
            ("size", .object([("width", .number(configuration.width)), ("height", .number(configuration.height))])),
            ("traits", traits),
            ("coordinates", .string("frame: root view; frameInSuperview: superview; points, origin top-left, y down")),
            ("views", .array(views)),
            ("diagnostics", diagnostics.jsonOutput),
        ])
    }
}
