/// Items naming the root view's safe-area layout guide in equations (docs/document-format.md):
/// `root.safeArea.top`, `<rootId>.safeArea.leading`, and `superview.safeArea.bottom` when
/// the first item's superview is the root. The guide is the root inset by the safe-area
/// insets a host sets (`Scene.setSafeAreaInsets`), like UIKit's
/// `view.safeAreaLayoutGuide` of a view controller's root view.
///
/// The equation parser splits `root.safeArea.top` at its last dot, so the item is the
/// name `root.safeArea`; these helpers recognise such names. `root` here is a keyword for
/// the scene's root view, whatever its id (a view whose id really is `x.safeArea` wins).
public enum SafeAreaReference {
    /// The guide's name after the owner: `safeArea`.
    public static let guideName = "safeArea"
    /// The owner keyword for the scene's root view.
    public static let rootKeyword = "root"
    /// The item name of the root's safe area as the keyword writes it: `root.safeArea`.
    public static let rootItemName = rootKeyword + "." + guideName

    /// For an item named `<owner>.safeArea`, the owner (`root`, `superview` or a view id);
    /// nil for any other name.
    public static func owner(ofItemNamed name: String) -> String? {
        let suffix = "." + guideName
        guard name.hasSuffix(suffix), name.count > suffix.count else { return nil }
        return String(name.dropLast(suffix.count))
    }

    /// Whether an item named `<owner>.safeArea` is the scene root's safe area, given the
    /// root's id and the id of the equation's first item's superview (nil: none known).
    public static func isRootSafeArea(owner: String, rootID: String, firstItemSuperview: String?) -> Bool {
        owner == rootKeyword || owner == rootID
            || (owner == ItemReference.superviewKeyword && firstItemSuperview == rootID)
    }
}
