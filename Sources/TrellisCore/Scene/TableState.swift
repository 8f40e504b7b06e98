/// The rows of one table view and what has been measured of them (`Scene+TableViews.swift`).
///
/// Rows are stored as indices into a list of distinct contents (a cell and its text), so a
/// thousand rows of a dozen kinds measure a dozen cells: UIKit measures every row it shows
/// (self-sizing cells), and rows with the same cell, text and width have the same height.
final class TableState {
    /// The table view these rows belong to (a removed view's state is dropped, not reused).
    weak var view: ViewNode?
    var rowHeight: RowHeight
    var separatorStyle: SeparatorStyle
    /// Each row's content, as an index into `contents`.
    var rowContents: [Int32] = []
    /// The distinct contents rows have had.
    var contents: [RowContent] = []
    var contentIndex: [RowContent: Int32] = [:]
    /// Each content's row height, measured for `measuredFor` (nil: not measured yet).
    var contentHeights: [Double?] = []
    var measuredFor: TableMeasurementContext?
    /// The top of every row and, last, the content height: `rowTops[row + 1] - rowTops[row]`
    /// is a row's height. Nil when rows or heights changed since it was computed.
    var rowTops: [Double]?
    /// Whether the rows make the table's content (declared in the document, or rows or a row
    /// height set by the host); until then a table's content size is a scroll view's.
    var definesContent: Bool

    init(view: ViewNode, description: TableDescription?) {
        self.view = view
        definesContent = description != nil
        let description = description ?? TableDescription()
        rowHeight = description.rowHeight
        separatorStyle = description.separatorStyle
        rowContents.reserveCapacity(description.rowCount)
        for entry in description.rows {
            let content = intern(RowContent(cell: entry.cell, text: entry.text))
            rowContents.append(contentsOf: repeatElement(content, count: entry.count))
        }
    }

    var rowCount: Int { rowContents.count }

    /// The index of `content` in `contents`, adding it when new.
    func intern(_ content: RowContent) -> Int32 {
        let normalized = content.normalized
        if let index = contentIndex[normalized] { return index }
        let index = Int32(truncatingIfNeeded: contents.count)
        contents.append(normalized)
        contentHeights.append(nil)
        contentIndex[normalized] = index
        return index
    }

    /// Drops the contents no row shows any more, once they outnumber the rows (a host that
    /// keeps changing rows' text would otherwise grow the list without end); measured
    /// heights move with their contents.
    func compactIfWasteful() {
        guard contents.count > 2 * rowContents.count + 64 else { return }
        var newIndex = [Int32](repeating: -1, count: contents.count)
        var kept: [RowContent] = []
        var keptHeights: [Double?] = []
        for (row, old) in rowContents.enumerated() {
            let oldIndex = Int(old)
            if newIndex[oldIndex] < 0 {
                newIndex[oldIndex] = Int32(truncatingIfNeeded: kept.count)
                kept.append(contents[oldIndex])
                keptHeights.append(contentHeights[oldIndex])
            }
            rowContents[row] = newIndex[oldIndex]
        }
        contents = kept
        contentHeights = keptHeights
        contentIndex = [:]
        for (index, content) in kept.enumerated() { contentIndex[content] = Int32(truncatingIfNeeded: index) }
    }

    /// Forgets every measured height (the width, traits or row height changed).
    func invalidateHeights() {
        for index in contentHeights.indices { contentHeights[index] = nil }
        rowTops = nil
    }
}

/// What a row shows: its cell scene and the text set on the cell's views.
struct RowContent: Hashable {
    var cell: String
    /// At most one entry per view, sorted by view id (see `normalized`).
    var text: [CellText]

    /// The same content with one entry per view (the last given wins), sorted, so that
    /// equal contents compare equal however they were written.
    var normalized: RowContent {
        var byView: [String: String] = [:]
        for entry in text { byView[entry.view] = entry.text }
        let sorted = byView.map { CellText(view: $0.key, text: $0.value) }
            .sorted { $0.view.utf8.lexicographicallyPrecedes($1.view.utf8) }
        return RowContent(cell: cell, text: sorted)
    }
}

/// What a table's row heights depend on besides the rows: the width the cells are laid out
/// at and the traits (text size, size classes, direction, scale) they inherit.
struct TableMeasurementContext: Equatable {
    var width: Double
    var traits: Traits
}
