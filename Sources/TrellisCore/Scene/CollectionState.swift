/// The items of one collection view and what has been measured and placed of them
/// (`Scene+CollectionViews.swift`).
///
/// As a table's rows, items are stored as indices into a list of distinct contents (a cell
/// and its text), so items of a dozen kinds measure a dozen cells.
final class CollectionState {
    /// The collection view these items belong to (a removed view's state is dropped).
    weak var view: ViewNode?
    /// The flow layout's settings (the items live in `itemContents`).
    var layout: CollectionDescription
    /// Each item's content, as an index into `contents`.
    var itemContents: [Int32] = []
    /// The distinct contents items have had.
    var contents: [RowContent] = []
    var contentIndex: [RowContent: Int32] = [:]
    /// Each content's self-sized size, measured for `measuredFor` (nil: not measured yet).
    var contentSizes: [Size?] = []
    var measuredFor: CollectionMeasurementContext?
    /// Every item's frame in the collection's content and the content size, as last placed;
    /// nil when items, sizes or the collection's bounds changed since.
    var placement: FlowPlacement?
    /// Whether the items make the collection's content (a flow layout declared in the
    /// document, or items set by the host); until then its content size is a scroll view's.
    var definesContent: Bool

    init(view: ViewNode, description: CollectionDescription?) {
        self.view = view
        definesContent = description != nil
        layout = description ?? CollectionDescription()
        itemContents.reserveCapacity(layout.itemCount)
        for entry in layout.items {
            let content = intern(RowContent(cell: entry.cell, text: entry.text))
            itemContents.append(contentsOf: repeatElement(content, count: entry.count))
        }
        layout.items = []
    }

    var itemCount: Int { itemContents.count }

    /// The index of `content` in `contents`, adding it when new.
    func intern(_ content: RowContent) -> Int32 {
        let normalized = content.normalized
        if let index = contentIndex[normalized] { return index }
        let index = Int32(truncatingIfNeeded: contents.count)
        contents.append(normalized)
        contentSizes.append(nil)
        contentIndex[normalized] = index
        return index
    }

    /// Drops the contents no item shows any more, once they outnumber the items (a host that
    /// keeps changing items' text would otherwise grow the list without end).
    func compactIfWasteful() {
        guard contents.count > 2 * itemContents.count + 64 else { return }
        var newIndex = [Int32](repeating: -1, count: contents.count)
        var kept: [RowContent] = []
        var keptSizes: [Size?] = []
        for (item, old) in itemContents.enumerated() {
            let oldIndex = Int(old)
            if newIndex[oldIndex] < 0 {
                newIndex[oldIndex] = Int32(truncatingIfNeeded: kept.count)
                kept.append(contents[oldIndex])
                keptSizes.append(contentSizes[oldIndex])
            }
            itemContents[item] = newIndex[oldIndex]
        }
        contents = kept
        contentSizes = keptSizes
        contentIndex = [:]
        for (index, content) in kept.enumerated() { contentIndex[content] = Int32(truncatingIfNeeded: index) }
    }

    /// Forgets every measured size and the placement (traits or the measurer changed).
    func invalidateSizes() {
        for index in contentSizes.indices { contentSizes[index] = nil }
        placement = nil
    }
}

/// What a collection's placement depends on besides its items: its bounds (a line's length)
/// and the traits its cells inherit (text size, direction, scale).
struct CollectionMeasurementContext: Equatable {
    var bounds: Size
    var traits: Traits
}
