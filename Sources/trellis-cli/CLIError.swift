/// A failure the CLI reports as "Error: <message>" on standard error, exiting with
/// status 1 (ArgumentParser's convention for errors that are not usage errors).
struct CLIError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
