/// A linear constraint stated in the equation syntax, as messages show generated ones:
/// `first REL [multiplier *] second [± constant] @priority`, or `first REL constant
/// @priority` without a second side. A multiplier of 1 and a zero constant after a second
/// side are left out.
enum EquationStatement {
    static func text(first: String, relation: LayoutRelation, second: String?, multiplier: Double,
                     constant: Double, priority: Double) -> String {
        var text = "\(first) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(NumberFormatting.format(multiplier)) * " }
            text += second
            if constant > 0 {
                text += " + \(NumberFormatting.format(constant))"
            } else if constant < 0 {
                text += " - \(NumberFormatting.format(-constant))"
            }
        } else {
            text += NumberFormatting.format(constant)
        }
        return text + " @\(NumberFormatting.format(priority))"
    }
}
