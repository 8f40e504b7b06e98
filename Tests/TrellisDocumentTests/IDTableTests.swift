import XCTest
@testable import TrellisDocument

/// ``IDTable`` and ``NameTable`` tell keys apart by ``KeyFingerprint`` (length and two
/// words) and compare bytes only for keys over 16 bytes: these pin that every key is found,
/// that keys differing in one byte anywhere (in the words' overlap too) are told apart, and
/// that a key which is not ASCII is compared as Swift compares strings, as a
/// `Dictionary<String, _>` would (issue 18's loader).
final class IDTableTests: XCTestCase {
    /// Keys of every length from 0 to 40 and, for each, keys differing from it in one
    /// byte at every position.
    private func keyFamily() -> [String] {
        var keys: [String] = []
        for length in 0...40 {
            let base = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
            keys.append(base)
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "Z")
                keys.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        return Array(Set(keys)).sorted()
    }

    func testEveryKeyIsFoundWithItsOwnValueByStringAndByBytes() {
        let keys = keyFamily()
        var table = IDTable<Int>()
        for (index, key) in keys.enumerated() {
            XCTAssertNil(table.updateValue(index, forKey: key), key)
        }
        XCTAssertEqual(table.count, keys.count)
        XCTAssertEqual(table.keys, keys)
        for (index, key) in keys.enumerated() {
            XCTAssertEqual(table[key], index, key)
            XCTAssertTrue(table.contains(key), key)
            var text = key
            let found = text.withUTF8 { table.key(matchingUTF8: $0) }
            XCTAssertEqual(found, key)
        }
        for missing in ["row1", "aZ", String(repeating: "q", count: 17), "abcdefghijklmnopqrstuvwxyzabcdZ"] {
            XCTAssertEqual(table[missing], keys.contains(missing) ? keys.firstIndex(of: missing) : nil, missing)
        }
    }

    func testUpdatingAKeyReplacesItsValueAndReturnsTheOldOne() {
        var table = IDTable<String>()
        let long = "a-rather-long-view-identifier-of-forty-two"
        XCTAssertNil(table.updateValue("first", forKey: long))
        XCTAssertEqual(table.updateValue("second", forKey: long), "first")
        XCTAssertNil(table.updateValue("short", forKey: "row"))
        XCTAssertEqual(table.updateValue("again", forKey: "row"), "short")
        XCTAssertEqual(table[long], "second")
        XCTAssertEqual(table.count, 2)
    }

    func testKeysThatAreNotASCIIAreComparedAsStrings() {
        var table = IDTable<Int>()
        table["caf\u{E9}"] = 1
        // The same text in decomposed form is the same Swift string.
        XCTAssertEqual(table["cafe\u{301}"], 1)
        XCTAssertEqual(table.updateValue(2, forKey: "cafe\u{301}"), 1)
        XCTAssertEqual(table.count, 1)
        // Never found by bytes: the loader's names of views are ASCII.
        var text = "caf\u{E9}"
        XCTAssertNil(text.withUTF8 { table.key(matchingUTF8: $0) })
        // U+212A KELVIN SIGN is canonically "K", an ASCII key.
        table["K"] = 3
        XCTAssertEqual(table["\u{212A}"], 3)
    }

    func testNameTablesFindLongAndShortNamesAndTellNearOnesApart() {
        let names = keyFamily()
        let table = NameTable(names)
        for (index, name) in names.enumerated() {
            XCTAssertEqual(table.index(ofName: name), index, name)
        }
        for other in ["Z", "ZZ", String(repeating: "a", count: 41), "abcdefghZjklmnopqrZ"] where !names.contains(other) {
            XCTAssertNil(table.index(ofName: other), other)
        }
    }
}
