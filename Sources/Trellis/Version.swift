/// `trellis_version` and `trellis_last_error`.

private let versionString: StaticString = "0.1.0"

@_cdecl("trellis_version")
public func trellis_version() -> UnsafePointer<CChar> {
    UnsafeRawPointer(versionString.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("trellis_last_error")
public func trellis_last_error() -> UnsafePointer<CChar> {
    LastError.current
}
