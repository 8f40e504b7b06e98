/// The version of Trellis, "MAJOR.MINOR.PATCH": what `trellis_version()` returns, what
/// `trellis-cli --version` prints and what `trellis.pc` declares (the Makefile reads it
/// from here).
public enum TrellisVersion {
    /// Static, so that the C layer can hand out a pointer to it that never dies.
    public static let staticString: StaticString = "0.1.0"

    /// The version as a Swift string.
    public static var string: String { staticString.description }
}
