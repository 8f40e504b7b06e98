/// UIKit's standard ("system") spacing between two sibling views, where a document asks
/// for it: VFL's lone `-` (`[a]-[b]`) and a stack's `"spacing": "system"`
/// (`UIStackView.spacingUseSystem`) — docs/uikit-behaviours.md V3 and S9.
///
/// 8 points: Apple's Auto Layout Guide (Auto Layout Cookbook, "Simple Single View", gives
/// the standard space as 8 points between siblings, 20 to the superview's edge in its
/// pre-margins examples) and console logs of VFL layouts,
/// which show the standard space as `NSSpace(8)`. Apple documents the system spacing of
/// the anchor API (`constraint(equalToSystemSpacingAfter:multiplier:)`, iOS 11) as
/// "determined from information available from the anchors ... if the anchors represent
/// text baselines, the spacing is determined by the fonts used at those baselines": fonts
/// Trellis does not know, so documents that ask for it between baselines are refused with
/// a message.
public enum SystemSpacing {
    /// The standard space between two sibling views, in points.
    public static let betweenSiblings = 8.0
}
