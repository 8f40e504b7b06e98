/// One equation generated from a visual format, with where it came from.
public struct VisualFormatConstraint: Hashable, Sendable {
    /// The equation. Its first item is always a view of the format (prefixed); the
    /// superview bar is ``ItemReference/superview``, i.e. the superview of that view.
    public var equation: Equation
    /// The 0-based position in the expansion; a visual-format constraint with id `row`
    /// gives this one the id `row.<index>` (``VisualFormatExpander/constraintID(_:index:)``).
    public var index: Int
    /// The 1-based column (in Unicode scalars) of the part of the format that produced it:
    /// the predicate, the connection, or for alignment options the aligned view's `[`.
    public var column: Int
    /// The format and the index, `H:|-[a]-| #2`, for messages and diagnostics.
    public var source: String

    /// Creates a generated constraint from its parts.
    public init(equation: Equation, index: Int, column: Int, source: String) {
        self.equation = equation
        self.index = index
        self.column = column
        self.source = source
    }
}

/// Turns a parsed visual format, its options and metrics into ordered ``Equation``s
/// (docs/uikit-behaviours.md V2, V3).
///
/// **Semantics.** Along the format's axis, with "start"/"end" the edges the direction
/// runs from and to (`leading`/`trailing` by default, `left`/`right`, `right`/`left` for
/// ``VisualFormatOptions/directionRightToLeft``, `top`/`bottom` for `V:`), every
/// connection states one gap, measured in the direction of the format:
/// - `[a]-c-[b]`: `b.leading == a.trailing + c` (`V:` `b.top == a.bottom + c`);
///   in right-to-left direction `a.left == b.right + c` (a is the rightmost view).
/// - `[a][b]`: c = 0. A lone `-` between views: the standard spacing, 8.
/// - `|-c-[a]`: `a.leading == superview.leading + c`; `|[a]`: c = 0.
/// - `|-[a]`: `a.leading == superview.leadingMargin` (iOS 8 and later: the standard
///   spacing to a superview bar is the layout margin).
/// - `[a]-c-|`: the gap is `superview.trailing - a.trailing`; because the superview is
///   named relative to the first item, it is written `a.trailing == superview.trailing - c`.
///   `[a]-|`: `a.trailing == superview.trailingMargin`.
/// - Inequalities keep their meaning: `[a]-(>=10)-[b]` is `b.leading >= a.trailing + 10`
///   (the gap is at least 10; autolayout.js gets this backwards, docs/uikit-behaviours.md V4), and
///   `[a]-(>=10)-|` is `a.trailing <= superview.trailing - 10`.
/// - Priorities apply to the equation of their predicate.
/// - `[a(p)]` constrains a's width (`H:`) or height (`V:`): `[a(>=50@750)]` is
///   `a.width >= 50 @750`; `[a(==b)]` is `a.width == b.width`. In a view's predicates a
///   name is a metric if ``metrics`` has it, otherwise a view; in connections and
///   priorities it must be a metric.
/// - ``VisualFormatOptions/spacingBaselineToBaseline`` (`V:` only) measures the gaps
///   between views from `a.lastBaseline` to `b.firstBaseline`; the standard spacing there
///   depends on fonts, so a lone `-` between views is an error with it. Superview gaps
///   stay edge to edge.
/// - `alignAll<Attr>`: `view.<attr> == first.<attr>` for every view after the first
///   (equations relating a view to itself, from a view written twice, are left out).
///
/// **Order** (and so the `<id>.<n>` numbering, 0-based): the string left to right:
/// the opening bar's connection, then for each view its predicates followed by its
/// connection to the next view (or to the closing bar), predicates in the order written;
/// then the alignment equations, view by view, each view's attributes in the order of
/// ``VisualFormatOptions/alignments``. `H:|-[a(44)]-[b]-|` with `alignAllCenterY` gives
/// `#0 a.leading == superview.leadingMargin`, `#1 a.width == 44`,
/// `#2 b.leading == a.trailing + 8`, `#3 b.trailing == superview.trailingMargin`,
/// `#4 b.centerY == a.centerY`.
///
/// **Names.** Every view name (in views and in view predicates) gets `namePrefix`
/// prepended; metric names do not.
///
/// The expander never traps; it reports problems as ``VisualFormatError`` with the column
/// of the offending part of the format (no column for option problems).
public enum VisualFormatExpander {
    /// The standard spacing between two sibling views, `[a]-[b]` (docs/uikit-behaviours.md V3).
    public static let standardSpacing: Double = SystemSpacing.betweenSiblings

