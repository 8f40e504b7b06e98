import XCTest
@testable import TrellisCore

/// What a relayout brings up to date equals what a fresh build at the new configuration
/// computes: the margins of every margin dependent (a relayout with unchanged
/// `MarginInputs` computes only those whose margins read frames, `Scene.marginsFollowFrames`)
/// and the list of changed views (made from the views' stamps when many moved, sorted when
/// few did: `Scene.updateFrames`).
final class RelayoutPassTests: XCTestCase {
    // MARK: Margins after a relayout

    /// A view controller's root (system minimum margins: width-dependent) with margin
    /// dependents of every kind: plain, asymmetric (direction-dependent), preserving its
    /// superview's margins, following the readable width, inset from the safe area, and
    /// varying with the horizontal size class.
    func marginsDocument() throws -> DocumentDescription {
        var root = rootView([])
        root.layoutMargins = .plain(DirectionalInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        var plain = box("plain")
        plain.subviews = [box("plainText", nil, 20)]
        var lopsided = box("lopsided")
        lopsided.layoutMargins = .plain(DirectionalInsets(top: 4, leading: 30, bottom: 4, trailing: 2))
        lopsided.insetsLayoutMarginsFromSafeArea = false
        lopsided.subviews = [box("lopsidedText", nil, 20)]
        var preserving = box("preserving")
        preserving.preservesSuperviewLayoutMargins = true
        preserving.insetsLayoutMarginsFromSafeArea = false
        preserving.subviews = [box("preservingText", nil, 20)]
        var readable = box("readable")
        readable.layoutMarginsFollowReadableWidth = true
        readable.subviews = [box("readableText", nil, 20)]
        var varying = box("varying")
        varying.layoutMargins = try Variant(keyedBy: [
            (key: "any", value: DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)),
            (key: "wR", value: DirectionalInsets(top: 8, leading: 40, bottom: 8, trailing: 24))])
        varying.subviews = [box("varyingText", nil, 20)]
        root.subviews = [plain, lopsided, preserving, readable, varying]
        var constraints: [String] = []
        var previous = "root.topMargin"
        for row in ["plain", "lopsided", "preserving", "readable", "varying"] {
            constraints += ["\(row).leading == root.leading", "\(row).trailing == root.trailing",
                            "\(row).top == \(previous) + 4", "\(row).height == 44",
                            "\(row)Text.leading == \(row).leadingMargin", "\(row)Text.trailing == \(row).trailingMargin",
                            "\(row)Text.centerY == \(row).centerY"]
            previous = "\(row).bottom"
        }
        var document = try makeDocument(root: root, constraints: constraints)
        document.scenes[0].viewController = ViewControllerDescription()
        return document
    }

    struct Configuration {
        var width: Double
        var direction: LayoutDirection = .leftToRight
        var safeArea: EdgeInsets = .zero
        var horizontal: SizeClass = .compact
    }

    func apply(_ configuration: Configuration, to scene: Scene) throws {
        try scene.setSize(width: configuration.width, height: 844)
        scene.setLayoutDirection(configuration.direction)
        try scene.setSafeAreaInsets(configuration.safeArea)
        scene.setSizeClasses(horizontal: configuration.horizontal, vertical: .regular)
    }

