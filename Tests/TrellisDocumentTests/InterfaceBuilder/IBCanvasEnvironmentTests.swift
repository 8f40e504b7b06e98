import XCTest
@testable import TrellisDocument
import TrellisCore

/// The environment Interface Builder's canvas gives a scene: the safe area of a xib's
/// top-level view, the bars a pushed controller inherits. Documents written for these
/// tests in IB's XML format; expected frames from the rule each test names, which the
/// survey's stored frames show (docs/interface-builder.md, "The design environment").
final class IBCanvasEnvironmentTests: XCTestCase {
    private func layOut(_ text: String, scene id: String? = nil) throws -> Scene {
        var copy = text
        let result = try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes), options: .init(intrinsicFromFrames: true))
        }
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

    /// A freeform xib view on an iPhone 8 (retina4_7) whose stack is pinned to its safe area.
    private func xibView(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="355" height="575"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="5bn-Z4-zpH">
                            <rect key="frame" x="0.0" y="20" width="355" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="5bn-Z4-zpH" firstAttribute="top" secondItem="vUN-kp-3ea" secondAttribute="top" id="Gz8-bX-1Jp"/>
                        <constraint firstItem="vUN-kp-3ea" firstAttribute="trailing" secondItem="5bn-Z4-zpH" secondAttribute="trailing" id="Kd0-DZ-1i4"/>
                        <constraint firstItem="5bn-Z4-zpH" firstAttribute="leading" secondItem="vUN-kp-3ea" secondAttribute="leading" id="nVN-En-FZS"/>
                        <constraint firstItem="5bn-Z4-zpH" firstAttribute="height" constant="100" id="h1a-aa-aaa"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                </view>
            </objects>
        </document>
        """
    }

    func testXibTopLevelViewHasTheCanvasSafeArea() throws {
        // Xcode 9.2 (tools 13771) draws the iPhone 8's 20-point status bar over a xib's
        // view as over a controller's: the survey's DetailedView.xib stores its stack,
        // pinned to the safe area's top, at y 20.
        try assertFrame(layOut(xibView(tools: "13771")), "5bn-Z4-zpH", Rect(x: 0, y: 20, width: 355, height: 100))
        // Xcode 10.2 to 14.0 (tools 14800–21507) draw no status bar on devices without a
        // notch: y 0 (the survey's YPImagePicker xib, tools 15505).
        try assertFrame(layOut(xibView(tools: "15505")), "5bn-Z4-zpH", Rect(x: 0, y: 0, width: 355, height: 100))
    }

    func testPushedControllerInheritsTheSourcesSimulatedNavigationBar() throws {
        // A controller whose simulated metrics state a navigation bar shows a controller to
        // which no metrics are written: IB infers the same bar over it, so its safe area
        // starts under the 20-point status bar and the 44-point bar (the survey's
        // IBAnimatable UserInterface.storyboard stores such views at y 64).
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="QNm-Wq-94X">
                        <objects>
                            <viewController id="dM8-H6-op1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="O3U-8W-uIa">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b1a-aa-aaa">
                                            <rect key="frame" x="0.0" y="64" width="100" height="30"/>
                                            <connections>
                                                <segue destination="EH2-oa-QGQ" kind="show" id="D7h-jh-hfX"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="bM8-83-R8P">
                        <objects>
                            <viewController id="EH2-oa-QGQ" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="yzd-wU-DRz">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Eb4-7r-Usj">
                                            <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Eb4-7r-Usj" firstAttribute="top" secondItem="Q1a-aa-aaa" secondAttribute="top" id="c1a-aa-aaa"/>
                                        <constraint firstItem="Eb4-7r-Usj" firstAttribute="leading" secondItem="yzd-wU-DRz" secondAttribute="leading" id="c2a-aa-aaa"/>
                                        <constraint firstItem="yzd-wU-DRz" firstAttribute="trailing" secondItem="Eb4-7r-Usj" secondAttribute="trailing" id="c3a-aa-aaa"/>
                                        <constraint firstItem="yzd-wU-DRz" firstAttribute="bottom" secondItem="Eb4-7r-Usj" secondAttribute="bottom" id="c4a-aa-aaa"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="Q1a-aa-aaa"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try assertFrame(layOut(text, scene: "EH2-oa-QGQ"), "Eb4-7r-Usj", Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A page sheet on an iPhone 11 (retina6_1, 414 × 896): a root 842 points high with no
    /// bars, a 54-point button pinned to the safe area's bottom.
    private func sheet(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1a-aa-aaa">
                    <objects>
                        <viewController id="Dnf-m2-FPm" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="E4v-0r-cyo">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fzV-gt-7rc">
                                        <rect key="frame" x="107" y="788" width="200" height="54"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="54" id="037-CA-jk5"/>
                                            <constraint firstAttribute="width" constant="200" id="4f6-31-1OL"/>
                                        </constraints>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SFV-my-Ds8"/>
                                <constraints>
                                    <constraint firstItem="fzV-gt-7rc" firstAttribute="centerX" secondItem="E4v-0r-cyo" secondAttribute="centerX" id="AKS-mh-tna"/>
                                    <constraint firstItem="fzV-gt-7rc" firstAttribute="bottom" secondItem="SFV-my-Ds8" secondAttribute="bottom" id="tdP-jc-fir"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testPageSheetBottomInsetByXcodeVersion() throws {
        // The survey's ten copies of one tutorial's sheet: the button's bottom 34 points
        // (the home indicator) above the sheet's bottom with tools 17156–19529, on it from
        // tools 20037 (Xcode 13.3's canvas).
        try assertFrame(layOut(sheet(tools: "17156")), "fzV-gt-7rc", Rect(x: 107, y: 754, width: 200, height: 54))
        try assertFrame(layOut(sheet(tools: "20037")), "fzV-gt-7rc", Rect(x: 107, y: 788, width: 200, height: 54))
    }

    /// An iPhone 8 in landscape: a view pinned to the top layout guide.
    private func landscape(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="retina4_7" orientation="landscape"/>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                                <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-aa-aaa">
                                        <rect key="frame" x="0.0" y="20" width="667" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="top-aa-aaa" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" id="t01-aa-aaa"/>
                                    <constraint firstItem="top-aa-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="t02-aa-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="top-aa-aaa" secondAttribute="trailing" id="t03-aa-aaa"/>
                                    <constraint firstItem="top-aa-aaa" firstAttribute="height" constant="50" id="t04-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testLandscapeStatusBarByXcodeVersion() throws {
        // IB4: Xcode 8's canvases (tools before 13000) draw the status bar over a landscape
        // iPhone (the survey's documents of tools 11762, 12120 and 12121 store views pinned
        // to the top layout guide 20 points down); Xcode 9's (13771) hide it, as UIKit does.
        try assertFrame(layOut(landscape(tools: "12120")), "top-aa-aaa", Rect(x: 0, y: 20, width: 667, height: 50))
        try assertFrame(layOut(landscape(tools: "13771")), "top-aa-aaa", Rect(x: 0, y: 0, width: 667, height: 50))
    }

    /// An Xcode 8 document without size classes, as RxSwift's examples are written: no
    /// `<device>`, the design screen in the default simulated metrics, an opaque navigation
    /// bar, and the root stored below it at y 64 but 667 points high, with a keypad key
    /// pinned to the bottom layout guide.
    private func xcode8OpaqueBar(orientation: String = "portrait") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" systemVersion="16B2555" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="Xfe-3i-xhv">
                    <objects>
                        <viewController id="ErT-E8-uY3" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="BGU-Fc-pLc"/>
                                <viewControllerLayoutGuide type="bottom" id="LFx-RC-K1L"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="2aB-zX-D0f">
                                <rect key="frame" x="0.0" y="64" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="2nU-2T-o0z">
                                        <rect key="frame" x="281.5" y="509.5" width="93.5" height="93.5"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="LFx-RC-K1L" firstAttribute="top" secondItem="2nU-2T-o0z" secondAttribute="bottom" id="k01-aa-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="2nU-2T-o0z" secondAttribute="trailing" id="k02-aa-aaa"/>
                                    <constraint firstItem="2nU-2T-o0z" firstAttribute="width" constant="93.5" id="k03-aa-aaa"/>
                                    <constraint firstItem="2nU-2T-o0z" firstAttribute="height" constant="93.5" id="k04-aa-aaa"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation" orientation="\(orientation)"/>
                <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    func testXcode8DestinationScreenAndARootStoredTallerThanTheOpaqueBarsLeave() throws {
        // The design screen is the simulated destination (retina4_7: 375 × 667). UIKit sizes
        // a root below an opaque bar to what the bar leaves (edgesForExtendedLayout without
        // opaque bars), 667 - 64 = 603, whatever height the document stores: RxSwift's
        // calculator stores its bottom-right key at y 509.5 + 93.5 = 603 in the root.
        var copy = xcode8OpaqueBar()
        let result = try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes), options: .init(intrinsicFromFrames: true))
        }
        let info = try XCTUnwrap(result.scene(named: "ErT-E8-uY3"))
        XCTAssertEqual(info.designWidth, 375)
        XCTAssertEqual(info.designHeight, 603)
        try assertFrame(layOut(xcode8OpaqueBar()), "2nU-2T-o0z", Rect(x: 281.5, y: 509.5, width: 93.5, height: 93.5))
    }

    func testXcode8DestinationScreenInLandscape() throws {
        // `orientation="landscapeRight"` turns the destination screen: 667 wide, compact
        // height (an iPhone 7 in landscape).
        var copy = xcode8OpaqueBar(orientation: "landscapeRight")
            .replacingOccurrences(of: #"y="64" width="375" height="667""#, with: #"y="0.0" width="667" height="375""#)
        let result = try copy.withUTF8 { bytes in
            try InterfaceBuilderImporter.importDocument(UnsafeRawBufferPointer(bytes), options: .init(intrinsicFromFrames: true))
        }
        let info = try XCTUnwrap(result.scene(named: "ErT-E8-uY3"))
        XCTAssertEqual(info.vertical, .compact)
        XCTAssertEqual(info.horizontal, .compact)
    }

    /// A tvOS storyboard: a table pinned to the root's sides and to the top and bottom
    /// layout guides, as DTTableViewManager's tvOS fixture is.
    private func appleTV(tools: String, device: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="\(tools)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="MJo-j5-n1p">
            \(device ? #"<device id="appleTV" orientation="landscape">"# + "<adaptation id=\"light\"/></device>" : "")
            <scenes>
                <scene sceneID="abc-de-fgh">
                    <objects>
                        <viewController id="MJo-j5-n1p" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="a8I-oi-tYH"/>
                                <viewControllerLayoutGuide type="bottom" id="vhI-dq-Kzm"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="dCb-OB-q2S">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xks-ls-ngC">
                                        <rect key="frame" x="0.0" y="60" width="1920" height="960"/>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="xks-ls-ngC" secondAttribute="trailing" id="MfE-El-Q6i"/>
                                    <constraint firstItem="vhI-dq-Kzm" firstAttribute="top" secondItem="xks-ls-ngC" secondAttribute="bottom" id="PfE-vO-0ya"/>
                                    <constraint firstItem="xks-ls-ngC" firstAttribute="leading" secondItem="dCb-OB-q2S" secondAttribute="leading" id="UTa-cx-HCE"/>
                                    <constraint firstItem="xks-ls-ngC" firstAttribute="top" secondItem="a8I-oi-tYH" secondAttribute="bottom" id="bg8-21-c1t"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testAppleTVScreenAndItsLayoutGuidesByXcodeVersion() throws {
        // tvOS: a 1920 × 1080 screen at 1×, no status bar. From tvOS 11 (Xcode 9, tools
        // 14113 in DTTableViewManager's fixture) the layout guides end at the TV safe area,
        // 60 points from the top and bottom (HIG, tvOS layout): the table at 60, 960 high.
        // Before it (tools 10117, DTCollectionViewManager's fixture, no <device>) they have
        // no length: the table fills the screen.
        try assertFrame(layOut(appleTV(tools: "14113", device: true)), "xks-ls-ngC", Rect(x: 0, y: 60, width: 1920, height: 960))
        try assertFrame(layOut(appleTV(tools: "10117", device: false)), "xks-ls-ngC", Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    /// An iPhone 12 (retina6_0) scene: a view pinned to the safe area's top.
    private func iPhone12(tools: String, device: String = "retina6_0", width: Int = 390, height: Int = 844,
                          controllerExtras: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-bb-aaa">
                                        <rect key="frame" x="0.0" y="44" width="390" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <constraints>
                                    <constraint firstItem="top-bb-aaa" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" id="t11-aa-aaa"/>
                                    <constraint firstItem="top-bb-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="t12-aa-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="top-bb-aaa" secondAttribute="trailing" id="t13-aa-aaa"/>
                                    <constraint firstItem="top-bb-aaa" firstAttribute="height" constant="50" id="t14-aa-aaa"/>
                                </constraints>
                            </view>
                            \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testIPhone12NotchInsetByXcodeVersion() throws {
        // IB4: Xcode 12–13's iPhone 12 canvas (tools 18122–20037 in the survey: four
        // documents) puts the safe area 44 points down, the iPhone X's inset; from Xcode 14
        // (tools 21000) the device's 47.
        try assertFrame(layOut(iPhone12(tools: "20037")), "top-bb-aaa", Rect(x: 0, y: 44, width: 390, height: 50))
        try assertFrame(layOut(iPhone12(tools: "21507")), "top-bb-aaa", Rect(x: 0, y: 47, width: 390, height: 50))
    }

    /// A landscape iPhone scene under a simulated navigation bar: a view pinned to the
    /// safe area's top.
    private func landscapeUnderBar(device: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="\(device)" orientation="landscape" appearance="light"/>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-cc-aaa">
                                        <rect key="frame" x="0.0" y="32" width="\(width)" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <constraints>
                                    <constraint firstItem="top-cc-aaa" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" id="t21-aa-aaa"/>
                                    <constraint firstItem="top-cc-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="t22-aa-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="top-cc-aaa" secondAttribute="trailing" id="t23-aa-aaa"/>
                                    <constraint firstItem="top-cc-aaa" firstAttribute="height" constant="50" id="t24-aa-aaa"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testCompactNavigationBarInLandscape() throws {
        // IB3: a navigation bar is 32 points high on an iPhone of compact width and height
        // (iOS 7.1 measurement: 44 portrait, 32 landscape; IB's iPhone 12 landscape scene
        // of the survey), 44 on a landscape Plus (regular width).
        try assertFrame(layOut(landscapeUnderBar(device: "retina4_7", width: 667, height: 375)), "top-cc-aaa",
                        Rect(x: 0, y: 32, width: 667, height: 50))
        try assertFrame(layOut(landscapeUnderBar(device: "retina5_5", width: 736, height: 414)), "top-cc-aaa",
                        Rect(x: 0, y: 44, width: 736, height: 50))
    }

    /// A navigation controller and its root view controller, whose view is pinned to the
    /// top layout guide (constant 20) and, when `largeTitles`, under a large-title bar.
    private func navigationScene(device: String, width: Int, height: Int, tools: String, prompt: Bool,
                                 largeTitles: Bool = false, storedBar: String = "", controllerExtras: String = "",
                                 withDevice: Bool = true) -> String {
        let item = prompt ? #"<navigationItem key="navigationItem" title="Title" prompt="A prompt" id="nvI-tm-aaa"/>"# : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nav-cc-aaa">
            \(withDevice ? #"<device id="\#(device)" orientation="portrait"/>"# : "")
            <scenes>
                <scene sceneID="scn-aa-aaa">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tpG-aa-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="btG-aa-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-dd-aaa">
                                        <rect key="frame" x="20" y="0.0" width="50" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="50" id="t31-aa-aaa"/>
                                            <constraint firstAttribute="height" constant="50" id="t32-aa-aaa"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="top-dd-aaa" firstAttribute="top" secondItem="tpG-aa-aaa" secondAttribute="bottom" constant="20" id="t33-aa-aaa"/>
                                    <constraint firstItem="top-dd-aaa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" constant="20" id="t34-aa-aaa"/>
                                </constraints>
                            </view>
                            \(item)
                            \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scn-bb-aaa">
                    <objects>
                        <navigationController id="nav-cc-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="\(largeTitles ? "YES" : "NO")" id="nvB-ar-aaa">
                                \(storedBar)
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="rel-aa-aaa"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testNavigationItemPromptMakesTheBarTaller() throws {
        // IB3: a navigation item's prompt draws 34 points above iOS 11's bar (Xcode 9.2,
        // tools 13771, on an iPhone 8 Plus: 20 + 44 + 34 = 98, the view 20 below); without
        // a prompt the bar is 44 (64 + 20).
        try assertFrame(layOut(navigationScene(device: "retina5_5", width: 414, height: 736, tools: "13771", prompt: true),
                               scene: "BYZ-38-t0r"), "top-dd-aaa", Rect(x: 20, y: 118, width: 50, height: 50))
        try assertFrame(layOut(navigationScene(device: "retina5_5", width: 414, height: 736, tools: "13771", prompt: false),
                               scene: "BYZ-38-t0r"), "top-dd-aaa", Rect(x: 20, y: 84, width: 50, height: 50))
    }

    func testIPadNavigationBarIs50PointsFromXcode10() throws {
        // IB3: iOS 12's iPad navigation bar is 50 points (hacknicity, "iPad Navigation Bar
        // and Toolbar Height Changes in iOS 12"); IB's iPad 9.7 canvas of Xcode 11 (tools
        // 16097, no status bar) under a large title: 50 + 52 = 102, the view 20 below.
        try assertFrame(layOut(navigationScene(device: "ipad9_7", width: 768, height: 1024, tools: "16097", prompt: false,
                                               largeTitles: true), scene: "BYZ-38-t0r"),
                        "top-dd-aaa", Rect(x: 20, y: 122, width: 50, height: 50))
        // Xcode 9 (tools 13771, iOS 11): 20 + 44.
        try assertFrame(layOut(navigationScene(device: "ipad9_7", width: 768, height: 1024, tools: "13771", prompt: false),
                               scene: "BYZ-38-t0r"), "top-dd-aaa", Rect(x: 20, y: 84, width: 50, height: 50))
    }

    /// An iPhone 8 scene whose root is 497 points high (shorter than the 667-point screen),
    /// with no bars: a 5-point view pinned to the top layout guide.
    private func shortRoot(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="scn-ee-aaa">
                    <objects>
                        <viewController id="MOL-Zx-aaa" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="hGu-f8-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="Twz-Ee-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="fnu-Fx-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="497"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="srh-qY-aaa">
                                        <rect key="frame" x="0.0" y="20" width="375" height="5"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="5" id="t51-aa-aaa"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="srh-qY-aaa" firstAttribute="top" secondItem="hGu-f8-aaa" secondAttribute="bottom" id="t52-aa-aaa"/>
                                    <constraint firstItem="srh-qY-aaa" firstAttribute="leading" secondItem="fnu-Fx-aaa" secondAttribute="leading" id="t53-aa-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="srh-qY-aaa" secondAttribute="trailing" id="t54-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func testShortRootIsASheetOnlyFromXcode11() throws {
        // IB4: before Xcode 11 (tools 15000) a root shorter than the screen is drawn from
        // the display's top, under the status bar (the survey's XLPagerTabStrip storyboard,
        // tools 14460: views pinned to the top layout guide stored at y 20); from Xcode 11
        // it is iOS 13's page sheet, which reaches the screen's bottom, 170 points below
        // the status bar here: the guide is at the sheet's top.
        try assertFrame(layOut(shortRoot(tools: "14460")), "srh-qY-aaa", Rect(x: 0, y: 20, width: 375, height: 5))
        try assertFrame(layOut(shortRoot(tools: "17701")), "srh-qY-aaa", Rect(x: 0, y: 0, width: 375, height: 5))
    }

    func testNavigationControllersStoredBarHeightIsTheCanvasBar() throws {
        // IB3: the navigation controller stores its bar's frame as the canvas draws it; Xcode
        // 16.3 (tools 24506) draws a 54-point bar on an iPhone 15 (retina6_12), under the
        // doubled 118-point inset of IB4 (the survey's FilmListesi storyboard: views pinned
        // to the safe area at 172). The view, 20 below the top layout guide: 118 + 54 + 20.
        let bar = #"<rect key="frame" x="0.0" y="118" width="393" height="54"/>"#
        try assertFrame(layOut(navigationScene(device: "retina6_12", width: 393, height: 852, tools: "24506", prompt: false,
                                               storedBar: bar), scene: "BYZ-38-t0r"),
                        "top-dd-aaa", Rect(x: 20, y: 192, width: 50, height: 50))
    }

    func testOnlyTheIPhoneXRCanvasHasThe48PointInset() throws {
        // IB4: from Xcode 14 the iPhone XR/11 canvas (retina6_1) puts the safe area 48
        // points down; the XS Max/11 Pro Max (retina6_5, same 414 × 896 points) keeps 44
        // (the survey's duckduckgo onboarding storyboard, Xcode 15: a scroll view pinned to
        // the safe area's top stored at 44).
        try assertFrame(layOut(iPhone12(tools: "22505", device: "retina6_5", width: 414, height: 896)), "top-bb-aaa",
                        Rect(x: 0, y: 44, width: 414, height: 50))
        try assertFrame(layOut(iPhone12(tools: "22505", device: "retina6_1", width: 414, height: 896)), "top-bb-aaa",
                        Rect(x: 0, y: 48, width: 414, height: 50))
    }

    func testHiddenStatusBarMetricsOnlyOnIPhoneControllers() throws {
        // IB4: a storyboard controller whose simulated metrics hide the status bar has none
        // on an iPhone canvas (the survey's FSCalendar Today extension, tools 14313: views
        // at 0), while IB's iPad canvas keeps its 20-point status bar (duckduckgo's tab
        // controller, Xcode 15: a stack pinned to the safe area stored at 20).
        let hidden = #"<nil key="simulatedStatusBarMetrics"/>"#
        try assertFrame(layOut(iPhone12(tools: "14313", device: "retina4_7", width: 375, height: 667, controllerExtras: hidden)),
                        "top-bb-aaa", Rect(x: 0, y: 0, width: 375, height: 50))
        try assertFrame(layOut(iPhone12(tools: "14313", device: "ipad9_7", width: 768, height: 1024, controllerExtras: hidden)),
                        "top-bb-aaa", Rect(x: 0, y: 20, width: 768, height: 50))
    }

    func testEdgesForExtendedLayoutWithoutTheTopEdgeStartsTheRootBelowTheBar() throws {
        // IB3: a controller whose `edgesForExtendedLayout` leaves out the top edge is laid
        // out below its navigation bar, as under an opaque one (UIViewController
        // .edgesForExtendedLayout; the survey's XLPagerTabStrip root stored 554 high below
        // a bar, its scroll view pinned to the top layout guide at 0): the root, 603 high
        // on an iPhone 8 of Xcode 10.1, starts at 64 and the guide is at its top, so the
        // view is 20 down; extended under the bar (the default), 84.
        let kept = #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#
        try assertFrame(layOut(navigationScene(device: "retina4_7", width: 375, height: 603, tools: "14460", prompt: false,
                                               controllerExtras: kept), scene: "BYZ-38-t0r"),
                        "top-dd-aaa", Rect(x: 20, y: 20, width: 50, height: 50))
        try assertFrame(layOut(navigationScene(device: "retina4_7", width: 375, height: 667, tools: "14460", prompt: false),
                               scene: "BYZ-38-t0r"), "top-dd-aaa", Rect(x: 20, y: 84, width: 50, height: 50))
    }

    func testHiddenStatusBarOnADeviceLessCanvas() throws {
        // IB4: Xcode 6's 600 × 600 canvas (no <device>) hides the status bar of a controller
        // whose simulated metrics hide it, as an iPhone's does (the survey's valfer
        // SizeClasses storyboard, tools 6185: its views stored 20 points higher than under a
        // status bar): a view 20 below the top layout guide is at 20, not 40.
        func text(extras: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6185.7" systemVersion="14A389" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
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
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-ff-aaa">
                                            <rect key="frame" x="20" y="20" width="50" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="50" id="t71-aa-aaa"/>
                                                <constraint firstAttribute="height" constant="50" id="t72-aa-aaa"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="top-ff-aaa" firstAttribute="top" secondItem="jyV-Pf-zRb" secondAttribute="bottom" constant="20" id="t73-aa-aaa"/>
                                        <constraint firstItem="top-ff-aaa" firstAttribute="leading" secondItem="kh9-bI-dsS" secondAttribute="leading" constant="20" id="t74-aa-aaa"/>
                                    </constraints>
                                </view>
                                \(extras)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        try assertFrame(layOut(text(extras: #"<nil key="simulatedStatusBarMetrics"/>"#)), "top-ff-aaa",
                        Rect(x: 20, y: 20, width: 50, height: 50))
        try assertFrame(layOut(text(extras: "")), "top-ff-aaa", Rect(x: 20, y: 40, width: 50, height: 50))
    }
}