    /// The id of the generated constraint at `index` of a visual-format constraint `id`:
    /// `row.0`, `row.1`, … (0-based).
    public static func constraintID(_ id: String, index: Int) -> String {
        "\(id).\(index)"
    }

    /// Expands a parsed format.
    ///
    /// - Parameters:
    ///   - format: the parsed format.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: values for the metric names used in the format.
    ///   - namePrefix: prepended to every view name (not to metrics), e.g. `"cell."`.
    /// - Throws: ``VisualFormatError`` for an unknown metric, a view used where only a
    ///   metric fits, a metric that is not finite or over 1e9 in magnitude, a metric
    ///   priority outside 1...1000, options that conflict or do not fit the orientation.
    public static func expand(_ format: VisualFormat, options: VisualFormatOptions = [],
                              metrics: [String: Double] = [:],
                              namePrefix: String = "") throws(VisualFormatError) -> [VisualFormatConstraint] {
        var expansion = try Expansion(format: format, options: options, metrics: metrics, namePrefix: namePrefix)
        try expansion.run()
        return expansion.output
    }

    /// Parses and expands `format` with options given by name (`"alignAllCenterY"`).
    ///
    /// - Throws: ``VisualFormatError``: a syntax error, an unknown option, or any error of
    ///   ``expand(_:options:metrics:namePrefix:)``.
    public static func expand(_ format: String, options: [String] = [], metrics: [String: Double] = [:],
                              namePrefix: String = "") throws(VisualFormatError) -> [VisualFormatConstraint] {
        let parsed = try VisualFormatParser.parse(format)
        let parsedOptions: VisualFormatOptions
        do {
            parsedOptions = try VisualFormatOptions(names: options)
        } catch {
            var located = error
            located.format = format
            throw located
        }
        return try expand(parsed, options: parsedOptions, metrics: metrics, namePrefix: namePrefix)
    }

    /// Parses and expands a document's visual-format constraint (its format, options,
    /// metrics and name prefix).
    /// The format is parsed unless the description holds it parsed already.
    public static func expand(_ description: VisualFormatDescription) throws(VisualFormatError) -> [VisualFormatConstraint] {
        guard let parsed = description.parsed, parsed.text == description.format else {
            return try expand(description.format, options: description.options, metrics: description.metrics,
                              namePrefix: description.namePrefix)
        }
        let options: VisualFormatOptions
        do {
            options = try VisualFormatOptions(names: description.options)
        } catch {
            var located = error
            located.format = description.format
            throw located
        }
        return try expand(parsed, options: options, metrics: description.metrics, namePrefix: description.namePrefix)
    }
}

/// The state of one expansion: the attributes the orientation and options select, and
/// the equations so far.
private struct Expansion {
    let format: VisualFormat
    let metrics: [String: Double]
    let namePrefix: String
    let alignments: [LayoutAttribute]
    /// The edge a gap is measured from and to, along the format.
    let start: LayoutAttribute
    let end: LayoutAttribute
    let startMargin: LayoutAttribute
    let endMargin: LayoutAttribute
    /// The edges of views used for gaps between views (baselines with
    /// spacingBaselineToBaseline).
    let spacingStart: LayoutAttribute
    let spacingEnd: LayoutAttribute
    let size: LayoutAttribute
    /// Whether positions decrease along the format (directionRightToLeft).
    let reversed: Bool
    let baselineSpacing: Bool
    var output: [VisualFormatConstraint] = []

