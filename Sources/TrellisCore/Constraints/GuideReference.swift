/// Items naming a layout guide the scene keeps for a view (docs/document-format.md,
/// "Guides"), written like UIKit's properties:
///
/// - `<owner>.safeArea` or `<owner>.safeAreaLayoutGuide`: the view's safe area
///   (`UIView.safeAreaLayoutGuide`). The owner is a view id, `root` (the scene's root,
///   whatever its id) or `superview` (the first item's superview).
/// - `topLayoutGuide`, `bottomLayoutGuide`: the view controller's legacy guides of the
///   Xcode 5–8 era (`UIViewController.topLayoutGuide`): from the root's top to its safe
///   area, and from the safe area's bottom to the root's bottom.
/// - `root.keyboardLayoutGuide`: the part of the root the keyboard covers
///   (`UIView.keyboardLayoutGuide`, iOS 15), the safe area's bottom strip while no
///   keyboard is shown.
/// - `<view>.readableContentGuide`: the part of the view's margins comfortable to read,
///   at most the readable width for the text size and centred (`UIView.readableContentGuide`).
/// - `<scroll>.contentLayoutGuide`, `<scroll>.frameLayoutGuide`: a scroll view's content
///   area (its size is the content size) and its frame (`UIScrollView`, iOS 11).
///
/// The equation parser splits `root.safeArea.top` at its last dot, so the item is the name
/// `root.safeArea`; these helpers recognise such names. A view whose id really is one of
/// these names wins over the guide.
public struct GuideReference: Hashable, Sendable {
    /// The guides a scene can keep.
    public enum Guide: Hashable, Sendable {
        /// A view's safe area.
        case safeArea
        /// The view controller's top layout guide (root only).
        case topLayoutGuide
        /// The view controller's bottom layout guide (root only).
        case bottomLayoutGuide
        /// The keyboard layout guide (root only).
        case keyboard
        /// A view's readable content area.
        case readableContent
        /// A scroll view's content area.
        case contentLayoutGuide
        /// A scroll view's frame.
        case frameLayoutGuide

        /// Whether only the scene's root view has this guide.
        public var belongsToRoot: Bool {
            switch self {
            case .topLayoutGuide, .bottomLayoutGuide, .keyboard: return true
            case .safeArea, .readableContent, .contentLayoutGuide, .frameLayoutGuide: return false
            }
        }

        /// Whether only scroll views have this guide.
        public var belongsToScrollViews: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }

