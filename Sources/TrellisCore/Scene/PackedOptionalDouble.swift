/// A `Double?` in the 8 bytes of a `Double`: nil is one NaN bit pattern no arithmetic
/// makes, and every other value is kept bit for bit (a NaN as the standard quiet NaN).
///
/// A `Double?` takes 9 bytes, 16 with the padding that follows it; `ViewNode` keeps five
/// of them (its point size, baselines and two intrinsic sizes), once per view (issue 18).
struct PackedOptionalDouble: Equatable {
    private var bits: UInt64

    // nil: a signalling NaN with payload 1. Arithmetic only ever makes quiet NaNs, and a
    // NaN stored here is stored as `Double.nan`, so no value reads back as nil. (Written
    // as a literal where used: a static constant read in a node's initial values was a
    // call through its once-token per view.)

    /// nil.
    init() { bits = 0x7FF0_0000_0000_0001 }

    init(_ value: Double?) {
        guard let value else {
            bits = 0x7FF0_0000_0000_0001
            return
        }
        bits = value.isNaN ? Double.nan.bitPattern : value.bitPattern
    }

    var value: Double? {
        bits == 0x7FF0_0000_0000_0001 ? nil : Double(bitPattern: bits)
    }
}

/// An `IntrinsicSize` in 16 bytes (its two `Double?` take 25, 32 with padding).
struct PackedIntrinsicSize: Equatable {
    private var width: PackedOptionalDouble
    private var height: PackedOptionalDouble

    /// No intrinsic size in either axis.
    init() {
        width = PackedOptionalDouble()
        height = PackedOptionalDouble()
    }

    init(_ size: IntrinsicSize) {
        width = PackedOptionalDouble(size.width)
        height = PackedOptionalDouble(size.height)
    }

    var value: IntrinsicSize { IntrinsicSize(width: width.value, height: height.value) }
}