    init(format: VisualFormat, options: VisualFormatOptions, metrics: [String: Double],
         namePrefix: String) throws(VisualFormatError) {
        self.format = format
        self.metrics = metrics
        self.namePrefix = namePrefix
        let axis = format.orientation
        let orientationName = axis == .horizontal ? "H:" : "V:"

        let directions = options.intersection([.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft])
        if directions.names.count > 1 {
            throw Expansion.optionError(format, "options \(Expansion.list(directions.names, "and")) cannot be combined; choose one direction")
        }
        let spacings = options.intersection([.spacingEdgeToEdge, .spacingBaselineToBaseline])
        if spacings.names.count > 1 {
            throw Expansion.optionError(format, "options \(Expansion.list(spacings.names, "and")) cannot be combined; choose one spacing")
        }
        baselineSpacing = options.contains(.spacingBaselineToBaseline)
        if baselineSpacing && axis == .horizontal {
            throw Expansion.optionError(format, "option \"spacingBaselineToBaseline\" is for V: formats only")
        }
        let perpendicular = VisualFormatOptions.alignments.filter { $0.attribute.axis != axis }
        for (option, attribute) in VisualFormatOptions.alignments where options.contains(option) && attribute.axis == axis {
            let allowed = perpendicular.compactMap { entry in VisualFormatOptions.named.first { $0.option == entry.option }?.name }
            let name = VisualFormatOptions.named.first { $0.option == option }?.name ?? attribute.name
            throw Expansion.optionError(
                format,
                "option \"\(name)\" does not fit an \(orientationName) format: it aligns along the \(axis.name) axis, the one the views are laid out along; use \(Expansion.list(allowed, "or"))")
        }
        alignments = options.alignmentAttributes

        switch axis {
        case .vertical:
            (start, end, startMargin, endMargin, reversed) = (.top, .bottom, .topMargin, .bottomMargin, false)
            size = .height
        case .horizontal:
            if options.contains(.directionLeftToRight) {
                (start, end, startMargin, endMargin, reversed) = (.left, .right, .leftMargin, .rightMargin, false)
            } else if options.contains(.directionRightToLeft) {
                (start, end, startMargin, endMargin, reversed) = (.right, .left, .rightMargin, .leftMargin, true)
            } else {
                (start, end, startMargin, endMargin, reversed) = (.leading, .trailing, .leadingMargin, .trailingMargin, false)
            }
            size = .width
        }
        spacingStart = baselineSpacing ? .firstBaseline : start
        spacingEnd = baselineSpacing ? .lastBaseline : end
    }

    mutating func run() throws(VisualFormatError) {
        let views = format.views
        guard let first = views.first else { return }
        if let connection = format.leadingSuperview {
            try emitSuperviewGap(connection, view: first.name, atStart: true)
        }
        for (offset, view) in views.enumerated() {
            try emitPredicates(of: view)
            let nextOffset = offset + 1
            if nextOffset < views.count {
                guard offset < format.connections.count else { break }
                try emitViewGap(format.connections[offset], from: view.name, to: views[nextOffset].name)
            } else if let connection = format.trailingSuperview {
                try emitSuperviewGap(connection, view: view.name, atStart: false)
            }
        }
        for view in views.dropFirst() where view.name != first.name {
            for attribute in alignments {
                emit(Equation(first: anchor(view.name, attribute), relation: .equal,
                              second: anchor(first.name, attribute)),
                     column: view.column)
            }
        }
    }

    // MARK: Gaps

    /// The gap between neighbouring views `from` and `to`, measured along the format.
    private mutating func emitViewGap(_ connection: VisualFormat.Connection, from earlier: String,
                                      to later: String) throws(VisualFormatError) {
        // gap = later.start - earlier.end, or earlier.end - later.start when reversed.
        let laterStart = anchor(later, spacingStart)
        let earlierEnd = anchor(earlier, spacingEnd)
        let (plus, minus) = reversed ? (earlierEnd, laterStart) : (laterStart, earlierEnd)
        switch connection.spacing {
        case .adjacent:
            emitGap(plus: plus, minus: minus, .equal, 0, Equation.requiredPriority, column: connection.column)
        case .standard:
            if baselineSpacing {
                throw VisualFormatError(
                    format: format.text, column: connection.column,
                    message: "the standard spacing '-' between baselines depends on fonts and is not supported with spacingBaselineToBaseline; write the spacing, e.g. -20-")
            }
            emitGap(plus: plus, minus: minus, .equal, VisualFormatExpander.standardSpacing,
                    Equation.requiredPriority, column: connection.column)
        case .predicates(let predicates):
            for predicate in predicates {
                let constant = try spacingConstant(predicate.object)
                let priority = try priorityValue(predicate.priority)
                emitGap(plus: plus, minus: minus, predicate.relation, constant, priority, column: predicate.column)
            }
        }
    }

    /// The gap between a superview bar and the first (`atStart`) or last view.
    private mutating func emitSuperviewGap(_ connection: VisualFormat.Connection, view: String,
                                           atStart: Bool) throws(VisualFormatError) {
        let standard = connection.spacing == .standard
        let superviewEdge: LayoutAttribute = atStart ? (standard ? startMargin : start) : (standard ? endMargin : end)
        let superviewAnchor = AnchorReference(item: .superview, attribute: superviewEdge)
        let viewAnchor = anchor(view, atStart ? start : end)
        // At the start the gap is view.start - superview.start; at the end it is
        // superview.end - view.end; both the other way round when reversed.
        let viewIsPlus = atStart != reversed
        let (plus, minus) = viewIsPlus ? (viewAnchor, superviewAnchor) : (superviewAnchor, viewAnchor)
        switch connection.spacing {
        case .adjacent, .standard:
            emitGap(plus: plus, minus: minus, .equal, 0, Equation.requiredPriority, column: connection.column)
        case .predicates(let predicates):
            for predicate in predicates {
                let constant = try spacingConstant(predicate.object)
                let priority = try priorityValue(predicate.priority)
                emitGap(plus: plus, minus: minus, predicate.relation, constant, priority, column: predicate.column)
            }
        }
    }

