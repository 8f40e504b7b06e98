/// A stack view laid out in closed form: the frames its arranged views take, computed from
/// their intrinsic sizes and priorities without making a constraint or a solver row, when
/// that result is provably what the solver would find on the constraints `StackLayout`
/// generates (docs/solver.md, "Stacks in closed form").
///
/// A stack is *sealed* when nothing outside it names its arranged views: then the
/// constraints `StackLayout` generates, with each arranged view's hugging and
/// compression-resistance pairs, form a problem of their own whose only link to the rest
/// of the scene is the stack's canvas. The rest of the scene decides the canvas; this
/// file's types say what the closed form is given and what it answers. Along the axis and
/// across it the generated rows share no variable (baseline alignment and baseline
/// spacing, which do, are not sealed), so the two directions are solved apart:
/// `StackClosedForm.alongAxis` and `StackClosedForm.acrossAxis`.
///
/// Every answer is all or nothing: a function returns nil whenever it cannot prove its
/// frames are the unique lexicographic optimum of those rows — ties between views of equal
/// priority, required intrinsic priorities, anything the solver would report as ambiguous
/// or conflicting — and the scene then generates the constraints as before.
public enum StackClosedForm {}

/// What the closed form knows about one arranged view, beside its `StackConfiguration.Item`.
public struct StackClosedFormItem: Hashable, Sendable {
    /// Intrinsic content size along the stack's axis; nil when the view has none.
    public var intrinsicLength: Double?
    /// Intrinsic content size across the stack's axis; nil when the view has none.
    public var intrinsicBreadth: Double?
    /// Content hugging along the axis (UIKit's default 250).
    public var huggingAlong: Double
    /// Compression resistance along the axis (UIKit's default 750).
    public var compressionAlong: Double
    /// Content hugging across the axis.
    public var huggingAcross: Double
    /// Compression resistance across the axis.
    public var compressionAcross: Double
    /// What the view's rows along the axis are to the closed forms: exactly its two
    /// intrinsic rows (a view), or a nested stack's rows that only behave like them or
    /// that only a canvas decided by required rows may hold (docs/solver.md, "Nested stacks").
    public var alongRows: StackItemRows
    /// The same across the axis.
    public var acrossRows: StackItemRows

    /// An arranged view; the priorities default to UIKit's.
    public init(intrinsicLength: Double?, intrinsicBreadth: Double?,
                huggingAlong: Double = 250, compressionAlong: Double = 750,
                huggingAcross: Double = 250, compressionAcross: Double = 750,
                alongRows: StackItemRows = .exact, acrossRows: StackItemRows = .exact) {
        self.alongRows = alongRows
        self.acrossRows = acrossRows
        self.intrinsicLength = intrinsicLength
        self.intrinsicBreadth = intrinsicBreadth
        self.huggingAlong = huggingAlong
        self.compressionAlong = compressionAlong
        self.huggingAcross = huggingAcross
        self.compressionAcross = compressionAcross
    }
}

/// What an arranged view's rows in one direction are to the closed forms.
public enum StackItemRows: Hashable, Sendable {
    /// Exactly its hugging row `len <= intrinsic` and compression row `len >= intrinsic`,
    /// each costing its violation once (a view; or a nested stack whose rows come to
    /// exactly that).
    case exact
    /// A nested stack whose rows behave like an item's in the weaker sense of docs/solver.md,
    /// "Nested stacks": the intrinsic length is their unique optimum; longer, the first level
    /// that moves is the hugging priority and its violation grows strictly, nothing above it
    /// moving; shorter, the same at the compression priority. The closed forms answer only
    /// where their argument needs no more (fill's; a canvas the required rows decide).
    case itemLike
    /// A nested stack whose rows are neither: only required rows deciding its extent (a
    /// fixed fillEqually or fill canvas across, a fixed canvas it fills alone) may place it.
    /// Its intrinsic length and priorities are placeholders.
    case decidedOnly
}

/// How the rest of the scene holds one extent (length or breadth) of a sealed stack's canvas.
public enum StackCanvasExtent: Hashable, Sendable {
    /// Fixed by required constraints outside the stack: nothing inside can move it.
    case fixed(Double)
    /// Named by no constraint outside the stack except through a single position: the
    /// canvas takes whatever extent the stack's own rows choose (its natural extent).
    case free
}

/// The inputs of a closed-form layout.
public struct StackClosedFormInput: Hashable, Sendable {
    /// The stack's resolved properties; `configuration.items[i]` and `items[i]` describe
    /// the same arranged view.
    public var configuration: StackConfiguration
    /// What the closed form needs beyond the configuration, one per arranged view.
    public var items: [StackClosedFormItem]
    /// The canvas along the axis (the stack, or its margins with `marginsRelative`).
    public var length: StackCanvasExtent
    /// The canvas across the axis.
    public var breadth: StackCanvasExtent

    /// The inputs of one stack's closed form.
    public init(configuration: StackConfiguration, items: [StackClosedFormItem],
                length: StackCanvasExtent, breadth: StackCanvasExtent) {
        self.configuration = configuration
        self.items = items
        self.length = length
        self.breadth = breadth
    }
}

/// The arranged views along the axis, measured from the canvas's leading edge (top for a
/// vertical stack) toward its trailing edge; the caller mirrors a horizontal stack in
/// right-to-left layouts, as the generated `leading`/`trailing` constraints would.
public struct StackAlongAxisLayout: Hashable, Sendable {
    /// Per arranged view (hidden ones included, at their collapsed place): where it starts.
    public var offsets: [Double]
    /// Per arranged view: its length (0 for a hidden one).
    public var lengths: [Double]
    /// The canvas's length: the fixed one, or the natural one when it was free.
    public var canvasLength: Double

    /// A layout along the axis.
    public init(offsets: [Double], lengths: [Double], canvasLength: Double) {
        self.offsets = offsets
        self.lengths = lengths
        self.canvasLength = canvasLength
    }
}

/// The arranged views across the axis, measured from the canvas's top edge (leading edge
/// for a vertical stack, mirrored by the caller in right-to-left layouts).
public struct StackAcrossAxisLayout: Hashable, Sendable {
    /// Per arranged view, hidden ones included: where it starts.
    public var offsets: [Double]
    /// Per arranged view: its breadth.
    public var breadths: [Double]
    /// The canvas's breadth: the fixed one, or the natural one when it was free.
    public var canvasBreadth: Double

    /// A layout across the axis.
    public init(offsets: [Double], breadths: [Double], canvasBreadth: Double) {
        self.offsets = offsets
        self.breadths = breadths
        self.canvasBreadth = canvasBreadth
    }
}
