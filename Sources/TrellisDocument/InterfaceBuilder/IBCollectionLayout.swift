import TrellisCore

/// A storyboard `<collectionView>`'s flow layout and prototype cells as a Trellis
/// collection (docs/interface-builder.md "Collection views", docs/uikit-behaviours.md F1–F9).
///
/// `<collectionViewFlowLayout key="collectionViewLayout">` gives the layout's fields
/// (UICollectionViewFlowLayout's properties under their own names); each
/// `<collectionViewCell>` of `<cells>` is a prototype and becomes one item whose cell is the
/// scene of that prototype (its IB id), as IB's canvas shows one of each.
enum IBCollectionLayout {
    /// The flow layout's attributes that change nothing Trellis lays out, or that are read
    /// here.
    private static let knownAttributes: Set<String> = [
        "key", "id", "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing", "automaticEstimatedItemSize",
        "sectionInsetReference",
        // Pinned headers and footers move only when the collection scrolls.
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    ]

    /// The collection of a `<collectionView>` element: nil when it has no layout Trellis
    /// models (a custom or compositional layout, with a warning), so that it stays a plain
    /// scroll view.
    static func collection(of element: XMLElement, warnings: inout IBWarnings) -> CollectionDescription? {
        guard let layout = element.child(key: "collectionViewLayout") else {
            // No layout element: UIKit's nib decoding gives a flow layout with its defaults.
            return CollectionDescription(items: items(of: element, warnings: &warnings))
        }
        guard layout.name == "collectionViewFlowLayout" else {
            warnings.add(layout, "a \(layout.name) (\(layout["customClass"] ?? "custom layout")) is not modelled: the collection's cells are not placed (a plain scroll view)")
            return nil
        }
        var collection = CollectionDescription()
        for name in layout.attributeNames where !knownAttributes.contains(name) {
            warnings.add(layout, "unknown attribute \(name)=\"\(layout.attribute(name) ?? "")\" ignored")
        }
        switch layout["scrollDirection"] {
        case nil, "vertical"?: break
        case "horizontal"?: collection.scrollDirection = .horizontal
        case let other?: warnings.add(layout, "unknown scrollDirection \"\(other)\": vertical used")
        }
        collection.minimumLineSpacing = length(layout, "minimumLineSpacing", default: 10, warnings: &warnings)
        collection.minimumInteritemSpacing = length(layout, "minimumInteritemSpacing", default: 10, warnings: &warnings)
        if let reference = layout["sectionInsetReference"], reference != "contentInset" {
            // iOS 11's sectionInsetReference adds the collection's safe area or margins to the
            // section inset; a collection's own insets are not modelled (F6).
            warnings.add(layout, "sectionInsetReference=\"\(reference)\" is not modelled: the section inset is taken from the content inset")
        }
        for child in layout.children {
            switch (child.name, child["key"]) {
            case ("size", "itemSize"?):
                if let size = size(child, warnings: &warnings) { collection.itemSize = size }
            case ("size", "estimatedItemSize"?):
                // UIKit's `.zero` is no estimate: the items take `itemSize` (F7).
                if let size = size(child, warnings: &warnings), size != Size(width: 0, height: 0) {
                    collection.estimatedItemSize = .size(size)
                }
            case ("size", "headerReferenceSize"?):
                // A section header (footer) before (after) the items, F9.
                if let size = size(child, warnings: &warnings) { collection.headerReferenceSize = size }
            case ("size", "footerReferenceSize"?):
                if let size = size(child, warnings: &warnings) { collection.footerReferenceSize = size }
            case ("inset", "sectionInset"?):
                collection.sectionInset = inset(child, warnings: &warnings)
            default:
                warnings.add(child, "unknown flow layout element ignored")
            }
        }
        // Interface Builder's "Estimate Size: Automatic" (Xcode 11 and later):
        // `UICollectionViewFlowLayout.automaticSize`, self-sizing cells (F7).
        if layout["automaticEstimatedItemSize"] == "YES" { collection.estimatedItemSize = .automatic }
        collection.items = items(of: element, warnings: &warnings)
        return collection
    }

    /// One item per prototype cell that becomes a scene (an id and a stored frame, as
    /// ``IBDocumentReader`` requires of cells), in document order.
    private static func items(of collection: XMLElement, warnings: inout IBWarnings) -> [CollectionItemDescription] {
        var items: [CollectionItemDescription] = []
        for cell in collection.child("cells")?.children ?? [] where cell.name == "collectionViewCell" {
            guard let id = cell["id"], !id.isEmpty else {
                warnings.add(cell, "a prototype cell without an id is not an item of the collection")
                continue
            }
            guard IBSceneBuilder.frame(of: cell) != nil else {
                warnings.add(cell, "prototype cell \"\(id)\" has no stored frame: it is not a scene, nor an item of the collection")
                continue
            }
            items.append(CollectionItemDescription(cell: id))
        }
        return items
    }

    /// A length attribute (spacing) in 0...maximumLength points; `fallback` otherwise.
    private static func length(_ element: XMLElement, _ name: String, default fallback: Double,
                               warnings: inout IBWarnings) -> Double {
        guard let text = element.attribute(name) else { return fallback }
        guard let value = IBNumbers.decimal(text), value >= 0, value <= CollectionDescription.maximumLength else {
            warnings.add(element, "invalid \(name) \"\(text)\": \(formatNumber(fallback)) used")
            return fallback
        }
        return value
    }

    /// `<size width= height=>`, each in 0...maximumLength points; nil (with a warning) otherwise.
    private static func size(_ element: XMLElement, warnings: inout IBWarnings) -> Size? {
        var lengths: [Double] = []
        for name in ["width", "height"] {
            let text = element.attribute(name) ?? "0"
            guard let value = IBNumbers.decimal(text), value >= 0, value <= CollectionDescription.maximumLength else {
                warnings.add(element, "invalid \(element["key"] ?? "size") \(name) \"\(text)\": the size is ignored")
                return nil
            }
            lengths.append(value)
        }
        return Size(width: lengths[0], height: lengths[1])
    }

    /// `<inset minX= minY= maxX= maxY=>`: left, top, right, bottom (IB's names for
    /// UIEdgeInsets), each in 0...maximumLength points (a side that is not is 0).
    private static func inset(_ element: XMLElement, warnings: inout IBWarnings) -> EdgeInsets {
        func side(_ name: String) -> Double {
            guard let text = element.attribute(name) else { return 0 }
            guard let value = IBNumbers.decimal(text), value >= 0, value <= CollectionDescription.maximumLength else {
                warnings.add(element, "invalid sectionInset \(name) \"\(text)\": 0 used")
                return 0
            }
            return value
        }
        return EdgeInsets(top: side("minY"), left: side("minX"), bottom: side("maxY"), right: side("maxX"))
    }
}
