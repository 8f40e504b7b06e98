import TrellisCore

/// Loads the documents a document references (`"references": {"name": "file.json"}`),
/// once each per top-level load, refusing chains deeper than a limit.
///
/// Documents may reference each other (A segues to B, B back to A, as storyboards do):
/// a reference to a file still being loaded further up the chain yields its scene ids
/// (``ReferencedDocument/inProgress(sceneIDs:)``), which segues and `initialScene` may
/// name; only embedding one of those scenes in a container is refused, since its views
/// are not known yet (`ContainerExpansion`).
final class ReferenceLoader {
    static let maximumDepth = 16

    /// The canonical paths of the files being loaded, outermost first.
    private var chain: [String] = []
    /// The scene ids of the files in `chain`, once their scenes are read.
    private var sceneIDsInChain: [String: [String]] = [:]
    private var cache: [String: DocumentDescription] = [:]

    /// Records the scene ids of the file being read (the innermost of the chain), before
    /// it loads its own references: a file further down may reference it back.
    func noteSceneIDs(_ ids: [String]) {
        guard let current = chain.last else { return }
        sceneIDsInChain[current] = ids
    }

    /// Loads a top-level file.
    func loadRoot(path: String) throws(DocumentError) -> DocumentDescription {
        let canonical: String
        switch FileSystem.canonicalPath(path) {
        case .success(let resolved): canonical = resolved
        case .failure(let error): throw .io(JSONPath.root, "cannot open \(quoted(path)): \(error.reason)")
        }
        let bytes = try read(path, errorPath: JSONPath.root)
        return try parse(bytes, path: path, canonical: canonical)
    }

    /// Loads the file a reference names; errors are reported at `errorPath`, the
    /// reference's path in the referencing document. A file already being loaded further
    /// up the chain is not loaded again: its scene ids are returned.
    func loadReference(path: String, written: String, errorPath: JSONPath) throws(DocumentError) -> ReferencedDocument {
        let canonical: String
        switch FileSystem.canonicalPath(path) {
        case .success(let resolved): canonical = resolved
        case .failure(let error): throw .io(errorPath, "cannot open \(quoted(path)): \(error.reason)")
        }
        if chain.contains(canonical) {
            guard let ids = sceneIDsInChain[canonical] else {
                let cycle = (chain.drop(while: { $0 != canonical }) + [canonical]).map(quoted).joined(separator: " -> ")
                throw .schema(errorPath, "reference cycle: \(cycle)")
            }
            return .inProgress(sceneIDs: ids)
        }
        if let loaded = cache[canonical] { return .loaded(loaded) }
        guard chain.count < ReferenceLoader.maximumDepth else {
            throw .schema(errorPath, "references nest more than \(ReferenceLoader.maximumDepth) files deep")
        }
        let bytes = try read(path, errorPath: errorPath)
        do throws(DocumentError) {
            return .loaded(try parse(bytes, path: path, canonical: canonical))
        } catch {
            throw DocumentError(kind: error.kind, message: "\(errorPath.text): in \(quoted(written)): \(error.message)")
        }
    }

    /// Loads a document held in memory, JSON whose references resolve against
    /// `baseDirectory`, or the compiled form (``CompiledFormat``), which holds its references.
    func load(bytes: UnsafeRawBufferPointer, baseDirectory: String?) throws(DocumentError) -> DocumentDescription {
        if CompiledFormat.isCompiled(bytes) {
            return try CompiledFormat.load(bytes)
        }
        if InterfaceBuilderImporter.isInterfaceBuilderXML(bytes) {
            return try InterfaceBuilderImporter.importDocument(bytes).document
        }
        let tree = try JSONText.parse(bytes)
        let reader = DocumentReader(baseDirectory: baseDirectory, loader: self)
        // Alive to the end of the read: nodes, and the paths of views (``JSONPath/init(entry:)``),
        // point into the tree's tape without holding it.
        defer { withExtendedLifetime(tree) {} }
        return try reader.read(tree.root)
    }

    private func read(_ path: String, errorPath: JSONPath) throws(DocumentError) -> [UInt8] {
        switch FileSystem.read(path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw .io(errorPath, "cannot read \(quoted(path)): \(error.reason)")
        }
    }

    private func parse(_ bytes: [UInt8], path: String, canonical: String) throws(DocumentError) -> DocumentDescription {
        chain.append(canonical)
        defer {
            chain.removeLast()
            sceneIDsInChain[canonical] = nil
        }
        var result: Result<DocumentDescription, DocumentError> = .failure(.parse("the document is empty"))
        bytes.withUnsafeBytes { buffer in
            do throws(DocumentError) {
                result = .success(try load(bytes: buffer, baseDirectory: FileSystem.directory(of: path)))
            } catch {
                result = .failure(error)
            }
        }
        let document = try result.get()
        cache[canonical] = document
        return document
    }
}

/// What a reference names: a loaded document, or one further up the chain of references,
/// still being read, of which only the scene ids are known.
enum ReferencedDocument {
    case loaded(DocumentDescription)
    case inProgress(sceneIDs: [String])
}
