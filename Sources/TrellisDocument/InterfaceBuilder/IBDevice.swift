import TrellisCore

/// The design device of a document (`<device id= orientation=>`): size classes and the
/// safe area Interface Builder's canvas gives a full-screen view controller.
///
/// Sizes are Apple's published screen sizes in points (Human Interface Guidelines, "Layout":
/// https://developer.apple.com/design/human-interface-guidelines/layout#Specifications);
/// the safe-area insets of notched iPhones are the portrait status-bar/home-indicator insets
/// Apple lists there (44/34 for iPhone X-class, 47 for iPhone 12–14, 59 for Dynamic Island
/// models). Devices without a notch have a 20-point status bar on the canvas.
struct IBDevice {
    var width: Double
    var height: Double
    var horizontal: SizeClass
    var vertical: SizeClass
    /// Safe-area insets of a full-screen view at this device and orientation.
    var safeArea: EdgeInsets
    /// The screen's scale (pixels per point): IB stores frames rounded to its pixels.
    var scale: Double
    /// An iPad (its bars have the iPad's metrics).
    var isPad = false

    private struct Model {
        var width: Double
        var height: Double
        var pad: Bool
        /// Regular width in landscape (Plus and Max iPhones).
        var wideLandscape: Bool
        var notchTop: Double?
        /// @3x screens; the others are @2x.
        var triple = false
    }

    private static let models: [String: Model] = [
        "retina3_5": Model(width: 320, height: 480, pad: false, wideLandscape: false, notchTop: nil),
        "retina4_0": Model(width: 320, height: 568, pad: false, wideLandscape: false, notchTop: nil),
        "retina4_7": Model(width: 375, height: 667, pad: false, wideLandscape: false, notchTop: nil),
        "retina5_5": Model(width: 414, height: 736, pad: false, wideLandscape: true, notchTop: nil, triple: true),
        "retina5_9": Model(width: 375, height: 812, pad: false, wideLandscape: false, notchTop: 44, triple: true),
        "retina5_4": Model(width: 375, height: 812, pad: false, wideLandscape: false, notchTop: 50, triple: true),
        "retina6_1": Model(width: 414, height: 896, pad: false, wideLandscape: true, notchTop: 44),
        "retina6_5": Model(width: 414, height: 896, pad: false, wideLandscape: true, notchTop: 44, triple: true),
        "retina6_0": Model(width: 390, height: 844, pad: false, wideLandscape: false, notchTop: 47, triple: true),
        "retina6_7": Model(width: 428, height: 926, pad: false, wideLandscape: true, notchTop: 47, triple: true),
        "retina6_12": Model(width: 393, height: 852, pad: false, wideLandscape: false, notchTop: 59, triple: true),
        "retina6_72": Model(width: 430, height: 932, pad: false, wideLandscape: true, notchTop: 59, triple: true),
        "ipad9_7": Model(width: 768, height: 1024, pad: true, wideLandscape: true, notchTop: nil),
        "ipad10_2": Model(width: 810, height: 1080, pad: true, wideLandscape: true, notchTop: nil),
        "ipad10_5": Model(width: 834, height: 1112, pad: true, wideLandscape: true, notchTop: nil),
        "ipad11": Model(width: 834, height: 1194, pad: true, wideLandscape: true, notchTop: 24),
        "ipad12_9": Model(width: 1024, height: 1366, pad: true, wideLandscape: true, notchTop: nil),
        "ipad12_9rounded": Model(width: 1024, height: 1366, pad: true, wideLandscape: true, notchTop: 24),
    ]

