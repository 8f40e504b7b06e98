/// What a `collectionView` adds to a scroll view: items whose cells are scenes of the
/// document, placed by a `UICollectionViewFlowLayout` (docs/uikit-behaviours.md §9,
/// "Collection views", F1–F9).
///
/// An item names the scene that is its cell (a prototype `UICollectionViewCell`, whose root
/// is the cell's content view) and, optionally, the text of some of that cell's views. Items
/// with the same cell and text share one measured size.
public struct CollectionDescription: Hashable, Sendable {
    /// `UICollectionViewFlowLayout.scrollDirection`: vertical (the default) fills rows left
    /// to right and stacks them downwards; horizontal fills columns top to bottom and lines
    /// them up to the right.
    public var scrollDirection: ScrollDirection
    /// `itemSize`: every item's size unless the items size themselves (50 × 50 by default,
    /// as UIKit's).
    public var itemSize: Size
    /// `estimatedItemSize`: nil (UIKit's `.zero`, the default) uses `itemSize`; anything
    /// else makes the items self-sizing (each is its cell's fitting size).
    public var estimatedItemSize: EstimatedItemSize?
    /// `minimumInteritemSpacing`: the least space between items of one line (10).
    public var minimumInteritemSpacing: Double
    /// `minimumLineSpacing`: the space between successive lines (10).
    public var minimumLineSpacing: Double
    /// `sectionInset`: the margins around the items (0 by default).
    public var sectionInset: EdgeInsets
    /// `headerReferenceSize`: the section header's size; only its length along the scroll
    /// direction counts (its height in a vertical collection), 0 (the default) is no header.
    public var headerReferenceSize: Size
    /// `footerReferenceSize`: the section footer's size, as the header's.
    public var footerReferenceSize: Size
    /// The items, in order; a run of identical items is one entry with a `count`.
    public var items: [CollectionItemDescription]

    /// Creates a flow layout with UIKit's defaults.
    public init(scrollDirection: ScrollDirection = .vertical, itemSize: Size = CollectionDescription.defaultItemSize,
                estimatedItemSize: EstimatedItemSize? = nil, minimumInteritemSpacing: Double = 10,
                minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerReferenceSize: Size = Size(width: 0, height: 0), footerReferenceSize: Size = Size(width: 0, height: 0),
                items: [CollectionItemDescription] = []) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.estimatedItemSize = estimatedItemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.items = items
    }

    /// The number of items the entries stand for.
    public var itemCount: Int { items.reduce(0) { $0 + $1.count } }

    /// `UICollectionViewFlowLayout.itemSize`'s default: "The default size value is (50.0, 50.0)"
    /// (Apple's documentation of `itemSize`).
    public static let defaultItemSize = Size(width: 50, height: 50)

    /// The most items a collection may have (documents and hosts alike), as for table rows.
    public static let maximumItems = TableDescription.maximumRows

    /// The largest item size, spacing or inset a document or host may give (points).
    public static let maximumLength = 1_000_000.0
}

/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Lines are rows, stacked downwards (the default).
    case vertical
    /// Lines are columns, placed left to right.
    case horizontal
}

/// `UICollectionViewFlowLayout.estimatedItemSize` when it is not zero: the items size
/// themselves; the estimate only seeds UIKit's first pass, which Trellis does not model.
public enum EstimatedItemSize: Hashable, Sendable {
    /// `UICollectionViewFlowLayout.automaticSize` (Interface Builder's "Estimate Size:
    /// Automatic", `automaticEstimatedItemSize="YES"`).
    case automatic
    /// An estimate in points.
    case size(Size)
}

/// One entry of a collection's items: `count` items whose cell is the scene `cell`, with
/// `text` set on views of the cell. The same shape as a table row.
public typealias CollectionItemDescription = TableRowDescription
