import XCTest
@testable import TrellisDocument
import TrellisCore
#if canImport(Glibc)
import Glibc
#endif

/// Random byte mutations of the example documents must load or throw, never crash.
final class FuzzTests: XCTestCase {
    private struct XorShift {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func below(_ bound: Int) -> Int {
            Int(next() % UInt64(max(bound, 1)))
        }
    }

    private static let interesting: [[UInt8]] = [
        "{", "}", "[", "]", "\"", ":", ",", "\\", "0", "-1", "1e999", "null", "true", "{}", "[]",
        "\"container\"", "\"stack\"", "\"any\"", "\"wC\"", "#", "@", "==", ".", "\u{0}", "é",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3]]

    func testMutatedExamplesNeverCrash() throws {
        var corpus: [[UInt8]] = exampleDocumentNames().compactMap { readBytes(examplesDirectory + "/" + $0) }
        // Documents with the features the examples lack, so mutations reach those paths too.
        corpus.append(Array(#"""
            {"format": "trellis/1", "initialScene": "a", "scenes": [
             {"id": "a", "root": {"id": "r", "subviews": [{"id": "c", "kind": "container", "scene": "b"},
               {"id": "g", "kind": "group", "arranged": [{"id": "x", "position": ["center", "bottom"], "widthMode": {"relative": 0.5, "adjust": 2}}]},
               {"id": "s", "kind": "stack", "arranged": [{"id": "y"}], "customSpacing": {"y": 4}, "spacing": {"any": 1, "wC hR": 2}}]},
              "constraints": [{"id": "k", "eq": "c.b.width == 2 * x.width + 1 @700", "priority": {"any": 500}}, {"visual": "H:|[y]|"}],
              "dock": [{"id": "d"}], "segues": [{"id": "z", "from": "c.b", "to": "b", "kind": "push"}]},
             {"id": "b", "root": {"id": "b", "intrinsicSize": [null, 4], "layoutMargins": {"any": [1, 2, 3, 4]}}}]}
            """#.utf8))
        var random = XorShift(state: UInt64(environmentNumber("TRELLIS_FUZZ_SEED") ?? 0x7F4A_7C15) | 1)
        // TRELLIS_FUZZ_ITERATIONS / TRELLIS_FUZZ_SEED run longer or different campaigns by hand.
        let iterations = environmentNumber("TRELLIS_FUZZ_ITERATIONS") ?? 5000
        var loaded = 0
        var failed = 0
        for _ in 0..<iterations {
            var bytes = corpus[random.below(corpus.count)]
            for _ in 0...random.below(4) {
                guard !bytes.isEmpty else { break }
                let position = random.below(bytes.count)
                switch random.below(5) {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(contentsOf: Self.interesting[random.below(Self.interesting.count)], at: position)
                case 3: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(40)))
                default:
                    let start = random.below(bytes.count)
                    let end = min(bytes.count, start + random.below(60))
                    bytes.insert(contentsOf: bytes[start..<end], at: position)
                }
            }
            switch loadBytes(bytes) {
            case .success:
                loaded += 1
            case .failure(let error):
                XCTAssertTrue(error.message.hasPrefix("$"), error.message)
                // One line, except a visual format's caret diagnostic (format and caret below).
                if !error.message.contains(".visual: ") {
                    XCTAssertFalse(error.message.contains("\n"), error.message)
                }
                failed += 1
            }
        }
        XCTAssertEqual(loaded + failed, iterations)
        XCTAssertGreaterThan(failed, 0)
    }

    private func environmentNumber(_ name: String) -> Int? {
        guard let value = getenv(name) else { return nil }
        return Int(String(cString: value))
    }
}
