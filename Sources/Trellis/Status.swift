import Cassowary

/// The `trellis_status` codes of Include/trellis.h.
enum Status: Int32 {
    case ok = 0
    case parse = 1
    case schema = 2
    case notFound = 3
    case argument = 4
    case unsatisfiable = 5
    case state = 6
    case io = 7
}

/// A failed C call: the status to return and the message for `trellis_last_error()`.
struct CallError: Error {
    var status: Status
    var message: String

    init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }
}

extension CallError {
    /// The single place where solver errors become C statuses.
    init(_ error: SolverError, context: String) {
        let status: Status
        switch error {
        case .unsatisfiableConstraint: status = .unsatisfiable
        case .unknownConstraint, .unknownVariable: status = .notFound
        case .duplicateEditVariable, .unknownEditVariable, .priorityKindChange: status = .state
        case .requiredEditVariable, .nonFiniteNumber: status = .argument
        case .internalError: status = .state
        }
        self.init(status, "\(context): \(error.message)")
    }
}

/// Runs the body of an exported function: returns 0, or sets the last error and returns
/// the failure's status.
@inline(__always)
func exported(_ body: () throws(CallError) -> Void) -> Int32 {
    do {
        try body()
        return Status.ok.rawValue
    } catch {
        LastError.set(error.message)
        return error.status.rawValue
    }
}

/// Checks a number crossing the ABI. The name is only built when the check fails: hot
/// loops (a batch of coefficients) must not format a string per value.
func requireFinite(_ value: Double, _ name: @autoclosure () -> String) throws(CallError) {
    guard value.isFinite else { throw CallError(.argument, "\(name()) must be a finite number, got \(value)") }
}

/// Checks an out-pointer or input pointer crossing the ABI.
func requirePointer<T>(_ pointer: T?, _ name: String) throws(CallError) -> T {
    guard let pointer else { throw CallError(.argument, "\(name) is NULL") }
    return pointer
}
