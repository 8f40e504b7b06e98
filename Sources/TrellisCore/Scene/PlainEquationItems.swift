/// What `Scene.addPlainConstraint` reads of a document constraint's equation, read from the
/// constraint in place.
///
/// Binding the equation out of `ConstraintDescription.form` (`case .equation(let equation)`)
/// copied the whole form — both anchors' names, a retain and a release of each — and
/// destroyed the copy again: about 300 instructions a constraint of a list document's
/// 3,000 (issue 18, round 17). Read through `init?(_:)`, whose parameter is borrowed, the
/// compiler copies only the fields taken here (the names, which the lookups need).
struct PlainEquationItems {
    /// The first item's view id.
    var firstName: String
    var firstAttribute: LayoutAttribute
    var firstViewHint: Int32
    /// The second item: none, the first item's superview, or a view by id.
    var second: Second
    var secondAttribute: LayoutAttribute
    var secondViewHint: Int32
    var relation: LayoutRelation
    var constant: Double
    var multiplier: Double
    var priority: Double

    enum Second {
        case none
        case superview
        case named(String)
    }

    /// The items of `form` when it is an equation whose first item names a view; nil otherwise.
    @inline(__always)
    init?(_ form: borrowing ConstraintDescription.Form) {
        switch form {
        case .equation(let equation):
            guard case .named(let name) = equation.first.item else { return nil }
            firstName = name
            firstAttribute = equation.first.attribute
            firstViewHint = equation.firstViewHint
            if let reference = equation.second {
                switch reference.item {
                case .named(let other): second = .named(other)
                case .superview: second = .superview
                }
                secondAttribute = reference.attribute
            } else {
                second = .none
                secondAttribute = equation.first.attribute
            }
            secondViewHint = equation.secondViewHint
            relation = equation.relation
            constant = equation.constant
            multiplier = equation.multiplier
            priority = equation.priority
        case .visual:
            return nil
        }
    }
}