        /// The name the scene gives the guide's node, after its owner's id.
        public var nodeName: String {
            switch self {
            case .safeArea: return GuideReference.safeAreaName
            case .topLayoutGuide: return GuideReference.topLayoutGuideName
            case .bottomLayoutGuide: return GuideReference.bottomLayoutGuideName
            case .keyboard: return GuideReference.keyboardName
            case .readableContent: return GuideReference.readableContentGuideName
            case .contentLayoutGuide: return GuideReference.contentLayoutGuideName
            case .frameLayoutGuide: return GuideReference.frameLayoutGuideName
            }
        }
    }

    /// The view the guide belongs to, as written: a view id, `root` or `superview`;
    /// `root` for the view controller's guides written without an owner.
    public var owner: String
    /// Which guide.
    public var guide: Guide

    /// `view.safeArea`: the safe area layout guide (short form).
    public static let safeAreaName = "safeArea"
    /// `view.safeAreaLayoutGuide`: the safe area layout guide (UIKit's name).
    public static let safeAreaLayoutGuideName = "safeAreaLayoutGuide"
    /// `topLayoutGuide`: a view controller's top layout guide (before iOS 11; the safe area's top).
    public static let topLayoutGuideName = "topLayoutGuide"
    /// `bottomLayoutGuide`: a view controller's bottom layout guide (the safe area's bottom).
    public static let bottomLayoutGuideName = "bottomLayoutGuide"
    /// `view.keyboardLayoutGuide`: the area the keyboard covers (its height set by the host).
    public static let keyboardName = "keyboardLayoutGuide"
    /// `view.readableContentGuide`: the readable-width guide inside the margins.
    public static let readableContentGuideName = "readableContentGuide"
    /// `scrollView.contentLayoutGuide`: a scroll view's content area.
    public static let contentLayoutGuideName = "contentLayoutGuide"
    /// `scrollView.frameLayoutGuide`: a scroll view's own frame, untranslated.
    public static let frameLayoutGuideName = "frameLayoutGuide"
    /// The owner keyword for the scene's root view.
    public static let rootKeyword = "root"
    /// The item name of the root's safe area as the keyword writes it: `root.safeArea`.
    public static let rootSafeAreaName = rootKeyword + "." + safeAreaName

    /// Every guide name an item may end with, for spelling suggestions.
    public static let guideNames = [safeAreaName, safeAreaLayoutGuideName, topLayoutGuideName,
                                    bottomLayoutGuideName, keyboardName, readableContentGuideName, contentLayoutGuideName,
                                    frameLayoutGuideName]

    /// Creates a reference to `guide` of `owner`.
    public init(owner: String, guide: Guide) {
        self.owner = owner
        self.guide = guide
    }

    /// Reads an item name as a guide reference; nil when the name names no guide.
    public init?(itemName name: String) {
        switch name {
        case GuideReference.topLayoutGuideName:
            self.init(owner: GuideReference.rootKeyword, guide: .topLayoutGuide)
            return
        case GuideReference.bottomLayoutGuideName:
            self.init(owner: GuideReference.rootKeyword, guide: .bottomLayoutGuide)
            return
        default:
            break
        }
        let suffixes: [(String, Guide)] = [(GuideReference.safeAreaName, .safeArea),
                                           (GuideReference.safeAreaLayoutGuideName, .safeArea),
                                           (GuideReference.topLayoutGuideName, .topLayoutGuide),
                                           (GuideReference.bottomLayoutGuideName, .bottomLayoutGuide),
                                           (GuideReference.keyboardName, .keyboard),
                                           (GuideReference.readableContentGuideName, .readableContent),
                                           (GuideReference.contentLayoutGuideName, .contentLayoutGuide),
                                           (GuideReference.frameLayoutGuideName, .frameLayoutGuide)]
        for (suffix, guide) in suffixes {
            let dotted = "." + suffix
            if name.hasSuffix(dotted), name.utf8.count > dotted.utf8.count {
                self.init(owner: String(name.dropLast(dotted.count)), guide: guide)
                return
            }
        }
        return nil
    }

    /// The owner's view id, given the root's id and the id of the equation's first item's
    /// superview (nil: none known); nil when the owner is `superview` and there is none.
    public func ownerID(rootID: String, firstItemSuperview: String?) -> String? {
        switch owner {
        case GuideReference.rootKeyword: return rootID
        case ItemReference.superviewKeyword: return firstItemSuperview
        default: return owner
        }
    }

    /// The item name with another owner (used when a scene's ids are prefixed).
    public func itemName(owner newOwner: String) -> String {
        newOwner + "." + guide.nodeName
    }
}

extension GuideReference {
    /// The guide item a misspelt one most likely means, written as UIKit writes it:
    /// `root.safeAreaLayoutGuid` → `root.safeAreaLayoutGuide`, `topLayoutGuid` →
    /// `topLayoutGuide`. Only when the part before the last dot is an owner the scene knows
    /// (`root`, `superview` or one of `views`) and the part after it is close to a guide's
    /// name; nil otherwise (the caller then suggests a view).
    public static func suggestion(forItem name: String, views: some Sequence<String>) -> String? {
        guard let dot = name.lastIndex(of: ".") else {
            return Spelling.closest(to: name, in: [topLayoutGuideName, bottomLayoutGuideName])
        }
        let owner = String(name[..<dot])
        let guide = String(name[name.index(after: dot)...])
        guard owner == rootKeyword || owner == ItemReference.superviewKeyword || views.contains(owner) else { return nil }
        // Also as UIKit users shorten them: `keyboardGuide`, `readableContent`.
        var spellings = [guide, guide + "Guide", guide + "LayoutGuide"]
        if guide.hasSuffix("Guide") { spellings.append(String(guide.dropLast(5)) + "LayoutGuide") }
        for spelling in spellings {
            if let closest = Spelling.closest(to: spelling, in: guideNames) { return owner + "." + closest }
        }
        return nil
    }

    /// The message for a guide named where it cannot be (a ``ConstraintReferences`` problem).
    public static func problemMessage(_ problem: ConstraintReferences.Problem.Kind, item name: String) -> String {
        switch problem {
        case .rootOnlyGuide:
            return "only the root view has \(Quoting.quoted(GuideReference(itemName: name)?.guide.nodeName ?? name)); "
                + "write \(rootKeyword).<guide>.<attribute> (or topLayoutGuide.<attribute>, bottomLayoutGuide.<attribute>)"
        case .guideWithoutOwner:
            return "\(Quoting.quoted(name)) names the first item's superview, and it has none"
        default:
            return "\(Quoting.quoted(name)) is not a guide"
        }
    }
}
