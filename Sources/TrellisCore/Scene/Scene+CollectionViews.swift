/// Collection views (docs/uikit-behaviours.md §9, "Collection views", F1–F9): a
/// `collectionView` is a scroll view whose items are cells placed by a
/// `UICollectionViewFlowLayout`, and each cell is a scene of the document laid out as a
/// `UICollectionViewCell`'s content view.
///
/// - F1 Items fill a line in order until the next one would not fit with the minimum
///   interitem spacing before it; a line always takes at least one item.
/// - F2 The extra space of a line is spread between its items (justified), so the spacing
///   is at least the minimum.
/// - F3 An item alone on its line is centred on it.
/// - F4 Items all of one size keep to a grid: as many columns as fit, justified, the last
///   line's items under the columns above.
/// - F5 When sizes differ, the last line is left-aligned at the minimum spacing.
/// - F6 A line is as tall as its tallest item; items are centred across it; lines follow
///   each other at `minimumLineSpacing`, inside the section insets.
/// - F7 An item's size is `itemSize`, or with `estimatedItemSize` set its cell's fitting size
///   (`systemLayoutSizeFitting` at fitting-size level in both axes), rounded up to a pixel.
/// - F8 In right-to-left layouts the whole placement is mirrored across the content's width.
/// - F9 A section header (footer) spans the collection across the scroll direction, its
///   reference size's length along it, before the section's top inset (after its bottom).
/// The content size is the collection's width by the lines' extent plus the insets
/// (horizontal: the extent by the collection's height).
extension Scene {
    // MARK: Items

    /// The number of items of a collection view.
    public func collectionItemCount(_ id: String) throws(SceneError) -> Int {
        collectionState(of: try collectionView(id)).itemCount
    }

    /// Inserts `count` items showing the cell scene `cell` before item `index` (UIKit's
    /// `insertItems(at:)`), with the cell's own text.
    public func insertCollectionItems(_ id: String, at index: Int, cell: String, count: Int) throws(SceneError) {
        let state = collectionState(of: try collectionView(id))
        guard index >= 0, index <= state.itemCount else {
            throw SceneError(.argument, "item \(index) is out of range: collection \(Quoting.quoted(id)) has \(state.itemCount) items (insert at 0...\(state.itemCount))")
        }
        guard count >= 0, count <= CollectionDescription.maximumItems - state.itemCount else {
            throw SceneError(.argument, "a collection has at most \(CollectionDescription.maximumItems) items: collection \(Quoting.quoted(id)) has \(state.itemCount), \(count) more asked")
        }
        try checkCellScene(cell, for: "a collection cell")
        let content = state.intern(RowContent(cell: cell, text: []))
        state.itemContents.insert(contentsOf: repeatElement(content, count: count), at: index)
        state.placement = nil
        state.definesContent = true
    }

    /// Deletes `count` items from item `index` (UIKit's `deleteItems(at:)`).
    public func deleteCollectionItems(_ id: String, at index: Int, count: Int) throws(SceneError) {
        let state = collectionState(of: try collectionView(id))
        guard index >= 0, count >= 0, index <= state.itemCount, count <= state.itemCount - index else {
            throw SceneError(.argument, "items \(index) to \(index &+ count) are out of range: collection \(Quoting.quoted(id)) has \(state.itemCount) items")
        }
        state.itemContents.removeSubrange(index..<(index + count))
        state.placement = nil
    }

    /// Sets the text an item's cell shows in one of its views (a label, button, text field or
    /// text view of the cell scene); nil gives the view its document text back.
    public func setCollectionItemText(_ id: String, item: Int, view viewID: String, text: String?) throws(SceneError) {
        let state = collectionState(of: try collectionView(id))
        try checkItem(item, of: state, id)
        var content = state.contents[Int(state.itemContents[item])]
        try checkTextView(viewID, inCell: content.cell)
        content.text.removeAll { $0.view == viewID }
        if let text { content.text.append(CellText(view: viewID, text: text)) }
        let index = state.intern(content)
        if index != state.itemContents[item] {
            state.itemContents[item] = index
            state.placement = nil
            state.compactIfWasteful()
        }
    }

    // MARK: Reading

    /// An item's frame in the collection's content coordinates, as of the last layout.
    public func collectionItemFrame(_ id: String, item: Int) throws(SceneError) -> Rect {
        let view = try collectionView(id)
        let state = collectionState(of: view)
        try checkItem(item, of: state, id)
        return try placement(of: view, state).frames[item]
    }

    /// The section header's frame in the collection's content coordinates, as of the last
    /// layout; nil when the flow layout has none (`headerReferenceSize` 0 along the scroll
    /// direction, F9).
    public func collectionHeaderFrame(_ id: String) throws(SceneError) -> Rect? {
        let view = try collectionView(id)
        return try placement(of: view, collectionState(of: view)).header
    }

    /// The section footer's frame in the collection's content coordinates, as of the last
    /// layout; nil when the flow layout has none (F9).
    public func collectionFooterFrame(_ id: String) throws(SceneError) -> Rect? {
        let view = try collectionView(id)
        return try placement(of: view, collectionState(of: view)).footer
    }

    /// The frame of a view of an item's cell, in the cell's coordinates (the cell scene's
    /// root, the content view, fills the cell), laid out for that item's size and text.
    public func collectionCellFrame(_ id: String, item: Int, view viewID: String) throws(SceneError) -> Rect {
        try collectionCellLayout(id, item: item).frameInRoot(of: viewID)
    }

