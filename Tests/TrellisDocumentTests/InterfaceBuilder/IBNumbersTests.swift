import XCTest
import TrellisCore
@testable import TrellisDocument

/// IB's numbers: the fast path for plain decimals (digits over a power of ten, both exact
/// Doubles: Clinger's fast path) must give exactly what `Double(text)` gives.
final class IBNumbersTests: XCTestCase {
    func testPlainDecimalsEqualTheStandardParser() {
        var generator = SplitMix(seed: 20261125)
        for _ in 0 ..< 200_000 {
            let digits = Int(generator.next() % 15) + 1
            var text = generator.next() % 4 == 0 ? "-" : ""
            let point = Int(generator.next() % UInt64(digits + 1))
            for index in 0 ..< digits {
                if index == point && index > 0 { text += "." }
                text += String(generator.next() % 10)
            }
            // Within Trellis's limits the standard parser's value; beyond them, none.
            let expected = Double(text).flatMap { abs($0) <= Limits.maximumMagnitude ? $0 : nil }
            XCTAssertEqual(IBNumbers.decimal(text), expected, text)
            if IBNumbers.decimal(text) != expected { return }
        }
    }

    func testSpellingsTheFastPathLeavesToTheStandardParser() {
        // More than 15 digits, exponents, a leading plus: Double(text) decides.
        XCTAssertEqual(IBNumbers.decimal("0.66666666666666663"), 0.66666666666666663)
        XCTAssertEqual(IBNumbers.decimal("1e2"), 100)
        XCTAssertEqual(IBNumbers.decimal("+8"), 8)
        XCTAssertEqual(IBNumbers.decimal("1."), 1)
        XCTAssertEqual(IBNumbers.decimal(".5"), 0.5)
        XCTAssertEqual(IBNumbers.decimal("-0")?.sign, .minus)
        XCTAssertNil(IBNumbers.decimal("-"))
        XCTAssertNil(IBNumbers.decimal("."))
        XCTAssertNil(IBNumbers.decimal(""))
        XCTAssertNil(IBNumbers.decimal("1.2.3"))
        XCTAssertNil(IBNumbers.decimal("12px"))
        XCTAssertNil(IBNumbers.decimal("nan"))
        XCTAssertNil(IBNumbers.decimal("1e300"))   // beyond Trellis's limits
    }
}

/// A small deterministic generator (SplitMix64), so that the test checks the same numbers
/// on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
