import TrellisCore
import TrellisDocument

/// `trellis_scene_view_info`: a view's kind, resolved properties, text, text style, hidden
/// and installed state as JSON owned by the scene (TrellisCore `Scene.viewInfo`, written by
/// TrellisDocument's `ViewInfoJSON`).

/// `trellis_scene_view_info` (Include/trellis.h states its contract): what a host needs to draw a view (kind, text, point size, ...), as JSON.
@_cdecl("trellis_scene_view_info")
public func trellis_scene_view_info(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?) -> UnsafePointer<CChar>? {
    do {
        let box = try sceneBox(handle)
        let id = try requireString(viewID, "view_id")
        let info = try sceneCall { () throws(SceneError) in try box.scene.viewInfo(id) }
        box.lastJSON = OwnedCString(ViewInfoJSON.text(info))
        return box.lastJSON?.cString
    } catch {
        LastError.set(error.message)
        return nil
    }
}
