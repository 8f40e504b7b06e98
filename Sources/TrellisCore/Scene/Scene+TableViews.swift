/// Table views (docs/uikit-behaviours.md §9, "Table views", T1–T7): a `tableView` is a scroll
/// view whose rows are cells, and each cell is a scene of the document laid out at the
/// table's width, as UIKit lays out a `UITableViewCell`'s content view.
///
/// - T1 A row's cell is a scene (a prototype cell); its root is the cell's content view, whose
///   frame is the row less its separator and inset to the table's safe area at the sides
///   (`insetsContentViewsToSafeArea`, on by default). The content view's layout margins,
///   unless the scene declares its own, are UIKit's for cells (`tableCellContentMargins`).
/// - T2 `rowHeight` automatic (`UITableView.automaticDimension`, the default from iOS 11): a
///   row is as tall as its content view's fitting height at the table's width
///   (`systemLayoutSizeFitting` with the width required and the height at fitting-size
///   level), rounded up to a pixel, plus the separator. A fixed `rowHeight` is the row's
///   height, separator included.
/// - T3 A single-line separator (the default) is one pixel (1 / display scale; 1 point when
///   rounding is off) below the content view: IB shows a 54-point content as a 54.5-point
///   row at 2x, and a 54.5-point row at 3x leaves a 54.3333-point content view.
/// - T4 A cell whose constraints give its content no height gets UIKit's standard 44-point
///   row ("constraints ambiguously suggest a height of zero for a table view cell's content
///   view. We're considering the collapse unintentional and using standard height instead").
/// - T5 Rows stack from y = 0 in the table's content coordinates; the content size is the
///   table's width by the sum of the row heights.
/// - T6 Every row is measured (rows with the same cell and text once): the content size is
///   what UIKit's converges to once every row has been shown; UIKit itself starts from
///   estimates (`estimatedRowHeight`) for rows not yet on screen.
extension Scene {
    /// UIKit's standard row height (`UITableView`'s default before self-sizing; what a cell
    /// that collapses to zero gets, T4).
    public static let standardRowHeight = 44.0

