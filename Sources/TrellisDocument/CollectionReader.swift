import TrellisCore

extension SceneDraft {
    /// A collection view's flow layout (`scrollDirection`, `itemSize`, `estimatedItemSize`,
    /// `minimumInteritemSpacing`, `minimumLineSpacing`, `sectionInset`, `headerReferenceSize`,
    /// `footerReferenceSize`) and `items`
    /// (docs/document-format.md, "Collection views").
    mutating func readCollection(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        let fields: [ViewField] = [.scrollDirection, .itemSize, .estimatedItemSize, .minimumInteritemSpacing,
                                   .minimumLineSpacing, .sectionInset, .headerReferenceSize, .footerReferenceSize, .items]
        guard fields.contains(where: { object[$0] != nil }) else { return }
        var collection = CollectionDescription()
        if let node = object[.scrollDirection] {
            collection.scrollDirection = try Read.choice(node, object.path(.scrollDirection), Choices.scrollDirection)
        }
        if let node = object[.itemSize] {
            collection.itemSize = try Self.itemSize(node, object.path(.itemSize))
        }
        if let node = object[.estimatedItemSize] {
            let path = object.path(.estimatedItemSize)
            if node.isString {
                let word = try Read.string(node, path)
                guard word == "automatic" else {
                    throw .schema(path, "expected \"automatic\" or [width, height], got \(quoted(word))")
                }
                collection.estimatedItemSize = .automatic
            } else {
                let size = try Self.itemSize(node, path)
                // UIKit's `.zero` is "no estimate": the items take `itemSize`.
                collection.estimatedItemSize = size == Size(width: 0, height: 0) ? nil : .size(size)
            }
        }
        if let node = object[.minimumInteritemSpacing] {
            collection.minimumInteritemSpacing = try Self.length(node, object.path(.minimumInteritemSpacing))
        }
        if let node = object[.minimumLineSpacing] {
            collection.minimumLineSpacing = try Self.length(node, object.path(.minimumLineSpacing))
        }
        if let node = object[.sectionInset] {
            let path = object.path(.sectionInset)
            let inset = try Self.edgeInsets(node, path)
            for (index, side) in [inset.top, inset.left, inset.bottom, inset.right].enumerated()
            where !(side >= 0 && side <= CollectionDescription.maximumLength) {
                throw .schema(path.anchoredPath.index(index), "expected an inset in 0...\(formatNumber(CollectionDescription.maximumLength)) points, got \(formatNumber(side))")
            }
            collection.sectionInset = inset
        }
        if let node = object[.headerReferenceSize] {
            collection.headerReferenceSize = try Self.itemSize(node, object.path(.headerReferenceSize))
        }
        if let node = object[.footerReferenceSize] {
            collection.footerReferenceSize = try Self.itemSize(node, object.path(.footerReferenceSize))
        }
        if let node = object[.items] {
            let path = object.path(.items).anchoredPath
            var total = 0
            for (index, element) in try Read.array(node, path, of: "items").enumerated() {
                let item = try readCellEntry(element, at: path.index(index), of: "item")
                total += item.count
                guard total <= CollectionDescription.maximumItems else {
                    throw .schema(path.index(index), "a collection has at most \(CollectionDescription.maximumItems) items")
                }
                collection.items.append(item)
            }
        }
        view.collection = collection
    }

    /// `[width, height]`, each in 0...maximumLength points.
    private static func itemSize(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Size {
        let path = path.anchoredPath
        let (width, height) = try Read.pair(node, path, shape: "[width, height]")
        return Size(width: try length(width, path.index(0)), height: try length(height, path.index(1)))
    }

    /// A length in 0...maximumLength points.
    private static func length(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
        let value = try Read.nonNegative(node, path)
        guard value <= CollectionDescription.maximumLength else {
            throw .schema(path, "expected at most \(formatNumber(CollectionDescription.maximumLength)) points, got \(formatNumber(value))")
        }
        return value
    }
}
