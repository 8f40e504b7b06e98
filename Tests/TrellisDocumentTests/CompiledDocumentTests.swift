import XCTest
@testable import TrellisCore
@testable import TrellisDocument
#if canImport(Glibc)
import Glibc
#endif

/// The compiled form of documents (`trellis-cli compile`, CompiledFormat): what it holds,
/// that it loads to the document the JSON loads to, and that a damaged file is a parse
/// error with a message.
final class CompiledDocumentTests: XCTestCase {
    // MARK: Round trips

    func testEveryExampleDocumentRoundTripsThroughTheCompiledForm() throws {
        let paths = allExamplePaths()
        for path in paths {
            let json = try DocumentLoader.loadFile(path: path)
            let compiled = try loadCompiled(CompiledFormat.compile(json))
            assertSameDocument(compiled, json, path)
        }
    }

    func testScenesFromCompiledDocumentsLayOutIdentically() throws {
        let paths = allExamplePaths()
        var compared = 0
        for path in paths {
            let json = try DocumentLoader.loadFile(path: path)
            let compiled = try loadCompiled(try DocumentLoader.compileFile(path: path))
            for id in json.scenes.map(\.id) + json.referencedScenes.keys.sorted() {
                let fromJSON = try Scene(document: json, sceneID: id)
                let fromCompiled = try Scene(document: compiled, sceneID: id)
                for traits in Self.layoutTraits {
                    for scene in [fromJSON, fromCompiled] {
                        try scene.setSize(width: traits.width, height: traits.height)
                        scene.setSizeClasses(horizontal: traits.horizontal, vertical: traits.vertical)
                        scene.setLayoutDirection(traits.direction)
                        scene.setContentSizeCategory(traits.category)
                        try scene.layout()
                    }
                    XCTAssertEqual(fromCompiled.viewCount, fromJSON.viewCount, "\(path) \(id)")
                    XCTAssertEqual(fromCompiled.framesInRoot, fromJSON.framesInRoot, "\(path) \(id) \(traits)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 0)
    }

    /// Sizes and traits of the devices the demo previews, both directions, two categories.
    private static let layoutTraits: [(width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass,
                                       direction: LayoutDirection, category: ContentSizeCategory)] = [
        (390, 844, .compact, .regular, .leftToRight, .large),
        (844, 390, .compact, .compact, .leftToRight, .large),
        (1024, 1366, .regular, .regular, .rightToLeft, .large),
        (320, 568, .compact, .regular, .leftToRight, .accessibilityExtraExtraExtraLarge),
        (0, 0, .unspecified, .unspecified, .rightToLeft, .extraSmall),
    ]

    /// Views read with the intrinsic size of the view before share its storage
    /// (`ViewDescription.shareSizing`): each still has its own size, a view with other
    /// sizing fields its own, whatever comes between.
    func testViewsOfOneSizeKeepTheirOwnSizes() throws {
        let subviews = #"""
        {"id": "a", "kind": "button", "intrinsicSize": [64, 32]},
        {"id": "b", "kind": "button", "intrinsicSize": [64, 32]},
        {"id": "c", "kind": "button", "intrinsicSize": [64, 33]},
        {"id": "d", "kind": "button", "intrinsicSize": [64, 32], "hugging": [1, 2]},
        {"id": "e", "kind": "button", "intrinsicSize": [64, null]},
        {"id": "f", "kind": "button", "intrinsicSize": [64, 33]},
        {"id": "g", "kind": "label", "text": "x", "intrinsicSize": [64, 33]},
        {"id": "h", "kind": "button", "intrinsicSize": [64, 33], "compressionResistance": [3, 4]},
        {"id": "i", "kind": "button", "intrinsicSize": [64, 33]}
        """#
        let json = try XCTUnwrap(load(document(subviews: subviews)))
        let compiled = try loadCompiled(CompiledFormat.compile(json))
        assertSameDocument(compiled, json, "sizes")
        let views = compiled.scenes[0].root.subviews
        let sizes: [IntrinsicSize] = views.map {
            guard case .plain(let size) = $0.intrinsicSize else { return IntrinsicSize(width: -1, height: -1) }
            return size
        }
        XCTAssertEqual(sizes.map(\.width), [64, 64, 64, 64, 64, 64, 64, 64, 64])
        XCTAssertEqual(sizes.map(\.height), [32, 32, 33, 32, nil, 33, 33, 33, 33])
        XCTAssertEqual(views.map(\.hugging.horizontal), [250, 250, 250, 1, 250, 250, 250, 250, 250])
        XCTAssertEqual(views.map(\.compressionResistance.vertical), [750, 750, 750, 750, 750, 750, 750, 4, 750])
        // A change to one view's sizing leaves the view it shares it with as it was.
        var changed = views[1]
        changed.hugging = AxisPair(horizontal: 9, vertical: 9)
        XCTAssertEqual(changed.hugging.horizontal, 9)
        XCTAssertEqual(views[0].hugging.horizontal, 250)
        XCTAssertEqual(compiled.scenes[0].root.subviews[1].hugging.horizontal, 250)
    }

    /// Views read with the plain text style of the view before share the storage of their
    /// other text attributes (`ViewDescription.shareTextAttributes`), in both readers: each
    /// keeps its own text, style, line count and insets, whatever comes between, and a
    /// change to one leaves the others as they were.
    func testLabelsOfOneStyleKeepTheirOwnTextAttributes() throws {
        let subviews = #"""
        {"id": "a", "kind": "label", "text": "one", "textStyle": "body"},
        {"id": "b", "kind": "label", "text": "two", "textStyle": "body"},
        {"id": "c", "kind": "label", "text": "three", "textStyle": "body", "lines": 0},
        {"id": "d", "kind": "label", "text": "four", "textStyle": "footnote"},
        {"id": "e", "kind": "label", "text": "five", "textStyle": "body"},
        {"id": "f", "kind": "label", "textStyle": {"any": "title1", "wC hC": "body"}},
        {"id": "g", "kind": "label", "text": "seven"},
        {"id": "h", "kind": "button", "text": "eight", "textStyle": "body", "contentInsets": [1, 2, 3, 4]},
        {"id": "i", "kind": "label", "text": "nine", "textStyle": "body"},
        {"id": "j", "kind": "label", "text": "ten", "fontSize": 12}
        """#
        let json = try XCTUnwrap(load(document(subviews: subviews)))
        let compiled = try loadCompiled(CompiledFormat.compile(json))
        assertSameDocument(compiled, json, "text attributes")
        for views in [json.scenes[0].root.subviews, compiled.scenes[0].root.subviews] {
            XCTAssertEqual(views.map(\.text), ["one", "two", "three", "four", "five", nil, "seven", "eight", "nine", "ten"])
            let styles: [TextStyle?] = views.map {
                guard case .plain(let style)? = $0.textStyle else { return nil }
                return style
            }
            XCTAssertEqual(styles, [.body, .body, .body, .footnote, .body, nil, nil, .body, .body, nil])
            XCTAssertEqual(views[5].textStyle?.resolved(for: Traits(horizontalSizeClass: .compact, verticalSizeClass: .compact)), .body)
            XCTAssertEqual(views.map(\.lines), [1, 1, 0, 1, 1, 1, 1, 1, 1, 1])
            XCTAssertEqual(views[7].contentInsets, DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            XCTAssertEqual(views[8].contentInsets, .buttonContentDefault)
            XCTAssertEqual(views[9].fontSize, .plain(12))
            // A change to one view's text attributes leaves the view it shares them with as it was.
            var changed = views[1]
            changed.lines = 3
            changed.text = "changed"
            XCTAssertEqual(changed.lines, 3)
            XCTAssertEqual(views[0].lines, 1)
            XCTAssertEqual(views[4].lines, 1)
            XCTAssertEqual(views[1].text, "two")
            XCTAssertNotEqual(changed, views[1])
        }
    }

    /// The compiled reader refuses views nested more deeply than the JSON loader allows (a
    /// made-up file: the encoder writes what a loaded document holds), and reads a tree of
    /// exactly that depth.
    func testViewsNestedTooDeeplyAreRefused() throws {
        func chain(levels: Int) -> DocumentDescription {
            var view = ViewDescription(id: "v\(levels)")
            for level in stride(from: levels - 1, through: 1, by: -1) {
                var parent = ViewDescription(id: "v\(level)", kind: level.isMultiple(of: 2) ? .stack : .view)
                if level.isMultiple(of: 2) {
                    parent.stack = StackDescription()
                    parent.arranged = [view]
                } else {
                    parent.subviews = [view]
                }
                view = parent
            }
            var document = DocumentDescription()
            document.scenes = [SceneDescription(id: "deep", root: view)]
            return document
        }
        let deepest = try loadCompiled(CompiledFormat.compile(chain(levels: ViewFields.maximumDepth)))
        XCTAssertEqual(deepest.scenes[0].root.levelCount, ViewFields.maximumDepth)
        let error = loadBytes(CompiledFormat.compile(chain(levels: ViewFields.maximumDepth + 1))).failure
        XCTAssertEqual(error?.kind, .parse)
        XCTAssertEqual(error?.message.hasSuffix(": views nest more than 200 levels deep"), true, error?.message ?? "")
    }

    /// The compiled reader reads the tree's first levels by recursion and deeper subtrees
    /// by a walk with its own stack: a tree of branching stacks and views 40 levels deep
    /// (arranged views, subviews and custom spacing on both sides of that line) reads back
    /// as the document it was compiled from, and a stack's custom spacing naming a view
    /// that is not one of its arranged views is refused at any depth.
    func testDeepTreesReadBackAcrossTheRecursionLimit() throws {
        func tree(levels: Int, badSpacingAt badLevel: Int? = nil) -> DocumentDescription {
            var view = ViewDescription(id: "leaf")
            for level in stride(from: levels - 1, through: 1, by: -1) {
                let sibling = ViewDescription(id: "side\(level)", kind: .label)
                var parent = ViewDescription(id: "v\(level)", kind: level.isMultiple(of: 3) ? .view : .stack)
                if parent.kind == .stack {
                    let spaced = level == badLevel ? "v\(level - 1)x" : view.id
                    parent.stack = StackDescription(customSpacing: [spaced: Double(level)])
                    parent.arranged = level.isMultiple(of: 2) ? [sibling, view] : [view, sibling]
                } else {
                    parent.subviews = [view, sibling]
                }
                view = parent
            }
            return DocumentDescription(scenes: [SceneDescription(id: "deep", root: view)])
        }
        let document = tree(levels: 40)
        XCTAssertEqual(document.scenes[0].root.levelCount, 40)
        let compiled = try loadCompiled(CompiledFormat.compile(document))
        assertSameDocument(compiled, document, "40 levels")
        for badLevel in [2, 14, 16, 17, 20, 37] where !badLevel.isMultiple(of: 3) {
            let error = loadBytes(CompiledFormat.compile(tree(levels: 40, badSpacingAt: badLevel))).failure
            XCTAssertEqual(error?.message.hasSuffix("custom spacing names \"v\(badLevel - 1)x\", not an arranged view of its stack"),
                           true, "level \(badLevel): \(error?.message ?? "accepted")")
        }
    }

    /// A stack whose custom spacing names several views that are not arranged in it is
    /// refused with the same message in every process: the first such key in the file (the
    /// writer orders keys by their UTF-8 bytes). A dictionary's order is seeded per process,
    /// so a reader naming the first key it met in its dictionary named one of the sixteen at
    /// random.
    func testCustomSpacingNamingSeveralStrangersIsRefusedNamingTheFirst() throws {
        var stack = ViewDescription(id: "stack", kind: .stack)
        stack.arranged = [ViewDescription(id: "a", kind: .label)]
        var spacing: [String: Double] = ["a": 4]
        for index in 0..<16 { spacing["stranger\(String(index, radix: 16))"] = Double(index) }
        stack.stack = StackDescription(customSpacing: spacing)
        let document = DocumentDescription(scenes: [SceneDescription(id: "s", root: stack)])
        let error = loadBytes(CompiledFormat.compile(document)).failure
        XCTAssertEqual(error?.message.hasSuffix("custom spacing names \"stranger0\", not an arranged view of its stack"),
                       true, error?.message ?? "accepted")
    }

    func testGeneratedDocumentsRoundTrip() throws {
        for json in [GeneratedDocuments.list(rows: 40), GeneratedDocuments.stacks(sections: 3),
                     GeneratedDocuments.variants(rows: 20), GeneratedDocuments.visualFormat(rows: 20),
                     GeneratedDocuments.containers(), GeneratedDocuments.everyProperty(),
                     GeneratedDocuments.customViews()] {
            let document = try DocumentLoader.load(json: json)
            let compiled = try loadCompiled(CompiledFormat.compile(document))
            assertSameDocument(compiled, document, String(json.prefix(80)))
        }
    }

    /// Custom kinds, their properties and a button's content insets (docs/document-format.md)
    /// survive the compiled form, and scenes made from it lay out as from the JSON.
    func testCustomViewsAndContentInsetsSurviveTheCompiledForm() throws {
        let json = try DocumentLoader.load(json: GeneratedDocuments.customViews())
        let compiled = try loadCompiled(CompiledFormat.compile(json))
        assertSameDocument(compiled, json, "customViews")
        let views = compiled.scenes[0].root.subviews
        XCTAssertEqual(views.map(\.kindName), ["custom:Rating", "custom:MyApp.Badge", "button"])
        XCTAssertEqual(views[0].properties.map(\.name),
                       ["maximum", "value", "tint", "label", "editable", "legend", "wideOnly", "style", "byClass"])
        XCTAssertEqual(views[0].properties[1].value,
                       .sizeClasses([.any: .number(3.5), SizeClassKey(horizontal: .regular): .number(4)]))
        XCTAssertEqual(views[0].properties[5].value, .plain(.null))
        XCTAssertEqual(views[0].properties[7].value, .plain(.array([.object([
            PropertyValue.Member(name: "name", value: .string("gold")),
            PropertyValue.Member(name: "sizes", value: .array([.number(1), .array([.number(2), .object([
                PropertyValue.Member(name: "deep", value: .bool(true))])])])),
        ])])))
        XCTAssertEqual(views[0].properties[8].value,
                       .sizeClasses([SizeClassKey(vertical: .compact): .object([PropertyValue.Member(name: "k", value: .string("v"))])]))
        XCTAssertEqual(views[1].properties, [])
        XCTAssertEqual(views[2].contentInsets, DirectionalInsets(top: 4, leading: 10, bottom: 5, trailing: 12))
        // The default content insets are not written, and read back as UIKit's {6, 0, 6, 0}.
        XCTAssertEqual(views[0].contentInsets, .buttonContentDefault)

        let fromJSON = try Scene(document: json, sceneID: "custom")
        let fromCompiled = try Scene(document: compiled, sceneID: "custom")
        for scene in [fromJSON, fromCompiled] {
            try scene.setSize(width: 320, height: 200)
            try scene.layout()
        }
        XCTAssertEqual(fromCompiled.framesInRoot, fromJSON.framesInRoot)
    }

    func testVisualFormatsArriveParsed() throws {
        let document = try DocumentLoader.load(json: GeneratedDocuments.visualFormat(rows: 3))
        let compiled = try loadCompiled(CompiledFormat.compile(document))
        var formats = 0
        for constraint in compiled.scenes[0].constraints {
            guard case .visual(let visual) = constraint.form else { continue }
            XCTAssertEqual(visual.parsed, try VisualFormatParser.parse(visual.format), visual.format)
            formats += 1
        }
        XCTAssertEqual(formats, 9)
    }

    func testReferencedDocumentsAreIncluded() throws {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory, files: ["main.json", "cells.json"]) }
        writeFile(directory + "/cells.json", #"{"format": "trellis/1", "scenes": [{"id": "cell", "root": {"id": "r", "subviews": [{"id": "t", "kind": "label", "text": "Hi"}]}, "constraints": ["t.leading == r.leading"]}]}"#)
        writeFile(directory + "/main.json", #"{"format": "trellis/1", "references": {"lib": "cells.json"}, "scenes": [{"id": "m", "root": {"id": "root", "subviews": [{"id": "box", "kind": "container", "scene": "lib#cell"}]}}]}"#)
        let bytes = try DocumentLoader.compileFile(path: directory + "/main.json")
        // Loaded from memory, with no directory to find cells.json in.
        let document = try loadCompiled(bytes)
        XCTAssertEqual(document.referencedScenes.keys.sorted(), ["lib#cell"])
        XCTAssertEqual(document.scenes[0].root.subviews[0].subviews.map(\.id), ["box.r"])
        let scene = try Scene(document: document, sceneID: "lib#cell")
        XCTAssertEqual(scene.viewCount, 2)
    }

    func testSceneAliasesSurviveTheCompiledFormAndAreChecked() throws {
        var document = try DocumentLoader.load(json: GeneratedDocuments.list(rows: 2))
        let plain = CompiledFormat.compile(document)
        document.sceneAliases = ["Main": "list"]
        let compiled = try loadCompiled(CompiledFormat.compile(document))
        XCTAssertEqual(compiled.sceneAliases, ["Main": "list"])
        XCTAssertEqual(try Scene(document: compiled, sceneID: "Main").sceneID, try Scene(document: compiled, sceneID: "list").sceneID)
        // A document without aliases compiles to the bytes it did before aliases existed:
        // the section is only written when there are some.
        XCTAssertEqual(CompiledFormat.compile(try loadCompiled(plain)), plain)
        // An alias to a scene the document does not have is refused.
        document.sceneAliases = ["Main": "nowhere"]
        XCTAssertThrowsError(try loadCompiled(CompiledFormat.compile(document))) { error in
            XCTAssertTrue("\(error)".contains("not a scene of the document"), "\(error)")
        }
    }

    func testLoadFileAndLoadRecogniseTheCompiledForm() throws {
        let directory = makeTemporaryDirectory()
        defer { removeDirectory(directory, files: ["doc.trellisc"]) }
        let bytes = CompiledFormat.compile(try DocumentLoader.load(json: GeneratedDocuments.list(rows: 2)))
        let path = directory + "/doc.trellisc"
        guard let file = fopen(path, "wb") else { return XCTFail("cannot write \(path)") }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        XCTAssertEqual(try DocumentLoader.loadFile(path: path).scenes.map(\.id), ["list"])
        XCTAssertEqual(try loadBytes(bytes).get().scenes.map(\.id), ["list"])
    }

    /// A stack's custom spacing is checked when its reading ends, also for a stack without
    /// arranged views (a reader that moved views without children straight into their
    /// parent's list would skip that step unless it kept stacks out).
    func testCustomSpacingOfAChildlessStackIsChecked() throws {
        var stack = ViewDescription(id: "s", kind: .stack)
        stack.stack = StackDescription(customSpacing: ["b": 4])
        var root = ViewDescription(id: "root")
        root.subviews = [stack, ViewDescription(id: "b")]
        let document = DocumentDescription(scenes: [SceneDescription(id: "main", root: root)])
        XCTAssertThrowsError(try loadCompiled(CompiledFormat.compile(document))) { error in
            XCTAssertTrue("\(error)".contains("custom spacing names \"b\", not an arranged view of its stack"), "\(error)")
        }
    }

    func testTheSameDocumentAlwaysCompilesToTheSameBytes() throws {
        let json = GeneratedDocuments.variants(rows: 5)
        XCTAssertEqual(CompiledFormat.compile(try DocumentLoader.load(json: json)),
                       CompiledFormat.compile(try DocumentLoader.load(json: json)))
    }

    /// The control kinds' contents (placeholder, scrolling, segments, style, pages, image
    /// size) survive the compiled form, and lay out as from the JSON.
    func testControlsSurviveTheCompiledForm() throws {
        let json = try DocumentLoader.load(json: ControlDocumentTests.controlsDocument)
        let compiled = try loadCompiled(CompiledFormat.compile(json))
        assertSameDocument(compiled, json, "controls")
        let views = compiled.scenes[0].root.subviews
        XCTAssertEqual(views.first { $0.id == "name" }?.control.placeholder, "Name")
        XCTAssertEqual(views.first { $0.id == "notes" }?.control.scrollEnabled, false)
        XCTAssertEqual(views.first { $0.id == "mode" }?.control.segments, ["One", "Two"])
        XCTAssertEqual(views.first { $0.id == "spinner" }?.control.activityIndicatorStyle, .large)
        XCTAssertEqual(views.first { $0.id == "pages" }?.control.numberOfPages, 3)
        XCTAssertEqual(views.first { $0.id == "photo" }?.control.imageSize, Size(width: 120, height: 80))
        let fromJSON = try Scene(document: json)
        let fromCompiled = try Scene(document: compiled)
        for scene in [fromJSON, fromCompiled] {
            try scene.setSize(width: 390, height: 844)
            try scene.layout()
        }
        XCTAssertEqual(fromCompiled.framesInRoot, fromJSON.framesInRoot)
    }

    func testCompiledFormStartsWithItsSignatureAndVersion() throws {
        let bytes = CompiledFormat.compile(try DocumentLoader.load(json: document()))
        XCTAssertEqual(Array(bytes.prefix(16)), [0x89, 0x54, 0x52, 0x45, 0x4C, 0x4C, 0x49, 0x53, 0x0D, 0x0A, 0x1A, 0x0A, 8, 0, 0, 0])
    }

    // MARK: Damaged files

    func testDamagedHeadersAreParseErrorsWithMessages() throws {
        let good = CompiledFormat.compile(try DocumentLoader.load(json: document()))
        assertCompiledError(Array(good.prefix(20)),
                            "$: the compiled document is truncated: 20 bytes, less than its 32-byte header")
        var version = good
        version[12] = 1
        assertCompiledError(version,
                            "$: the compiled document has format version 1; this Trellis reads version 8: compile the document again with this version's trellis-cli")
        var signature = good
        signature.remove(at: 8)  // a CR-LF turned into LF in transfer
        assertCompiledError(signature, "$: not a compiled Trellis document: its signature is damaged at byte 8")
        assertCompiledError(Array(good.dropLast()),
                            "$: the compiled document is truncated: its header announces a \(good.count - 32)-byte payload, \(good.count - 33) bytes follow")
        assertCompiledError(good + [0], "$: the compiled document is damaged: its header announces a \(good.count - 32)-byte payload, \(good.count - 31) bytes follow")
        var flipped = good
        flipped[good.count - 3] ^= 0x10
        assertCompiledError(flipped, "$: the compiled document is damaged: its checksum does not match its contents")
    }

    func testEveryTruncationAndEveryFlippedByteIsAParseError() throws {
        let good = CompiledFormat.compile(try DocumentLoader.load(json: GeneratedDocuments.everyProperty()))
        for length in 0..<good.count {
            XCTAssertEqual(loadBytes(Array(good.prefix(length))).failure?.kind, .parse, "\(length) bytes")
        }
        for index in good.indices {
            var damaged = good
            damaged[index] ^= 0x04
            // A first byte that no longer looks compiled is read as JSON, also a parse error.
            XCTAssertEqual(loadBytes(damaged).failure?.kind, .parse, "byte \(index)")
        }
    }

    /// A made-up file with a valid header: the decoder checks every value.
    func testDamagedPayloadsBehindValidHeadersAreParseErrors() throws {
        try assertDamagedPayloadsAreParseErrors(GeneratedDocuments.everyProperty())
        try assertDamagedPayloadsAreParseErrors(GeneratedDocuments.customViews())
    }

    private func assertDamagedPayloadsAreParseErrors(_ json: String) throws {
        let good = CompiledFormat.compile(try DocumentLoader.load(json: json))
        var refused = 0
        for index in CompiledFormat.headerLength..<good.count {
            for change: UInt8 in [0x01, 0x40, 0x80, 0xFF] {
                var damaged = good
                damaged[index] ^= change
                refit(&damaged)
                switch loadBytes(damaged) {
                case .failure(let error):
                    XCTAssertEqual(error.kind, .parse, error.message)
                    XCTAssertTrue(error.message.hasPrefix("$: the compiled document is damaged at byte "), error.message)
                    refused += 1
                case .success(let document):
                    // Some changes make another valid document (a number, a text): it must
                    // still make scenes or refuse them, never trap.
                    for id in document.scenes.map(\.id) {
                        if let scene = try? Scene(document: document, sceneID: id) {
                            try? scene.setSize(width: 320, height: 480)
                            try? scene.layout()
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(refused, good.count)
    }

    func testDecoderMessagesSayWhatIsWrong() throws {
        // A payload whose one string is not an id, used as a scene id.
        var payload = ByteWriter()
        payload.optionalString(nil)
        payload.count(1)
        payload.string("two words")
        for _ in 0..<8 { payload.byte(0) }  // what a scene needs at least, so the count is believable
        assertCompiledError(framed(payload.payload()), "$: the compiled document is damaged at byte 45: \"two words\" is not a valid id")
        // A view count far larger than the bytes left.
        var counts = ByteWriter()
        counts.optionalString(nil)
        counts.number(1 << 40)
        assertCompiledError(framed(counts.payload()),
                            "$: the compiled document is damaged at byte 34: it announces 1099511627776 scenes but only 0 bytes follow")
    }

    /// Plain equations are read in one pass with one bounds check a record
    /// (`DocumentDecoder.plainEquationIfCertainlyValid`); one that pass does not accept is
    /// read by the checked path, whose message names what is wrong, at the byte where it is.
    func testEquationsReadInOnePassAgreeWithTheCheckedPath() throws {
        /// A scene `list` with views `root`, `a` and `two words` (a string that is not an
        /// id), and 40 constraints `a.width == 10`, the 20th changed by `damage`, which may
        /// note the offset in the file of the byte it damages.
        func payload(damage: (inout ByteWriter, inout Int?) -> Void) -> (bytes: [UInt8], damagedAt: Int?) {
            var writer = ByteWriter(table: ["a", "list", "root", "two words"])
            writer.optionalString(nil)
            writer.count(1)
            writer.string("list")
            writer.string("root")
            writer.byte(CompiledTags.code(ViewKind.view, in: CompiledTags.viewKinds))
            writer.number(0)
            writer.count(1)
            writer.count(0)
            writer.count(writer.stringNumber("a") + 1)
            writer.byte(CompiledTags.code(ViewKind.view, in: CompiledTags.viewKinds))
            writer.number(0)
            writer.count(0)
            writer.count(0)
            writer.count(40)
            var damagedAt: Int?
            for index in 0..<40 {
                if index == 19 {
                    damage(&writer, &damagedAt)
                    continue
                }
                writer.byte(0)  // a constraint of an equation alone
                writer.byte(CompiledTags.EquationFields.constant.rawValue)
                writer.count(writer.stringNumber("a") + 1)  // the first item (0 would be `superview`)
                writer.byte(6)  // width
                writer.byte(0)  // ==
                writer.double(10)
            }
            writer.count(0)  // dock views
            writer.count(0)  // segues
            writer.bool(false)  // no view controller
            writer.count(0)  // referenced scenes
            let table = writer.payload().count - writer.bytes.count
            return (framed(writer.payload()), damagedAt.map { CompiledFormat.headerLength + table + $0 })
        }
        // Undamaged: every equation as the checked path makes it.
        let good = payload { writer, _ in
            writer.byte(0)
            writer.byte(CompiledTags.EquationFields([.second, .multiplier, .constant]).rawValue)
            writer.count(writer.stringNumber("a") + 1)
            writer.byte(7)  // height
            writer.byte(2)  // >=
            writer.number(0)  // superview
            writer.byte(7)
            writer.double(-1)
            writer.double(4)
        }
        let scene = try XCTUnwrap(loadBytes(good.bytes).get().scenes.first)
        XCTAssertEqual(scene.constraints.count, 40)
        XCTAssertEqual(scene.constraints[0], ConstraintDescription(stating: .equation(try Equation(parsing: "a.width == 10"))))
        XCTAssertEqual(scene.constraints[19].source, "a.height >= -1 * superview.height + 4")
        XCTAssertEqual(scene.constraints[39], scene.constraints[0])
        // An attribute out of range, an item that is not an id, a relation out of range, a
        // priority out of range: each refused with the checked path's message.
        let badAttribute = payload { writer, at in
            writer.byte(0)
            writer.byte(CompiledTags.EquationFields.constant.rawValue)
            writer.count(writer.stringNumber("a") + 1)
            at = writer.bytes.count
            writer.byte(25)
            writer.byte(0)
            writer.double(10)
        }
        assertCompiledError(badAttribute.bytes,
                            "$: the compiled document is damaged at byte \(try XCTUnwrap(badAttribute.damagedAt)): 25 is not a layout attribute")
        let notAnID = payload { writer, at in
            writer.byte(0)
            writer.byte(CompiledTags.EquationFields.second.rawValue)
            writer.count(writer.stringNumber("a") + 1)
            writer.byte(6)
            writer.byte(0)
            at = writer.bytes.count
            writer.count(writer.stringNumber("two words") + 1)
            writer.byte(6)
        }
        assertCompiledError(notAnID.bytes,
                            "$: the compiled document is damaged at byte \(try XCTUnwrap(notAnID.damagedAt)): \"two words\" is not a valid id")
        let badRelation = payload { writer, at in
            writer.byte(0)
            writer.byte(0)
            writer.count(writer.stringNumber("a") + 1)
            writer.byte(6)
            at = writer.bytes.count
            writer.byte(3)
        }
        assertCompiledError(badRelation.bytes,
                            "$: the compiled document is damaged at byte \(try XCTUnwrap(badRelation.damagedAt)): 3 is not a relation")
        let badPriority = payload { writer, at in
            writer.byte(0)
            writer.byte(CompiledTags.EquationFields.priority.rawValue)
            writer.count(writer.stringNumber("a") + 1)
            writer.byte(6)
            writer.byte(0)
            at = writer.bytes.count
            writer.double(1001)
        }
        let message = try XCTUnwrap(loadBytes(badPriority.bytes).failure?.message)
        XCTAssertTrue(message.hasPrefix("$: the compiled document is damaged at byte \(try XCTUnwrap(badPriority.damagedAt)): equation \"a.width == 0 @1001\""),
                      message)
    }

    /// The decoder's test of ids, a bit per byte, against their definition (ASCII
    /// letters, digits, `_`, `-`, `.`; not empty; not `superview`), byte by byte.
    func testTheStringTablesTestOfIdsFollowsTheirDefinition() {
        for byte in 0...255 {
            let expected = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D || byte == 0x2E
            for text in [[UInt8(byte)], [0x61, UInt8(byte)], [UInt8(byte), 0x61, 0x62]] {
                let accepted = text.withUnsafeBytes { DocumentDecoder.isIdentifier($0) }
                XCTAssertEqual(accepted, expected, "\(text)")
            }
        }
        for (text, expected) in [("", false), ("superview", false), ("superviews", true), ("title.safeArea", true), ("8bC-Xf-vdC", true)] {
            XCTAssertEqual(Array(text.utf8).withUnsafeBytes { DocumentDecoder.isIdentifier($0) }, expected, text)
        }
    }

    func testCompiledFuzzRegressionsReplay() throws {
        let directory = FuzzRegressionTests.regressionsDirectory
        for name in FuzzRegressionTests.regressionFiles() where name.hasSuffix(".trellisc") {
            var bytes = try XCTUnwrap(readBytes(directory + "/" + name))
            for attempt in 0..<2 {
                if attempt == 1 { refit(&bytes) }
                if case .success(let document) = loadBytes(bytes) {
                    for id in document.scenes.map(\.id) + document.referencedScenes.keys.sorted() {
                        guard let scene = try? Scene(document: document, sceneID: id) else { continue }
                        try? scene.setSize(width: 320, height: 568)
                        try? scene.layout()
                        _ = scene.diagnostics()
                    }
                }
            }
        }
    }

    // MARK: Findings of fuzz-compiled (Fuzz/FuzzCompiled.swift), kept in FuzzRegressions/

    /// A made-up payload (planets.json mutated) whose scene used the id "p2" for two views:
    /// the scene's index by id then disagreed with its list of views. Views of a decoded
    /// scene must have distinct ids, as the JSON loader makes sure.
    func testFindingAViewIDUsedTwiceIsRefused() throws {
        var bytes = try XCTUnwrap(readBytes(FuzzRegressionTests.regressionsDirectory + "/compiled-view-id-twice.trellisc"))
        XCTAssertEqual(loadBytes(bytes).failure?.message, "$: not a compiled Trellis document: its signature is damaged at byte 8")
        refit(&bytes)
        // The finding is a version-7 payload, whose string table is in order of first use:
        // version 8 refuses that before any view is read.
        XCTAssertEqual(loadBytes(bytes).failure?.message,
                       "$: the compiled document is damaged at byte 45: the string table is not in increasing order of distinct strings")
        // The same finding in version 8's form: views with the same id have the same string
        // number, and the second is refused.
        var root = ViewDescription(id: "root")
        root.subviews = [ViewDescription(id: "p2", kind: .label), ViewDescription(id: "p1"), ViewDescription(id: "p2")]
        let twice = CompiledFormat.compile(DocumentDescription(scenes: [SceneDescription(id: "planets", root: root)]))
        XCTAssertEqual(loadBytes(twice).failure?.message,
                       "$: the compiled document is damaged at byte 70: view id \"p2\" is used twice in a scene")
    }

    /// The decoder's quick check of an equation's attributes agrees with
    /// `Equation.validate()` on every pair (20 × 20: 136 valid, as docs/uikit-behaviours.md
    /// A8 states the rules), so it never accepts what `validate()` refuses.
    func testTheDecodersPairsOfAttributesAreValidatesOwn() {
        var valid = 0
        for first in LayoutAttribute.allCases {
            for second in LayoutAttribute.allCases {
                let equation = Equation(first: AnchorReference("a", first), relation: .equal, second: AnchorReference("b", second))
                let validates = (try? equation.validate()) != nil
                XCTAssertEqual(EquationRules.isValidPair(first, second), validates, "\(first) with \(second)")
                if validates { valid += 1 }
            }
        }
        XCTAssertEqual(valid, 136)
    }

    /// Version 8's string table is sorted and has no string twice; a made-up table that
    /// breaks either is refused before anything uses it.
    func testAStringTableOutOfOrderOrWithAStringTwiceIsRefused() {
        for (strings, byte) in [(["b", "a"], 36), (["a", "a"], 36), (["a", "ab", "aa"], 39)] {
            var table: [UInt8] = [UInt8(strings.count)]
            for string in strings { table += [UInt8(string.utf8.count)] + Array(string.utf8) }
            assertCompiledError(framed(table + [0, 1, 0]),
                                "$: the compiled document is damaged at byte \(byte): the string table is not in increasing order of distinct strings")
        }
    }

    /// The string table's order test compares words, not bytes: it must agree with the
    /// order of the bytes for strings of every length to 20 that differ in one byte
    /// anywhere (below, at and above the other's, ASCII or not), or are prefixes.
    func testTheStringTablesOrderIsTheOrderOfTheBytes() {
        var strings: [[UInt8]] = []
        for length in 0...20 {
            let base = (0..<length).map { UInt8(0x61 + $0 % 26) }
            strings.append(base)
            for position in 0..<length {
                for value: UInt8 in [0x00, 0x60, 0x62, 0x7F, 0x80, 0xFF] {
                    var bytes = base
                    bytes[position] = value
                    strings.append(bytes)
                }
            }
        }
        var disagreements = 0
        for lhs in strings {
            for rhs in strings {
                let expected = lhs.lexicographicallyPrecedes(rhs)
                let found = lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in DocumentDecoder.precedes(left, right) } }
                if found != expected {
                    disagreements += 1
                    if disagreements <= 5 { XCTFail("\(lhs) before \(rhs): \(found)") }
                }
            }
        }
        XCTAssertEqual(disagreements, 0)
    }

    /// The string table's short ASCII strings are written in String's small form
    /// (`SmallASCIIString`): each must be the string String makes of its bytes, for every
    /// length to 20 (past the small form's 15), ASCII or not, as a view's text and id.
    func testTableStringsOfEveryLengthAreTheStringsOfTheirBytes() throws {
        var root = ViewDescription(id: "root")
        var texts: [String] = []
        for length in 0...20 {
            let ascii = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x41 + $0 % 26))) })
            let other = length == 0 ? "é" : String(ascii.dropLast()) + "é"
            let withZero = length == 0 ? "\u{0}" : String(ascii.dropLast()) + "\u{0}"
            for text in [ascii, other, withZero] {
                texts.append(text)
                var label = ViewDescription(id: "label\(texts.count)", kind: .label)
                label.text = text
                root.subviews.append(label)
            }
            if length > 0 { root.subviews.append(ViewDescription(id: String(repeating: "v", count: length))) }
        }
        let document = DocumentDescription(scenes: [SceneDescription(id: "strings", root: root)])
        let loaded = try loadCompiled(CompiledFormat.compile(document))
        XCTAssertEqual(loaded.scenes.first?.root, document.scenes.first?.root)
        let loadedTexts = try XCTUnwrap(loaded.scenes.first).root.subviews.compactMap(\.text)
        XCTAssertEqual(loadedTexts, texts)
        for (found, expected) in zip(loadedTexts, texts) {
            XCTAssertEqual(Array(found.utf8), Array(expected.utf8))
            XCTAssertEqual(found.hashValue, expected.hashValue)
            XCTAssertEqual(found + "!", expected + "!")
        }
    }

    /// The id test made on a short string's words agrees with the one made byte by byte,
    /// for every byte below 0x80 at every place of strings of 1 to 15 bytes, and `superview`.
    func testTheWordTestOfIdsAgreesWithTheByteTest() throws {
        var checked = 0
        for length in 1...SmallASCIIString.capacity {
            for position in 0..<length {
                for byte in UInt8(0)...UInt8(0x7F) {
                    var bytes = (0..<length).map { UInt8(0x61 + $0 % 26) }
                    bytes[position] = byte
                    try bytes.withUnsafeBytes { raw in
                        let words = try XCTUnwrap(SmallASCIIString.words(raw))
                        XCTAssertEqual(DocumentDecoder.isIdentifier(words, raw), DocumentDecoder.isIdentifier(raw), "\(bytes)")
                        checked += 1
                    }
                }
            }
        }
        for text in ["superview", "superviex", "Superview", "superviews", "super.iew"] {
            try Array(text.utf8).withUnsafeBytes { raw in
                let words = try XCTUnwrap(SmallASCIIString.words(raw))
                XCTAssertEqual(DocumentDecoder.isIdentifier(words, raw), text != "superview", text)
            }
        }
        XCTAssertEqual(checked, 15_360)
    }

    /// The order of short strings by their words is the order of their bytes (strings of
    /// 0 to 15 ASCII bytes that differ in one byte anywhere, or are prefixes), and the
    /// words read from a window of 15 bytes are those of the bytes alone.
    func testTheWordOrderOfShortStringsIsTheOrderOfTheBytes() throws {
        var strings: [[UInt8]] = []
        for length in 0...SmallASCIIString.capacity {
            let base = (0..<length).map { UInt8(0x61 + $0 % 26) }
            strings.append(base)
            for position in 0..<length {
                for value: UInt8 in [0x00, 0x60, 0x62, 0x7F] {
                    var bytes = base
                    bytes[position] = value
                    strings.append(bytes)
                }
            }
        }
        var disagreements = 0
        for lhs in strings {
            for rhs in strings {
                try lhs.withUnsafeBytes { left in
                    try rhs.withUnsafeBytes { right in
                        let leftWords = try XCTUnwrap(SmallASCIIString.words(left))
                        let rightWords = try XCTUnwrap(SmallASCIIString.words(right))
                        if DocumentDecoder.precedes(leftWords, left.count, rightWords, right.count)
                            != lhs.lexicographicallyPrecedes(rhs) { disagreements += 1 }
                    }
                }
            }
            // Padded with bytes that are not the string's, in a window of 15.
            let window = lhs + Array(repeating: 0xFF, count: 16)
            try window.withUnsafeBytes { padded in
                try lhs.withUnsafeBytes { exact in
                    let fromWindow = try XCTUnwrap(SmallASCIIString.words(fifteenReadableAt: try XCTUnwrap(padded.baseAddress),
                                                                          count: lhs.count))
                    let fromBytes = try XCTUnwrap(SmallASCIIString.words(exact))
                    XCTAssertEqual(fromWindow.low, fromBytes.low, "\(lhs)")
                    XCTAssertEqual(fromWindow.high, fromBytes.high, "\(lhs)")
                }
            }
        }
        XCTAssertEqual(disagreements, 0)
    }

    /// `SmallASCIIString.copy(of:)`, which copies the table's short ASCII strings without
    /// a retain, gives strings equal to their originals, bit for bit, of every kind: small
    /// ASCII ones of every length, small non-ASCII ones, and large ones, which must be
    /// retained (a copy not owning its storage would read it freed once the original is
    /// gone, and release it twice).
    func testCopiesOfTableStringsAreTheirStrings() throws {
        try XCTSkipUnless(SmallASCIIString.isAvailable, "String's small form is not the one written here")
        var originals: [String] = (0...SmallASCIIString.capacity).map { length in
            String(decoding: (0..<length).map { UInt8(0x61 + $0 % 26) }, as: UTF8.self)
        }
        originals += ["é", "ab\u{0}", String(repeating: "x", count: 16), String(repeating: "long ", count: 40), "a literal longer than fifteen bytes"]
        let expected = originals.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        var copies: [String] = []
        for original in originals {
            let copied = SmallASCIIString.copy(of: original)
            XCTAssertEqual(unsafeBitCast(copied, to: SmallASCIIString.Words.self).low,
                           unsafeBitCast(original, to: SmallASCIIString.Words.self).low, original)
            XCTAssertEqual(unsafeBitCast(copied, to: SmallASCIIString.Words.self).high,
                           unsafeBitCast(original, to: SmallASCIIString.Words.self).high, original)
            copies.append(copied)
        }
        originals.removeAll()
        // Storage freed by now would be reused by these.
        let others = (0..<64).map { String(repeating: "y", count: 16 + $0 % 200) }
        XCTAssertEqual(copies, expected)
        XCTAssertEqual(copies.map(\.hashValue), expected.map(\.hashValue))
        XCTAssertEqual(copies.map { $0 + "!" }, expected.map { $0 + "!" })
        XCTAssertEqual(others.count, 64)
    }

    // MARK: Helpers

    private func allExamplePaths() -> [String] {
        exampleDocumentNames().map { examplesDirectory + "/" + $0 } + ["profile.json", "inbox.json", "photos.json"].map { repositoryDirectory + "/Examples/" + $0 }
    }

    private func loadCompiled(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> DocumentDescription {
        try loadBytes(bytes).get()
    }

    private func assertSameDocument(_ compiled: DocumentDescription, _ json: DocumentDescription, _ what: String,
                                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(compiled.initialScene, json.initialScene, what, file: file, line: line)
        XCTAssertEqual(compiled.scenes, json.scenes, what, file: file, line: line)
        XCTAssertEqual(compiled.referencedScenes, json.referencedScenes, what, file: file, line: line)
        XCTAssertEqual(compiled.scenes.map(\.constraints.count), json.scenes.map(\.constraints.count), what, file: file, line: line)
    }

    private func assertCompiledError(_ bytes: [UInt8], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let error = loadBytes(bytes).failure
        XCTAssertEqual(error?.kind, .parse, file: file, line: line)
        XCTAssertEqual(error?.message, message, file: file, line: line)
    }

    /// A payload behind a header that fits it.
    private func framed(_ payload: [UInt8]) -> [UInt8] {
        var bytes = CompiledFormat.signature + [UInt8](repeating: 0, count: 20) + payload
        refit(&bytes)
        return bytes
    }

    /// Makes the header fit the bytes after it (signature, version, length, checksum), as a
    /// crafted file would.
    private func refit(_ bytes: inout [UInt8]) {
        bytes.replaceSubrange(0..<CompiledFormat.signature.count, with: CompiledFormat.signature)
        var header: [UInt8] = []
        CompiledFormat.appendLittleEndian(&header, UInt64(CompiledFormat.version), size: 4)
        CompiledFormat.appendLittleEndian(&header, UInt64(bytes.count - CompiledFormat.headerLength), size: 8)
        let sum = bytes.withUnsafeBytes { CompiledFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[CompiledFormat.headerLength...])) }
        CompiledFormat.appendLittleEndian(&header, sum, size: 8)
        bytes.replaceSubrange(12..<CompiledFormat.headerLength, with: header)
    }
}

/// The repository's root directory (Examples/ is there).
let repositoryDirectory: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 {
        if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
    }
    return path
}()
