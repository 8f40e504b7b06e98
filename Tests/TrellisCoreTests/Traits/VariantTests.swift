import XCTest
@testable import TrellisCore

final class VariantTests: XCTestCase {
    private let phonePortrait = Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    private let phoneLandscape = Traits(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    private let bigPhoneLandscape = Traits(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    private let padFullScreen = Traits(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    private let unspecified = Traits()

    private func variant<Value>(_ entries: KeyValuePairs<String, Value>,
                                file: StaticString = #filePath, line: UInt = #line) -> Variant<Value> {
        do {
            return try Variant(keyedBy: entries.map { (key: $0.key, value: $0.value) })
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return .sizeClasses([:])
        }
    }

    func testContractExampleResolvesPerSizeClass() {
        // docs/document-format.md: {"any": 8, "wR": 20, "wC hC": 4}
        let spacing = variant(["any": 8.0, "wR": 20.0, "wC hC": 4.0])
        XCTAssertEqual(spacing.resolved(for: phonePortrait), 8)
        XCTAssertEqual(spacing.resolved(for: phoneLandscape), 4)
        XCTAssertEqual(spacing.resolved(for: bigPhoneLandscape), 20)
        XCTAssertEqual(spacing.resolved(for: padFullScreen), 20)
        XCTAssertEqual(spacing.resolved(for: unspecified), 8)
    }

    func testPairKeyBeatsSingleAxisKeys() {
        // docs/uikit-behaviours.md T1: a more specific class overrides a more general one.
        let value = variant(["wC": "width", "hR": "height", "wC hR": "pair"])
        XCTAssertEqual(value.resolved(for: phonePortrait), "pair")
    }

    func testWidthKeyBeatsHeightKeyWhenBothMatch() {
        // docs/document-format.md
        let value = variant(["hR": "height", "wC": "width"])
        XCTAssertEqual(value.resolved(for: phonePortrait), "width")
        XCTAssertEqual(value.winningKey(for: phonePortrait), SizeClassKey(horizontal: .compact))
    }

    func testSingleAxisKeyBeatsAny() {
        let value = variant(["hC": 1, "any": 0])
        XCTAssertEqual(value.resolved(for: phoneLandscape), 1)
        XCTAssertEqual(value.resolved(for: phonePortrait), 0)
    }

    func testUnspecifiedSizeClassMatchesOnlyAnyAndTheOtherAxis() {
        // docs/document-format.md
        let value = variant(["any": "any", "wC": "wC", "wC hR": "pair", "hR": "hR"])
        let widthUnknown = Traits(horizontalSizeClass: .unspecified, verticalSizeClass: .regular)
        XCTAssertEqual(value.resolved(for: widthUnknown), "hR")
        XCTAssertEqual(value.resolved(for: unspecified), "any")
    }

    func testNoMatchingKeyResolvesToNil() {
        // The caller decides the default, as for a property unset in Interface Builder.
        let value = variant(["wR": 20.0])
        XCTAssertNil(value.resolved(for: phonePortrait))
        XCTAssertNil(value.winningKey(for: phonePortrait))
        XCTAssertNil(value.resolved(for: unspecified))
        XCTAssertEqual(value.resolved(for: padFullScreen), 20)
    }

    func testPlainValueResolvesForAllTraits() {
        let value = Variant.plain(true)
        XCTAssertTrue(value.isPlain)
        for traits in [phonePortrait, phoneLandscape, padFullScreen, unspecified] {
            XCTAssertEqual(value.resolved(for: traits), true)
        }
        XCTAssertNil(value.winningKey(for: phonePortrait))
    }

    func testPlanetsInstalledVariantFlipsWithWidthClass() {
        // examples/planets.json: "installed": {"any": true, "wC": false}
        let installed = variant(["any": true, "wC": false])
        XCTAssertEqual(installed.resolved(for: phonePortrait), false)
        XCTAssertEqual(installed.resolved(for: padFullScreen), true)
    }

    func testDuplicateSpellingsOfOneKeyAreRejected() {
        XCTAssertThrowsError(try Variant(keyedBy: [(key: "wC hR", value: 1), (key: "wC  hR", value: 2)])) { error in
            XCTAssertEqual((error as? SizeClassKeyError)?.message, "size class key \"wC  hR\" repeats \"wC hR\"")
        }
    }

    func testUnknownKeyInAMapIsRejected() {
        XCTAssertThrowsError(try Variant(keyedBy: [(key: "any", value: 1), (key: "regular", value: 2)])) { error in
            XCTAssertEqual((error as? SizeClassKeyError)?.key, "regular")
        }
    }

    func testEmptyMapIsRejected() {
        XCTAssertThrowsError(try Variant<Int>(keyedBy: []))
    }

    func testResolvesDifferentlyComparesTheResolvedValues() {
        let margins = variant(["any": 8.0, "wR": 8.0, "wC hC": 4.0])
        XCTAssertFalse(margins.resolvesDifferently(phonePortrait, padFullScreen))   // 8 and 8
        XCTAssertTrue(margins.resolvesDifferently(phonePortrait, phoneLandscape))   // 8 and 4
        XCTAssertFalse(margins.resolvesDifferently(phonePortrait, phonePortrait))
        XCTAssertTrue(margins.picksDifferentEntry(phonePortrait, padFullScreen))   // any, then wR
        XCTAssertFalse(Variant.plain(1).resolvesDifferently(phonePortrait, padFullScreen))
    }

    func testResolvingToNothingCountsAsADifference() {
        let value = variant(["wR": 1])
        XCTAssertTrue(value.resolvesDifferently(phonePortrait, padFullScreen))
        XCTAssertFalse(value.resolvesDifferently(phonePortrait, phoneLandscape))
    }

    func testOtherTraitChangesNeverAffectVariants() {
        let value = variant(["any": 1, "wC": 2])
        var rtlLarge = phonePortrait
        rtlLarge.layoutDirection = .rightToLeft
        rtlLarge.contentSizeCategory = .accessibilityLarge
        rtlLarge.displayScale = 3
        XCTAssertFalse(value.resolvesDifferently(phonePortrait, rtlLarge))
        XCTAssertFalse(value.picksDifferentEntry(phonePortrait, rtlLarge))
    }

    func testMapTransformsValuesAndKeepsKeys() throws {
        let points = variant(["any": 8, "wR": 20])
        let doubled = points.map { $0 * 2 }
        XCTAssertEqual(doubled.resolved(for: padFullScreen), 40)
        XCTAssertEqual(doubled.resolved(for: phonePortrait), 16)
        struct Refused: Error {}
        XCTAssertThrowsError(try points.map { (value: Int) throws(Refused) -> Int in
            if value > 10 { throw Refused() }
            return value
        })
    }
}
