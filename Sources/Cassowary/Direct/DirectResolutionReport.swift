/// What direct resolution achieved on the last problems it was tried on: how many connected
/// components (sets of variables linked by live rows) were certified, and why the others
/// went to the LP. Counted only while `Solver.recordsDirectResolution` is set.
public struct DirectResolutionReport: Equatable, Sendable {
    /// Times a cold solve (a build, a batch, anything past the incremental budget) tried
    /// direct resolution.
    public var attempts = 0
    /// Of those, the ones resolved without the LP (every component certified).
    public var resolvedAttempts = 0
    /// Connected components seen over all attempts.
    public var components = 0
    /// Components certified (all of an attempt's are needed to skip the LP).
    public var resolvedComponents = 0
    /// Components with a variable no chain of rows determines (free, ambiguous, or an
    /// optimisation the propagation cannot see through).
    public var undetermined = 0
    /// Components where a required row fails at the propagated point.
    public var requiredRowViolated = 0
    /// Components where a violated preference rests on rows no stronger than itself.
    public var preferenceNotDominated = 0
    /// Components where a pivot was too small to divide by, or a value not finite.
    public var numericallyUnsafe = 0
    /// Attempts skipped because direct resolution was switched off.
    public var disabled = 0

    /// A report with every count at zero.
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
