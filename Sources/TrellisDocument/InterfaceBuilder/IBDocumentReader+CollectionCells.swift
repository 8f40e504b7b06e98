import TrellisCore

extension IBDocumentReader {
    /// Ties the imported collections to their prototype cells' scenes, once every scene is
    /// built: an item stays only when its cell became a scene of this document and showing
    /// it cannot lead back to the scene that holds the collection (only duplicate ids can
    /// make a loop, which would lay a cell out inside itself); a prototype's
    /// `reuseIdentifier` finds its scene too (`dequeueReusableCell(withReuseIdentifier:)`),
    /// the first cell that uses an identifier keeping it, as storyboard identifiers do.
    ///
    /// `cells` are the prototype cell elements in document order; `cellScenes` the ids of
    /// those that became scenes.
    mutating func linkCollectionCells(_ cells: [XMLElement], cellScenes: Set<String>) {
        var elements: [String: XMLElement] = [:]
        for cell in cells {
            guard let id = cell["id"], elements[id] == nil else { continue }
            elements[id] = cell
        }
        var edges: [String: [String]] = [:]
        // Only collection prototypes make items: a document without them skips the walk of
        // every scene's views (the importer's load time is measured against JSON's).
        let hasItems = cells.contains { $0.name == "collectionViewCell" }
        for scene in document.scenes where hasItems {
            let cellNames = scene.root.collectionCellSceneNames
            if !cellNames.isEmpty { edges[scene.id] = cellNames }
        }
        guard !edges.isEmpty || !cellScenes.isEmpty else { return }
        var dropped: [String: Set<String>] = [:]
        for scene in document.scenes {
            for cell in edges[scene.id] ?? [] {
                if !cellScenes.contains(cell) {
                    if let element = elements[cell] {
                        warnings.add(element, "prototype cell \"\(cell)\" is not a scene of the document: not an item of its collection")
                    }
                } else if IBDocumentReader.reaches(from: cell, to: scene.id, edges: edges) {
                    if let element = elements[cell] {
                        warnings.add(element, "prototype cell \"\(cell)\" would be laid out inside itself (a duplicate id): not an item of its collection")
                    }
                } else {
                    continue
                }
                dropped[scene.id, default: []].insert(cell)
                edges[scene.id]?.removeAll { $0 == cell }
            }
        }
        for index in document.scenes.indices {
            guard let cells = dropped[document.scenes[index].id] else { continue }
            IBDocumentReader.removeItems(showing: cells, from: &document.scenes[index].root)
        }
        let sceneIDs = Set(document.scenes.map(\.id))
        for cell in cells {
            guard let id = cell["id"], cellScenes.contains(id), let identifier = cell["reuseIdentifier"], !identifier.isEmpty,
                  !sceneIDs.contains(identifier), document.sceneAliases[identifier] == nil else { continue }
            document.sceneAliases[identifier] = id
        }
    }

    /// Whether scene `start` shows, through collections' items at any depth, scene `target`
    /// (or is it).
    private static func reaches(from start: String, to target: String, edges: [String: [String]]) -> Bool {
        var pending = [start]
        var seen: Set<String> = [start]
        while let scene = pending.popLast() {
            if scene == target { return true }
            for next in edges[scene] ?? [] where seen.insert(next).inserted { pending.append(next) }
        }
        return false
    }

    /// Removes the items whose cell is one of `cells` from every collection of the subtree.
    private static func removeItems(showing cells: Set<String>, from view: inout ViewDescription) {
        if var collection = view.collection, collection.items.contains(where: { cells.contains($0.cell) }) {
            collection.items.removeAll { cells.contains($0.cell) }
            view.collection = collection
        }
        for index in view.subviews.indices { removeItems(showing: cells, from: &view.subviews[index]) }
        for index in view.arranged.indices { removeItems(showing: cells, from: &view.arranged[index]) }
    }
}
