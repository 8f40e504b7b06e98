import TrellisCore

/// Loads `trellis/1` documents (docs/document-format.md) into descriptions.
///
/// Loading validates everything a document states: field names and types, ids, size-class
/// keys, equations, scene names; containers are expanded and referenced files loaded.
/// Failures are ``DocumentError``s whose message starts with the JSON path of the problem.
public enum DocumentLoader {
    /// Whether `{"visual": …}` constraints are accepted; until the Visual Format Language
    /// lands they are read and checked, then refused.
    static let visualFormatSupported = true

    /// Parses a document held in memory: JSON, or the compiled form ``CompiledFormat``
    /// writes (recognised by its first bytes). References of JSON are resolved relative to
    /// `baseDirectory` (nil: a document with "references" is a schema error saying a file
    /// path is needed); a compiled document holds the documents it references.
    public static func load(json bytes: UnsafeRawBufferPointer, baseDirectory: String?) throws(DocumentError) -> DocumentDescription {
        try ReferenceLoader().load(bytes: bytes, baseDirectory: baseDirectory)
    }

    /// Loads a document from JSON text, as `load(json:baseDirectory:)` over bytes does.
    public static func load(json: String, baseDirectory: String? = nil) throws(DocumentError) -> DocumentDescription {
        var text = json
        var result: Result<DocumentDescription, DocumentError> = .failure(.parse("the document is empty"))
        text.withUTF8 { buffer in
            do throws(DocumentError) {
                result = .success(try load(json: UnsafeRawBufferPointer(buffer), baseDirectory: baseDirectory))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// Loads a document file, JSON or compiled; references resolve relative to its directory.
    public static func loadFile(path: String) throws(DocumentError) -> DocumentDescription {
        try ReferenceLoader().loadRoot(path: path)
    }

    /// The compiled form of the document file at `path` (JSON or compiled already) and of
    /// the documents it references, as `trellis-cli compile` writes it.
    public static func compileFile(path: String) throws(DocumentError) -> [UInt8] {
        CompiledFormat.compile(try loadFile(path: path))
    }

    /// Reads one constraint in any form of docs/document-format.md (an equation string, an
    /// equation object, a visual-format object), as `trellis_scene_add_constraint` takes
    /// it. The views it names are not checked here: the scene knows them.
    public static func loadConstraint(json: String) throws(DocumentError) -> ConstraintDescription {
        var text = json
        var result: Result<ConstraintDescription, DocumentError> = .failure(.parse("the document is empty"))
        text.withUTF8 { buffer in
            do throws(DocumentError) {
                let tree = try JSONText.parse(UnsafeRawBufferPointer(buffer))
                result = .success(try ConstraintReader.read(tree.root, at: JSONPath.root).constraint)
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }
}
