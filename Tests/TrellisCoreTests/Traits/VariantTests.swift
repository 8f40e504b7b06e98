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

    /// The scene resolves a view's variants with `resolvedInPlace` (a plain value read
    /// inline): it must answer as `resolved` does for plain values and size-class maps, nil
    /// where no key matches, for every value type the scene resolves that way.
    func testResolvingInPlaceAnswersAsResolving() {
        let traits = [phonePortrait, phoneLandscape, bigPhoneLandscape, padFullScreen, unspecified]
        let flags: [Variant<Bool>] = [.plain(true), .plain(false), variant(["any": true, "wC hC": false]), variant(["wR": false])]
        let insets: [Variant<DirectionalInsets>] = [
            .plain(DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            variant(["any": DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
                     "hC": DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20)]),
            variant(["wC hR": DirectionalInsets(top: 5, leading: 6, bottom: 7, trailing: 8)])]
        let sizes: [Variant<IntrinsicSize>] = [
            .plain(IntrinsicSize(width: 64, height: nil)), .plain(.none),
            variant(["any": IntrinsicSize(width: 10, height: 10), "wR": IntrinsicSize(width: 20, height: nil)])]
        var nils = 0
        for trait in traits {
            for flag in flags {
                XCTAssertEqual(flag.resolvedInPlace(for: trait), flag.resolved(for: trait))
                if flag.resolved(for: trait) == nil { nils += 1 }
            }
            for inset in insets { XCTAssertEqual(inset.resolvedInPlace(for: trait), inset.resolved(for: trait)) }
            for size in sizes { XCTAssertEqual(size.resolvedInPlace(for: trait), size.resolved(for: trait)) }
        }
        XCTAssertGreaterThan(nils, 0)
        XCTAssertEqual(Variant<Bool>.plain(false).resolvedInPlace(for: unspecified), false)
        XCTAssertEqual(variant(["wC hC": 4.0]).resolvedInPlace(for: phoneLandscape), 4)
        XCTAssertNil(variant(["wC hC": 4.0]).resolvedInPlace(for: padFullScreen))
    }
}
