/// What a `tableView` adds to a scroll view: rows whose cells are scenes of the document,
/// laid out at the table's width (docs/uikit-behaviours.md §9, "Table views", T1–T7).
///
/// A row names the scene that is its cell (UIKit's prototype cell, registered under a reuse
/// identifier) and, optionally, the text of some of that cell's views (what a data source's
/// `cellForRowAt` sets). Rows with the same cell and text share one measured height.
public struct TableDescription: Hashable, Sendable {
    /// `UITableView.rowHeight`: UIKit's `automaticDimension` (self-sizing, the default from
    /// iOS 11) or a fixed height for every row.
    public var rowHeight: RowHeight
    /// `UITableView.separatorStyle`: a single-line separator (the default) takes one pixel
    /// of each row below the cell's content view.
    public var separatorStyle: SeparatorStyle
    /// The rows, in order; a run of identical rows is one entry with a `count`.
    public var rows: [TableRowDescription]

    /// Creates a table with UIKit's defaults: self-sizing rows, single-line separators.
    public init(rowHeight: RowHeight = .automatic, separatorStyle: SeparatorStyle = .singleLine,
                rows: [TableRowDescription] = []) {
        self.rowHeight = rowHeight
        self.separatorStyle = separatorStyle
        self.rows = rows
    }

    /// The number of rows the entries stand for.
    public var rowCount: Int { rows.reduce(0) { $0 + $1.count } }

    /// The most rows a table may have (documents and hosts alike): keeps the per-row
    /// arrays and the content height well within the solver's range.
    public static let maximumRows = 1_000_000

    /// The tallest fixed row height a document or host may give (points).
    public static let maximumRowHeight = 1_000_000.0
}

/// `UITableView.rowHeight`.
public enum RowHeight: Hashable, Sendable {
    /// `UITableView.automaticDimension`: each row is as tall as its cell's content view
    /// needs at the table's width (`systemLayoutSizeFitting`), plus the separator.
    case automatic
    /// Every row this tall (points), separator included.
    case fixed(Double)
}

/// `UITableView.SeparatorStyle`, as far as it changes layout.
public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable {
    /// `.singleLine`: a one-pixel line at the bottom of each row, outside the content view.
    case singleLine
    /// `.none`: the content view fills the row.
    case none
}

/// One entry of a table's rows: `count` rows whose cell is the scene `cell`.
public struct TableRowDescription: Hashable, Sendable {
    /// The id of the scene that is these rows' cell (its root is the cell's content view).
    public var cell: String
    /// How many rows this entry stands for (1 or more).
    public var count: Int
    /// Text set on views of the cell (by view id), as a data source configures a cell; the
    /// other views keep their document text.
    public var text: [CellText]

    /// Rows showing scene `cell`, `count` of them, with `text` set on their views.
    public init(cell: String, count: Int = 1, text: [CellText] = []) {
        self.cell = cell
        self.count = count
        self.text = text
    }
}

/// The text of one view of a cell, for one row.
public struct CellText: Hashable, Sendable {
    /// The id of a view of the cell scene (a label, button, text field or text view).
    public var view: String
    /// The text the view shows in this row.
    public var text: String

    /// The text `text` for view `view` of the cell.
    public init(view: String, text: String) {
        self.view = view
        self.text = text
    }
}
