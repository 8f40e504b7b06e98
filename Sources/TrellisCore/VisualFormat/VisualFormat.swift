/// A parsed Visual Format Language string (docs/uikit-behaviours.md V1), before metrics and options
/// are applied: `H:|-[icon(44)]-[title]-|` is an orientation, an optional connection from
/// the superview bar, one or more views joined by connections, and an optional connection
/// to the closing bar.
///
/// Parse one with ``VisualFormatParser/parse(_:)``; turn it into equations with
/// ``VisualFormatExpander/expand(_:options:metrics:namePrefix:)``. Every part records the
/// 1-based column (in Unicode scalars) where it was written, so that errors found while
/// expanding can point at it.
public struct VisualFormat: Hashable, Sendable {
    /// The format string as written.
    public let text: String
    /// `H:` (the default) or `V:`.
    public let orientation: LayoutAxis
    /// The connection after an opening `|`; nil when the format does not start with `|`.
    public let leadingSuperview: Connection?
    /// The views in the order written; never empty.
    public let views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`; one fewer than ``views``.
    public let connections: [Connection]
    /// The connection before a closing `|`; nil when the format does not end with `|`.
    public let trailingSuperview: Connection?

    /// Creates a parsed format from its parts (the parser makes them; a compiled document
    /// stores them, see ``isWellFormed``).
    public init(text: String, orientation: LayoutAxis, leadingSuperview: Connection?, views: [View],
                connections: [Connection], trailingSuperview: Connection?) {
        self.text = text
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }
}

extension VisualFormat {
    /// A view, `[name]` or `[name(predicates)]`.
    public struct View: Hashable, Sendable {
        /// The view's name, a C identifier, without any name prefix.
        public let name: String
        /// The column of the `[`.
        public let column: Int
        /// The predicates on the view's width (`H:`) or height (`V:`); empty when none.
        public let predicates: [Predicate]

        /// Creates a view part: `[name(predicates)]` written at `column`.
        public init(name: String, column: Int, predicates: [VisualFormat.Predicate]) {
            self.name = name
            self.column = column
            self.predicates = predicates
        }
    }

    /// The space between two neighbours (views or a superview bar).
    public struct Connection: Hashable, Sendable {
        /// What the connection says about the space.
        public enum Spacing: Hashable, Sendable {
            /// Nothing written (`[a][b]`, `|[a]`): the neighbours touch, spacing 0.
            case adjacent
            /// A lone `-`: the standard spacing (8 between views, the layout margin next
            /// to a superview bar).
            case standard
            /// `-8-`, `-pad-` or `-(>=8,<=20@500)-`: one predicate each.
            case predicates([Predicate])
        }

        /// What the connection says.
        public let spacing: Spacing
        /// The column of the connection's first `-`; for ``Spacing/adjacent``, the column
        /// of the token after the preceding `]` or `|`.
        public let column: Int

        /// Creates a connection written at `column`.
        public init(spacing: Spacing, column: Int) {
            self.spacing = spacing
            self.column = column
        }
    }

    /// One predicate, `(relation)?(object)(@priority)?`, as in `>=50@750` or `==b`.
    public struct Predicate: Hashable, Sendable {
        /// The relation; `==` when none was written.
        public let relation: LayoutRelation
        /// The constant, metric or (in a view's predicates) other view.
        public let object: Operand
        /// The priority; nil when none was written (required).
        public let priority: Operand?
        /// The column where the predicate starts.
        public let column: Int

        /// Creates a predicate `relation object @priority` written at `column`.
        public init(relation: LayoutRelation, object: VisualFormat.Operand, priority: VisualFormat.Operand?, column: Int) {
            self.relation = relation
            self.object = object
            self.priority = priority
            self.column = column
        }
    }

    /// A number or a name, with where it was written.
    public struct Operand: Hashable, Sendable {
        /// What was written.
        public enum Value: Hashable, Sendable {
            /// A literal number, already checked to be finite and at most 1e9 in magnitude.
            case number(Double)
            /// A C identifier: a metric, or in a view's predicates a metric or another view
            /// (a metric of that name wins).
            case name(String)
        }

        /// What was written.
        public let value: Value
        /// The column of the operand's first character.
        public let column: Int

        /// Creates an operand written at `column`.
        public init(value: Value, column: Int) {
            self.value = value
            self.column = column
        }
    }
}