    /// Emits `plus - minus REL constant`, with a view as the first item:
    /// `plus REL minus + c`, or `minus REL' plus - c` when `plus` is the superview.
    private mutating func emitGap(plus: AnchorReference, minus: AnchorReference, _ relation: LayoutRelation,
                                  _ constant: Double, _ priority: Double, column: Int) {
        if plus.item == .superview {
            emit(Equation(first: minus, relation: relation.reversed, second: plus,
                          constant: 0 - constant, priority: priority), column: column)
        } else {
            emit(Equation(first: plus, relation: relation, second: minus,
                          constant: constant, priority: priority), column: column)
        }
    }

    // MARK: View predicates

    private mutating func emitPredicates(of view: VisualFormat.View) throws(VisualFormatError) {
        for predicate in view.predicates {
            let priority = try priorityValue(predicate.priority)
            var equation = Equation(first: anchor(view.name, size), relation: predicate.relation, priority: priority)
            switch predicate.object.value {
            case .number(let value):
                equation.constant = value
            case .name(let name):
                if let value = metrics[name] {
                    equation.constant = try checkedMetric(name, value, column: predicate.object.column)
                } else {
                    equation.second = anchor(name, size)
                }
            }
            emit(equation, column: predicate.column)
        }
    }

    // MARK: Values

    /// A connection's constant: a number or a metric, never a view.
    private func spacingConstant(_ operand: VisualFormat.Operand) throws(VisualFormatError) -> Double {
        switch operand.value {
        case .number(let value):
            return value
        case .name(let name):
            guard let value = metrics[name] else {
                let message: String
                if format.views.contains(where: { $0.name == name }) {
                    message = "\"\(name)\" is a view; a connection's spacing is a number or a metric, and only a view's own predicates can name other views, as in [a(==\(name))]"
                } else {
                    message = "unknown metric \"\(name)\" (a connection's spacing is a number or a metric, not a view)"
                }
                throw VisualFormatError(format: format.text, column: operand.column, message: message)
            }
            return try checkedMetric(name, value, column: operand.column)
        }
    }

    private func priorityValue(_ operand: VisualFormat.Operand?) throws(VisualFormatError) -> Double {
        guard let operand else { return Equation.requiredPriority }
        let value: Double
        switch operand.value {
        case .number(let number):
            value = number
        case .name(let name):
            guard let metric = metrics[name] else {
                throw VisualFormatError(format: format.text, column: operand.column,
                                        message: "unknown metric \"\(name)\" for a priority")
            }
            value = metric
        }
        guard value >= 1 && value <= 1000 else {
            throw VisualFormatError(format: format.text, column: operand.column,
                                    message: "priority must be between 1 and 1000, got \(Expansion.show(value))")
        }
        return value
    }

    private func checkedMetric(_ name: String, _ value: Double, column: Int) throws(VisualFormatError) -> Double {
        guard value.isFinite, abs(value) <= VisualFormatParser.maximumMagnitude else {
            throw VisualFormatError(
                format: format.text, column: column,
                message: "metric \"\(name)\" is \(Expansion.show(value)); metrics must be finite and \(Limits.magnitudePhrase)")
        }
        return value
    }

    // MARK: Output

    private func anchor(_ view: String, _ attribute: LayoutAttribute) -> AnchorReference {
        AnchorReference(item: .named(namePrefix + view), attribute: attribute)
    }

    private mutating func emit(_ equation: Equation, column: Int) {
        let index = output.count
        output.append(VisualFormatConstraint(equation: equation, index: index, column: column,
                                             source: "\(format.text) #\(index)"))
    }

    private static func optionError(_ format: VisualFormat, _ message: String) -> VisualFormatError {
        VisualFormatError(format: format.text, column: nil, message: message)
    }

    private static func show(_ value: Double) -> String {
        NumberFormatting.format(value)
    }

    private static func list(_ items: [String], _ conjunction: String) -> String {
        Alternatives.list(items.map { "\"\($0)\"" }, conjunction: conjunction)
    }
}
