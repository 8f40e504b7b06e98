import TrellisCore

/// The C `trellis_measure_fn`. Its `out` is a `trellis_measurement`: four doubles (width,
/// height, first_baseline, last_baseline).
public typealias MeasureFunction = @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Double, Double,
    UnsafeMutablePointer<Double>?
) -> Int32

/// Marks the time a scene's measure callback runs, so that calls back into that scene
/// are refused (`sceneBox`) instead of re-entering a layout in progress.
final class MeasureCallGuard {
    private(set) var isActive = false

    func during<T>(_ body: () -> T) -> T {
        let outer = isActive
        isActive = true
        defer { isActive = outer }
        return body()
    }
}

/// Adapts a host's C measure callback to `TextMeasuring`. A non-zero return or a
/// nonsensical result (negative, non-finite or over 1e9) is a measurement error, upon
/// which the scene falls back to the default measurer.
struct CallbackMeasurer: TextMeasuring {
    let function: MeasureFunction
    let user: UnsafeMutableRawPointer?
    let callGuard: MeasureCallGuard

    func measure(_ request: TextMeasurementRequest) throws(TextMeasurementError) -> TextMeasurement {
        var out: (Double, Double, Double, Double) = (0, 0, 0, 0)
        let status = callGuard.during { withUnsafeMutableBytes(of: &out) { raw in
            request.viewID.withCString { viewID in
                // A custom view is measured with text NULL (docs/document-format.md).
                guard request.customKind == nil else {
                    return function(user, viewID, nil, request.pointSize, request.maxWidth,
                                    raw.baseAddress?.assumingMemoryBound(to: Double.self))
                }
                return request.text.withCString { text in
                    function(user, viewID, text, request.pointSize, request.maxWidth,
                             raw.baseAddress?.assumingMemoryBound(to: Double.self))
                }
            }
        } }
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

/// `trellis_scene_set_measure` (Include/trellis.h states its contract): installs the host's text measurer.
@c(trellis_scene_set_measure)
public func trellis_scene_set_measure(_ handle: SceneHandle?, _ function: MeasureFunction?,
                                      _ user: UnsafeMutableRawPointer?) -> Int32 {
    exported { () throws(CallError) in
        let box = try sceneBox(handle)
        box.scene.setMeasurer(function.map { CallbackMeasurer(function: $0, user: user, callGuard: box.measuring) })
    }
}
