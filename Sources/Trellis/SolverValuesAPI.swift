import Cassowary

/// `trellis_solver_values`: the published values of many variables in one call.
///
/// A host that mirrors every solver variable in its own objects (the Python binding's
/// kiwisolver-compatible `updateVariables`, which publishes all of them, as kiwi does)
/// would otherwise cross the ABI once per variable. Checks and conversions only; the
/// values come from `Solver.value(of:)`.

@_cdecl("trellis_solver_values")
public func trellis_solver_values(_ handle: SolverHandle?, _ vars: UnsafePointer<UInt32>?,
                                  _ count: UInt, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        guard let handle else { throw CallError(.argument, "solver is NULL") }
        let solver = Unmanaged<Solver>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
        guard count <= 1 << 24 else { throw CallError(.argument, "count \(count) is too large") }
        let count = Int(count)
        guard count > 0 else { return }
        let vars = try requirePointer(vars, "vars")
        let out = try requirePointer(out, "out")
        // Every id is checked before anything is written: a failing call leaves `out` as it was.
        for index in 0..<count where !solver.contains(Variable(rawID: vars[index])) {
            throw CallError(.notFound, "vars[\(index)]: unknown variable \(vars[index])")
        }
        for index in 0..<count {
            out[index] = solver.value(of: Variable(rawID: vars[index]))
        }
    }
}
