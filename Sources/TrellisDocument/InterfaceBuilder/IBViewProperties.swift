import TrellisCore

/// The properties of one view element that Trellis describes: text and fonts, images,
/// intrinsic sizes, priorities, margins and stack-view settings.
enum IBViewProperties {
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    static func apply(_ element: XMLElement, entry: IBElementKinds.Entry, to view: inout ViewDescription,
                      resources: [String: (width: Double, height: Double)], intrinsicFromFrames: Bool, frame: Rect?) {
        // Content priorities; IB omits UIKit's defaults (250 hugging, 750 resistance).
        var hugging = view.hugging
        var resistance = view.compressionResistance
        if let value = element["horizontalHuggingPriority"].flatMap(IBNumbers.decimal) { hugging.horizontal = value }
        if let value = element["verticalHuggingPriority"].flatMap(IBNumbers.decimal) { hugging.vertical = value }
        if let value = element["horizontalCompressionResistancePriority"].flatMap(IBNumbers.decimal) { resistance.horizontal = value }
        if let value = element["verticalCompressionResistancePriority"].flatMap(IBNumbers.decimal) { resistance.vertical = value }
        if hugging != view.hugging { view.hugging = hugging }
        if resistance != view.compressionResistance { view.compressionResistance = resistance }

        applyText(element, to: &view)
        applyMargins(element, to: &view)
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if element["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if element["layoutMarginsFollowReadableWidth"] == "YES" { view.layoutMarginsFollowReadableWidth = true }
        if entry.kind == .stack {
            view.stack = stack(element)
            if !element.children.contains(where: { $0["key"] == "layoutMargins" || $0["key"] == "directionalLayoutMargins" }) {
                // A stack view without margins of its own has none on IB's canvas: the
                // survey's constraints from a stack's margins to its arranged views hold at
                // the stack's edges in the stored frames (19 more views of 3 documents
                // match, none fewer), where 8-point margins made them conflict.
                view.layoutMargins = .plain(.zero)
            }
        }

        // Intrinsic size: an image's size, IB's placeholder, or (for content Trellis
        // cannot measure exactly) the stored frame.
        var intrinsic = IntrinsicSize.none
        if entry.kind == .image, let name = element["image"], let size = resources[name] {
            intrinsic = IntrinsicSize(width: size.width, height: size.height)
        }
        if entry.alignmentInsets != .zero { view.alignmentInsets = entry.alignmentInsets }
        if entry.kind == .switch { intrinsic = IBElementKinds.switchAlignmentSize }
        if entry.kind == .slider { intrinsic = IBElementKinds.sliderAlignmentSize }
        if entry.kind == .segmentedControl {
            // Trellis's control height is the frame's; the alignment rectangle is 1 less.
            intrinsic.height = ControlMetrics.segmentedControlHeight - entry.alignmentInsets.bottom
        }
        // A text view that does not scroll (`scrollEnabled="NO"`) is sized by its text, as a
        // label is (ViewKind.textView); its text's metrics are Apple's fonts', so with
        // intrinsic sizes from frames it takes its stored size in both axes, as a label does.
        var measuredAxes = entry.measuredAxes
        if entry.kind == .textView && element["scrollEnabled"] == "NO" {
            view.control.scrollEnabled = false
            measuredAxes = .both
        }
        if intrinsicFromFrames, let frame {
            // Intrinsic sizes are sizes of the alignment rectangle.
            let insets = entry.alignmentInsets
            let width = max(0, frame.width - insets.left - insets.right)
            let height = max(0, frame.height - insets.top - insets.bottom)
            switch measuredAxes {
            case .none where element.name == "view" && element["customClass"] != nil:
                intrinsic = IntrinsicSize(width: width, height: height)
            case .none: break
            case .both where entry.kind == .button && IBStretchedButtons.isHeightStretched(element, height: height):
                intrinsic = IntrinsicSize(width: width, height: nil)
            case .both: intrinsic = IntrinsicSize(width: width, height: height)
            case .heightOnly: intrinsic = IntrinsicSize(width: nil, height: height)
            case .widthOnly: intrinsic = IntrinsicSize(width: width, height: nil)
            }
        }
        if let width = element["placeholderIntrinsicWidth"] {
            intrinsic.width = width == "infinite" ? nil : IBNumbers.decimal(width)
        }
        if let height = element["placeholderIntrinsicHeight"] {
            intrinsic.height = height == "infinite" ? nil : IBNumbers.decimal(height)
        }
        if intrinsic != .none { view.intrinsicSize = .plain(intrinsic) }
    }

    /// A label's text and font, a button's title and font.
    private static func applyText(_ element: XMLElement, to view: inout ViewDescription) {
        switch view.kind {
        case .label:
            view.text = element["text"] ?? element.child("string", key: "text")?.text ?? ""
            if let lines = element["numberOfLines"].flatMap({ Int($0) }), lines >= 0 { view.lines = lines }
        case .button:
            let state = element.children.first { $0.name == "state" && $0["key"] == "normal" }
            if let title = state?["title"] ?? element.child("buttonConfiguration", key: "configuration")?["title"] {
                view.text = title
            } else {
                return
            }
        default:
            return
        }
        guard let font = element.child("fontDescription", key: "fontDescription") else { return }
        if let style = font["style"], let textStyle = textStyle(style) {
            view.textStyle = .plain(textStyle)
        } else if let size = font["pointSize"].flatMap(IBNumbers.decimal), size > 0 {
            view.fontSize = .plain(size)
        }
    }

    /// `UICTFontTextStyleBody` -> body.
    static func textStyle(_ name: String) -> TextStyle? {
        let prefix = "UICTFontTextStyle"
        guard name.hasPrefix(prefix) else { return nil }
        var rest = String(name.dropFirst(prefix.count))
        switch rest {
        case "Title0": return .largeTitle
        case "Caption1": return .caption1
        case "Caption2": return .caption2
        default: break
        }
        guard let first = rest.first else { return nil }
        rest = String(first).lowercased() + rest.dropFirst()
        return TextStyle(rawValue: rest)
    }

    /// `<edgeInsets key="layoutMargins">` and `<directionalEdgeInsets key="directionalLayoutMargins">`.
    private static func applyMargins(_ element: XMLElement, to view: inout ViewDescription) {
        func number(_ element: XMLElement, _ name: StaticString) -> Double { element[name].flatMap(IBNumbers.decimal) ?? 0 }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = .plain(DirectionalInsets(top: number(insets, "top"), leading: number(insets, "leading"),
                                                          bottom: number(insets, "bottom"), trailing: number(insets, "trailing")))
        } else if let insets = element.child("edgeInsets", key: "layoutMargins") {
            // Left and right are taken as leading and trailing: the same in the
            // left-to-right design layout.
            view.layoutMargins = .plain(DirectionalInsets(top: number(insets, "top"), leading: number(insets, "left"),
                                                          bottom: number(insets, "bottom"), trailing: number(insets, "right")))
        }
    }