    /// The device an IB id and orientation name, or nil for an id not in the table.
    /// `toolsVersion` (the document's major IB version) picks the canvas's status bar: the
    /// survey of the 408 real documents (issue 20) shows, from views pinned to the safe
    /// area, iPhone XR/11 (retina6_1) at 44 points until Xcode 13 and 48 from
    /// Xcode 14 (tools 21000+, iOS 16's status bar), iPhone X (retina5_9) at 50 from Xcode 15
    /// (tools 22000+), iPhone 12 (retina6_0) at 44 before Xcode 14.
    init?(id: String, orientation: String?, toolsVersion: Double = 0) {
        if id == "appleTV" {
            self = IBDevice.appleTV
            // tvOS 11 (Xcode 9, tools 13000 and later) brought the safe area; before it the
            // layout guides of a full-screen controller had no length on Apple TV (no status
            // bar): DTCollectionViewManager's fixture of tools 10117 stores a collection
            // pinned to them at 0, 1080 high.
            if toolsVersion > 0 && toolsVersion < 13000 { safeArea = .zero }
            return
        }
        guard var model = IBDevice.models[id] else { return nil }
        scale = model.triple ? 3 : 2
        isPad = model.pad
        // Only the iPhone XR/11 (retina6_1): the XS Max/11 Pro Max (retina6_5) keeps 44 — the
        // survey's one retina6_5 document of Xcode 15 (duckduckgo's onboarding, tools
        // 32700 with plug-in 22684) stores a scroll view pinned to the safe area's top at 44.
        if id == "retina6_1" && toolsVersion >= 21000 { model.notchTop = 48 }
        if id == "retina5_9" && toolsVersion >= 22000 { model.notchTop = 50 }
        // IB's iPhone 12 (retina6_0) canvas of Xcode 12 and 13 (tools before 21000) has the
        // iPhone X's 44-point notch inset, not the device's 47: the survey's four documents
        // of tools 18122–20037 that pin views to its safe area store them at 44 (three
        // portrait tops, one landscape side).
        if id == "retina6_0" && toolsVersion > 0 && toolsVersion < 21000 { model.notchTop = 44 }
        let landscape = orientation == "landscape"
        width = landscape ? model.height : model.width
        height = landscape ? model.width : model.height
        if model.pad {
            horizontal = .regular
            vertical = .regular
        } else {
            horizontal = landscape && model.wideLandscape ? .regular : .compact
            vertical = landscape ? .compact : .regular
        }
        if let top = model.notchTop {
            if model.pad {
                safeArea = EdgeInsets(top: top, left: 0, bottom: 20, right: 0)
            } else if landscape {
                safeArea = EdgeInsets(top: 0, left: top, bottom: 21, right: top)
            } else {
                safeArea = EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
            }
        } else {
            // A status bar, hidden in landscape on iPhone — except on the canvases of Xcode 8
            // and earlier (tools versions before 13000), which draw it in landscape too: the
            // survey's three landscape iPhone documents of tools 11762–12121 pinned to the top
            // layout guide store their views 20 points down; the one of tools 13771, at 0.
            let hidesInLandscape = !(toolsVersion > 0 && toolsVersion < 13000)
            safeArea = EdgeInsets(top: landscape && !model.pad && hidesInLandscape ? 0 : 20, left: 0, bottom: 0, right: 0)
        }
    }

    /// Apple TV (`<device id="appleTV" orientation="landscape">`, tvOS documents): a 1920 ×
    /// 1080 screen at 1×, no status bar, and the TV safe area, 60 points from the top and
    /// bottom and 80 from the sides (Human Interface Guidelines, tvOS layout:
    /// https://developer.apple.com/design/human-interface-guidelines/layout#tvOS). IB's
    /// stored frames of tvOS storyboards (DTTableViewManager's and DTCollectionViewManager's
    /// fixtures) put a table pinned to the top and bottom layout guides at y 60, 960 high.
    /// The size classes tvOS reports are not established here: unspecified, so only a
    /// document's base values apply.
    private static let appleTV = IBDevice(width: 1920, height: 1080, horizontal: .unspecified, vertical: .unspecified,
                                          safeArea: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), scale: 1)

    private init(width: Double, height: Double, horizontal: SizeClass, vertical: SizeClass, safeArea: EdgeInsets, scale: Double) {
        self.width = width
        self.height = height
        self.horizontal = horizontal
        self.vertical = vertical
        self.safeArea = safeArea
        self.scale = scale
    }

    /// Documents without a `<device>`: the size classes of the canvas they were saved
    /// with (the 600×600 "any" canvas of Xcode 6–7 edits the base class), a 20-point
    /// status bar.
    init(canvasWidth: Double, canvasHeight: Double, usesTraitCollections: Bool) {
        width = canvasWidth
        height = canvasHeight
        if usesTraitCollections {
            horizontal = .unspecified
            vertical = .unspecified
        } else {
            horizontal = .compact
            vertical = .regular
        }
        safeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // Rounding the survey's 600 × 600 scenes to half points (@2x pixels) matches more of
        // their stored frames than rounding to whole points (3,014 views against 2,971).
        scale = 2
    }
}
