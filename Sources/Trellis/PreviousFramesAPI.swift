import TrellisCore

/// `trellis_scene_previous_frames`: every view's frame before the most recent layout
/// (TrellisCore `Scene+PreviousFrames`), laid out like `trellis_scene_frames`.

/// `trellis_scene_previous_frames` (Include/trellis.h states its contract): the frames before the last layout, for animating from them.
@_cdecl("trellis_scene_previous_frames")
public func trellis_scene_previous_frames(_ handle: SceneHandle?, _ out: UnsafeMutablePointer<Double>?,
                                          _ capacity: Int) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let out = try requirePointer(out, "out")
        guard capacity >= scene.viewCount else {
            throw CallError(.argument, "capacity \(capacity) is smaller than the view count \(scene.viewCount)")
        }
        for (index, frame) in scene.previousFramesInRoot.enumerated() { write(frame, to: out + 4 * index) }
    }
}
