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
}
