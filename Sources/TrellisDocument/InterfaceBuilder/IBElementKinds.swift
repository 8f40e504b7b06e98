import TrellisCore

/// The one table of which Interface Builder element becomes which Trellis view kind, and
/// what the runtime can measure of it.
///
/// Controls map onto Trellis's control kinds (UIKit's sizes, docs/uikit-behaviours.md
/// "Controls"); elements Trellis has no kind for (map, web and SceneKit views, cells) are
/// plain views. `measuredAxes` says which axes `--intrinsic-from-frames` takes from the
/// stored frame.
enum IBElementKinds {
    /// How an element is imported.
    struct Entry {
        /// The Trellis kind.
        var kind: ViewKind
        /// The axes in which UIKit's view has an intrinsic content size that Trellis cannot
        /// compute exactly (text in Apple's fonts, images, control metrics): with
        /// `intrinsicFromFrames` these axes take the stored frame's size.
        var measuredAxes: MeasuredAxes
        /// UIKit's `alignmentRectInsets` of the control: its frame is its alignment
        /// rectangle (what constraints place) grown by these.
        var alignmentInsets = EdgeInsets.zero
    }

    /// UISwitch draws 2 points past its alignment rectangle on the right: switches pinned
    /// by their trailing edge sit 2 points further right in IB's stored frames than the
    /// constraint's edge (20 of the surveyed documents' switches, Xcode 8 to 16), those
    /// pinned by their leading edge do not.
    static let switchAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    /// The switch's alignment rectangle inside its 51 × 31 frame (IB's stored frames):
    /// given as its intrinsic size, so that the frame stays 51 points wide.
    static let switchAlignmentSize = IntrinsicSize(width: 49, height: 31)

    /// UISlider draws 2 points past its alignment rectangle on either side and 1 point
    /// below it: every slider of the surveyed documents (6 in 5 documents, Xcode 9 to 13)
    /// is stored 2 points left of the edge its leading constraint names and 4 points wider
    /// than its constraints make it, and those placed by their bottom edge or centre sit
    /// 1 (or 0.5) point lower — a 31-point frame around a 30-point alignment rectangle.
    static let sliderAlignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    /// The slider's alignment rectangle height inside its 31-point frame.
    static let sliderAlignmentSize = IntrinsicSize(width: nil, height: 30)

    /// UISegmentedControl draws 1 point below its alignment rectangle: the survey's two
    /// segmented controls sized by a height constraint of 30 (Xcode 7, tools 9531; Xcode 14,
    /// tools 21701) are stored 31 high from the top their constraints give, and the
    /// unconstrained ones 1 point taller than UIKit's control height (29 before iOS 13,
    /// 32 from Xcode 11).
    static let segmentedControlAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// Which axes of a view have an intrinsic size.
    enum MeasuredAxes {
        case none, both, heightOnly, widthOnly
    }

    /// Elements that are views, by element name.
    static let table: [String: Entry] = [
        "view": Entry(kind: .view, measuredAxes: .none),
        "label": Entry(kind: .label, measuredAxes: .both),
        "button": Entry(kind: .button, measuredAxes: .both),
        "imageView": Entry(kind: .image, measuredAxes: .both),
        "stackView": Entry(kind: .stack, measuredAxes: .none),
        "containerView": Entry(kind: .view, measuredAxes: .none),
        // Controls, with UIKit's intrinsic sizes in Trellis.
        "textField": Entry(kind: .textField, measuredAxes: .both),
        "switch": Entry(kind: .switch, measuredAxes: .both, alignmentInsets: switchAlignmentInsets),
        "slider": Entry(kind: .slider, measuredAxes: .heightOnly, alignmentInsets: sliderAlignmentInsets),
        "segmentedControl": Entry(kind: .segmentedControl, measuredAxes: .both,
                                  alignmentInsets: segmentedControlAlignmentInsets),
        "stepper": Entry(kind: .stepper, measuredAxes: .both),
        "activityIndicatorView": Entry(kind: .activityIndicator, measuredAxes: .both),
        "progressView": Entry(kind: .progressView, measuredAxes: .heightOnly),
        "pageControl": Entry(kind: .pageControl, measuredAxes: .both),
        "datePicker": Entry(kind: .datePicker, measuredAxes: .both),
        "pickerView": Entry(kind: .pickerView, measuredAxes: .both),
        "searchBar": Entry(kind: .searchBar, measuredAxes: .heightOnly),
        "navigationBar": Entry(kind: .navigationBar, measuredAxes: .heightOnly),
        "toolbar": Entry(kind: .toolbar, measuredAxes: .heightOnly),
        "tabBar": Entry(kind: .tabBar, measuredAxes: .heightOnly),
        "visualEffectView": Entry(kind: .visualEffectView, measuredAxes: .none),
        // iAd's ADBannerView (iOS 4–9) sizes itself to its banner (320 × 50 on an iPhone in
        // portrait: ADBannerContentSizeIdentifierPortrait), which Trellis has no kind for.
        "adBannerView": Entry(kind: .view, measuredAxes: .both),
        "mapView": Entry(kind: .view, measuredAxes: .none),
        "webView": Entry(kind: .view, measuredAxes: .none),
        "wkWebView": Entry(kind: .view, measuredAxes: .none),
        "arscnView": Entry(kind: .view, measuredAxes: .none),
        "sceneKitView": Entry(kind: .view, measuredAxes: .none),
        "glkView": Entry(kind: .view, measuredAxes: .none),
        "mtkView": Entry(kind: .view, measuredAxes: .none),
        "skView": Entry(kind: .view, measuredAxes: .none),
        "arskView": Entry(kind: .view, measuredAxes: .none),
        "pickerViewAccessibility": Entry(kind: .view, measuredAxes: .none),
        "scrollView": Entry(kind: .scrollView, measuredAxes: .none),
        "textView": Entry(kind: .textView, measuredAxes: .none),
        "tableView": Entry(kind: .tableView, measuredAxes: .none),
        "collectionView": Entry(kind: .collectionView, measuredAxes: .none),
        "tableViewCell": Entry(kind: .view, measuredAxes: .none),
        "tableViewCellContentView": Entry(kind: .view, measuredAxes: .none),
        "collectionViewCell": Entry(kind: .view, measuredAxes: .none),
        "collectionViewCellContentView": Entry(kind: .view, measuredAxes: .none),
        "collectionReusableView": Entry(kind: .view, measuredAxes: .none),
        "tableViewHeaderFooterView": Entry(kind: .view, measuredAxes: .none),
    ]

    /// Child elements of a view that hold views: its subviews, and the keyed views cells
    /// and scroll views own.
    static let viewKeys: Set<String> = ["contentView", "backgroundView", "selectedBackgroundView", "tableHeaderView",
                                        "tableFooterView", "inputAccessoryView"]

    /// Elements that may appear among subviews and are not views Trellis lays out (their
    /// content belongs to UIKit's collections): skipped without a warning.
    static let skipped: Set<String> = ["prototypes", "cells", "sections", "tableViewSection", "segments",
                                       "items", "barButtonItem", "navigationItem"]
}
