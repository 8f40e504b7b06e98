import TrellisCore

/// The C `trellis_measure_fn`. Its `out` is a `trellis_measurement`: four doubles (width,
/// height, first_baseline, last_baseline).
public typealias MeasureFunction = @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Double, Double,
    UnsafeMutablePointer<Double>?
) -> Int32

/// Adapts a host's C measure callback to `TextMeasuring`. A non-zero return or a
/// nonsensical result (negative or non-finite) is a measurement error, upon which the
/// scene falls back to the default measurer.
struct CallbackMeasurer: TextMeasuring {
    let function: MeasureFunction
    let user: UnsafeMutableRawPointer?

    func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
        var out: (Double, Double, Double, Double) = (0, 0, 0, 0)
        let status = withUnsafeMutableBytes(of: &out) { raw in
            request.viewID.withCString { viewID in
                // A custom view is measured with text NULL (CONTRACT.md §3).
                guard request.customKind == nil else {
                    return function(user, viewID, nil, request.pointSize, request.maxWidth,
                                    raw.baseAddress?.assumingMemoryBound(to: Double.self))
                }
                return request.text.withCString { text in
                    function(user, viewID, text, request.pointSize, request.maxWidth,
                             raw.baseAddress?.assumingMemoryBound(to: Double.self))
                }
            }
        }
        guard status == 0 else {
            throw TextMeasurementError(message: "the host measure callback failed (\(status)) for \"\(request.viewID)\"")
        }
        let measurement = TextMeasurement(width: out.0, height: out.1, firstBaseline: out.2, lastBaseline: out.3)
        guard measurement.isValid else {
            throw TextMeasurementError(message: "the host measure callback returned an invalid size for \"\(request.viewID)\"")
        }
        return measurement
    }
}

@_cdecl("trellis_scene_set_measure")
public func trellis_scene_set_measure(_ handle: SceneHandle?, _ function: MeasureFunction?,
                                      _ user: UnsafeMutableRawPointer?) -> Int32 {
    exported { () throws(CallError) in
        guard let handle else { throw CallError(.argument, "scene is NULL") }
        let scene = Unmanaged<SceneHandleBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue().scene
        scene.setMeasurer(function.map { CallbackMeasurer(function: $0, user: user) })
    }
}
