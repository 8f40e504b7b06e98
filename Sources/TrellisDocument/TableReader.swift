import TrellisCore

/// The fields of one entry of a table view's `rows`.
enum TableRowField: Int, ObjectField {
    case cell, count, text, comment

    static let nameTable = makeNameTable()
}

extension SceneDraft {
    /// Where a table row names its cell scene and the cell's views, for the checks made once
    /// every scene is known (``TableCellCheck``).
    struct TableRowSite {
        var cell: String
        var cellPath: JSONPath
        /// The views the row sets text on, with the path of each.
        var textViews: [(id: String, path: JSONPath)]
    }

    /// A table view's `rowHeight`, `separatorStyle` and `rows` (docs/document-format.md,
    /// "Table views").
    mutating func readTable(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        guard object[.rowHeight] != nil || object[.separatorStyle] != nil || object[.rows] != nil else { return }
        var table = TableDescription()
        if let node = object[.rowHeight] {
            table.rowHeight = try Self.rowHeight(node, object.path(.rowHeight))
        }
        if let node = object[.separatorStyle] {
            table.separatorStyle = try Read.choice(node, object.path(.separatorStyle), Choices.separatorStyle)
        }
        if let node = object[.rows] {
            let path = object.path(.rows).anchoredPath
            var total = 0
            for (index, element) in try Read.array(node, path, of: "rows").enumerated() {
                let row = try readCellEntry(element, at: path.index(index), of: "row")
                total += row.count
                guard total <= TableDescription.maximumRows else {
                    throw .schema(path.index(index), "a table has at most \(TableDescription.maximumRows) rows")
                }
                table.rows.append(row)
            }
        }
        view.table = table
    }

    /// `"automatic"` (UITableView.automaticDimension) or a height in points.
    private static func rowHeight(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> RowHeight {
        if node.isString {
            let word = try Read.string(node, path)
            guard word == "automatic" else {
                throw .schema(path, "expected \"automatic\" or a height in points, got \(quoted(word))")
            }
            return .automatic
        }
        let height = try Read.nonNegative(node, path)
        guard height <= TableDescription.maximumRowHeight else {
            throw .schema(path, "expected a row height of at most \(formatNumber(TableDescription.maximumRowHeight)) points, got \(formatNumber(height))")
        }
        return .fixed(height)
    }

    /// One entry of a table's `rows` or a collection's `items` (`what`: "row" or "item"):
    /// `{"cell": "<scene id>", "count": n, "text": {"<view id>": "…"}}`.
    mutating func readCellEntry(_ node: JSONNode, at path: JSONPath, of what: String) throws(DocumentError) -> TableRowDescription {
        let object = try JSONObject<TableRowField>(node, at: path, expected: "a\(what == "item" ? "n" : "") \(what) object")
        try object.checkFields(allowed: [.cell, .count, .text, .comment])
        let cellNode = try object.required(.cell, hint: " (the id of the scene that is the \(what)'s cell)")
        let cell = try Read.nonEmptyString(cellNode, object.path(.cell), what: "a scene id")
        var row = TableRowDescription(cell: cell)
        if let node = object[.count] {
            row.count = try Read.count(node, object.path(.count))
            guard row.count <= TableDescription.maximumRows else {
                throw .schema(object.path(.count), what == "row" ? "a table has at most \(TableDescription.maximumRows) rows"
                              : "a collection has at most \(CollectionDescription.maximumItems) items")
            }
        }
        var site = TableRowSite(cell: cell, cellPath: object.path(.cell), textViews: [])
        if let node = object[.text] {
            let map = try JSONMap(node, at: object.path(.text), expected: "an object of view ids and their text")
            for member in map.members {
                let viewPath = map.path(member.key)
                row.text.append(CellText(view: member.key, text: try Read.string(member, viewPath)))
                site.textViews.append((member.key, viewPath))
            }
        }
        tableRowSites.append(site)
        return row
    }
}

/// Checks that every table row's and collection item's cell is a scene the document can lay out as a cell, and
/// that the views it sets text on are that scene's text views.
enum TableCellCheck {
    static func check(_ sites: [SceneDraft.TableRowSite], in document: DocumentDescription,
                      names: SceneNames) throws(DocumentError) {
        for site in sites {
            if case .inProgress = try names.resolve(site.cell, at: site.cellPath) {
                throw .schema(site.cellPath, "the cell \(quoted(site.cell)) is a scene of a document that references this one back; a table's or collection's cells must come from this document or one it references that does not reference it")
            }
            guard let scene = document.scene(named: site.cell) else {
                throw .schema(site.cellPath, "unknown scene \(quoted(site.cell))")
            }
            for (id, path) in site.textViews {
                guard let view = scene.root.descendant(withID: id) else {
                    throw .schema(path, "cell \(quoted(site.cell)) has no view \(quoted(id))"
                                  + Spelling.suggestion(for: id, in: scene.root.allIDs))
                }
                guard ViewKind.textKinds.contains(view.kind) else {
                    throw .schema(path, "view \(quoted(id)) of cell \(quoted(site.cell)) is a \(view.kindName); only labels, buttons, text fields and text views have text")
                }
            }
        }
    }
}
