/// One constraint of a scene description, in any of the document's three forms.
public struct ConstraintDescription: Hashable, Sendable {
    /// What the constraint states.
    ///
    /// An equation is stored inline (no heap box per constraint: a document's thousands of
    /// equations cost a load one allocation each when boxed); a visual format, rarer and
    /// larger, is `indirect`. Both payloads inline made a multi-payload enum whose
    /// compiler-generated copies branched on bytes that an equation without a second item
    /// leaves uninitialised (valgrind); with the visual format's payload a box pointer,
    /// memcheck finds no such read (documents of every shape loaded and made into scenes
    /// under valgrind, issue 18).
    public enum Form: Hashable, Sendable {
        /// An equation (`"a.width == 2 * b.width + 4 @750"`, or the `eq` of an object).
        case equation(Equation)
        /// Apple's Visual Format Language, expanded into equations by the scene (on the heap,
        /// so that equation constraints stay small).
        indirect case visual(VisualFormatDescription)
    }

    /// The id given in the document, if any (generated VFL constraints get `<id>.<n>`).
    /// Kept inline, not in ``detailsBox``: a storyboard's constraints all have ids.
    public var id: String? = nil
    /// What the constraint says: one equation or a visual format.
    public var form: Form
    /// The parts most constraints leave at their defaults (size-class overrides, a written
    /// text other than the stated one, a text not written as stated), in a shared box only
    /// constraints setting one of them have: a document's thousands of constraints are
    /// then its form, its id and a word each (issue 18: about 160 → 104 → 96 bytes a
    /// constraint, which the scene keeps; ``writtenAsStated`` stored inline took 8 of the 104).
    @usableFromInline var detailsBox: CopyOnWriteBox<Details>? = nil

    /// Whether the document wrote the constraint's text and that text is exactly what its
    /// form states (``Equation/description``, a visual format's string), so that it is not
    /// kept: ``source`` gives it from the form. Prefixing the constraint's ids (embedding
    /// its scene) then keeps the text as written, as it keeps a ``writtenSource``; an
    /// importer's constraint without text is stated from its prefixed form instead. Not
    /// part of the value (``==`` compares ``source``). True for a constraint without
    /// details (``init(stating:)``, what most are), so that it needs no box.
    public var writtenAsStated: Bool {
        get { detailsBox?.value.writtenAsStated ?? true }
        set { CopyOnWriteBox.update(&detailsBox, Details()) { $0.writtenAsStated = newValue } }
    }

    /// Overrides of the equation's constant and priority, possibly by size class.
    public var constant: Variant<Double>? {
        get { detailsBox?.value.constant }
        set { CopyOnWriteBox.update(&detailsBox, Details()) { $0.constant = newValue } }
    }

    /// The priority per size class, overriding the equation's `@p` (nil: the equation's, else 1000).
    public var priority: Variant<Double>? {
        get { detailsBox?.value.priority }
        set { CopyOnWriteBox.update(&detailsBox, Details()) { $0.priority = newValue } }
    }

    /// Whether the constraint is installed, per size class.
    public var installed: Variant<Bool> {
        get { detailsBox?.value.installed ?? .plain(true) }
        set { CopyOnWriteBox.update(&detailsBox, Details()) { $0.installed = newValue } }
    }

    /// The text the document wrote, for messages and diagnostics; nil for a constraint an
    /// importer made from structured data (an Interface Builder `<constraint>`), which is
    /// stated from its equation only when a message needs it (writing thousands of such
    /// texts cost a storyboard's load a tenth of its time), and nil when the document's
    /// text is exactly what the form states (``writtenAsStated``: the compiled form's
    /// constraints, and JSON equation strings in their canonical spelling).
    public var writtenSource: String? {
        get { detailsBox?.value.writtenSource }
        set { CopyOnWriteBox.update(&detailsBox, Details()) { $0.writtenSource = newValue } }
    }

    /// The text that states the constraint: what the document wrote, else its equation
    /// (`a.top == b.bottom + 8`) or visual format as Trellis writes them.
    public var source: String {
        get {
            if let writtenSource { return writtenSource }
            switch form {
            case .equation(let equation): return equation.description
            case .visual(let visual): return visual.format
            }
        }
        set { writtenSource = newValue }
    }