    func testMarginsAfterEachRelayoutEqualAFreshBuilds() throws {
        let document = try marginsDocument()
        let scene = try Scene(document: document)
        let configurations = [
            Configuration(width: 390),
            Configuration(width: 1024),  // wider than the readable width
            Configuration(width: 414),
            Configuration(width: 414, direction: .rightToLeft),
            Configuration(width: 390, direction: .rightToLeft),
            Configuration(width: 844, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
            Configuration(width: 1024, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
            Configuration(width: 390),
            Configuration(width: 1366, horizontal: .regular),
            Configuration(width: 1024, horizontal: .regular),
            Configuration(width: 1024),
        ]
        for (step, configuration) in configurations.enumerated() {
            try apply(configuration, to: scene)
            try scene.layout()
            let fresh = try Scene(document: document)
            try apply(configuration, to: fresh)
            try fresh.layout()
            for id in ["root", "plain", "lopsided", "preserving", "readable", "varying"] {
                XCTAssertEqual(scene.layoutMargins(of: try scene.view(id)), fresh.layoutMargins(of: try fresh.view(id)),
                               "margins of \(id) after step \(step)")
            }
            for (view, freshView) in zip(scene.views, fresh.views) {
                XCTAssertEqual(view.frameInRoot, freshView.frameInRoot, "\(view.id) after step \(step)")
            }
        }
    }

    /// A resize computes again the margins of the views whose margins read frames, and only
    /// theirs: the plain row's margins depend on nothing a resize changes.
    func testAResizeRecomputesOnlyMarginsThatReadFrames() throws {
        let scene = try Scene(document: try marginsDocument())
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        XCTAssertEqual(Set(scene.safeArea.frameDependentMargins.map(\.id)), ["root", "preserving", "readable"])
        try scene.setSafeAreaInsets(EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        try scene.layout()
        // Every view inset from the safe area now reads its frame.
        XCTAssertEqual(Set(scene.safeArea.frameDependentMargins.map(\.id)), ["root", "plain", "preserving", "readable", "varying"])
    }

    // MARK: Changed views after a resize

    /// The bench's list document in small: rows pinned to the root's edges, a title at each
    /// row's leading margin and a button at its trailing margin.
    func listDocument(rows: Int) throws -> DocumentDescription {
        var root = rootView([])
        var constraints: [String] = []
        for index in 0..<rows {
            var row = box("row\(index)")
            row.subviews = [box("title\(index)", 100, 21), box("action\(index)", 64, 32)]
            root.subviews.append(row)
            constraints += ["row\(index).leading == root.leading", "row\(index).trailing == root.trailing",
                            index == 0 ? "row0.top == root.top + 4" : "row\(index).top == row\(index - 1).bottom + 4",
                            "row\(index).height == 44",
                            "title\(index).leading == row\(index).leadingMargin", "title\(index).centerY == row\(index).centerY",
                            "action\(index).trailing == row\(index).trailingMargin", "action\(index).centerY == row\(index).centerY",
                            "title\(index).trailing <= action\(index).leading - 8"]
        }
        return try makeDocument(root: root, constraints: constraints)
    }

    /// The indices of the views whose frame (in root or superview coordinates) differs.
    func movedViews(_ scene: Scene, from before: [(Rect, Rect)]) -> [Int] {
        scene.views.indices.filter { index in
            let view = scene.views[index]
            return before[index].0 != view.frameInRoot || before[index].1 != view.frameInSuperview
        }
    }

    func testChangedViewsAfterAResizeAreExactlyTheMovedOnesInOrder() throws {
        let scene = try Scene(document: try listDocument(rows: 40))
        try scene.setSize(width: 390, height: 844)
        try scene.layout()
        for width in [414.0, 390, 414, 320] {
            let before = scene.views.map { ($0.frameInRoot, $0.frameInSuperview) }
            try scene.setSize(width: width, height: 844)
            try scene.layout()
            let moved = movedViews(scene, from: before)
            // The root, every row and every button: most of the scene (listed from the stamps).
            XCTAssertEqual(moved.count, 1 + 2 * 40)
            XCTAssertEqual(scene.changedViewIndices, moved, "after the resize to \(width)")
        }
        // A change that moves one view: the root, taller.
        let before = scene.views.map { ($0.frameInRoot, $0.frameInSuperview) }
        try scene.setSize(width: 320, height: 900)
        try scene.layout()
        XCTAssertEqual(scene.changedViewIndices, movedViews(scene, from: before))
        XCTAssertEqual(scene.changedViewIndices, [0])
    }
}
