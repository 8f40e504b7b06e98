/// The sizes UIKit gives its controls, for the control kinds (docs/uikit-behaviours.md §10 "Controls",
/// keys C1–C17, with their sources). Trellis follows iOS 13 to 18; a nil axis has no
/// intrinsic metric (`UIView.noIntrinsicMetric`): the constraints must size it.
///
/// "IB" below means the frames Interface Builder stored for these controls in 408 public
/// storyboards and xibs (source [IB] of docs/uikit-behaviours.md; IB computes them from the
/// real controls' intrinsic sizes), counted for documents saved by Xcode 11 and later.
public enum ControlMetrics {
    /// UISwitch: 51 × 31 (C3; IB: 24 of 30 switches before Xcode 26, all unconstrained
    /// ones; Xcode 26's iOS 26 switch is 63 × 28).
    public static let switchSize = IntrinsicSize(width: 51, height: 31)
    /// UISlider: no intrinsic width, 31 high (C4; IB: all 9 sliders, Xcode 8–15).
    public static let slider = IntrinsicSize(width: nil, height: 31)
    /// UIStepper: 94 × 32 (C5; IB: 94 × 32 from Xcode 11, 94 × 29 before iOS 13).
    public static let stepper = IntrinsicSize(width: 94, height: 32)
    /// UISegmentedControl: 32 high (C6; IB: every segmented control saved by Xcode 11+
    /// without a height constraint; 28–29 before iOS 13).
    public static let segmentedControlHeight = 32.0
    /// UISegmentedControl: a segment's title font, the system font at 13 points (C6).
    public static let segmentTitlePointSize = 13.0
    /// UISegmentedControl: what a segment adds to its title's width, both sides together
    /// (C6; estimated from IB: "Solid"/"Gradient" 145 wide, 72.5 a segment, with
    /// "Gradient" about 52 wide in the 13-pt system font).
    public static let segmentPadding = 20.0
    /// UIActivityIndicatorView `.medium`: 20 × 20 (C7; IB: 7 of 7; markmeretzky.com).
    public static let activityIndicatorMedium = IntrinsicSize(width: 20, height: 20)
    /// UIActivityIndicatorView `.large`: 37 × 37 (C7; IB: 4 of 4 whiteLarge; markmeretzky.com).
    public static let activityIndicatorLarge = IntrinsicSize(width: 37, height: 37)
    /// UIProgressView (default style): no intrinsic width, 4 high (C8; IB: Xcode 12–13;
    /// 2 before iOS 13).
    public static let progressView = IntrinsicSize(width: nil, height: 4)
    /// UIPageControl: 37 high (C9; IB).
    public static let pageControlHeight = 37.0
    /// UIPageControl: the distance from one dot to the next (C9; IB: 3 pages 39 wide,
    /// 2 pages 23 wide: 16 × n − 9).
    public static let pageDotPitch = 16.0
    /// UIPageControl: a dot's width (C9).
    public static let pageDotWidth = 7.0
    /// UIDatePicker (wheels) and UIPickerView: 320 × 216 (C10, C11; IB heights 216;
    /// markmeretzky.com measured a default UIPickerView at 320 × 216).
    public static let picker = IntrinsicSize(width: 320, height: 216)
    /// UISearchBar (default, prominent style): no intrinsic width, 56 high (C12; IB:
    /// Xcode 10.2 and 11; 44 before iOS 11).
    public static let searchBar = IntrinsicSize(width: nil, height: 56)
    /// UINavigationBar: no intrinsic width, 44 high (C13; IB: 125 of 146).
    public static let navigationBar = IntrinsicSize(width: nil, height: 44)
    /// UIToolbar: no intrinsic width, 44 high (C14; IB: 10 of 11).
    public static let toolbar = IntrinsicSize(width: nil, height: 44)
    /// UITabBar: no intrinsic width, 49 high (C15; IB: every tab bar not sized by its
    /// scene; iPads from iOS 12 show 50).
    public static let tabBar = IntrinsicSize(width: nil, height: 49)

    /// UITextField (rounded-rect border): the least height, 34 (C1; IB: the height of
    /// every unconstrained rounded-rect field saved by Xcode 11 and later; 30 before iOS 13).
    public static let textFieldMinimumHeight = 34.0
    /// UITextField: the space around the text inside the rounded-rect border (C1;
    /// estimated: 7 at the sides, and 5 above and below from 25-pt fields 40 high in IB).
    public static let textFieldInsets = DirectionalInsets(top: 5, leading: 7, bottom: 5, trailing: 7)
    /// UITextView: `textContainerInset` (8, 0, 8, 0) plus the text container's
    /// `lineFragmentPadding` of 5 at each side of a line (C2; Apple's documentation of both).
    public static let textViewInsets = DirectionalInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    /// The fixed intrinsic size of `kind` (nil: none, or it depends on contents).
    public static func fixedSize(of kind: ViewKind, style: ActivityIndicatorStyle) -> IntrinsicSize? {
        switch kind {
        case .switch: return switchSize
        case .slider: return slider
        case .stepper: return stepper
        case .activityIndicator: return style == .large ? activityIndicatorLarge : activityIndicatorMedium
        case .progressView: return progressView
        case .datePicker, .pickerView: return picker
        case .searchBar: return searchBar
        case .navigationBar: return navigationBar
        case .toolbar: return toolbar
        case .tabBar: return tabBar
        default: return nil
        }
    }

    /// UIPageControl's size for `pages` dots: 16 × pages − 9 wide (0 without pages), 37 high.
    public static func pageControlSize(pages: Int) -> IntrinsicSize {
        let width = pages > 0 ? pageDotPitch * Double(pages - 1) + pageDotWidth : 0
        return IntrinsicSize(width: width, height: pageControlHeight)
    }
}
