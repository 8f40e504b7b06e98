import XCTest
import TrellisCore

/// Frames compared edge by edge within `accuracy` (the default measurer's 0.6·p widths
/// are not exact in binary floating point).
func assertFrame(_ actual: @autoclosure () throws -> Rect, _ expected: Rect, accuracy: Double = 1e-9,
                 file: StaticString = #filePath, line: UInt = #line) {
    do {
        let rect = try actual()
        let close = abs(rect.x - expected.x) <= accuracy && abs(rect.y - expected.y) <= accuracy
            && abs(rect.width - expected.width) <= accuracy && abs(rect.height - expected.height) <= accuracy
        XCTAssertTrue(close, "\(rect) is not \(expected)", file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
