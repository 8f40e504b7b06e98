#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import TrellisDocument

/// A C string owned by a handle: stays valid until the owner replaces or frees it.
final class OwnedCString {
    let pointer: UnsafeMutablePointer<CChar>?

    init(_ string: String) { pointer = string.withCString { strdup($0) } }
    deinit { free(pointer) }

    var cString: UnsafePointer<CChar>? { pointer.map { UnsafePointer($0) } }
}

/// Reads a C string argument, rejecting NULL.
func requireString(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CallError) -> String {
    guard let pointer else { throw CallError(.argument, "\(name) is NULL") }
    return String(cString: pointer)
}

