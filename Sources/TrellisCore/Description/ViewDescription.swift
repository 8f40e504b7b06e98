/// The declarative description of one node of a scene, as a document states it.
///
/// Descriptions are plain values: a loaded document is immutable and can be shared across
/// threads; a `Scene` instantiates them. Properties that may vary by size class are
/// `Variant`s (docs/document-format.md).
///
/// Stored compactly: besides its id, kind, children, text and plain visibility (a byte), a
/// view keeps its text style and font, its sizes, its margins, its stack or group
/// properties, and its rarer values (custom-view values, control contents, size-class
/// visibility) each in a shared box that only views setting one of them have (most views
/// set few: a label its text and style, a button its size), so a view with default
/// properties is a few words (96 bytes) and copying one retains a few boxes. Views of one
/// text style or one size can share a box (``shareTextAttributes(with:)``,
/// ``shareSizing(with:)``).
public struct ViewDescription: Hashable, Sendable {
    // The stored properties are laid out in declaration order: the two one-byte ones come
    // last, after the words, so that they share one word's padding (96 bytes; 104 with
    // `kind` after `id`, issue 18 round 15).

    /// The view's id, unique in its scene.
    public var id: String
    /// Plain children (`subviews`).
    public var subviews: [ViewDescription]
    /// Arranged children of a stack or group (`arranged`).
    public var arranged: [ViewDescription]
    /// A label's or titled button's text.
    ///
    /// Stored in the view, not in ``textBox``: each label has a text of its own, so a box
    /// holding it was an allocation a label (about 250 instructions of a list's load, JSON
    /// or compiled, issue 18), where labels of one style can share the box of the rest.
    public var text: String?

    /// The size-class maps of `hidden` and `installed`, a custom view's kind and values,
    /// and a control's contents: each rare, so one box for them all (three boxes took the
    /// 16 bytes the text now takes).
    @usableFromInline var rareBox: CopyOnWriteBox<RareProperties>?
    @usableFromInline var textBox: CopyOnWriteBox<TextProperties>?
    @usableFromInline var sizingBox: CopyOnWriteBox<Sizing>?
    @usableFromInline var metricsBox: CopyOnWriteBox<Metrics>?
    @usableFromInline var layoutBox: CopyOnWriteBox<LayoutProperties>?

    /// What kind of view it is (plain view, label, stack, control, custom).
    public var kind: ViewKind
    /// `hidden` and `installed` when plain (``VisibilityFlags``); their size-class maps,
    /// rare, are in ``rareBox``. Two `Variant<Bool>`s stored inline took 24 bytes
    /// a view (issue 18).
    @usableFromInline var visibilityFlags: VisibilityFlags

    /// A view with everything but its id and kind at UIKit's defaults.
    ///
    /// Inlinable, so that a loader makes each view where it stays: a call built it in a
    /// temporary that was then copied (issue 18). The stored properties it sets are
    /// `@usableFromInline` for that reason alone; they stay out of the public interface.
    @inlinable
    public init(id: String, kind: ViewKind = .view) {
        self.id = id
        self.kind = kind
        self.subviews = []
        self.arranged = []
        // `text` and the boxes are left to their implicit nil: with `self.text = nil` here,
        // the initializer built the view in two temporaries and copied one (a load's 1,000
        // views: 0.4M instructions, issue 18).
        // Installed and not hidden (``VisibilityFlags/installed``, written out: a static
        // property read here was a call through its once-token).
        self.visibilityFlags = VisibilityFlags(rawValue: 1 << 1)
    }

