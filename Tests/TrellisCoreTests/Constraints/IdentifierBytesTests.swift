import XCTest
@testable import TrellisCore

/// ``IdentifierBytes/classify(_:)`` must say of every byte, wherever it is in the word and
/// whatever its neighbours (range sums that carried into the next byte would change them),
/// what ``IdentifierBytes/contains(_:)`` says, and find exactly the dots.
final class IdentifierBytesTests: XCTestCase {
    func testContainsIsTheItemNameBytes() {
        for byte in 0...255 {
            let scalar = Unicode.Scalar(UInt8(byte))
            let expected = byte < 128 && ((scalar >= "0" && scalar <= "9")
                || (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || scalar == "_" || scalar == "." || scalar == "-")
            XCTAssertEqual(IdentifierBytes.contains(UInt8(byte)), expected, "byte \(byte)")
        }
    }

    func testClassifyAgreesWithContainsForEveryByteInEveryPlace() {
        // Neighbours at the edges of the ranges and beyond ASCII.
        let neighbours: [UInt8] = [0x00, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B,
                                   0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xAE, 0xDF, 0xFF]
        for byte in 0...255 {
            for place in 0..<8 {
                for neighbour in neighbours {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[place] = UInt8(byte)
                    var word: UInt64 = 0
                    for (index, value) in bytes.enumerated() { word |= UInt64(value) << UInt64(8 * index) }
                    let (others, dots) = IdentifierBytes.classify(word)
                    var expectedOthers: UInt64 = 0
                    var expectedDots: UInt64 = 0
                    for (index, value) in bytes.enumerated() {
                        let bit: UInt64 = 1 << UInt64(8 * index + 7)
                        if !IdentifierBytes.contains(value) { expectedOthers |= bit }
                        if value == UInt8(ascii: ".") { expectedDots |= bit }
                    }
                    // One assertion per word that disagrees, not per byte checked.
                    if others != expectedOthers || dots != expectedDots {
                        XCTFail("\(bytes): others \(others), dots \(dots)")
                    }
                }
            }
        }
    }

    /// ``IdentifierBytes/delimit(_:)`` must find the first byte below `!` exactly (what
    /// follows it may be marked or not) and every dot exactly, whatever the neighbours.
    func testDelimitFindsTheFirstSpaceAndEveryDot() {
        let neighbours: [UInt8] = [0x00, 0x01, 0x09, 0x20, 0x21, 0x2D, 0x2E, 0x2F, 0x41, 0x7F, 0x80, 0xA0, 0xAE, 0xFF]
        for byte in 0...255 {
            for place in 0..<8 {
                for neighbour in neighbours {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[place] = UInt8(byte)
                    var word: UInt64 = 0
                    for (index, value) in bytes.enumerated() { word |= UInt64(value) << UInt64(8 * index) }
                    let (ends, dots) = IdentifierBytes.delimit(word)
                    let firstEnd = bytes.firstIndex { $0 <= 0x20 }
                    let foundEnd = ends == 0 ? nil : ends.trailingZeroBitCount >> 3
                    var expectedDots: UInt64 = 0
                    for (index, value) in bytes.enumerated() where value == UInt8(ascii: ".") {
                        expectedDots |= 1 << UInt64(8 * index + 7)
                    }
                    if foundEnd != firstEnd || dots != expectedDots || ends & ~0x8080_8080_8080_8080 != 0 {
                        XCTFail("\(bytes): ends \(ends), dots \(dots)")
                    }
                }
            }
        }
    }
}
