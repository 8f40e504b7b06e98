@testable import TrellisCore

/// Visible arranged views without intrinsic sizes.
func stackItems(_ count: Int) -> [StackConfiguration.Item] {
    Array(repeating: StackConfiguration.Item(), count: count)
}

/// Arranged views from a pattern: `v` visible, `H` hidden (e.g. "vHv").
func stackItems(_ pattern: String) -> [StackConfiguration.Item] {
    pattern.map { StackConfiguration.Item(isHidden: $0 == "H") }
}

/// The generated constraints, one description per line, in generation order.
func stackLines(_ configuration: StackConfiguration) -> [String] {
    StackLayout.constraints(for: configuration).map(\.description)
}

/// Only the constraints with one of these identifiers.
func stackLines(_ configuration: StackConfiguration, _ identifiers: Set<String>) -> [String] {
    StackLayout.constraints(for: configuration).filter { identifiers.contains($0.identifier) }.map(\.description)
}

/// Only the constraints across the axis (S5): those whose first attribute is on the other axis.
func stackCrossLines(_ configuration: StackConfiguration) -> [String] {
    StackLayout.constraints(for: configuration)
        .filter { $0.first.attribute.axis == configuration.axis.perpendicular }
        .map(\.description)
}
