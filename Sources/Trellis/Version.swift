import TrellisCore

/// `trellis_version` and `trellis_last_error`.

/// `trellis_version` (Include/trellis.h states its contract): the library's version, MAJOR.MINOR.PATCH.
@c(trellis_version)
public func trellis_version() -> UnsafePointer<CChar> {
    UnsafeRawPointer(TrellisVersion.staticString.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// `trellis_last_error` (Include/trellis.h states its contract): the message of this thread's last failing call.
@c(trellis_last_error)
public func trellis_last_error() -> UnsafePointer<CChar> {
    LastError.current
}