    /// Whether the view is hidden, per size class (in a stack, hidden views collapse, S3).
    public var hidden: Variant<Bool> {
        get {
            if let map = rareBox?.value.hidden { return .sizeClasses(map) }
            return .plain(visibilityFlags.contains(.hidden))
        }
        set {
            switch newValue {
            case .plain(let value):
                if value { visibilityFlags.insert(.hidden) } else { visibilityFlags.remove(.hidden) }
                if rareBox?.value.hidden != nil { CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.hidden = nil } }
            case .sizeClasses(let map):
                visibilityFlags.remove(.hidden)
                CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.hidden = map }
            }
        }
    }

    /// Whether the view is installed, per size class.
    public var installed: Variant<Bool> {
        get {
            if let map = rareBox?.value.installed { return .sizeClasses(map) }
            return .plain(visibilityFlags.contains(.installed))
        }
        set {
            switch newValue {
            case .plain(let value):
                if value { visibilityFlags.insert(.installed) } else { visibilityFlags.remove(.installed) }
                if rareBox?.value.installed != nil {
                    CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.installed = nil }
                }
            case .sizeClasses(let map):
                visibilityFlags.insert(.installed)
                CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.installed = map }
            }
        }
    }

    /// All children, plain first then arranged.
    public var children: [ViewDescription] { subviews + arranged }

    /// The kind as documents write it: `"label"`, `"custom:Rating"`.
    public var kindName: String {
        guard kind == .custom else { return kind.rawValue }
        return ViewKind.customPrefix + (customKind ?? "")
    }

    // MARK: Custom views

    /// For `custom` views: the name after `custom:` (`"Rating"` for `"custom:Rating"`).
    public var customKind: String? {
        get { rareBox?.value.customKind }
        set { CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.customKind = newValue } }
    }

    /// For `custom` views: IBInspectable-like values, in document order.
    public var properties: [CustomProperty] {
        get { rareBox?.value.properties ?? [] }
        set { CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.properties = newValue } }
    }

    // MARK: Controls

    /// What a UIKit control kind's size depends on (placeholder, segments, style, pages,
    /// image size); UIKit's defaults when the document gives none.
    public var control: ControlDescription {
        get { rareBox?.value.control ?? ControlDescription() }
        set { CopyOnWriteBox.update(&rareBox, RareProperties()) { $0.control = newValue } }
    }

    // MARK: Metrics

    /// The intrinsic content size given by the document, per size class.
    public var intrinsicSize: Variant<IntrinsicSize> {
        get { sizingBox?.value.intrinsicSize ?? .plain(.none) }
        set { CopyOnWriteBox.update(&sizingBox, Sizing()) { $0.intrinsicSize = newValue } }
    }

    /// Gives the view `other`'s sizing (``intrinsicSize``, ``initialSize``, ``hugging``,
    /// ``compressionResistance``), sharing the storage that holds it until either view
    /// changes one of them (copy on write): a loader reading many views of one size (a
    /// list's buttons) keeps one box for them rather than one a view (issue 18: about 330
    /// instructions and a box a view for a compiled document).
    ///
    /// Inlinable, so that a loader reads the one box from its holder: a call took the holder
    /// as an argument, a copy of all of it (a retain of each of its references, issue 18).
    @inlinable
    public mutating func shareSizing(with other: ViewDescription) {
        sizingBox = other.sizingBox
    }

    /// The size the view has before its first layout: a storyboard's stored frame, which
    /// is the view's bounds when UIKit loads the nib. nil for a view made without one
    /// (UIKit's `UIView()`: zero). A `fillProportionally` stack view sizes an arranged view
    /// without an intrinsic length in proportion to it (docs/uikit-behaviours.md S4).
    public var initialSize: Size? {
        get { sizingBox?.value.initialSize }
        set { CopyOnWriteBox.update(&sizingBox, Sizing()) { $0.initialSize = newValue } }
    }

    /// Content-hugging priorities (UIKit's default 250).
    public var hugging: AxisPair<Double> {
        get { sizingBox?.value.hugging ?? Sizing.defaultHugging }
        set { CopyOnWriteBox.update(&sizingBox, Sizing()) { $0.hugging = newValue } }
    }

    /// Compression-resistance priorities (UIKit's default 750).
    public var compressionResistance: AxisPair<Double> {
        get { sizingBox?.value.compressionResistance ?? Sizing.defaultCompressionResistance }
        set { CopyOnWriteBox.update(&sizingBox, Sizing()) { $0.compressionResistance = newValue } }
    }

    /// The layout margins, per size class (default 8 on every side, A5).
    public var layoutMargins: Variant<DirectionalInsets> {
        get { metricsBox?.value.layoutMargins ?? .plain(.defaultMargins) }
        set { CopyOnWriteBox.update(&metricsBox, Metrics()) { $0.layoutMargins = newValue } }
    }

    /// Whether the layout margins are measured from the view's safe area (UIKit's
    /// `insetsLayoutMarginsFromSafeArea`, true by default): each margin grows by the view's
    /// safe-area inset on that side.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { metricsBox?.value.insetsLayoutMarginsFromSafeArea ?? true }
        set { CopyOnWriteBox.update(&metricsBox, Metrics()) { $0.insetsLayoutMarginsFromSafeArea = newValue } }
    }

    /// Whether the view's margins also keep its content inside its superview's margins
    /// (UIKit's `preservesSuperviewLayoutMargins`, false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { metricsBox?.value.preservesSuperviewLayoutMargins ?? false }
        set { CopyOnWriteBox.update(&metricsBox, Metrics()) { $0.preservesSuperviewLayoutMargins = newValue } }
    }

    /// Whether the side margins widen to keep content within the readable width (UIKit's
    /// `layoutMarginsFollowReadableWidth`, false by default).
    public var layoutMarginsFollowReadableWidth: Bool {
        get { metricsBox?.value.layoutMarginsFollowReadableWidth ?? false }
        set { CopyOnWriteBox.update(&metricsBox, Metrics()) { $0.layoutMarginsFollowReadableWidth = newValue } }
    }

    /// Alignment-rect insets: how far the frame reaches beyond the rectangle constraints act on.
    public var alignmentInsets: EdgeInsets {
        get { metricsBox?.value.alignmentInsets ?? .zero }
        set { CopyOnWriteBox.update(&metricsBox, Metrics()) { $0.alignmentInsets = newValue } }
    }

    /// Baseline offsets from the top of the alignment rect (labels measure theirs).
    public var baselines: (first: Double, last: Double)? {
        get { metricsBox?.value.baselines.map { ($0.first, $0.last) } }
        set { CopyOnWriteBox.update(&metricsBox, Metrics()) { $0.baselines = newValue.map { Baselines(first: $0.first, last: $0.last) } } }
    }

    // MARK: Text

    /// The Dynamic Type text style the text is measured in, per size class.
    public var textStyle: Variant<TextStyle>? {
        get { textBox?.value.textStyle }
        set { CopyOnWriteBox.update(&textBox, TextProperties()) { $0.textStyle = newValue } }
    }

    /// Sets ``text`` and ``textStyle`` together, the same as setting each. The values are
    /// taken as owned and moved in (borrowed, they were copied in and the caller's released
    /// after: ~50 instructions a label, issue 18); no text style makes no box.
    public mutating func setText(_ text: consuming String?, textStyle: consuming Variant<TextStyle>?) {
        self.text = text
        guard textBox == nil else {
            self.textStyle = textStyle
            return
        }
        if let textStyle { textBox = CopyOnWriteBox(TextProperties(textStyle: textStyle)) }
    }

    /// Gives the view `other`'s ``textStyle``, ``fontSize``, ``lines`` and
    /// ``contentInsets`` (not its ``text``), sharing the storage that holds them until
    /// either view changes one of them (copy on write): a loader reading many labels of one
    /// style keeps one box for them rather than one a label (issue 18). Inlinable, as
    /// ``shareSizing(with:)`` is.
    @inlinable
    public mutating func shareTextAttributes(with other: ViewDescription) {
        textBox = other.textBox
    }

    /// A fixed point size instead of a text style, per size class.
    public var fontSize: Variant<Double>? {
        get { textBox?.value.fontSize }
        set { CopyOnWriteBox.update(&textBox, TextProperties()) { $0.fontSize = newValue } }
    }

    /// Maximum number of lines; 0 wraps without limit.
    public var lines: Int {
        get { textBox?.value.lines ?? 1 }
        set { CopyOnWriteBox.update(&textBox, TextProperties()) { $0.lines = newValue } }
    }

    /// For titled buttons: the space around the title, UIKit's content insets
    /// (``DirectionalInsets/buttonContentDefault`` unless the document gives them).
    public var contentInsets: DirectionalInsets {
        get { textBox?.value.contentInsets ?? .buttonContentDefault }
        set { CopyOnWriteBox.update(&textBox, TextProperties()) { $0.contentInsets = newValue } }
    }

    // MARK: Stacks, groups, containers

    /// The stack properties of a stack view (nil for other kinds).
    public var stack: StackDescription? {
        get { layoutBox?.value.stack }
        set { CopyOnWriteBox.update(&layoutBox, LayoutProperties()) { $0.stack = newValue } }
    }

    /// The group properties of a WatchKit group (nil for other kinds).
    public var group: GroupDescription? {
        get { layoutBox?.value.group }
        set { CopyOnWriteBox.update(&layoutBox, LayoutProperties()) { $0.group = newValue } }
    }

    /// Placement of this view when it is a child of a group.
    public var groupItem: GroupItemDescription {
        get { layoutBox?.value.groupItem ?? GroupItemDescription() }
        set { CopyOnWriteBox.update(&layoutBox, LayoutProperties()) { $0.groupItem = newValue } }
    }

    /// For containers: the scene whose root becomes the only child.
    public var containerScene: String? {
        get { layoutBox?.value.containerScene }
        set { CopyOnWriteBox.update(&layoutBox, LayoutProperties()) { $0.containerScene = newValue } }
    }

    /// For table views: the row height, separators and the rows whose cells are scenes
    /// (nil: no rows declared; a host may still add them).
    public var table: TableDescription? {
        get { layoutBox?.value.table }
        set { CopyOnWriteBox.update(&layoutBox, LayoutProperties()) { $0.table = newValue } }
    }

    /// For collection views: the flow layout and the items whose cells are scenes (nil: no
    /// flow layout declared; a host may still add items, laid out with UIKit's defaults).
    public var collection: CollectionDescription? {
        get { layoutBox?.value.collection }
        set { CopyOnWriteBox.update(&layoutBox, LayoutProperties()) { $0.collection = newValue } }
    }

    // MARK: Equality

    /// Equal when every property is equal.
    public static func == (lhs: ViewDescription, rhs: ViewDescription) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.subviews == rhs.subviews && lhs.arranged == rhs.arranged
            && lhs.text == rhs.text && lhs.visibilityFlags == rhs.visibilityFlags
            && CopyOnWriteBox.equal(lhs.rareBox, rhs.rareBox, RareProperties())
            && CopyOnWriteBox.equal(lhs.textBox, rhs.textBox, TextProperties())
            && CopyOnWriteBox.equal(lhs.sizingBox, rhs.sizingBox, Sizing())
            && CopyOnWriteBox.equal(lhs.metricsBox, rhs.metricsBox, Metrics())
            && CopyOnWriteBox.equal(lhs.layoutBox, rhs.layoutBox, LayoutProperties())
    }

    /// Hashes the id and kind only: cheap, and equal views have equal ids and kinds.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
    }
}

