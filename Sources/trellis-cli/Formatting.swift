import TrellisCore

/// Formats a number for people: at most three decimals, no trailing ".0".
func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
}

/// A size-class pair as people write it: "wC hR".
func sizeClassLabel(_ horizontal: SizeClass, _ vertical: SizeClass) -> String {
    "w\(letter(horizontal)) h\(letter(vertical))"
}

private func letter(_ sizeClass: SizeClass) -> String {
    switch sizeClass {
    case .compact: return "C"
    case .regular: return "R"
    case .unspecified: return "U"
    }
}
