import TrellisCore

/// Titled buttons whose stored frame is stretched beyond any size their title gives them.
///
/// `--intrinsic-from-frames` stands the stored frame in for the intrinsic size of content
/// the runtime cannot measure exactly. A button's stored frame is its intrinsic size only
/// when nothing stretches it: a system button with a one-line title is the title's line
/// plus 6 points above and below (30 points for the default 15-point title, Erica Sadun,
/// "Intrinsic Content Size", informit.com/articles/article.aspx?p=2151265&seqNum=7; 33 for
/// an 18-point title, whose label is 21 high), so a calculator key stored 119 points high
/// between equal-height rows is a stretched frame. Taken as the intrinsic size, such a
/// frame (rounded to the canvas's pixels: 119 or 120 for a true 119.4) makes the keys'
/// compression resistance compete with the other views' where UIKit only stretches them:
/// their hugging (250) gives way before any resistance. In that axis the button keeps the
/// size the runtime measures for its title, as it does without placeholder sizes.
///
/// Only where constraints stretch the button to a size its siblings share: an equal-height
/// constraint, a vertical `fillEqually` stack, or a `fill`-aligned horizontal stack (the
/// keys of a row) whose own height is so shared. Elsewhere a taller stored frame may be the
/// one IB chose among several (a `fill` stack resolving a hugging tie) or a proportion a
/// `fillProportionally` stack keeps (it divides by the intrinsic sizes, stretched or not),
/// and the stored frame stays the placeholder.
enum IBStretchedButtons {
    /// The space UIKit puts above and below a system button's title (the 30 points of a
    /// 15-point title are its 17.9-point line and 6 + 6).
    static let titlePadding = 12.0
    /// Apple's system font's line height per point of its size (docs/interface-builder.md,
    /// "Measured and not adopted: baselines").
    static let lineHeightPerPoint = 1.1934
    /// A pixel of slack: IB stores frames rounded to the canvas's pixels.
    static let roundingSlack = 1.0

    /// Whether `height`, the alignment height of the stored frame of the button `element`,
    /// is taller than the button's one-line title makes it: the frame is stretched. Only
    /// for buttons sized by a single line of title alone (no image, no background image,
    /// no button configuration or content insets, which change the padding, no custom
    /// class, which may size itself).
    static func isHeightStretched(_ element: XMLElement, height: Double) -> Bool {
        guard element.name == "button", element["customClass"] == nil else { return false }
        if element.child("buttonConfiguration", key: "configuration") != nil { return false }
        guard let normal = element.children.first(where: { $0.name == "state" && $0["key"] == "normal" }),
              let title = normal["title"], !title.isEmpty, !title.contains("\n") else { return false }
        if normal["image"] != nil || normal["backgroundImage"] != nil || element["image"] != nil { return false }
        if let mode = element["lineBreakMode"], mode == "wordWrap" || mode == "characterWrap" { return false }
        // Content or title insets make the button's own height larger than the bound below
        // (psx95's 44-point buttons: a 20-point title and 10-point insets).
        if element.children.contains(where: { $0.name == "inset" }) { return false }
        guard let pointSize = titlePointSize(element),
              height > pointSize * lineHeightPerPoint + titlePadding + roundingSlack else { return false }
        return sharesHeight(element, depth: 0)
    }

    /// How many stacks up `sharesHeight` looks (row in a column of rows: 2; documents nest
    /// them a few deep at most).
    private static let maximumStackDepth = 8

    /// Whether constraints make the view `element`'s height one it shares with siblings: an
    /// equal-height constraint names it, it is arranged in a vertical `fillEqually` stack,
    /// or in a `fill`-aligned horizontal stack whose height is shared.
    private static func sharesHeight(_ element: XMLElement, depth: Int) -> Bool {
        guard depth < maximumStackDepth, let id = element["id"] else { return false }
        if hasEqualHeightConstraint(id, from: element) { return true }
        guard let subviews = element.parent, subviews.name == "subviews",
              let stack = subviews.parent, stack.name == "stackView" else { return false }
        let distribution = stack["distribution"] ?? "fill"
        if stack["axis"] == "vertical" { return distribution == "fillEqually" }
        return (stack["alignment"] ?? "fill") == "fill" && sharesHeight(stack, depth: depth + 1)
    }

    /// Whether a `<constraint>` relating a height to another view's height names `id`, in the
    /// `<constraints>` of the view `element` or of its ancestors (IB keeps a constraint in
    /// the nearest common ancestor of its items; a missing `firstItem` is that view).
    private static func hasEqualHeightConstraint(_ id: String, from element: XMLElement) -> Bool {
        var owner: XMLElement? = element
        while let view = owner {
            if let list = view.child("constraints") {
                for constraint in list.children where constraint.name == "constraint" {
                    guard constraint["firstAttribute"] == "height", constraint["secondAttribute"] == "height" else { continue }
                    if constraint["secondItem"] == id || (constraint["firstItem"] ?? view["id"]) == id { return true }
                }
            }
            owner = view.parent
        }
        return false
    }

    /// The title's point size: the font's `pointSize`, a text style's size at the default
    /// category; without a font, a system button's 15 and a custom button's (no
    /// `buttonType`) 18, as IB stores the survey's custom buttons without a font: 34 high
    /// (XLPagerTabStrip's "Close" and "Reload", 18 × 1.1934 + 12 = 33.5), where a system
    /// button is 30.
    private static func titlePointSize(_ element: XMLElement) -> Double? {
        guard let font = element.child("fontDescription", key: "fontDescription") else {
            let type = element["buttonType"] ?? "custom"
            return type == "custom" ? 18 : 15
        }
        if let style = font["style"] {
            return IBViewProperties.textStyle(style).map { DynamicType.pointSize($0, .large) }
        }
        return font["pointSize"].flatMap(IBNumbers.decimal).flatMap { $0 > 0 ? $0 : nil }
    }
}