extension ViewDescription {
    /// The plain values of `hidden` and `installed` (a value given as a size-class map
    /// leaves its flag at the default).
    @usableFromInline struct VisibilityFlags: OptionSet, Hashable, Sendable {
        @usableFromInline let rawValue: UInt8
        static let hidden = VisibilityFlags(rawValue: 1 << 0)
        @usableFromInline static let installed = VisibilityFlags(rawValue: 1 << 1)

        @inlinable init(rawValue: UInt8) {
            self.rawValue = rawValue
        }
    }

    /// What few views have: `hidden` and `installed` given by size class, a `custom:<Name>`
    /// view's name and properties, a control kind's contents.
    @usableFromInline struct RareProperties: Hashable, Sendable {
        var hidden: [SizeClassKey: Bool]?
        var installed: [SizeClassKey: Bool]?
        var customKind: String?
        var properties: [CustomProperty] = []
        var control = ControlDescription()
    }

    /// The text attributes of a view besides its text (`textStyle`, `fontSize`, `lines`,
    /// and a titled button's `contentInsets`).
    @usableFromInline struct TextProperties: Hashable, Sendable {
        var textStyle: Variant<TextStyle>?
        var fontSize: Variant<Double>?
        var lines = 1
        var contentInsets = DirectionalInsets.buttonContentDefault
    }

