/// What direct resolution achieved on the last problems it was tried on: how many connected
/// components (sets of variables linked by live rows) were certified, and why the others
/// went to the LP. Counted only while `Solver.recordsDirectResolution` is set.
public struct DirectResolutionReport: Equatable, Sendable {
    /// Times a build or cold solve tried direct resolution, and how many of those were
    /// resolved without the LP (every component certified).
    public var attempts = 0
    public var resolvedAttempts = 0
    /// Connected components seen over all attempts, and those certified.
    public var components = 0
    public var resolvedComponents = 0
    /// Components not certified, by the first reason found in each.
    public var undetermined = 0
    public var requiredRowViolated = 0
    public var preferenceNotDominated = 0
    public var numericallyUnsafe = 0
    /// Attempts skipped because direct resolution was switched off.
    public var disabled = 0

    public init() {}

    /// Adds another report's counts to this one.
    public mutating func add(_ other: DirectResolutionReport) {
        attempts += other.attempts
        resolvedAttempts += other.resolvedAttempts
        components += other.components
        resolvedComponents += other.resolvedComponents
        undetermined += other.undetermined
        requiredRowViolated += other.requiredRowViolated
        preferenceNotDominated += other.preferenceNotDominated
        numericallyUnsafe += other.numericallyUnsafe
        disabled += other.disabled
    }

    mutating func count(_ fallback: DirectResolution.Fallback) {
        switch fallback {
        case .undetermined: undetermined += 1
        case .requiredRowViolated: requiredRowViolated += 1
        case .preferenceNotDominated: preferenceNotDominated += 1
        case .numericallyUnsafe: numericallyUnsafe += 1
        }
    }
}
