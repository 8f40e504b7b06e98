import TrellisCore

/// Imports Interface Builder's iOS storyboards and xibs into the same descriptions the
/// `trellis/1` loader produces (docs/interface-builder.md).
///
/// Each view-controller scene of a storyboard becomes a scene whose id is the view
/// controller's IB id (its `storyboardIdentifier` finds it too); each top-level view or
/// cell of a xib becomes a scene whose id is the view's IB id; every view keeps its IB id.
public enum InterfaceBuilderImporter {
    /// How to import.
    public struct Options: Sendable {
        /// Give every view whose intrinsic content Trellis cannot measure exactly (text in
        /// Apple's fonts, images, controls) its stored frame size as a placeholder intrinsic
        /// size, as IB's "Intrinsic Size: Placeholder" does.
        public var intrinsicFromFrames: Bool

        /// Options with `intrinsicFromFrames` as given (default: off).
        public init(intrinsicFromFrames: Bool = false) {
            self.intrinsicFromFrames = intrinsicFromFrames
        }
    }

    /// What the document says about one scene beyond its description: its design size
    /// and environment.
    public struct SceneInfo: Sendable {
        /// The scene's id in the imported document.
        public var sceneID: String
        /// The view controller's storyboard identifier, if it has one.
        public var storyboardIdentifier: String?
        /// The root's stored frame size (IB's design size for this scene).
        public var designWidth: Double
        /// The root's stored frame height (IB's design size for this scene).
        public var designHeight: Double
        /// The design device's size classes.
        public var horizontal: SizeClass
        /// The vertical size class of the design device.
        public var vertical: SizeClass
        /// The safe-area insets the design device gives the root (a host sets them, as the
        /// window does); the simulated bars are the scene's view controller's
        /// `additionalSafeAreaInsets`.
        public var safeArea: EdgeInsets
        /// Whether the root is a view controller's root view.
        public var isViewController: Bool
        /// The design device's screen scale (IB stores frames rounded to its pixels).
        public var displayScale: Double
    }

    /// An imported document.
    public struct Result: Sendable {
        /// The imported document.
        public var document: DocumentDescription
        /// What IB stored about each scene.
        public var scenes: [SceneInfo]
        /// What the import left out or changed, to tell the user.
        public var warnings: IBWarnings

        /// The design information of the scene with this id or storyboard identifier.
        public func scene(named name: String) -> SceneInfo? {
            scenes.first { $0.sceneID == name } ?? scenes.first { $0.storyboardIdentifier == name }
        }
    }

    /// Whether `bytes` look like an XML document with an Interface Builder root element,
    /// checked on the first bytes only (after an optional byte-order mark and blanks).
    public static func isInterfaceBuilderXML(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return false }
        // `<?xml …?>` then `<document type="com.apple.InterfaceBuilder…"`, within the first KB.
        let window = bytes[index..<min(bytes.count, index + 1024)]
        let needle = Array("com.apple.InterfaceBuilder".utf8)
        guard window.count >= needle.count else { return false }
        var start = window.startIndex
        while start + needle.count <= window.endIndex {
            if window[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// Imports a storyboard or xib held in memory.
    public static func importDocument(_ bytes: UnsafeRawBufferPointer, options: Options = Options()) throws(DocumentError) -> Result {
        let root = try XMLTree.parse(bytes)
        guard root.name == "document", let type = root["type"] else {
            throw .schema(at: root, "not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">)")
        }
        if type.contains("WatchKit") || root["targetRuntime"] == "watchKit" {
            throw .schema(at: root, "a watchOS (WatchKit) document: only iOS storyboards and xibs (CocoaTouch) can be imported")
        }
        guard type.contains("CocoaTouch") || type.contains("AppleTV") else {
            if type.contains("Cocoa") {
                throw .schema(at: root, "a macOS (Cocoa) document: only iOS storyboards and xibs (CocoaTouch) can be imported")
            }
            throw .schema(at: root, "unknown document type \"\(type)\": only iOS storyboards and xibs (CocoaTouch) can be imported")
        }
        var importer = IBDocumentReader(root: root, options: options)
        if type.contains("Storyboard") {
            try importer.readStoryboard()
        } else {
            try importer.readXib()
        }
        guard !importer.document.scenes.isEmpty else {
            throw .schema(at: root, "the document has no view controller with a view and no top-level view")
        }
        return Result(document: importer.document, scenes: importer.scenes, warnings: importer.warnings)
    }

    /// Imports the file at `path` when it is a storyboard or xib (by content); nil for
    /// any other file.
    public static func importFileIfInterfaceBuilder(path: String, options: Options = Options()) throws(DocumentError) -> Result? {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): throw .io(JSONPath.root, "cannot read \(quoted(path)): \(error.reason)")
        }
        guard bytes.withUnsafeBytes({ isInterfaceBuilderXML($0) }) else { return nil }
        return try importBytes(bytes, options: options)
    }

    private static func importBytes(_ bytes: [UInt8], options: Options) throws(DocumentError) -> Result {
        var result: Swift.Result<Result, DocumentError> = .failure(.parse("the document is empty"))
        bytes.withUnsafeBytes { buffer in
            do throws(DocumentError) {
                result = .success(try importDocument(buffer, options: options))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }

    /// Imports a storyboard or xib file.
    public static func importFile(path: String, options: Options = Options()) throws(DocumentError) -> Result {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .success(let read): bytes = read
        case .failure(let error): throw .io(JSONPath.root, "cannot read \(quoted(path)): \(error.reason)")
        }
        return try importBytes(bytes, options: options)
    }
}

extension DocumentError {
    /// A problem with an element of an XML document: `$: line 3: <document>: …` (the
    /// document as a whole, as messages without a JSON path start, then the XML line).
    static func schema(at element: XMLElement, _ message: String) -> DocumentError {
        DocumentError(kind: .schema, message: "$: line \(element.line): <\(element.name)>: \(message)")
    }
}
