/// The kinds of node a scene is made of.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// A plain view.
    case view
    /// A text label, sized by its text (`text`, `textStyle`/`fontSize`, `lines`).
    case label
    case image
    /// A button; with `text` it is sized by its title like a label, plus its
    /// `contentInsets` (`Scene+IntrinsicSize.swift`).
    case button
    /// A UIStackView: lays out its `arranged` children along an axis.
    case stack
    /// A WatchKit WKInterfaceGroup: flow layout of its `arranged` children.
    case group
    /// Embeds another scene's root as its only child.
    case container
    /// A layout guide: takes part in constraints but is not drawn.
    case guide
    /// A UIScrollView: its subviews are its content, whose constraints to the scroll view's
    /// edges (or its `contentLayoutGuide`) give the content size (`Scene+ScrollViews.swift`).
    case scrollView
    /// A UITableView: a scroll view (its cells are scenes a host inserts).
    case tableView
    /// A UICollectionView: a scroll view (its cells are scenes a host inserts).
    case collectionView
    /// A host-drawn view, written `"custom:<Name>"` (like an IBDesignable class): its name
    /// is `ViewDescription.customKind`, its IBInspectable-like values `properties`.
    case custom

    // UIKit controls, sized as UIKit sizes them (docs/uikit-behaviours.md §10 "Controls", C1–C17);
    // their names are Interface Builder's element names.

    /// A UITextField (rounded-rect border): its `text` or `placeholder` measured on one line.
    case textField
    /// A UITextView: no intrinsic size while it scrolls (the default); with
    /// `scrollEnabled: false` its text wraps and sizes it, as a label's.
    case textView
    /// A UISwitch, 51 × 31.
    case `switch`
    /// A UISlider: no intrinsic width, 31 high.
    case slider
    /// A UIStepper, 94 × 32.
    case stepper
    /// A UISegmentedControl: equal segments as wide as the widest of `segments`' titles.
    case segmentedControl
    /// A UIActivityIndicatorView, `style` `"medium"` (20 × 20) or `"large"` (37 × 37).
    case activityIndicator
    /// A UIProgressView: no intrinsic width, 4 high.
    case progressView
    /// A UIPageControl, as wide as its `numberOfPages` dots.
    case pageControl
    /// A UIDatePicker (wheels), 320 × 216.
    case datePicker
    /// A UIPickerView, 320 × 216.
    case pickerView
    /// A UISearchBar: no intrinsic width, 56 high.
    case searchBar
    /// A UINavigationBar: no intrinsic width, 44 high.
    case navigationBar
    /// A UIToolbar: no intrinsic width, 44 high.
    case toolbar
    /// A UITabBar: no intrinsic width, 49 high.
    case tabBar
    /// A UIVisualEffectView: a container without an intrinsic size.
    case visualEffectView
    /// Kinds that scroll their content: scroll, table and collection views. (Building a
    /// scene compares kinds directly instead, `Scene.addPlainConstraint`: inlining this
    /// getter everywhere changed how stack regeneration was compiled, +0.25M instructions
    /// on a 1000-view stack, round 20.)
    public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView }

    /// Kinds whose text a host may set (`Scene.setText`): labels, buttons, text fields and
    /// text views.
    public static let textKinds: Set<ViewKind> = [.label, .button, .textField, .textView]

    /// Kinds whose children are `arranged` rather than plain `subviews`.
    public var arrangesChildren: Bool { self == .stack || self == .group }

    /// The prefix of custom kinds in documents: `"custom:Rating"`.
    public static let customPrefix = "custom:"

    /// The kinds a document names by a plain word (every kind but ``custom``).
    public static let documentNames: [String] = allCases.filter { $0 != .custom }.map(\.rawValue)

    /// Names a UIKit user may write for a kind, with the kind meant: UIKit class names and
    /// Interface Builder element names that differ from the kind's (for "did you mean").
    public static let uikitSpellings: [(spelling: String, kind: ViewKind)] = [
        ("UIView", .view), ("UILabel", .label), ("imageView", .image), ("UIImageView", .image),
        ("UIButton", .button), ("stackView", .stack), ("UIStackView", .stack),
        ("layoutGuide", .guide), ("UILayoutGuide", .guide), ("containerView", .container),
        ("UIScrollView", .scrollView), ("UITableView", .tableView), ("UICollectionView", .collectionView),
        ("UITextField", .textField), ("UITextView", .textView), ("UISwitch", .switch),
        ("toggle", .switch), ("UISlider", .slider), ("UIStepper", .stepper),
        ("UISegmentedControl", .segmentedControl), ("activityIndicatorView", .activityIndicator),
        ("UIActivityIndicatorView", .activityIndicator), ("spinner", .activityIndicator),
        ("UIProgressView", .progressView), ("UIPageControl", .pageControl),
        ("UIDatePicker", .datePicker), ("UIPickerView", .pickerView), ("UISearchBar", .searchBar),
        ("UINavigationBar", .navigationBar), ("UIToolbar", .toolbar), ("UITabBar", .tabBar),
        ("UIVisualEffectView", .visualEffectView), ("blur", .visualEffectView),
    ]

    /// The kind a misspelt or UIKit-style name most likely means, as its document name.
    public static func suggestion(for name: String) -> String? {
        for (spelling, kind) in uikitSpellings where spelling.lowercased() == name.lowercased() {
            return kind.rawValue
        }
        if let kind = Spelling.closest(to: name, in: documentNames) { return kind }
        return Spelling.closest(to: name, in: uikitSpellings.map(\.spelling))
            .flatMap { spelling in uikitSpellings.first { $0.spelling == spelling }?.kind.rawValue }
    }
}
