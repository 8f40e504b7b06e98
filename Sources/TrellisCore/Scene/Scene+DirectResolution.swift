import Cassowary

/// Direct resolution's switch and counters at the scene level (the solver's
/// `Direct/` files say what it is): for the differential tests and for
/// `trellis-cli layout --solver-stats`.
extension Scene {
    /// Whether the scene's cold solves may resolve directly, without the LP (on by
    /// default). Switching it off changes no result, only how it is found.
    public var usesDirectResolution: Bool {
        get { solver.usesDirectResolution }
        set { solver.usesDirectResolution = newValue }
    }

    /// Counts, from now on, the components resolved directly and why others were not.
    public func recordDirectResolution() { solver.recordsDirectResolution = true }

    /// One line: the components resolved directly over all solves since
    /// `recordDirectResolution()`, and the fallback reasons of the others.
    public var directResolutionSummary: String {
        let report = solver.directResolutionReport
        return "direct resolution: \(report.resolvedComponents)/\(report.components) components "
            + "(\(report.resolvedAttempts)/\(report.attempts) solves without the LP); fallbacks: "
            + "undetermined \(report.undetermined), required row violated \(report.requiredRowViolated), "
            + "preference not dominated \(report.preferenceNotDominated), numerically unsafe \(report.numericallyUnsafe)"
    }
}