    /// A table cell's content-view margins (iOS 11 and later): 11 points at the top and bottom,
    /// 16 at the sides, 20 for cells wider than 375 points — what Interface Builder's stored
    /// frames show for cells pinned to their margins (docs/interface-builder.md).
    public static func tableCellContentMargins(cellWidth: Double) -> DirectionalInsets {
        let side = cellWidth > 375 ? 20.0 : 16.0
        return DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    // MARK: Rows

    /// The number of rows of a table view.
    public func tableRowCount(_ id: String) throws(SceneError) -> Int {
        tableState(of: try tableView(id)).rowCount
    }

    /// Inserts `count` rows showing the cell scene `cell` before row `index` (UIKit's
    /// `insertRows(at:)`), with the cell's own text.
    public func insertTableRows(_ id: String, at index: Int, cell: String, count: Int) throws(SceneError) {
        let state = tableState(of: try tableView(id))
        guard index >= 0, index <= state.rowCount else {
            throw SceneError(.argument, "row \(index) is out of range: table \(Quoting.quoted(id)) has \(state.rowCount) rows (insert at 0...\(state.rowCount))")
        }
        guard count >= 0, count <= TableDescription.maximumRows - state.rowCount else {
            throw SceneError(.argument, "a table has at most \(TableDescription.maximumRows) rows: table \(Quoting.quoted(id)) has \(state.rowCount), \(count) more asked")
        }
        try checkCellScene(cell)
        let content = state.intern(RowContent(cell: cell, text: []))
        state.rowContents.insert(contentsOf: repeatElement(content, count: count), at: index)
        state.rowTops = nil
        state.definesContent = true
    }

    /// Deletes `count` rows from row `index` (UIKit's `deleteRows(at:)`).
    public func deleteTableRows(_ id: String, at index: Int, count: Int) throws(SceneError) {
        let state = tableState(of: try tableView(id))
        guard index >= 0, count >= 0, index <= state.rowCount, count <= state.rowCount - index else {
            throw SceneError(.argument, "rows \(index) to \(index &+ count) are out of range: table \(Quoting.quoted(id)) has \(state.rowCount) rows")
        }
        state.rowContents.removeSubrange(index..<(index + count))
        state.rowTops = nil
    }

    /// Sets the text a row's cell shows in one of its views (a label, button, text field or
    /// text view of the cell scene); nil gives the view its document text back.
    public func setTableRowText(_ id: String, row: Int, view viewID: String, text: String?) throws(SceneError) {
        let state = tableState(of: try tableView(id))
        try checkRow(row, of: state, id)
        var content = state.contents[Int(state.rowContents[row])]
        try checkTextView(viewID, inCell: content.cell)
        content.text.removeAll { $0.view == viewID }
        if let text { content.text.append(CellText(view: viewID, text: text)) }
        let index = state.intern(content)
        if index != state.rowContents[row] {
            state.rowContents[row] = index
            state.rowTops = nil
            state.compactIfWasteful()
        }
    }

    /// Sets `UITableView.rowHeight`: `.automatic` (self-sizing) or a fixed height.
    public func setTableRowHeight(_ id: String, _ rowHeight: RowHeight) throws(SceneError) {
        if case .fixed(let height) = rowHeight, !(height >= 0 && height <= TableDescription.maximumRowHeight) {
            throw SceneError(.argument, "a row height must be automatic or in 0...\(NumberFormatting.format(TableDescription.maximumRowHeight)) points, got \(NumberFormatting.format(height))")
        }
        let state = tableState(of: try tableView(id))
        state.definesContent = true
        guard state.rowHeight != rowHeight else { return }
        state.rowHeight = rowHeight
        state.invalidateHeights()
    }

    // MARK: Reading

    /// A row's frame in the table's content coordinates, as of the last layout (T5).
    public func tableRowFrame(_ id: String, row: Int) throws(SceneError) -> Rect {
        let view = try tableView(id)
        let state = tableState(of: view)
        try checkRow(row, of: state, id)
        let tops = try measuredRowTops(of: view, state)
        return Rect(x: 0, y: tops[row], width: view.frameInSuperview.width, height: tops[row + 1] - tops[row])
    }

    /// The frame of a view of a row's cell, in the cell's coordinates (the row's: the cell
    /// scene's root, the content view, is at y = 0 and x = the table's left safe-area inset,
    /// T1), laid out for that row's width and text.
    public func tableCellFrame(_ id: String, row: Int, view viewID: String) throws(SceneError) -> Rect {
        let cell = try tableCellLayout(id, row: row)
        let frame = try cell.scene.frameInRoot(of: viewID)
        return Rect(x: frame.x + cell.contentX, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The live cell scene laid out for a row (its width, text, traits and height), and where
    /// its content view sits in the row: what a host or tool reads a whole cell from. The
    /// scene serves every row of that cell scene, so it is valid until the next call on the
    /// table; change rows through the table, not through it.
    public func tableCellLayout(_ id: String, row: Int) throws(SceneError) -> (scene: Scene, contentX: Double) {
        let view = try tableView(id)
        let state = tableState(of: view)
        try checkRow(row, of: state, id)
        let tops = try measuredRowTops(of: view, state)
        let content = state.contents[Int(state.rowContents[row])]
        let bounds = contentViewBounds(of: view)
        let cell = try tableCell(content.cell, cellWidth: view.frameInSuperview.width)
        try cell.configure(content, traits: traits)
        let height = max(tops[row + 1] - tops[row] - separatorHeight(of: state), 0)
        try cell.scene.setSize(width: bounds.width, height: height)
        try cell.scene.layout()
        return (cell.scene, bounds.x)
    }

    /// Where a row's content view lies across the row: inset by the table's safe area at
    /// the sides (UIKit's `insetsContentViewsToSafeArea`, true by default from iOS 11).
    private func contentViewBounds(of table: ViewNode) -> (x: Double, width: Double) {
        safeArea.epoch &+= 1
        let insets = safeAreaInsets(of: table)
        return (insets.left, max(table.frameInSuperview.width - insets.left - insets.right, 0))
    }

    /// A table's content size from its rows (T5); nil for a table whose document declares no
    /// rows and whose host has set neither rows nor a row height: its content size comes from
    /// its content's constraints, as a scroll view's.
    func tableContentSize(of view: ViewNode) throws(SceneError) -> Size? {
        guard view.kind == .tableView else { return nil }
        let state = tableState(of: view)
        guard state.definesContent else { return nil }
        let tops = try measuredRowTops(of: view, state)
        return Size(width: view.frameInSuperview.width, height: tops.last ?? 0)
    }

    /// Whether the table's rows make its content size (T5): UIKit's table view sets its own
    /// `contentSize` from its rows, so its content guide's size is never left to constraints.
    func tableDefinesContent(_ view: ViewNode) -> Bool {
        view.kind == .tableView && tableState(of: view).definesContent
    }

    // MARK: Measuring

    /// Row tops for the table's current width and traits, measuring the rows' contents that
    /// have no height yet.
    private func measuredRowTops(of view: ViewNode, _ state: TableState) throws(SceneError) -> [Double] {
        layoutIfNeverLaidOut()
        guard view.inHierarchy else {
            throw SceneError(.state, "table \(Quoting.quoted(view.id)) is not installed for the current traits")
        }
        let context = TableMeasurementContext(width: contentViewBounds(of: view).width, traits: traits)
        if state.measuredFor != context {
            state.measuredFor = context
            state.invalidateHeights()
        }
        if let tops = state.rowTops { return tops }
        var tops: [Double] = []
        tops.reserveCapacity(state.rowCount + 1)
        var y = 0.0
        tops.append(y)
        for content in state.rowContents {
            let index = Int(content)
            let height: Double
            if let measured = state.contentHeights[index] {
                height = measured
            } else {
                height = try rowHeight(of: state.contents[index], in: state, width: context.width,
                                       cellWidth: view.frameInSuperview.width)
                state.contentHeights[index] = height
            }
            y += height
            tops.append(y)
        }
        state.rowTops = tops
        return tops
    }

    /// One row's height (T2–T4).
    private func rowHeight(of content: RowContent, in state: TableState, width: Double,
                           cellWidth: Double) throws(SceneError) -> Double {
        if case .fixed(let height) = state.rowHeight { return height }
        let cell = try tableCell(content.cell, cellWidth: cellWidth)
        try cell.configure(content, traits: traits)
        // What depends on frames (margins preserved from the superview, M3) reads the cell's
        // current frames, as UIKit's do: a new cell is 44 points tall (UITableViewCell's
        // initial frame) at the table's width when it is first measured, not 0 × 0.
        if !cell.scene.hasLaidOut { try cell.scene.setSize(width: width, height: Scene.standardRowHeight) }
        let fitting = try cell.scene.fittingSize(of: cell.scene.root.id, width: width).height
        let scale = traits.displayScale
        let contentHeight = scale > 0 ? (fitting * scale - 1e-9).rounded(.up) / scale : fitting
        guard contentHeight > 0 else { return Scene.standardRowHeight }
        return contentHeight + separatorHeight(of: state)
    }

    /// The separator below each row's content view (T3).
    private func separatorHeight(of state: TableState) -> Double {
        guard state.separatorStyle == .singleLine else { return 0 }
        return traits.displayScale > 0 ? 1 / traits.displayScale : 1
    }

    /// The live cell for a cell scene in a cell of a width, made on first use.
    private func tableCell(_ name: String, cellWidth: Double) throws(SceneError) -> TableCell {
        let margins = Scene.tableCellContentMargins(cellWidth: cellWidth)
        let key = TableCellKey(cell: name, sideMargin: margins.leading)
        if let cell = tableCells[key] { return cell }
        let cell = TableCell(scene: try cellScene(named: name, defaultMargins: margins, for: "a table cell"))
        tableCells[key] = cell
        return cell
    }

    /// A new scene for the cell scene `name`: its root plays the cell's content view, a plain
    /// view (not a view controller's root) whose layout margins are `defaultMargins` unless
    /// the scene declares its own (nil: a plain view's). It measures text with this scene's
    /// host measurer, if any.
    func cellScene(named name: String, defaultMargins: DirectionalInsets?, for use: String) throws(SceneError) -> Scene {
        guard var description = document.scene(named: name) else {
            throw SceneError(.notFound, "no scene \(Quoting.quoted(name)) in the document for \(use)")
        }
        description.viewController = nil
        if let defaultMargins, description.root.layoutMargins == .plain(.defaultMargins) {
            description.root.layoutMargins = .plain(defaultMargins)
        }
        // The changed description goes where `scene(named:)` finds it: under the scene's own
        // id (a storyboard identifier is an alias of it), or its referenced name.
        var cellDocument = document
        let localID = document.scenes.contains { $0.id == name } ? name : document.sceneAliases[name]
        if let localID, let index = cellDocument.scenes.firstIndex(where: { $0.id == localID }) {
            cellDocument.scenes[index] = description
        } else {
            cellDocument.referencedScenes[name] = description
        }
        let scene = try Scene(document: cellDocument, sceneID: name)
        // The host's measurer measures its cells' text too.
        if hostMeasures { scene.setMeasurer(measurer) }
        return scene
    }

    /// Drops the live cells and every measured row height and item size (the measurer changed).
    func forgetTableCells() {
        tableCells.removeAll()
        for state in tables.values { state.invalidateHeights() }
        collectionCells.removeAll()
        for state in collections.values { state.invalidateSizes() }
    }

    // MARK: Checks

    /// The table view `id`.
    private func tableView(_ id: String) throws(SceneError) -> ViewNode {
        let view = try view(id)
        guard view.kind == .tableView else {
            throw SceneError(.argument, "view \(Quoting.quoted(id)) is a \(view.description.kindName), not a table view")
        }
        return view
    }

    /// The rows of a table view, made from its description on first use.
    private func tableState(of view: ViewNode) -> TableState {
        if let state = tables[view.id], state.view === view { return state }
        let state = TableState(view: view, description: view.description.table)
        tables[view.id] = state
        return state
    }

    private func checkRow(_ row: Int, of state: TableState, _ id: String) throws(SceneError) {
        guard row >= 0, row < state.rowCount else {
            throw SceneError(.argument, "row \(row) is out of range: table \(Quoting.quoted(id)) has \(state.rowCount) rows")
        }
    }

    /// A cell scene must exist in the document.
    func checkCellScene(_ name: String, for use: String = "a table cell") throws(SceneError) {
        guard document.scene(named: name) == nil else { return }
        let names = document.scenes.map(\.id)
        throw SceneError(.notFound, "no scene \(Quoting.quoted(name)) in the document for \(use)"
                         + Spelling.suggestion(for: name, in: names))
    }

    /// A row's text must go to a view of the cell that has text.
    func checkTextView(_ viewID: String, inCell name: String) throws(SceneError) {
        guard let scene = document.scene(named: name) else { return try checkCellScene(name, for: "a cell") }
        guard let view = scene.root.descendant(withID: viewID) else {
            throw SceneError(.notFound, "cell \(Quoting.quoted(name)) has no view \(Quoting.quoted(viewID))"
                             + Spelling.suggestion(for: viewID, in: scene.root.allIDs))
        }
        guard ViewKind.textKinds.contains(view.kind) else {
            throw SceneError(.argument, "view \(Quoting.quoted(viewID)) of cell \(Quoting.quoted(name)) is a \(view.kindName), only labels, buttons, text fields and text views have text")
        }
    }

    /// A view's text as its document gives it (what a row that sets none shows).
    func documentText(of id: String) -> String {
        namedView(id)?.description.text ?? ""
    }
}
