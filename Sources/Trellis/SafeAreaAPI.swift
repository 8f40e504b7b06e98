import TrellisCore

/// Safe areas and the keyboard: the root's insets a host sets, any view's insets read back,
/// and the keyboard's height (TrellisCore `Scene+SafeArea`).

/// `trellis_scene_set_safe_area_insets` (Include/trellis.h states its contract): sets the window's safe-area insets.
@c(trellis_scene_set_safe_area_insets)
public func trellis_scene_set_safe_area_insets(_ handle: SceneHandle?, _ top: Double, _ left: Double,
                                               _ bottom: Double, _ right: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        try requireFinite(top, "top")
        try requireFinite(left, "left")
        try requireFinite(bottom, "bottom")
        try requireFinite(right, "right")
        try sceneCall { () throws(SceneError) in
            try scene.setSafeAreaInsets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
        }
    }
}

/// `trellis_scene_safe_area_insets` (Include/trellis.h states its contract): a view's safe-area insets after the last layout.
@c(trellis_scene_safe_area_insets)
public func trellis_scene_safe_area_insets(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                           _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        let insets = try sceneCall { () throws(SceneError) in try scene.safeAreaInsets(ofView: id) }
        for (index, value) in [insets.top, insets.left, insets.bottom, insets.right].enumerated() {
            out[index] = value
        }
    }
}

/// `trellis_scene_set_keyboard_height` (Include/trellis.h states its contract): sets the height the keyboard covers at the bottom of the window.
@c(trellis_scene_set_keyboard_height)
public func trellis_scene_set_keyboard_height(_ handle: SceneHandle?, _ height: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        try requireFinite(height, "height")
        try sceneCall { () throws(SceneError) in try scene.setKeyboardHeight(height) }
    }
}
