import TrellisCore

/// `trellis_scene_set_safe_area_insets`: the root's safe area (TrellisCore `Scene+SafeArea`).

@_cdecl("trellis_scene_set_safe_area_insets")
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
