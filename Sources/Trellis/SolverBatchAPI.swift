import Cassowary

/// Batched `trellis_solver_*` calls: many values read, or many suggestions made, in one call.
///
/// A host that mirrors every solver variable in its own objects (the Python binding's
/// kiwisolver-compatible `updateVariables` publishes all of them, as kiwi does) or that
/// suggests many edit values before it next looks at the solution (matplotlib's layout
/// engines suggest every margin of a grid) would otherwise cross the ABI once per
/// variable. Checks and conversions only; the work is `Solver.value(of:)` and
/// `Solver.suggestValue(_:_:)`. Messages are built on failure paths only, so the per-item
/// cost is the solver's.

private func solver(_ handle: SolverHandle?) throws(CallError) -> Solver {
    guard let handle else { throw CallError(.argument, "solver is NULL") }
    return Unmanaged<Solver>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
}

/// The batch size as an Int, refusing absurd counts (as trellis_solver_add_constraint does).
private func batchCount(_ count: UInt) throws(CallError) -> Int {
    guard count <= 1 << 24 else { throw CallError(.argument, "count \(count) is too large") }
    return Int(count)
}

/// `trellis_solver_values` (Include/trellis.h states its contract): many variables' values at once.
@c(trellis_solver_values)
public func trellis_solver_values(_ handle: SolverHandle?, _ vars: UnsafePointer<UInt32>?,
                                  _ count: UInt, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let count = try batchCount(count)
        guard count > 0 else { return }
        let vars = try requirePointer(vars, "vars")
        let out = try requirePointer(out, "out")
        // Every id is checked before anything is written: a failing call leaves `out` as it was.
        for index in 0..<count where !solver.contains(Variable(rawID: vars[index])) {
            throw CallError(.notFound, "values: vars[\(index)]: unknown variable \(vars[index])")
        }
        for index in 0..<count {
            out[index] = solver.value(of: Variable(rawID: vars[index]))
        }
    }
}

/// `trellis_solver_suggest_values` (Include/trellis.h states its contract): many suggestions at once.
@c(trellis_solver_suggest_values)
public func trellis_solver_suggest_values(_ handle: SolverHandle?, _ vars: UnsafePointer<UInt32>?,
                                          _ values: UnsafePointer<Double>?, _ count: UInt) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let count = try batchCount(count)
        guard count > 0 else { return }
        let vars = try requirePointer(vars, "vars")
        let values = try requirePointer(values, "values")
        // Every suggestion is checked before the first is made: a refused call changes nothing.
        for index in 0..<count {
            let variable = Variable(rawID: vars[index])
            guard solver.contains(variable) else {
                throw CallError(.notFound, "suggest_values: vars[\(index)]: unknown variable \(vars[index])")
            }
            guard solver.isEditVariable(variable) else {
                throw CallError(.state, "suggest_values: vars[\(index)]: \(SolverError.unknownEditVariable.message)")
            }
            guard values[index].isFinite else {
                throw CallError(.argument, "suggest_values: values[\(index)] must be a finite number, got \(values[index])")
            }
        }
        for index in 0..<count {
            do throws(SolverError) {
                try solver.suggestValue(Variable(rawID: vars[index]), values[index])
            } catch {
                throw CallError(error, context: "suggest_values: vars[\(index)]")
            }
        }
    }
}