    /// A `<stackView>`'s properties, with their size-class variations. IB writes
    /// `alignment="top"`/`"bottom"` for a vertical stack's leading/trailing, which
    /// ``StackAlignment`` names as the same alignments.
    private static func stack(_ element: XMLElement) -> StackDescription {
        func axis(_ text: String) -> LayoutAxis? {
            text == "vertical" ? .vertical : text == "horizontal" ? .horizontal : nil
        }
        let baseAxis = element["axis"].flatMap(axis) ?? .horizontal
        let baseDistribution = element["distribution"].flatMap(StackDistribution.init(rawValue:)) ?? .fill
        let baseAlignment = element["alignment"].flatMap(StackAlignment.init(rawValue:)) ?? .fill
        // `spacingType="standard"` (Xcode 9+, "Standard" in the inspector) is
        // UIStackView.spacingUseSystem: 8 points between views, as the stored frames of the
        // survey's five documents with it show (AdrianBinDC's 183.5 + 8 + 183.5 = 375).
        // Between baselines UIKit's system spacing depends on the fonts, which Trellis does
        // not know (S9): such a stack gets the 8 points between views.
        let standard = element["spacingType"] == "standard"
        let baseSpacing = standard
            ? (element["baselineRelativeArrangement"] == "YES" ? SystemSpacing.betweenSiblings : StackDescription.spacingUseSystem)
            : element["spacing"].flatMap(IBNumbers.decimal) ?? 0
        // IB turns "Layout Margins Relative Arrangement" on by writing the stack's margins:
        // none of the 699 stack views of the surveyed documents has the attribute, and the
        // stored frames of the 26 with `<edgeInsets key="layoutMargins">` lie inside them.
        let hasMargins = element.children.contains {
            $0["key"] == "layoutMargins" || $0["key"] == "directionalLayoutMargins"
        }
        return StackDescription(
            axis: IBVariations.variant(of: element, attribute: "axis", base: baseAxis, axis),
            distribution: IBVariations.variant(of: element, attribute: "distribution", base: baseDistribution,
                                               StackDistribution.init(rawValue:)),
            alignment: IBVariations.variant(of: element, attribute: "alignment", base: baseAlignment,
                                            StackAlignment.init(rawValue:)),
            spacing: IBVariations.variant(of: element, attribute: "spacing", base: baseSpacing, IBNumbers.decimal),
            baselineRelative: element["baselineRelativeArrangement"] == "YES",
            marginsRelative: element["layoutMarginsRelativeArrangement"] == "YES" || hasMargins)
    }
}
