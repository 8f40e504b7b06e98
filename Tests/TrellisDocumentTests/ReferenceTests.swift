import XCTest
@testable import TrellisDocument
import TrellisCore
#if canImport(Glibc)
import Glibc
#endif

/// Documents that reference other files, written to a temporary directory.
final class ReferenceTests: XCTestCase {
    private var directory = ""
    private var files: [String] = []

    override func setUp() {
        directory = makeTemporaryDirectory()
        files = []
    }

    override func tearDown() {
        removeDirectory(directory, files: files)
    }

    private func write(_ name: String, _ contents: String) {
        writeFile(directory + "/" + name, contents)
        files.append(name)
    }

    private let settings = #"""
    {"format": "trellis/1", "scenes": [
      {"id": "prefs", "root": {"id": "panel", "subviews": [{"id": "toggle"}]}, "constraints": ["toggle.width == 51"]}]}
    """#

    func testReferencedScenesAreLoadedAndEmbeddable() throws {
        write("settings.json", settings)
        write("main.json", #"""
            {"format": "trellis/1", "initialScene": "main", "references": {"settings": "settings.json"},
             "scenes": [{"id": "main", "root": {"id": "root", "subviews": [{"id": "box", "kind": "container", "scene": "settings#prefs"}]},
                         "segues": [{"id": "open", "from": "box.toggle", "to": "settings#prefs", "kind": "modal"}]}]}
            """#)
        let document = try DocumentLoader.loadFile(path: directory + "/main.json")
        XCTAssertEqual(document.referencedScenes.keys.sorted(), ["settings#prefs"])
        XCTAssertEqual(document.scene(named: "settings#prefs")?.root.allIDs, ["panel", "toggle"])
        let main = try XCTUnwrap(document.scene(named: "main"))
        XCTAssertEqual(main.root.allIDs, ["root", "box", "box.panel", "box.toggle"])
        XCTAssertEqual(main.constraints.first?.form,
                       .equation(Equation(first: AnchorReference("box.toggle", .width), relation: .equal, constant: 51)))
    }

    func testInMemoryDocumentsUseTheBaseDirectory() throws {
        write("settings.json", settings)
        let json = #"{"format": "trellis/1", "references": {"s": "settings.json"}, "initialScene": "s#prefs", "scenes": [{"id": "m", "root": {"id": "r"}}]}"#
        let document = try DocumentLoader.load(json: json, baseDirectory: directory)
        XCTAssertEqual(document.initialScene, "s#prefs")
        XCTAssertNotNil(document.scene(named: "s#prefs"))
        assertSchemaError(json, #"$.references.s: the document references "settings.json" but was not loaded from a file; load it from its file (or give a base directory) so references can be found"#)
    }

    func testMissingFilesAreIOErrors() {
        let json = #"{"format": "trellis/1", "references": {"gone": "gone.json"}, "scenes": [{"id": "m", "root": {"id": "r"}}]}"#
        assertError(json, .io, #"$.references.gone: cannot open "\#(directory)/gone.json": No such file or directory"#, baseDirectory: directory)
        do {
            _ = try DocumentLoader.loadFile(path: directory + "/absent.json")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.kind, .io)
            XCTAssertEqual(error.message, #"$: cannot open "\#(directory)/absent.json": No such file or directory"#)
        }
        do {
            _ = try DocumentLoader.loadFile(path: directory)
            XCTFail("loaded a directory")
        } catch {
            XCTAssertEqual(error.kind, .io)
            XCTAssertEqual(error.message, #"$: cannot read "\#(directory)": Is a directory"#)
        }
    }

    func testErrorsInReferencedFilesNameTheFile() {
        write("broken.json", #"{"format": "trellis/1", "scenes": [{"id": "x", "root": {"id": "r", "kind": "slab"}}]}"#)
        write("main.json", #"{"format": "trellis/1", "references": {"lib": "broken.json"}, "scenes": [{"id": "m", "root": {"id": "r"}}]}"#)
        do {
            _ = try DocumentLoader.loadFile(path: directory + "/main.json")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.kind, .schema)
            XCTAssertEqual(error.message, #"$.references.lib: in "broken.json": $.scenes[0].root.kind: expected "view", "label", "image", "button", "stack", "group", "container", "guide", "scrollView", "tableView", "collectionView", "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator", "progressView", "pageControl", "datePicker", "pickerView", "searchBar", "navigationBar", "toolbar", "tabBar", "visualEffectView" or "custom:<Name>", got "slab""#)
        }
        write("garbage.json", "{")
        write("main2.json", #"{"format": "trellis/1", "references": {"lib": "garbage.json"}, "scenes": [{"id": "m", "root": {"id": "r"}}]}"#)
        do {
            _ = try DocumentLoader.loadFile(path: directory + "/main2.json")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.kind, .parse)
            XCTAssertEqual(error.message.hasPrefix(#"$.references.lib: in "garbage.json": $: "#), true, error.message)
        }
    }

    /// Issue 17: two documents that reference each other — A segues to B, B back to A, as
    /// two storyboards do — load, whichever is opened; neither embeds the other, so there is
    /// no cycle. A segue to a scene the other document does not have is still refused.
    func testDocumentsThatSegueToEachOtherLoad() throws {
        write("a.json", #"""
            {"format": "trellis/1", "initialScene": "b#detail", "references": {"b": "b.json"},
             "scenes": [{"id": "list", "root": {"id": "r", "subviews": [{"id": "row"}]},
                         "segues": [{"id": "open", "from": "row", "to": "b#detail", "kind": "push"}]}]}
            """#)
        write("b.json", #"""
            {"format": "trellis/1", "references": {"a": "./a.json"},
             "scenes": [{"id": "detail", "root": {"id": "r", "subviews": [{"id": "back"}]},
                         "segues": [{"id": "close", "from": "back", "to": "a#list", "kind": "modal"}]}]}
            """#)
        let a = try DocumentLoader.loadFile(path: directory + "/a.json")
        XCTAssertEqual(a.scenes.map(\.id), ["list"])
        XCTAssertEqual(a.referencedScenes.keys.sorted(), ["b#detail"])
        XCTAssertEqual(a.referencedScenes["b#detail"]?.segues, [SegueDescription(id: "close", from: "back", to: "a#list", kind: "modal")])
        let b = try DocumentLoader.loadFile(path: directory + "/b.json")
        XCTAssertEqual(b.referencedScenes.keys.sorted(), ["a#list"])

        write("b.json", #"""
            {"format": "trellis/1", "references": {"a": "./a.json"},
             "scenes": [{"id": "detail", "root": {"id": "r", "subviews": [{"id": "back"}]},
                         "segues": [{"id": "close", "from": "back", "to": "a#lst", "kind": "modal"}]}]}
            """#)
        XCTAssertThrowsError(try DocumentLoader.loadFile(path: directory + "/a.json")) { error in
            XCTAssertEqual((error as? DocumentError)?.message,
                           #"$.references.b: in "b.json": $.scenes[0].segues[0].to: "./a.json" (reference "a") has no scene "lst""#)
        }
    }

    /// Embedding is what cannot go round a cycle: a document still being loaded (it
    /// references this one back) has no views to embed yet.
    func testEmbeddingAScenOfADocumentThatReferencesBackIsRefused() {
        write("a.json", #"""
            {"format": "trellis/1", "references": {"b": "b.json"},
             "scenes": [{"id": "a", "root": {"id": "r", "subviews": [{"id": "c", "kind": "container", "scene": "b#b"}]}}]}
            """#)
        write("b.json", #"""
            {"format": "trellis/1", "references": {"a": "./a.json"},
             "scenes": [{"id": "b", "root": {"id": "r", "subviews": [{"id": "c", "kind": "container", "scene": "a#a"}]}}]}
            """#)
        do {
            _ = try DocumentLoader.loadFile(path: directory + "/a.json")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.kind, .schema)
            XCTAssertEqual(error.message, #"$.references.b: in "b.json": $.scenes[0].root.subviews[0].scene: cannot embed "a#a": "./a.json" references this document back and is still being loaded, so its views are not known yet; documents that reference each other may segue to each other's scenes, but only the one loaded first can embed the other's"#)
        }
    }

    /// A file that references itself is the shortest such cycle: segues to its own scenes
    /// through the reference load; nothing is loaded twice.
    func testADocumentMayReferenceItself() throws {
        write("self.json", #"""
            {"format": "trellis/1", "references": {"me": "self.json"},
             "scenes": [{"id": "s", "root": {"id": "r", "subviews": [{"id": "v"}]},
                         "segues": [{"id": "again", "from": "v", "to": "me#s", "kind": "push"}]}]}
            """#)
        let document = try DocumentLoader.loadFile(path: directory + "/self.json")
        XCTAssertEqual(document.scenes.map(\.id), ["s"])
        XCTAssertEqual(document.referencedScenes.keys.sorted(), [])
    }

    func testReferenceChainsAreLimited() {
        for index in 0...20 {
            write("r\(index).json", #"{"format": "trellis/1", "references": {"next": "r\#(index + 1).json"}, "scenes": [{"id": "s", "root": {"id": "r"}}]}"#)
        }
        do {
            _ = try DocumentLoader.loadFile(path: directory + "/r0.json")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.kind, .schema)
            XCTAssertEqual(error.message.hasSuffix("$.references.next: references nest more than 16 files deep"), true, error.message)
        }
    }

    func testSharedReferencesLoadOnce() throws {
        write("leaf.json", settings)
        write("left.json", #"{"format": "trellis/1", "references": {"leaf": "leaf.json"}, "scenes": [{"id": "l", "root": {"id": "r", "subviews": [{"id": "c", "kind": "container", "scene": "leaf#prefs"}]}}]}"#)
        write("top.json", #"{"format": "trellis/1", "references": {"left": "left.json", "leaf": "leaf.json"}, "scenes": [{"id": "t", "root": {"id": "r", "subviews": [{"id": "x", "kind": "container", "scene": "left#l"}]}}]}"#)
        let document = try DocumentLoader.loadFile(path: directory + "/top.json")
        XCTAssertEqual(document.scene(named: "t")?.root.allIDs, ["r", "x", "x.r", "x.c", "x.c.panel", "x.c.toggle"])
        XCTAssertEqual(document.referencedScenes.keys.sorted(), ["leaf#prefs", "left#l"])
        assertError(#"{"format": "trellis/1", "references": {"left": "left.json"}, "scenes": [{"id": "t", "root": {"id": "r", "subviews": [{"id": "x", "kind": "container", "scene": "left#nope"}]}}]}"#,
                    .schema, #"$.scenes[0].root.subviews[0].scene: "left.json" (reference "left") has no scene "nope""#,
                    baseDirectory: directory)
    }

    private func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
