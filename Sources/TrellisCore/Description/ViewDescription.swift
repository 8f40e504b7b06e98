/// The declarative description of one node of a scene, as a document states it.
///
/// Descriptions are plain values: a loaded document is immutable and can be shared across
/// threads; a `Scene` instantiates them. Properties that may vary by size class are
/// `Variant`s (docs/document-format.md).
public struct ViewDescription: Hashable, Sendable {
    public var id: String
    public var kind: ViewKind
    /// For `custom` views: the name after `custom:` (`"Rating"` for `"custom:Rating"`).
    public var customKind: String?
    /// For `custom` views: IBInspectable-like values, in document order.
    public var properties: [CustomProperty]
    /// Plain children (`subviews`).
    public var subviews: [ViewDescription]
    /// Arranged children of a stack or group (`arranged`).
    public var arranged: [ViewDescription]

    public var intrinsicSize: Variant<IntrinsicSize>
    public var hugging: AxisPair<Double>
    public var compressionResistance: AxisPair<Double>

    public var text: String?
    public var textStyle: Variant<TextStyle>?
    public var fontSize: Variant<Double>?
    /// Maximum number of lines; 0 wraps without limit.
    public var lines: Int
    /// For titled buttons: the space around the title, UIKit's content insets
    /// (``DirectionalInsets/buttonContentDefault`` unless the document gives them).
    public var contentInsets: DirectionalInsets

    public var layoutMargins: Variant<DirectionalInsets>
    public var alignmentInsets: EdgeInsets
    /// Baseline offsets from the top of the alignment rect (labels measure theirs).
    public var baselines: (first: Double, last: Double)?

    public var hidden: Variant<Bool>
    public var installed: Variant<Bool>

    public var stack: StackDescription?
    public var group: GroupDescription?
    /// Placement of this view when it is a child of a group.
    public var groupItem: GroupItemDescription
    /// For containers: the scene whose root becomes the only child.
    public var containerScene: String?

    public init(id: String, kind: ViewKind = .view) {
        self.id = id
        self.kind = kind
        self.customKind = nil
        self.properties = []
        self.subviews = []
        self.arranged = []
        self.intrinsicSize = .plain(.none)
        self.hugging = AxisPair(horizontal: 250, vertical: 250)
        self.compressionResistance = AxisPair(horizontal: 750, vertical: 750)
        self.text = nil
        self.textStyle = nil
        self.fontSize = nil
        self.lines = 1
        self.contentInsets = .buttonContentDefault
        self.layoutMargins = .plain(.defaultMargins)
        self.alignmentInsets = .zero
        self.baselines = nil
        self.hidden = .plain(false)
        self.installed = .plain(true)
        self.stack = nil
        self.group = nil
        self.groupItem = GroupItemDescription()
        self.containerScene = nil
    }

    /// All children, plain first then arranged.
    public var children: [ViewDescription] { subviews + arranged }

    /// The kind as documents write it: `"label"`, `"custom:Rating"`.
    public var kindName: String {
        guard kind == .custom else { return kind.rawValue }
        return ViewKind.customPrefix + (customKind ?? "")
    }

    public static func == (lhs: ViewDescription, rhs: ViewDescription) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.customKind == rhs.customKind
            && lhs.properties == rhs.properties && lhs.contentInsets == rhs.contentInsets
            && lhs.subviews == rhs.subviews
            && lhs.arranged == rhs.arranged && lhs.intrinsicSize == rhs.intrinsicSize
            && lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
            && lhs.text == rhs.text && lhs.textStyle == rhs.textStyle && lhs.fontSize == rhs.fontSize
            && lhs.lines == rhs.lines && lhs.layoutMargins == rhs.layoutMargins
            && lhs.alignmentInsets == rhs.alignmentInsets
            && lhs.baselines?.first == rhs.baselines?.first && lhs.baselines?.last == rhs.baselines?.last
            && lhs.hidden == rhs.hidden && lhs.installed == rhs.installed && lhs.stack == rhs.stack
            && lhs.group == rhs.group && lhs.groupItem == rhs.groupItem
            && lhs.containerScene == rhs.containerScene
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
    }
}
