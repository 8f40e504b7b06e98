import TrellisCore

extension IBDocumentReader {
    /// Ties the imported tables and collections to their prototype cells' scenes, once
    /// every scene is built: a row or item stays only when its cell became a scene of this
    /// document and showing it cannot lead back to the scene that holds the table or
    /// collection (only duplicate ids can make a loop, which would lay a cell out inside
    /// itself); a prototype's `reuseIdentifier` finds its scene too
    /// (`dequeueReusableCell(withIdentifier:)`), the first cell that uses an identifier
    /// keeping it, as storyboard identifiers do.
    ///
    /// `cells` are the prototype cell elements in document order; `cellScenes` the ids of
    /// those that became scenes.
    mutating func linkCellScenes(_ cells: [XMLElement], cellScenes: Set<String>) {
        var elements: [String: XMLElement] = [:]
        for cell in cells {
            guard let id = cell["id"], elements[id] == nil else { continue }
            elements[id] = cell
        }
        var edges: [String: [String]] = [:]
        // Only prototypes make rows and items: a document without cells skips the walk of
        // every scene's views (the importer's load time is measured against JSON's).
        for scene in document.scenes where !cells.isEmpty {
            let cellNames = scene.root.cellSceneNames
            if !cellNames.isEmpty { edges[scene.id] = cellNames }
        }
        guard !edges.isEmpty || !cellScenes.isEmpty else { return }
        var dropped: [String: Set<String>] = [:]
        for scene in document.scenes {
            for cell in edges[scene.id] ?? [] {
                if !cellScenes.contains(cell) {
                    if let element = elements[cell] {
                        warnings.add(element, "prototype cell \"\(cell)\" is not a scene of the document: \(IBDocumentReader.notShown(element))")
                    }
                } else if IBDocumentReader.reaches(from: cell, to: scene.id, edges: edges) {
                    if let element = elements[cell] {
                        warnings.add(element, "prototype cell \"\(cell)\" would be laid out inside itself (a duplicate id): \(IBDocumentReader.notShown(element))")
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
            IBDocumentReader.removeCells(cells, from: &document.scenes[index].root)
        }
        let sceneIDs = Set(document.scenes.map(\.id))
        for cell in cells {
            guard let id = cell["id"], cellScenes.contains(id), let identifier = cell["reuseIdentifier"], !identifier.isEmpty,
                  !sceneIDs.contains(identifier), document.sceneAliases[identifier] == nil else { continue }
            document.sceneAliases[identifier] = id
        }
    }

    /// What a dropped prototype is not: a row of its table or an item of its collection.
    private static func notShown(_ cell: XMLElement) -> String {
        cell.name == "tableViewCell" ? "not a row of its table" : "not an item of its collection"
    }

    /// Whether scene `start` shows, through tables' rows and collections' items at any
    /// depth, scene `target`
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

    /// Removes the rows and items whose cell is one of `cells` from every table and
    /// collection of the subtree.
    private static func removeCells(_ cells: Set<String>, from view: inout ViewDescription) {
        if var table = view.table, table.rows.contains(where: { cells.contains($0.cell) }) {
            table.rows.removeAll { cells.contains($0.cell) }
            view.table = table
        }
        if var collection = view.collection, collection.items.contains(where: { cells.contains($0.cell) }) {
            collection.items.removeAll { cells.contains($0.cell) }
            view.collection = collection
        }
        for index in view.subviews.indices { removeCells(cells, from: &view.subviews[index]) }
        for index in view.arranged.indices { removeCells(cells, from: &view.arranged[index]) }
    }
}
