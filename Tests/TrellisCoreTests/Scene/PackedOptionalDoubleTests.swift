@testable import TrellisCore
import XCTest

/// `PackedOptionalDouble`: a `Double?` in 8 bytes must read back every value it stored.
final class PackedOptionalDoubleTests: XCTestCase {
    func testEveryValueReadsBackBitForBit() {
        let values: [Double] = [0, -0.0, 1, -1, 44.5, .infinity, -.infinity, .leastNonzeroMagnitude,
                                .greatestFiniteMagnitude, -.leastNormalMagnitude, 1e-300]
        for value in values {
            XCTAssertEqual(PackedOptionalDouble(value).value?.bitPattern, value.bitPattern, "\(value)")
        }
        XCTAssertNil(PackedOptionalDouble(nil).value)
        XCTAssertNil(PackedOptionalDouble().value)
    }

    func testNaNsStayValuesNeverNil() {
        // The nil pattern itself, given as a value, and any other NaN read back as a NaN.
        for bits: UInt64 in [0x7FF0_0000_0000_0001, 0x7FF8_0000_0000_0000, 0xFFF8_0000_0000_0000, 0x7FF4_0000_0000_0001] {
            let stored = PackedOptionalDouble(Double(bitPattern: bits)).value
            XCTAssertNotNil(stored)
            XCTAssertTrue(stored?.isNaN ?? false)
        }
    }

    func testIntrinsicSizesReadBackPerAxis() {
        for size in [IntrinsicSize.none, IntrinsicSize(width: 64, height: nil), IntrinsicSize(width: nil, height: 0),
                     IntrinsicSize(width: 12.25, height: 32)] {
            XCTAssertEqual(PackedIntrinsicSize(size).value, size)
        }
        XCTAssertEqual(PackedIntrinsicSize().value, .none)
    }
}