    /// The live cell scene laid out for an item (its size, text and traits): what a host or
    /// tool reads a whole cell from. The scene serves every item of that cell scene, so it
    /// is valid until the next call on the collection.
    public func collectionCellLayout(_ id: String, item: Int) throws(SceneError) -> Scene {
        let view = try collectionView(id)
        let state = collectionState(of: view)
        try checkItem(item, of: state, id)
        let frame = try placement(of: view, state).frames[item]
        let cell = try collectionCell(state.contents[Int(state.itemContents[item])].cell)
        try cell.configure(state.contents[Int(state.itemContents[item])], traits: traits)
        try cell.scene.setSize(width: frame.width, height: frame.height)
        try cell.scene.layout()
        return cell.scene
    }

    /// A collection's content size from its items; nil for a collection whose document
    /// declares no flow layout and whose host has added no items: its content size comes from
    /// its content's constraints, as a scroll view's.
    func collectionContentSize(of view: ViewNode) throws(SceneError) -> Size? {
        guard view.kind == .collectionView else { return nil }
        let state = collectionState(of: view)
        guard state.definesContent else { return nil }
        return try placement(of: view, state).contentSize
    }

    /// Whether the collection's items make its content size: UIKit's collection view sets its
    /// own `contentSize` from its layout, so its content guide's size is never left to constraints.
    func collectionDefinesContent(_ view: ViewNode) -> Bool {
        view.kind == .collectionView && collectionState(of: view).definesContent
    }

    // MARK: Measuring

    /// Every item's frame and the content size for the collection's current bounds and
    /// traits, measuring the contents that have no size yet.
    private func placement(of view: ViewNode, _ state: CollectionState) throws(SceneError) -> FlowPlacement {
        layoutIfNeverLaidOut()
        guard view.inHierarchy else {
            throw SceneError(.state, "collection \(Quoting.quoted(view.id)) is not installed for the current traits")
        }
        let frame = view.frameInSuperview
        let context = CollectionMeasurementContext(bounds: Size(width: frame.width, height: frame.height), traits: traits)
        if state.measuredFor != context {
            if state.measuredFor?.traits != traits { state.invalidateSizes() }
            state.measuredFor = context
            state.placement = nil
        }
        if let placement = state.placement { return placement }
        var sizes: [Size] = []
        sizes.reserveCapacity(state.itemCount)
        for content in state.itemContents {
            let index = Int(content)
            if let measured = state.contentSizes[index] {
                sizes.append(measured)
            } else {
                let size = try itemSize(of: state.contents[index], in: state)
                state.contentSizes[index] = size
                sizes.append(size)
            }
        }
        let layout = state.layout
        let flow = FlowLayout(scrollDirection: layout.scrollDirection,
                              minimumInteritemSpacing: layout.minimumInteritemSpacing,
                              minimumLineSpacing: layout.minimumLineSpacing, sectionInset: layout.sectionInset,
                              headerReferenceSize: layout.headerReferenceSize, footerReferenceSize: layout.footerReferenceSize)
        let placement = flow.place(sizes, in: context.bounds, rightToLeft: traits.layoutDirection == .rightToLeft)
        state.placement = placement
        return placement
    }

    /// One item's size (F7).
    private func itemSize(of content: RowContent, in state: CollectionState) throws(SceneError) -> Size {
        guard state.layout.estimatedItemSize != nil else { return state.layout.itemSize }
        let cell = try collectionCell(content.cell)
        try cell.configure(content, traits: traits)
        let fitting = try cell.scene.fittingSize(of: cell.scene.root.id, width: nil)
        let scale = traits.displayScale
        func pixel(_ value: Double) -> Double {
            let value = min(max(value, 0), CollectionDescription.maximumLength)
            return scale > 0 ? (value * scale - 1e-9).rounded(.up) / scale : value
        }
        return Size(width: pixel(fitting.width), height: pixel(fitting.height))
    }

    /// The live cell for a cell scene, made on first use; its content view keeps a plain
    /// view's margins (`UICollectionViewCell.contentView` is a plain view).
    private func collectionCell(_ name: String) throws(SceneError) -> TableCell {
        if let cell = collectionCells[name] { return cell }
        let cell = TableCell(scene: try cellScene(named: name, defaultMargins: nil, for: "a collection cell"))
        collectionCells[name] = cell
        return cell
    }

    // MARK: Checks

    /// The collection view `id`.
    private func collectionView(_ id: String) throws(SceneError) -> ViewNode {
        let view = try view(id)
        guard view.kind == .collectionView else {
            throw SceneError(.argument, "view \(Quoting.quoted(id)) is a \(view.description.kindName), not a collection view")
        }
        return view
    }

    /// The items of a collection view, made from its description on first use.
    private func collectionState(of view: ViewNode) -> CollectionState {
        if let state = collections[view.id], state.view === view { return state }
        let state = CollectionState(view: view, description: view.description.collection)
        collections[view.id] = state
        return state
    }

    private func checkItem(_ item: Int, of state: CollectionState, _ id: String) throws(SceneError) {
        guard item >= 0, item < state.itemCount else {
            throw SceneError(.argument, "item \(item) is out of range: collection \(Quoting.quoted(id)) has \(state.itemCount) items")
        }
    }
}