    /// The sizes and priorities of a view: apart from ``Metrics`` because they are what
    /// views set most (a button its size, a storyboard's views their frames), and a box of
    /// these alone is a third of one with the margins too (issue 18).
    @usableFromInline struct Sizing: Hashable, Sendable {
        static let defaultHugging = AxisPair(horizontal: 250.0, vertical: 250.0)
        static let defaultCompressionResistance = AxisPair(horizontal: 750.0, vertical: 750.0)

        var intrinsicSize = Variant<IntrinsicSize>.plain(.none)
        var initialSize: Size?
        var hugging = Sizing.defaultHugging
        var compressionResistance = Sizing.defaultCompressionResistance
    }

    /// The margins, insets and baselines of a view.
    @usableFromInline struct Metrics: Hashable, Sendable {
        var layoutMargins = Variant<DirectionalInsets>.plain(.defaultMargins)
        var alignmentInsets = EdgeInsets.zero
        var baselines: Baselines?
        var insetsLayoutMarginsFromSafeArea = true
        var preservesSuperviewLayoutMargins = false
        var layoutMarginsFollowReadableWidth = false
    }

    @usableFromInline struct Baselines: Hashable, Sendable {
        var first: Double
        var last: Double
    }

    /// The properties of stacks, groups, group children, containers, tables and collections.
    @usableFromInline struct LayoutProperties: Hashable, Sendable {
        var stack: StackDescription?
        var group: GroupDescription?
        var groupItem = GroupItemDescription()
        var containerScene: String?
        var table: TableDescription?
        var collection: CollectionDescription?
    }
}

/// A value on the heap shared by copies until one of them changes it (copy on write).
@usableFromInline
final class CopyOnWriteBox<Value: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only written through `update`, on a box no one else holds.
    private(set) var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Changes the value in `box` (made from `initial` when there is none), copying the
    /// box first if it is shared.
    @inline(__always)
    static func update(_ box: inout CopyOnWriteBox?, _ initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        if box == nil {
            box = CopyOnWriteBox(initial())
        } else if !isKnownUniquelyReferenced(&box) {
            box = box.map { CopyOnWriteBox($0.value) }
        }
        box?.changeValue(change)
    }

    @inline(__always)
    private func changeValue(_ change: (inout Value) -> Void) {
        change(&value)
    }

    /// Whether two optional boxes hold equal values, no box meaning `defaults`.
    static func equal(_ lhs: CopyOnWriteBox?, _ rhs: CopyOnWriteBox?, _ defaults: @autoclosure () -> Value) -> Bool {
        if lhs === rhs { return true }
        return (lhs?.value ?? defaults()) == (rhs?.value ?? defaults())
    }
}
