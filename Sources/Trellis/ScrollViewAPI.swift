import TrellisCore

/// Scroll views: the content offset a host sets and the content size it reads
/// (TrellisCore `Scene+ScrollViews`).

/// `trellis_scene_set_content_offset` (Include/trellis.h states its contract): scrolls a scroll view.
@c(trellis_scene_set_content_offset)
public func trellis_scene_set_content_offset(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                             _ x: Double, _ y: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        try requireFinite(x, "x")
        try requireFinite(y, "y")
        try sceneCall { () throws(SceneError) in try scene.setContentOffset(id, x: x, y: y) }
    }
}

/// `trellis_scene_content_size` (Include/trellis.h states its contract): a scroll view's content size after the last layout.
@c(trellis_scene_content_size)
public func trellis_scene_content_size(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                       _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        let size = try sceneCall { () throws(SceneError) in try scene.contentSize(ofView: id) }
        out[0] = size.width
        out[1] = size.height
    }
}
