import TrellisCore

/// The one table of which Interface Builder element becomes which Trellis view kind, and
/// what the runtime can measure of it.
///
/// Controls Trellis has no kind for yet (text fields, switches, sliders…) import as plain
/// views; their intrinsic size comes from the document (`--intrinsic-from-frames`, or a
/// placeholder) until the kinds exist. Switching one over is a change of its `kind` here.
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
        // Controls: plain views until ViewKind has them (issue 19).
        "textField": Entry(kind: .view, measuredAxes: .both),
        "switch": Entry(kind: .view, measuredAxes: .both, alignmentInsets: switchAlignmentInsets),
        "slider": Entry(kind: .view, measuredAxes: .heightOnly),
        "segmentedControl": Entry(kind: .view, measuredAxes: .both),
        "stepper": Entry(kind: .view, measuredAxes: .both),
        "activityIndicatorView": Entry(kind: .view, measuredAxes: .both),
        "progressView": Entry(kind: .view, measuredAxes: .heightOnly),
        "pageControl": Entry(kind: .view, measuredAxes: .both),
        "datePicker": Entry(kind: .view, measuredAxes: .both),
        "pickerView": Entry(kind: .view, measuredAxes: .both),
        "searchBar": Entry(kind: .view, measuredAxes: .heightOnly),
        "navigationBar": Entry(kind: .view, measuredAxes: .heightOnly),
        "toolbar": Entry(kind: .view, measuredAxes: .heightOnly),
        "tabBar": Entry(kind: .view, measuredAxes: .heightOnly),
        "visualEffectView": Entry(kind: .view, measuredAxes: .none),
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
        "scrollView": Entry(kind: .view, measuredAxes: .none),
        "textView": Entry(kind: .view, measuredAxes: .none),
        "tableView": Entry(kind: .view, measuredAxes: .none),
        "collectionView": Entry(kind: .view, measuredAxes: .none),
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
