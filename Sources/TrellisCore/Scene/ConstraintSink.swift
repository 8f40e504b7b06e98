import Cassowary

/// Where a pass's flat intrinsic constraints are stated for the solver, term by term: the
/// batch itself (`ConstraintBatch`), or room set aside in it for a run of blocks
/// (`ConstraintBatch.Writer`, no check of an array's uniqueness and capacity per term and
/// per constraint). A block is stated once, generically, into either
/// (`Scene.appendFreshIntrinsicBlocks`).
///
/// Flat document records are appended to the batch one by one: through a writer, a record
/// cost about 287 instructions where it cost 305, compiling it being most of either, and
/// setting room aside and filling it cost more than that saved (round 21).
protocol ConstraintSink {
    /// Adds `coefficient · variable` to the constraint being stated.
    mutating func appendTerm(_ variable: Variable, _ coefficient: Double)
    /// Ends the constraint being stated: its terms `+ constant RELATION 0`, at `priority`.
    mutating func endConstraint(constant: Double, relation: Relation, priority: Priority)
}

extension ConstraintBatch: ConstraintSink {}
extension ConstraintBatch.Writer: ConstraintSink {}

extension Scene {
    /// The shortest run of flat intrinsic blocks written through a `ConstraintBatch.Writer`: a
    /// shorter one is appended constraint by constraint (setting room aside costs about as
    /// much as a few appends).
    static let writtenRunMinimum = 8
}
