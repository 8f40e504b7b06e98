import XCTest
@testable import TrellisDocument
import TrellisCore

/// Interface Builder documents written for these tests in IB's XML format (Xcode 12's
/// spelling); expected frames are worked out from UIKit's rules, each named.
final class InterfaceBuilderImportTests: XCTestCase {
    /// A storyboard with one view controller whose root holds `body`, on an iPhone 8
    /// (retina4_7, 375 × 667, 20-point status bar on Xcode 15's canvas).
    private func storyboard(_ body: String, constraints: String = "", controllerExtras: String = "",
                            tools: String = "22155", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController storyboardIdentifier="Main" id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <constraints>
                                    \(constraints)
                                </constraints>
                            </view>
                            \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    private func importText(_ text: String, options: InterfaceBuilderImporter.Options = .init()) throws -> InterfaceBuilderImporter.Result {
        var copy = text
        return try copy.withUTF8 { bytes in try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes), options: options) }
    }

    /// Lays the imported scene out at its design size and safe area.
    private func layOut(_ text: String, scene id: String? = nil, options: InterfaceBuilderImporter.Options = .init()) throws -> Scene {
        let result = try importText(text, options: options)
        let scene = try Scene(document: result.document, sceneID: id)
        let info = try XCTUnwrap(result.scene(named: scene.sceneID))
        try scene.setSize(width: info.designWidth, height: info.designHeight)
        scene.setSizeClasses(horizontal: info.horizontal, vertical: info.vertical)
        try scene.setSafeAreaInsets(info.safeArea)
        try scene.layout()
        return scene
    }

    private func assertFrame(_ scene: Scene, _ id: String, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) throws {
        let frame = try scene.frameInRoot(of: id)
        XCTAssertEqual(frame.x, expected.x, accuracy: 1e-6, "x of \(id)", file: file, line: line)
        XCTAssertEqual(frame.y, expected.y, accuracy: 1e-6, "y of \(id)", file: file, line: line)
        XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, "width of \(id)", file: file, line: line)
        XCTAssertEqual(frame.height, expected.height, accuracy: 1e-6, "height of \(id)", file: file, line: line)
    }

    func testScenesAreViewControllersByIdAndStoryboardIdentifierWithIBViewIDs() throws {
        let result = try importText(storyboard(""))
        XCTAssertEqual(result.document.scenes.map(\.id), ["BYZ-38-t0r"])
        XCTAssertEqual(result.document.initialScene, "BYZ-38-t0r")
        XCTAssertEqual(result.document.scene(named: "Main")?.id, "BYZ-38-t0r")
        // The storyboard identifier is an alias: the scene is stored once.
        XCTAssertEqual(result.document.sceneAliases, ["Main": "BYZ-38-t0r"])
        XCTAssertTrue(result.document.referencedScenes.isEmpty)
        XCTAssertEqual(result.document.scenes[0].root.id, "8bC-Xf-vdC")
        XCTAssertNotNil(result.document.scenes[0].viewController)
    }

    func testSafeAreaConstraintsWithDefaultItemsAndMultiplierSpellings() throws {
        // Pinned to the safe area (top 20 on iPhone 8: the status bar, UIKit's safeAreaInsets);
        // the second view's width is `1/3`, `50%`, `3:2` of others (IB's multiplier spellings).
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="1aB-cd-EfG">
                <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="h1a-aa-aaa"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="2bC-de-FgH">
                <rect key="frame" x="0.0" y="120" width="125" height="62.5"/>
                <constraints>
                    <constraint firstAttribute="width" secondAttribute="height" multiplier="2:1" id="r2b-bb-bbb"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="3cD-ef-GhI">
                <rect key="frame" x="0.0" y="182.5" width="187.5" height="10"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="1aB-cd-EfG" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" id="t1a-aa-aaa"/>
            <constraint firstItem="1aB-cd-EfG" firstAttribute="leading" secondItem="6Tk-OE-BBY" secondAttribute="leading" id="l1a-aa-aaa"/>
            <constraint firstItem="6Tk-OE-BBY" firstAttribute="trailing" secondItem="1aB-cd-EfG" secondAttribute="trailing" id="w1a-aa-aaa"/>
            <constraint firstItem="2bC-de-FgH" firstAttribute="top" secondItem="1aB-cd-EfG" secondAttribute="bottom" id="t2b-bb-bbb"/>
            <constraint firstItem="2bC-de-FgH" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="l2b-bb-bbb"/>
            <constraint firstItem="2bC-de-FgH" firstAttribute="width" secondItem="1aB-cd-EfG" secondAttribute="width" multiplier="1/3" id="w2b-bb-bbb"/>
            <constraint firstItem="3cD-ef-GhI" firstAttribute="top" secondItem="2bC-de-FgH" secondAttribute="bottom" id="t3c-cc-ccc"/>
            <constraint firstItem="3cD-ef-GhI" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="l3c-cc-ccc"/>
            <constraint firstItem="3cD-ef-GhI" firstAttribute="width" secondItem="8bC-Xf-vdC" secondAttribute="width" multiplier="50%" id="w3c-cc-ccc"/>
            <constraint firstItem="3cD-ef-GhI" firstAttribute="height" constant="10" id="h3c-cc-ccc"/>
            """
        let scene = try layOut(storyboard(body, constraints: constraints))
        try assertFrame(scene, "1aB-cd-EfG", Rect(x: 0, y: 20, width: 375, height: 100))
        try assertFrame(scene, "2bC-de-FgH", Rect(x: 0, y: 120, width: 125, height: 62.5))
        try assertFrame(scene, "3cD-ef-GhI", Rect(x: 0, y: 182.5, width: 187.5, height: 10))
        XCTAssertEqual(IBNumbers.multiplier("3:2"), 1.5)
        XCTAssertEqual(IBNumbers.multiplier("0.5"), 0.5)
        XCTAssertNil(IBNumbers.multiplier("0"))
        XCTAssertNil(IBNumbers.multiplier("1/0"))
    }

    func testRootMarginsAreTheSystemMinimum() throws {
        // A view controller's root on a 375-point-wide iPhone has 16-point side margins
        // (UIViewController.systemMinimumLayoutMargins; uikit-behaviours.md A5).
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m1a-aa-aaa">
                <rect key="frame" x="16" y="20" width="343" height="50"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="m1a-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="c1a-aa-aaa"/>
            <constraint firstAttribute="trailingMargin" secondItem="m1a-aa-aaa" secondAttribute="trailing" id="c2a-aa-aaa"/>
            <constraint firstItem="m1a-aa-aaa" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" id="c3a-aa-aaa"/>
            <constraint firstItem="m1a-aa-aaa" firstAttribute="height" constant="50" id="c4a-aa-aaa"/>
            """
        let scene = try layOut(storyboard(body, constraints: constraints))
        try assertFrame(scene, "m1a-aa-aaa", Rect(x: 16, y: 20, width: 343, height: 50))
    }

    func testStackViewWithIBAlignmentSpellingAndImageSizeFromResources() throws {
        // A vertical stack, alignment "top" (IB's spelling of leading for a vertical stack),
        // spacing 8: the image keeps its resource size 40 × 30 at the stack's leading edge
        // (UIStackView, uikit-behaviours.md §1), the label (placeholder 100 × 21) below it.
        let body = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s1a-aa-aaa">
                <rect key="frame" x="10" y="100" width="200" height="59"/>
                <subviews>
                    <imageView clipsSubviews="YES" contentMode="scaleAspectFit" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="i1a-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                    </imageView>
                    <label opaque="NO" text="Hi" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="21" translatesAutoresizingMaskIntoConstraints="NO" id="1ab-aa-aaa">
                        <rect key="frame" x="0.0" y="38" width="100" height="21"/>
                    </label>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="s1a-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" constant="10" id="c1s-aa-aaa"/>
            <constraint firstItem="s1a-aa-aaa" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="top" constant="100" id="c2s-aa-aaa"/>
            <constraint firstItem="s1a-aa-aaa" firstAttribute="width" constant="200" id="c3s-aa-aaa"/>
            """
        let scene = try layOut(storyboard(body, constraints: constraints,
                                          resources: #"<image name="star" width="40" height="30"/>"#))
        try assertFrame(scene, "s1a-aa-aaa", Rect(x: 10, y: 100, width: 200, height: 59))
        try assertFrame(scene, "i1a-aa-aaa", Rect(x: 10, y: 100, width: 40, height: 30))
        try assertFrame(scene, "1ab-aa-aaa", Rect(x: 10, y: 138, width: 100, height: 21))
    }

    func testAutoresizingMaskTranslation() throws {
        // UIView.autoresizingMask: a flexible width with fixed margins keeps the margins; a
        // view with flexible left and right margins keeps its size and shares the change in
        // proportion to its margins. At the design size both keep their stored frames; at
        // 475 points (100 more) the first is 100 wider, the second moves by 100 × 30/(30+70).
        let body = """
            <view contentMode="scaleToFill" id="a1a-aa-aaa">
                <rect key="frame" x="10" y="40" width="355" height="20"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="a2a-aa-aaa">
                <rect key="frame" x="82.5" y="80" width="210" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
            </view>
            """
        let text = storyboard(body)
        let scene = try layOut(text)
        try assertFrame(scene, "a1a-aa-aaa", Rect(x: 10, y: 40, width: 355, height: 20))
        try assertFrame(scene, "a2a-aa-aaa", Rect(x: 82.5, y: 80, width: 210, height: 20))
        try scene.setSize(width: 475, height: 667)
        try scene.layout()
        try assertFrame(scene, "a1a-aa-aaa", Rect(x: 10, y: 40, width: 455, height: 20))
        try assertFrame(scene, "a2a-aa-aaa", Rect(x: 82.5 + 100 * 82.5 / 165, y: 80, width: 210, height: 20))
    }

    func testSizeClassVariationsInstallConstraintsAndViews() throws {
        // IB's masks: constraint "k1" only in the base class, "k2" only for compact height;
        // the view "v2" is excluded from compact height (uikit-behaviours.md T1).
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1a-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="50" id="k1a-aa-aaa"/>
                    <constraint firstAttribute="width" constant="80" id="k2a-aa-aaa"/>
                    <constraint firstAttribute="height" constant="50" id="k3a-aa-aaa"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints"><exclude reference="k2a-aa-aaa"/></mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints"><exclude reference="k1a-aa-aaa"/><include reference="k2a-aa-aaa"/></mask>
                </variation>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v2a-aa-aaa">
                <rect key="frame" x="0.0" y="60" width="10" height="10"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="v1a-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="p1a-aa-aaa"/>
            <constraint firstItem="v1a-aa-aaa" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="top" id="p2a-aa-aaa"/>
            """
        let variations = """
            <variation key="heightClass=compact">
                <mask key="subviews"><exclude reference="v2a-aa-aaa"/></mask>
            </variation>
            """
        let text = storyboard(body, constraints: constraints).replacingFirst(
            "<viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>", with: "<viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>" + variations)
        let scene = try layOut(text)
        try assertFrame(scene, "v1a-aa-aaa", Rect(x: 0, y: 0, width: 50, height: 50))
        scene.setSizeClasses(horizontal: .compact, vertical: .compact)
        try scene.layout()
        try assertFrame(scene, "v1a-aa-aaa", Rect(x: 0, y: 0, width: 80, height: 50))
        XCTAssertThrowsError(try scene.frameInRoot(of: "v2a-aa-aaa"))
    }

    func testNavigationBarIsAdditionalSafeArea() throws {
        // A view controller with a simulated navigation bar: its safe area starts under the
        // 20-point status bar and the 44-point bar (UINavigationBar's height).
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="n1a-aa-aaa">
                <rect key="frame" x="0.0" y="64" width="375" height="10"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="n1a-aa-aaa" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" id="c1n-aa-aaa"/>
            <constraint firstItem="n1a-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="c2n-aa-aaa"/>
            <constraint firstItem="n1a-aa-aaa" firstAttribute="width" secondItem="8bC-Xf-vdC" secondAttribute="width" id="c3n-aa-aaa"/>
            <constraint firstItem="n1a-aa-aaa" firstAttribute="height" constant="10" id="c4n-aa-aaa"/>
            """
        let scene = try layOut(storyboard(body, constraints: constraints, controllerExtras: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            """))
        try assertFrame(scene, "n1a-aa-aaa", Rect(x: 0, y: 64, width: 375, height: 10))
    }

    func testXibTopLevelViewsAndCellsAreScenes() throws {
        // A table cell's content view follows the cell's size through its autoresizing mask.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" id="KGk-i7-Jjw">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="0Lb-aa-aaa">
                                    <rect key="frame" x="20" y="11.5" width="40" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="0Lb-aa-aaa" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="20" id="x1a-aa-aaa"/>
                                <constraint firstItem="0Lb-aa-aaa" firstAttribute="centerY" secondItem="H2p-sc-9uM" secondAttribute="centerY" id="x2a-aa-aaa"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let result = try importText(xib, options: .init(intrinsicFromFrames: true))
        XCTAssertEqual(result.document.scenes.map(\.id), ["KGk-i7-Jjw"])
        XCTAssertEqual(result.scenes[0].designWidth, 320)
        let scene = try layOut(xib, options: .init(intrinsicFromFrames: true))
        try assertFrame(scene, "H2p-sc-9uM", Rect(x: 0, y: 0, width: 320, height: 44))
        try assertFrame(scene, "0Lb-aa-aaa", Rect(x: 20, y: 11.5, width: 40, height: 21))
    }

    func testPrototypeCellsAreScenesWithIBsCellMargins() throws {
        // A prototype cell of a table is a scene laid out in place; its content view has the
        // margins IB's canvas gives cells from Xcode 9 (11 top and bottom, 16 at the sides
        // of a 375-point cell: the survey's cells pinned to their margins, uikit-behaviours.md
        // IB4). The switch, pinned by its trailing edge to the trailing margin, draws 2 points
        // past its alignment rectangle (IBElementKinds.switchAlignmentInsets).
        let body = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tV1-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="c3L-aa-aaa">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c3L-aa-aaa" id="c0V-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sW1-aa-aaa">
                                    <rect key="frame" x="310" y="11" width="51" height="31"/>
                                </switch>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailingMargin" secondItem="sW1-aa-aaa" secondAttribute="trailing" id="k1w-aa-aaa"/>
                                <constraint firstItem="sW1-aa-aaa" firstAttribute="top" secondItem="c0V-aa-aaa" secondAttribute="topMargin" id="k2w-aa-aaa"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let text = storyboard(body)
        let result = try importText(text, options: .init(intrinsicFromFrames: true))
        XCTAssertEqual(result.document.scenes.map(\.id), ["BYZ-38-t0r", "c3L-aa-aaa"])
        let scene = try layOut(text, scene: "c3L-aa-aaa", options: .init(intrinsicFromFrames: true))
        try assertFrame(scene, "c0V-aa-aaa", Rect(x: 0, y: 0, width: 375, height: 44))
        // Alignment rectangle 49 × 31 ending at 375 - 16; the frame 2 points wider.
        try assertFrame(scene, "sW1-aa-aaa", Rect(x: 310, y: 11, width: 51, height: 31))
    }

    func testXcode16CellMarginsAre15And20() throws {
        // Xcode 16's canvas (tools 24000 and later) gives a cell's content view 15-point
        // top and bottom margins and 20-point side margins at any width (the survey's cells
        // pinned to their margins with tools 24127–24506, uikit-behaviours.md IB4): a
        // 24 × 24 view pinned to the top and trailing margins of a 339-point cell sits at
        // (339 - 20 - 24, 15); with tools 22505, at (339 - 16 - 24, 11).
        func cell(tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="80" id="KGk-i7-Jjw">
                        <rect key="frame" x="0.0" y="0.0" width="339" height="80"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                            <rect key="frame" x="0.0" y="0.0" width="339" height="80"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stR-aa-aaa">
                                    <rect key="frame" x="295" y="15" width="24" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="k3w-aa-aaa"/>
                                        <constraint firstAttribute="height" constant="24" id="k4w-aa-aaa"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailingMargin" secondItem="stR-aa-aaa" secondAttribute="trailing" id="k5w-aa-aaa"/>
                                <constraint firstItem="stR-aa-aaa" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="topMargin" id="k6w-aa-aaa"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        try assertFrame(layOut(cell(tools: "24127")), "stR-aa-aaa", Rect(x: 295, y: 15, width: 24, height: 24))
        try assertFrame(layOut(cell(tools: "22505")), "stR-aa-aaa", Rect(x: 299, y: 11, width: 24, height: 24))
    }

    func testRootMarginsFollowTheSafeAreaOnlyFromIOS11() throws {
        // Before iOS 11 (Xcode 9, tools 13000) a root view's margins are measured from its
        // edges, not from the layout guides (uikit-behaviours.md IB4: the survey's roots of
        // tools 7706–12121 pinned to their top margin store those views at the root's
        // top): a view 5 below the top margin of an iPhone 8 root is at 5 with Xcode 8
        // (tools 12121), at 20 + 5 under the status bar from Xcode 9 (the top's system
        // minimum margin is 0).
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mg1-aa-aaa">
                <rect key="frame" x="16" y="5" width="343" height="50"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="mg1-aa-aaa" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="topMargin" constant="5" id="mg2-aa-aaa"/>
            <constraint firstItem="mg1-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="mg3-aa-aaa"/>
            <constraint firstAttribute="trailingMargin" secondItem="mg1-aa-aaa" secondAttribute="trailing" id="mg4-aa-aaa"/>
            <constraint firstItem="mg1-aa-aaa" firstAttribute="height" constant="50" id="mg5-aa-aaa"/>
            """
        try assertFrame(layOut(storyboard(body, constraints: constraints, tools: "12121")), "mg1-aa-aaa",
                        Rect(x: 16, y: 5, width: 343, height: 50))
        try assertFrame(layOut(storyboard(body, constraints: constraints, tools: "13771")), "mg1-aa-aaa",
                        Rect(x: 16, y: 25, width: 343, height: 50))
    }

    func testXcode6RootHasNoTopOrBottomMargin() throws {
        // Xcode 6's 600 × 600 canvas (tools 7706, no <device>): a root view's margins are
        // 16 at the sides and 0 at the top and bottom, from its edges (iOS 8; the survey's
        // OnTheMap map view pinned 5 inside the top and bottom margins is stored at y 5,
        // 600 high in a 600-point root): 5 ... 595 here, 16 from the sides.
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <scenes>
                    <scene sceneID="ufC-wZ-h7g">
                        <objects>
                            <viewController id="vXZ-lx-hvc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="jyV-Pf-zRb"/>
                                    <viewControllerLayoutGuide type="bottom" id="2fi-mo-0CV"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="kh9-bI-dsS">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mg6-aa-aaa">
                                            <rect key="frame" x="16" y="5" width="568" height="590"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="mg6-aa-aaa" firstAttribute="top" secondItem="kh9-bI-dsS" secondAttribute="topMargin" constant="5" id="mg7-aa-aaa"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="mg6-aa-aaa" secondAttribute="bottom" constant="5" id="mg8-aa-aaa"/>
                                        <constraint firstItem="mg6-aa-aaa" firstAttribute="leading" secondItem="kh9-bI-dsS" secondAttribute="leadingMargin" id="mg9-aa-aaa"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="mg6-aa-aaa" secondAttribute="trailing" id="mgA-aa-aaa"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try assertFrame(layOut(text), "mg6-aa-aaa", Rect(x: 16, y: 5, width: 568, height: 590))
    }

    func testMultipliedLocationIsMeasuredFromTheCommonAncestor() throws {
        // `dot.centerX == 0.5 × box.centerX` inside a box at x 100, 200 wide: UIKit evaluates
        // it in the box's coordinates (the items' nearest common ancestor; uikit-behaviours.md
        // IB2), so the dot's centre is at 50 in the box, 150 in the root — not at 0.5 × 200
        // = 100 in root coordinates. Opaque navigation bar: the root starts under the bar.
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b0x-aa-aaa">
                <rect key="frame" x="100" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d0t-aa-aaa">
                        <rect key="frame" x="40" y="40" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="m1d-aa-aaa"/>
                            <constraint firstAttribute="height" constant="20" id="m2d-aa-aaa"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="d0t-aa-aaa" firstAttribute="centerX" secondItem="b0x-aa-aaa" secondAttribute="centerX" multiplier="0.5" id="m3d-aa-aaa"/>
                    <constraint firstItem="d0t-aa-aaa" firstAttribute="centerY" secondItem="b0x-aa-aaa" secondAttribute="centerY" id="m4d-aa-aaa"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="b0x-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" constant="100" id="m5d-aa-aaa"/>
            <constraint firstItem="b0x-aa-aaa" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" id="m6d-aa-aaa"/>
            <constraint firstItem="b0x-aa-aaa" firstAttribute="width" constant="200" id="m7d-aa-aaa"/>
            <constraint firstItem="b0x-aa-aaa" firstAttribute="height" constant="100" id="m8d-aa-aaa"/>
            """
        let text = storyboard(body, constraints: constraints, controllerExtras: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
            """).replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                      with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="603"/>"#)
        let result = try importText(text)
        XCTAssertEqual(result.scenes[0].designHeight, 603)
        XCTAssertEqual(result.scenes[0].safeArea.top, 0)
        XCTAssertEqual(result.document.scenes[0].viewController?.additionalSafeAreaInsets, .zero)
        let scene = try layOut(text)
        try assertFrame(scene, "b0x-aa-aaa", Rect(x: 100, y: 0, width: 200, height: 100))
        try assertFrame(scene, "d0t-aa-aaa", Rect(x: 140, y: 40, width: 20, height: 20))
    }

    func testLoadingByContent() throws {
        var text = storyboard("")
        let document = try text.withUTF8 { bytes in
            try DocumentLoader.load(json: UnsafeRawBufferPointer(bytes), baseDirectory: nil)
        }
        XCTAssertEqual(document.scenes.first?.id, "BYZ-38-t0r")
    }

    // MARK: Bad input

    private func assertImportError(_ text: String, contains fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try importText(text)
            XCTFail("expected an error containing \(fragment)", file: file, line: line)
        } catch {
            let message = (error as? DocumentError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains(fragment), message, file: file, line: line)
        }
    }

    func testMalformedXMLIsAParseErrorWithItsLine() {
        assertImportError("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>",
                          contains: "line 4")
    }

    func testCocoaAndWatchKitDocumentsAreRefused() {
        assertImportError(#"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects/></document>"#,
                          contains: "macOS (Cocoa)")
        assertImportError(#"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" targetRuntime="watchKit"><scenes/></document>"#,
                          contains: "watchOS")
    }

    func testUnknownElementAndMissingObjectAreWarnings() throws {
        let body = """
            <frobnicator id="f1a-aa-aaa"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></frobnicator>
            """
        let constraints = """
            <constraint firstItem="zzz-zz-zzz" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="top" id="bad-aa-aaa"/>
            """
        let result = try importText(storyboard(body, constraints: constraints))
        let warnings = result.warnings.messages
        XCTAssertTrue(warnings.contains { $0.contains("<frobnicator>: unknown element") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("firstItem \"zzz-zz-zzz\" names no view") }, "\(warnings)")
        XCTAssertTrue(warnings.allSatisfy { $0.hasPrefix("line ") })
        XCTAssertNotNil(result.document.scenes.first?.root.subviews.first { $0.id == "f1a-aa-aaa" })
    }

    func testDeepNestingIsBoundedByLibxml2sDepthLimit() throws {
        // 120 nested views are 240 XML levels: within libxml2's limit of 256, imported and laid
        // out; deeper XML is a parse error naming the line (IBSceneBuilder's own limit of 200
        // view levels is a second guard that libxml2's limit keeps out of reach).
        var body = ""
        for level in 0..<120 {
            body += #"<view contentMode="scaleToFill" id="n\#(level)"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/><subviews>"#
        }
        for _ in 0..<120 { body += "</subviews></view>" }
        let result = try importText(storyboard(body))
        let scene = try Scene(document: result.document)
        try scene.setSize(width: 375, height: 667)
        try scene.layout()
        try assertFrame(scene, "n119", Rect(x: 0, y: 0, width: 10, height: 10))
        let tooDeep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        assertImportError(#"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">"#
                          + tooDeep + "</document>", contains: "depth")
    }

    // MARK: Quoted ids in equations

    func testImportedConstraintsAreStatedFromTheirEquationsWhenAsked() throws {
        // The importer keeps no text per constraint (it cost a tenth of a storyboard's load);
        // messages and diagnostics state the equation as Trellis writes it.
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="1aB-cd-EfG">
                <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="h1a-aa-aaa"/>
                    <constraint firstAttribute="height" constant="50"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="1aB-cd-EfG" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="top" constant="20" id="t1a-aa-aaa"/>
            <constraint firstItem="1aB-cd-EfG" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="l1a-aa-aaa"/>
            <constraint firstItem="1aB-cd-EfG" firstAttribute="width" constant="10" id="w1a-aa-aaa"/>
            """
        let text = storyboard(body, constraints: constraints)
        let imported = try importText(text).document.scenes[0].constraints
        let top = try XCTUnwrap(imported.first { $0.id == "t1a-aa-aaa" })
        XCTAssertNil(top.writtenSource)
        XCTAssertEqual(top.source, "'1aB-cd-EfG'.top == '8bC-Xf-vdC'.top + 20")
        // Equal to the same constraint with that text written (as the compiled form stores it).
        var written = top
        written.source = top.source
        XCTAssertEqual(written, top)
        XCTAssertEqual(written.hashValue, top.hashValue)
        // The two required heights conflict: diagnostics name a constraint by its IB id, and
        // state one that has none by its equation.
        let diagnostics = try layOut(text).diagnostics()
        let conflict = try XCTUnwrap(diagnostics.unsatisfiable.first)
        XCTAssertEqual(Set(conflict.conflict), ["h1a-aa-aaa", "'1aB-cd-EfG'.height == 50"])
    }

    func testQuotedItemsNameIdsThatStartWithADigit() throws {
        let equation = try Equation(parsing: "'8bC-Xf-vdC'.top == '0Lb-aa-aaa'.bottom + 8")
        XCTAssertEqual(equation.first, AnchorReference(item: .named("8bC-Xf-vdC"), attribute: .top))
        XCTAssertEqual(equation.second, AnchorReference(item: .named("0Lb-aa-aaa"), attribute: .bottom))
        XCTAssertEqual(equation.description, "'8bC-Xf-vdC'.top == '0Lb-aa-aaa'.bottom + 8")
        XCTAssertEqual(try Equation(parsing: equation.description), equation)
        XCTAssertThrowsError(try Equation(parsing: "'8bC.top == a.top"))
        XCTAssertThrowsError(try Equation(parsing: "''.top == a.top"))
        XCTAssertThrowsError(try Equation(parsing: "'8bC'.wide == a.top"))
    }
}


/// `trellis-cli import`'s trellis/1 text loads back as the imported description.
final class InterfaceBuilderJSONRoundTripTests: XCTestCase {
    func testImportedStoryboardWritesEquivalentTrellisJSON() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="A1b-cd-efg">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="A1b-cd-efg" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="0aa-bb-ccc">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <stackView opaque="NO" axis="vertical" distribution="fillEqually" alignment="bottom" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="1st-ac-kkk">
                                            <rect key="frame" x="20" y="59" width="100" height="100"/>
                                            <subviews>
                                                <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="2lb-aa-aaa">
                                                    <rect key="frame" x="0.0" y="0.0" width="30" height="48"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                                </label>
                                                <button translatesAutoresizingMaskIntoConstraints="NO" id="3bt-aa-aaa">
                                                    <rect key="frame" x="0.0" y="52" width="60" height="48"/>
                                                    <state key="normal" title="Go"/>
                                                    <connections>
                                                        <segue destination="A1b-cd-efg" kind="show" id="sg1-aa-aaa"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                            <variation key="heightClass=compact" axis="horizontal"/>
                                        </stackView>
                                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="8sw-aa-aaa">
                                            <rect key="frame" x="20" y="200" width="51" height="31"/>
                                        </switch>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="9sa-aa-aaa"/>
                                    <constraints>
                                        <constraint firstItem="1st-ac-kkk" firstAttribute="leading" secondItem="9sa-aa-aaa" secondAttribute="leading" constant="20" id="4cn-aa-aaa">
                                            <variation key="widthClass=regular" constant="40"/>
                                        </constraint>
                                        <constraint firstItem="1st-ac-kkk" firstAttribute="top" secondItem="9sa-aa-aaa" secondAttribute="top" id="5cn-aa-aaa"/>
                                        <constraint firstItem="1st-ac-kkk" firstAttribute="width" constant="100" priority="750" id="6cn-aa-aaa"/>
                                        <constraint firstItem="1st-ac-kkk" firstAttribute="height" secondItem="1st-ac-kkk" secondAttribute="width" id="7cn-aa-aaa"/>
                                        <constraint firstItem="8sw-aa-aaa" firstAttribute="leading" secondItem="1st-ac-kkk" secondAttribute="leading" id="8cn-aa-aaa"/>
                                        <constraint firstItem="8sw-aa-aaa" firstAttribute="top" secondItem="1st-ac-kkk" secondAttribute="bottom" constant="41" id="9cn-aa-aaa"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        var copy = text
        let imported = try copy.withUTF8 { try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer($0)) }
        let json = DocumentJSONWriter.json(imported.document).prettyText
        XCTAssertTrue(json.contains("\"eq\": \"'1st-ac-kkk'.leading == '0aa-bb-ccc.safeArea'.leading + 20\""), json)
        let loaded = try DocumentLoader.load(json: json)
        XCTAssertEqual(loaded.initialScene, imported.document.initialScene)
        XCTAssertEqual(loaded.scenes, imported.document.scenes)
    }
}
