/// What makes a scene's root a view controller's root view, as every scene of a storyboard
/// is (docs/uikit-behaviours.md §9, M1–M3).
///
/// A view controller's root view differs from a plain view in its layout margins: they are
/// UIKit's system minimum margins (`UIViewController.systemMinimumLayoutMargins`: none at
/// the top and bottom, 16 points at the sides below 414 points of width, 20 from 414) unless
/// the document asks for larger ones, and — like every view's, by default — they are
/// measured from the safe area. The view controller can also grow its root's safe area
/// (`additionalSafeAreaInsets`), which is how navigation and tab bars of a container
/// controller shape their children's safe area.
public struct ViewControllerDescription: Hashable, Sendable {
    /// Insets added to the safe area the host reports (UIKit's
    /// `UIViewController.additionalSafeAreaInsets`): a navigation bar's 44 points at the
    /// top, a tab bar's 49 at the bottom.
    public var additionalSafeAreaInsets: EdgeInsets
    /// Whether the root's margins are at least the system minimum margins (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`, true by default). False: the root's margins
    /// are exactly its `layoutMargins` (8 points on every side unless given).
    public var respectsSystemMinimumLayoutMargins: Bool

    /// A view controller with no additional insets that respects the system minimum margins.
    public init(additionalSafeAreaInsets: EdgeInsets = .zero, respectsSystemMinimumLayoutMargins: Bool = true) {
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.respectsSystemMinimumLayoutMargins = respectsSystemMinimumLayoutMargins
    }

    /// The width from which the system minimum side margin is 20 points instead of 16.
    /// Interface Builder's stored frames show 16 below and 20 from this width across 202 real
    /// scenes (the survey of issue 20); useyourloaf.com, "Changing Root View Layout Margins"
    /// (2017), gives 16 for compact and 20 for regular widths.
    public static let wideMarginWidth = 414.0

    /// UIKit's `systemMinimumLayoutMargins` of a root view `width` points wide: 0 at the top
    /// and bottom, 16 or 20 at the leading and trailing sides.
    public static func systemMinimumLayoutMargins(forWidth width: Double) -> DirectionalInsets {
        let side = width < wideMarginWidth ? 16.0 : 20.0
        return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
