import TrellisCore
import TrellisDocument

/// Self-sizing and diagnostics: `trellis_scene_fitting_size`, `trellis_scene_diagnostics`,
/// `trellis_scene_constraints_affecting`.

/// `trellis_scene_fitting_size` (Include/trellis.h states its contract): the smallest size of a view at a given width (systemLayoutSizeFitting).
@c(trellis_scene_fitting_size)
public func trellis_scene_fitting_size(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?, _ width: Double,
                                       _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try sceneBox(handle).scene
        let id = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        guard width.isNaN || (width.isFinite && width >= 0) else {
            throw CallError(.argument, "width must be NAN (free) or a finite number >= 0, got \(width)")
        }
        let size = try sceneCall { () throws(SceneError) in try scene.fittingSize(of: id, width: width.isNaN ? nil : width) }
        out[0] = size.width
        out[1] = size.height
    }
}

/// `trellis_scene_diagnostics` (Include/trellis.h states its contract): the last layout's broken and ambiguous constraints, as JSON.
@c(trellis_scene_diagnostics)
public func trellis_scene_diagnostics(_ handle: SceneHandle?) -> UnsafePointer<CChar>? {
    do throws(CallError) {
        let box = try sceneBox(handle)
        box.lastJSON = OwnedCString(box.scene.diagnostics().jsonOutput.text)
        return box.lastJSON?.cString
    } catch {
        LastError.set(error.message)
        return nil
    }
}

/// `trellis_scene_constraints_affecting` (Include/trellis.h states its contract): the constraints that fix a view along one axis, as JSON.
@c(trellis_scene_constraints_affecting)
public func trellis_scene_constraints_affecting(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                                _ axis: Int32) -> UnsafePointer<CChar>? {
    do throws(CallError) {
        let box = try sceneBox(handle)
        let id = try requireString(viewID, "view_id")
        guard axis == 0 || axis == 1 else {
            throw CallError(.argument, "axis must be 0 (horizontal) or 1 (vertical), got \(axis)")
        }
        let names = try sceneCall { () throws(SceneError) in
            try box.scene.constraintsAffecting(id, axis: axis == 0 ? .horizontal : .vertical)
        }
        box.lastJSON = OwnedCString(JSONOutput.constraintNames(names).text)
        return box.lastJSON?.cString
    } catch {
        LastError.set(error.message)
        return nil
    }
}
