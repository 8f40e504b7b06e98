#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread-local message behind `trellis_last_error()`.
///
/// Each thread owns one malloc'd C string, replaced by every failing call and freed when
/// the thread exits. A pthread key (not Swift's task locals) because hosts call from plain
/// C threads.
enum LastError {
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in free(pointer) }
        return status == 0 ? key : nil
    }()

    private static let empty: StaticString = ""

    static func set(_ message: String) {
        guard let key else { return }
        let copy = message.withCString { strdup($0) }
        free(pthread_getspecific(key))
        pthread_setspecific(key, copy.map { UnsafeMutableRawPointer($0) })
    }

    static var current: UnsafePointer<CChar> {
        if let key, let pointer = pthread_getspecific(key) {
            return UnsafePointer(pointer.assumingMemoryBound(to: CChar.self))
        }
        return UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
