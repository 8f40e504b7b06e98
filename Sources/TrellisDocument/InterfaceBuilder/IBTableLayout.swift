import TrellisCore

/// A storyboard `<tableView>` as a Trellis table (docs/interface-builder.md "Table views",
/// docs/uikit-behaviours.md T1–T7).
///
/// A table of prototypes (`dataMode="prototypes"`, the default) gets one row per
/// `<tableViewCell>` of `<prototypes>`, whose cell is the scene of that prototype (its IB
/// id), as IB's canvas shows one of each; a host adds and removes rows as a data source
/// would. The table's `rowHeight` is every row's height (IB writes UIKit's
/// `automaticDimension` as −1): a prototype's own `rowHeight` only sizes it on IB's canvas
/// ("changing this row height only changes the height of the cell in Interface Builder - it
/// doesn't change the row height at runtime", Use Your Loaf, "Self Sizing Table View Cells
/// In Interface Builder", 2019).
///
/// The separator is part of the imported cells: each prototype's content view keeps the
/// inset from its cell's bottom that IB stores (one pixel of the design device, or none),
/// so the imported table draws no separator of its own.
enum IBTableLayout {
    /// The table of a `<tableView>` element; nil for static tables (`dataMode="static"`),
    /// which keep their cells as scenes laid out in place: their sections and per-cell
    /// heights are not modelled.
    static func table(of element: XMLElement, warnings: inout IBWarnings) -> TableDescription? {
        var table = TableDescription(rowHeight: rowHeight(of: element, warnings: &warnings), separatorStyle: .none)
        switch element["style"] {
        case nil, "plain"?:
            break
        case let style?:
            warnings.add(element, "style=\"\(style)\": section headers, footers and the grouped insets are not modelled; rows stack from the table's top")
        }
        if element.child(key: "tableHeaderView") != nil {
            warnings.add(element, "a tableHeaderView is not modelled: rows start at the table's top, under it")
        }
        switch element["dataMode"] {
        case nil, "prototypes"?:
            table.rows = rows(of: element, warnings: &warnings)
        case "static"?:
            warnings.add(element, "static cells are scenes of the document but not rows of their table (sections are not modelled)")
            return nil
        case let mode?:
            warnings.add(element, "unknown dataMode \"\(mode)\": no rows")
        }
        return table
    }

    /// `rowHeight`: −1 is `UITableView.automaticDimension` (self-sizing rows, T2), a length a
    /// fixed height; absent or invalid, automatic (UIKit's default from iOS 11).
    private static func rowHeight(of element: XMLElement, warnings: inout IBWarnings) -> RowHeight {
        guard let text = element["rowHeight"] else { return .automatic }
        guard let value = IBNumbers.decimal(text) else {
            warnings.add(element, "invalid rowHeight \"\(text)\": automatic used")
            return .automatic
        }
        if value == -1 { return .automatic }
        guard value >= 0, value <= TableDescription.maximumRowHeight else {
            warnings.add(element, "invalid rowHeight \"\(text)\": automatic used")
            return .automatic
        }
        return .fixed(value)
    }

    /// One row per prototype cell that becomes a scene (an id and a stored frame, as
    /// ``IBDocumentReader`` requires of cells), in document order.
    private static func rows(of table: XMLElement, warnings: inout IBWarnings) -> [TableRowDescription] {
        var rows: [TableRowDescription] = []
        for cell in table.child("prototypes")?.children ?? [] where cell.name == "tableViewCell" {
            guard let id = cell["id"], !id.isEmpty else {
                warnings.add(cell, "a prototype cell without an id is not a row of the table")
                continue
            }
            guard IBSceneBuilder.frame(of: cell) != nil else {
                warnings.add(cell, "prototype cell \"\(id)\" has no stored frame: it is not a scene, nor a row of the table")
                continue
            }
            rows.append(TableRowDescription(cell: id))
        }
        return rows
    }
}
