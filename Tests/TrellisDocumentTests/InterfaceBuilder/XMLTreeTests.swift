import XCTest
@testable import TrellisDocument

/// The SAX2 reader that builds the importer's element tree (XMLTree.swift): what it keeps,
/// what it leaves out, and that libxml2 decodes the text (XML 1.0 §4.6 predefined entities,
/// §4.1 character references, §2.7 CDATA sections).
final class XMLTreeTests: XCTestCase {
    private func parse(_ text: String) throws -> XMLElement {
        var copy = text
        return try copy.withUTF8 { bytes in try XMLTree.parse(UnsafeRawBufferPointer(bytes)) }
    }

    func testAttributesAndStringTextAreDecoded() throws {
        let root = try parse("""
            <document a="x &amp; y &lt;z&gt; &#65;&#x42;">
                <label text="1 &quot;2&quot;" id="L1">
                    <string key="text">Hello &amp; <![CDATA[<world>]]>&#33;</string>
                </label>
            </document>
            """)
        XCTAssertEqual(root.name, "document")
        XCTAssertEqual(root["a"], "x & y <z> AB")
        XCTAssertEqual(root.line, 1)
        let label = try XCTUnwrap(root.child("label"))
        XCTAssertEqual(label["text"], "1 \"2\"")
        XCTAssertEqual(label.line, 2)
        XCTAssertEqual(label.child("string", key: "text")?.text, "Hello & <world>!")
        // Only <string> keeps its text; indentation elsewhere is not kept.
        XCTAssertEqual(label.text, "")
        XCTAssertEqual(root.text, "")
    }

    func testElementsThatSayNothingAboutLayoutAreLeftOut() throws {
        let root = try parse("""
            <view id="v"><color key="backgroundColor"><extra/></color><rect key="frame" width="1" height="2"/><systemColor name="x"/></view>
            """)
        XCTAssertEqual(root.children.map(\.name), ["rect"])
        XCTAssertEqual(root.child(key: "frame")?["height"], "2")
    }

    func testMalformedXMLNamesTheLine() {
        XCTAssertThrowsError(try parse("<a>\n<b>\n</a>")) { error in
            XCTAssertTrue("\(error)".contains("line 3"), "\(error)")
        }
        XCTAssertThrowsError(try parse("<a x=\"&undefined;\"/>"))
        XCTAssertThrowsError(try parse(""))
    }

    func testDescendantsAreFoundInDocumentOrderSkippingWhatIsAsked() throws {
        let root = try parse("""
            <scene id="s">
                <view id="a"><cell id="c1"><cell id="c2"/></cell></view>
                <variation key="x"><cell id="hidden"/></variation>
                <cell id="c3"><view id="b"/></cell>
            </scene>
            """)
        XCTAssertEqual(root.descendants(named: ["cell"]).compactMap { $0["id"] }, ["c1", "c2", "hidden", "c3"])
        XCTAssertEqual(root.descendants(named: ["cell"], skipping: ["variation"]).compactMap { $0["id"] }, ["c1", "c2", "c3"])
        XCTAssertEqual(root.descendants(named: ["cell"], skipping: ["variation"], intoMatches: false).compactMap { $0["id"] },
                       ["c1", "c3"])
        XCTAssertEqual(root.descendants(named: ["cell", "view"], intoMatches: false).compactMap { $0["id"] }, ["a", "hidden", "c3"])
        // Only descendants, never the element itself; a name the document never uses finds nothing.
        XCTAssertEqual(try XCTUnwrap(root.child("cell")).descendants(named: ["cell"]).count, 0)
        XCTAssertEqual(root.descendants(named: ["segue"]).count, 0)
        let inner = try XCTUnwrap(root.descendants(named: ["view"]).last)
        XCTAssertEqual(inner["id"], "b")
        XCTAssertEqual(inner.parent?["id"], "c3")
        XCTAssertEqual(inner.parent?.parent?.name, "scene")
        XCTAssertNil(root.parent)
    }

    func testSiblingsAndAttributeNamesSharingPrefixesAreToldApart() throws {
        let root = try parse("""
            <c firstItem="A" firstAttribute="top" first="x" secondItem="B"><a/><b k="1"/><b k="2"/></c>
            """)
        XCTAssertEqual(root["first"], "x")
        XCTAssertEqual(root["firstItem"], "A")
        XCTAssertEqual(root["firstAttribute"], "top")
        XCTAssertNil(root["firstIte"])
        XCTAssertNil(root["secondAttribute"])
        XCTAssertEqual(root.children.map(\.name), ["a", "b", "b"])
        XCTAssertEqual(root.child("b")?["k"], "1")
        XCTAssertEqual(root.child(key: "2")?.name, nil)
        XCTAssertEqual(root.children.compactMap { $0["k"] }, ["1", "2"])
    }
}
