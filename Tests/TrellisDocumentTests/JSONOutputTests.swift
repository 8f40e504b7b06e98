@testable import TrellisCore
import TrellisDocument
import XCTest

/// The JSON Trellis writes for hosts (docs/c-api.md, "Diagnostics" and "Segues"): stable,
/// compact, valid text that cJSON and Python read back.
final class JSONOutputTests: XCTestCase {
    func testStringsEscapeQuotesBackslashesAndControlCharacters() {
        // RFC 8259 §7: '"', '\' and U+0000...U+001F must be escaped; the rest may be literal.
        XCTAssertEqual(JSONOutput.string("a\"b\\c\nd\te\u{1}é✓").text, #""a\"b\\c\nd\te\u0001é✓""#)
    }

    func testNumbersAreShortAndIntegralValuesHaveNoFraction() {
        XCTAssertEqual(JSONOutput.array([.number(390), .number(-8), .number(66.3), .number(0.1 + 0.2),
                                         .number(1e-7), .number(.nan), .number(.infinity)]).text,
                       "[390,-8,66.3,0.30000000000000004,1e-07,null,null]")
    }

    func testObjectsKeepTheirKeyOrder() {
        let value = JSONOutput.object([("z", .bool(true)), ("a", .null), ("m", .array([]))])
        XCTAssertEqual(value.text, #"{"z":true,"a":null,"m":[]}"#)
    }

    func testPrettyTextKeepsShortPlainContainersOnOneLine() {
        let value = JSONOutput.object([("frame", .rect(Rect(x: 0, y: 8, width: 51, height: 21.25))),
                                       ("views", .array([.object([("id", .string("a"))])]))])
        XCTAssertEqual(value.prettyText, """
            {
              "frame": {"x": 0, "y": 8, "width": 51, "height": 21.25},
              "views": [
                {"id": "a"}
              ]
            }
            """)
    }

    func testDiagnosticsJSONIsWhatTrellisSceneDiagnosticsReturns() {
        let diagnostics = SceneDiagnostics(
            unsatisfiable: [.init(broken: "w", conflict: ["w", "a.left == 0"])],
            ambiguous: [.init(view: "floating", attributes: ["x", "width"])])
        XCTAssertEqual(diagnostics.jsonOutput.text,
                       #"{"unsatisfiable":[{"broken":"w","conflict":["w","a.left == 0"]}],"ambiguous":[{"view":"floating","attributes":["x","width"]}]}"#)
        XCTAssertEqual(SceneDiagnostics(unsatisfiable: [], ambiguous: []).jsonOutput.text,
                       #"{"unsatisfiable":[],"ambiguous":[]}"#)
    }

    func testSeguesOfEveryScene() throws {
        let document = try DocumentLoader.load(json: """
            {"format": "trellis/1", "scenes": [
              {"id": "list", "root": {"id": "root", "subviews": [{"id": "cell"}]},
               "segues": [{"id": "show", "from": "cell", "to": "detail", "kind": "push"}]},
              {"id": "detail", "root": {"id": "root"}}]}
            """)
        XCTAssertEqual(document.seguesOutput.text,
                       #"[{"scene":"list","id":"show","from":"cell","to":"detail","kind":"push"}]"#)
    }
}
