import Cassowary

/// The `trellis_solver_*` functions: handles, argument checks and conversions only; the
/// algorithm lives in the Cassowary module.

/// A `trellis_solver *` as Swift sees it.
public typealias SolverHandle = OpaquePointer

private func solver(_ handle: SolverHandle?) throws(CallError) -> Solver {
    guard let handle else { throw CallError(.argument, "solver is NULL") }
    return Unmanaged<Solver>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
}

private func priority(_ value: Double) throws(CallError) -> Priority {
    guard value.isFinite, let priority = Priority(autoLayoutValue: value) else {
        throw CallError(.argument, "priority must be a number in 1...1000, got \(value)")
    }
    return priority
}

/// Runs a solver operation, turning its error into a C status and message. The context is
/// only formatted on failure: a suggestion costs well under a microsecond, and building a
/// string on every call was a third of that.
private func solverCall<T>(_ context: @autoclosure () -> String,
                           _ body: () throws(SolverError) -> T) throws(CallError) -> T {
    do {
        return try body()
    } catch {
        throw CallError(error, context: context())
    }
}

private func variable(_ id: UInt32, in solver: Solver) throws(CallError) -> Variable {
    let variable = Variable(rawID: id)
    guard solver.contains(variable) else { throw CallError(.notFound, "unknown variable \(id)") }
    return variable
}

/// `trellis_solver_new` (Include/trellis.h states its contract): a new raw solver.
@c(trellis_solver_new)
public func trellis_solver_new(_ out: UnsafeMutablePointer<SolverHandle?>?) -> Int32 {
    exported { () throws(CallError) in
        let out = try requirePointer(out, "out")
        out.pointee = SolverHandle(Unmanaged.passRetained(Solver()).toOpaque())
    }
}

/// `trellis_solver_free` (Include/trellis.h states its contract): frees a solver (NULL: nothing).
@c(trellis_solver_free)
public func trellis_solver_free(_ handle: SolverHandle?) {
    guard let handle else { return }
    Unmanaged<Solver>.fromOpaque(UnsafeRawPointer(handle)).release()
}

/// `trellis_solver_new_variable` (Include/trellis.h states its contract): a new variable of the solver.
@c(trellis_solver_new_variable)
public func trellis_solver_new_variable(_ handle: SolverHandle?, _ name: UnsafePointer<CChar>?,
                                        _ out: UnsafeMutablePointer<UInt32>?) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let out = try requirePointer(out, "out")
        out.pointee = solver.newVariable(name: name.map { String(cString: $0) }).id
    }
}

/// `trellis_solver_add_constraint` (Include/trellis.h states its contract): adds `Σ coefficient·variable + constant RELATION 0` at a priority.
@c(trellis_solver_add_constraint)
public func trellis_solver_add_constraint(
    _ handle: SolverHandle?, _ vars: UnsafePointer<UInt32>?, _ coefficients: UnsafePointer<Double>?,
    _ count: UInt, _ constant: Double, _ relationValue: Int32, _ priorityValue: Double,
    _ out: UnsafeMutablePointer<UInt32>?
) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let relation: Relation
        switch relationValue {
        case -1: relation = .lessThanOrEqual
        case 0: relation = .equal
        case 1: relation = .greaterThanOrEqual
        default: throw CallError(.argument, "relation must be TRELLIS_LE, TRELLIS_EQ or TRELLIS_GE, got \(relationValue)")
        }
        let priority = try priority(priorityValue)
        try requireFinite(constant, "constant")
        var expression = LinearExpression(constant: constant)
        guard count <= 1 << 24 else { throw CallError(.argument, "count \(count) is too large") }
        let count = Int(count)
        if count > 0 {
            let vars = try requirePointer(vars, "vars")
            let coefficients = try requirePointer(coefficients, "coefficients")
            expression.terms.reserveCapacity(count)
            for index in 0..<count {
                try requireFinite(coefficients[index], "coefficients[\(index)]")
                expression.terms.append((try variable(vars[index], in: solver), coefficients[index]))
            }
        }
        try solverCall("add_constraint") { () throws(SolverError) in
            let constraint = try solver.addConstraint(expression, relation, priority: priority)
            if let out { out.pointee = constraint.rawValue }
        }
    }
}

/// `trellis_solver_remove_constraint` (Include/trellis.h states its contract): removes a constraint.
@c(trellis_solver_remove_constraint)
public func trellis_solver_remove_constraint(_ handle: SolverHandle?, _ constraint: UInt32) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        try solverCall("remove_constraint \(constraint)") { () throws(SolverError) in
            try solver.removeConstraint(ConstraintID(rawValue: constraint))
        }
    }
}

/// `trellis_solver_add_edit_variable` (Include/trellis.h states its contract): makes a variable an edit variable at a priority.
@c(trellis_solver_add_edit_variable)
public func trellis_solver_add_edit_variable(_ handle: SolverHandle?, _ id: UInt32, _ priorityValue: Double) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let variable = try variable(id, in: solver)
        let priority = try priority(priorityValue)
        try solverCall("add_edit_variable \(id)") { () throws(SolverError) in
            try solver.addEditVariable(variable, priority: priority)
        }
    }
}

/// `trellis_solver_remove_edit_variable` (Include/trellis.h states its contract): makes an edit variable plain again.
@c(trellis_solver_remove_edit_variable)
public func trellis_solver_remove_edit_variable(_ handle: SolverHandle?, _ id: UInt32) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let variable = try variable(id, in: solver)
        try solverCall("remove_edit_variable \(id)") { () throws(SolverError) in
            try solver.removeEditVariable(variable)
        }
    }
}

/// `trellis_solver_suggest_value` (Include/trellis.h states its contract): suggests a value for an edit variable.
@c(trellis_solver_suggest_value)
public func trellis_solver_suggest_value(_ handle: SolverHandle?, _ id: UInt32, _ value: Double) -> Int32 {
    exported { () throws(CallError) in
        let solver = try solver(handle)
        let variable = try variable(id, in: solver)
        try requireFinite(value, "value")
        try solverCall("suggest_value \(id)") { () throws(SolverError) in
            try solver.suggestValue(variable, value)
        }
    }
}

/// `trellis_solver_update` (Include/trellis.h states its contract): re-solves and publishes the values.
@c(trellis_solver_update)
public func trellis_solver_update(_ handle: SolverHandle?) -> Int32 {
    exported { () throws(CallError) in
        try solver(handle).updateVariables()
    }
}

/// `trellis_solver_value` (Include/trellis.h states its contract): a variable's value at the last update.
@c(trellis_solver_value)
public func trellis_solver_value(_ handle: SolverHandle?, _ id: UInt32) -> Double {
    do {
        let solver = try solver(handle)
        return solver.value(of: try variable(id, in: solver))
    } catch {
        LastError.set(error.message)
        return .nan
    }
}
