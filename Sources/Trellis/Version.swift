import TrellisCore

/// `trellis_version` and `trellis_last_error`.

@c(trellis_version)
public func trellis_version() -> UnsafePointer<CChar> {
    UnsafeRawPointer(TrellisVersion.staticString.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c(trellis_last_error)
public func trellis_last_error() -> UnsafePointer<CChar> {
    LastError.current
}