    /// A constraint from its parts; only `form` is required. A nil `source` states the
    /// constraint from its form when needed (see ``writtenSource``); `writtenAsStated` says
    /// that the document wrote exactly that text (see ``writtenAsStated``).
    ///
    /// The parts are taken as owned: loaders make thousands, and a part passed as it is
    /// made then moves into the constraint instead of being copied (issue 18).
    public init(id: consuming String? = nil, form: consuming Form, constant: consuming Variant<Double>? = nil,
                priority: consuming Variant<Double>? = nil, installed: consuming Variant<Bool> = .plain(true),
                source: consuming String?, writtenAsStated: Bool = false) {
        self.id = id
        self.form = form
        let installedByDefault: Bool
        if case .plain(true) = installed { installedByDefault = true } else { installedByDefault = false }
        if constant != nil || priority != nil || source != nil || !installedByDefault {
            detailsBox = CopyOnWriteBox(Details(constant: constant, priority: priority, installed: installed,
                                               writtenSource: source, writtenAsStated: writtenAsStated))
        } else if !writtenAsStated {
            // An importer's constraint without text: all share one box.
            detailsBox = ConstraintDescription.unwrittenDetails
        }
    }

    /// A constraint stating `form` with nothing else: no id, no overrides, installed
    /// everywhere, its text the one the form states (``writtenAsStated``) — what a
    /// document's plain equation strings and most compiled constraints are. Inlinable, so
    /// that a loader makes each constraint straight in its list (a call made every one in
    /// a temporary, then copied and destroyed it: a fifth of a compiled load, issue 18).
    @inlinable
    public init(stating form: consuming Form) {
        // `id` and `detailsBox` keep their initial nil (no id, stated as written): assigning
        // them here made the optimizer build the constraint in a temporary and copy it out
        // (issue 18).
        self.form = form
    }

    /// Equal when everything but the way the text is kept is equal: a constraint stated from
    /// its equation equals one whose document wrote that same text (the compiled form
    /// stores the text either way).
    public static func == (lhs: ConstraintDescription, rhs: ConstraintDescription) -> Bool {
        lhs.id == rhs.id && lhs.form == rhs.form && lhs.constant == rhs.constant && lhs.priority == rhs.priority
            && lhs.installed == rhs.installed && lhs.source == rhs.source
    }

    /// Hashes what ``==`` compares (the stated text, however it is kept).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(form)
        hasher.combine(constant)
        hasher.combine(priority)
        hasher.combine(installed)
        hasher.combine(source)
    }
}

extension ConstraintDescription {
    /// The box of every constraint with nothing but ``writtenAsStated`` false (an
    /// importer's constraint, which has no text), shared: its first change copies it.
    private static let unwrittenDetails = CopyOnWriteBox(Details(writtenAsStated: false))

    /// What ``ConstraintDescription/detailsBox`` holds; a missing box means these defaults.
    @usableFromInline
    struct Details: Hashable, Sendable {
        var constant: Variant<Double>?
        var priority: Variant<Double>?
        var installed: Variant<Bool> = .plain(true)
        var writtenSource: String?
        var writtenAsStated = true
    }
}

/// A visual-format constraint as written in a document.
public struct VisualFormatDescription: Hashable, Sendable {
    /// The format string, e.g. `H:|-[a]-[b]-|`.
    public var format: String
    /// Option names (`alignAllCenterY`, `directionLeftToRight`, ...).
    public var options: [String]
    /// Values for the metric names the format uses.
    public var metrics: [String: Double]
    /// Prepended to every view name of the format when it is resolved (set when the scene
    /// is embedded or inserted under an id prefix; VFL names cannot contain the dot).
    public var namePrefix: String
    /// ``format`` already parsed, when the loader has parsed it (a document loader checks
    /// every format, and the compiled form stores them parsed), so that making a scene does
    /// not parse it again. Not part of the value: two descriptions that differ only here
    /// are equal.
    public var parsed: VisualFormat?

    /// A visual format with its options and metrics.
    public init(format: String, options: [String] = [], metrics: [String: Double] = [:], namePrefix: String = "",
                parsed: VisualFormat? = nil) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.namePrefix = namePrefix
        self.parsed = parsed
    }

    /// Equal when format, options and metrics are equal.
    public static func == (lhs: VisualFormatDescription, rhs: VisualFormatDescription) -> Bool {
        lhs.format == rhs.format && lhs.options == rhs.options && lhs.metrics == rhs.metrics
            && lhs.namePrefix == rhs.namePrefix
    }

    /// Hashes format, options and metrics.
    /// Hashes what ``==`` compares (the stated text, however it is kept).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(options)
        hasher.combine(namePrefix)
    }
}
