import TrellisCore
import TrellisDocument

/// The `trellis_scene_*` functions: conversions and checks only; the layout lives in
/// TrellisCore's `Scene`.
final class SceneHandleBox {
    let scene: Scene
    /// C strings handed out by `trellis_scene_view_id`, rebuilt when the view list changes.
    var viewIDs: [OwnedCString] = []
    var viewIDsGeneration = -1
    /// The last diagnostics / constraints-affecting JSON (owned by the scene).
    var lastJSON: OwnedCString?
    /// Set while the host's measure callback runs (MeasureAPI.swift).
    let measuring = MeasureCallGuard()

    init(_ scene: Scene) { self.scene = scene }
}

/// A `trellis_scene *` as Swift sees it.
public typealias SceneHandle = OpaquePointer

/// The scene behind a handle. Refuses calls made from inside the scene's own measure
/// callback: the scene is in the middle of a layout then, and a change (or a read of
/// half-updated frames) would break it.
func sceneBox(_ handle: SceneHandle?) throws(CallError) -> SceneHandleBox {
    guard let handle else { throw CallError(.argument, "scene is NULL") }
    let box = Unmanaged<SceneHandleBox>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
    guard !box.measuring.isActive else {
        throw CallError(.state, "the scene is laying out: its measure callback must not call functions on the same scene")
    }
    return box
}

func scene(_ handle: SceneHandle?) throws(CallError) -> Scene { try sceneBox(handle).scene }

extension CallError {
    init(_ error: SceneError) {
        let status: Status
        switch error.kind {
        case .notFound: status = .notFound
        case .argument: status = .argument
        case .state: status = .state
        case .schema: status = .schema
        case .unsatisfiable: status = .unsatisfiable
        }
        self.init(status, error.message)
    }
}

/// Runs a scene operation, turning its error into a C status and message.
func sceneCall<T>(_ body: () throws(SceneError) -> T) throws(CallError) -> T {
    do {
        return try body()
    } catch {
        throw CallError(error)
    }
}

/// `trellis_scene_new` (Include/trellis.h states its contract): instantiates a scene of a document.
@c(trellis_scene_new)
public func trellis_scene_new(_ documentHandle: DocumentHandle?, _ sceneID: UnsafePointer<CChar>?,
                              _ out: UnsafeMutablePointer<SceneHandle?>?) -> Int32 {
    exported { () throws(CallError) in
        let out = try requirePointer(out, "out")
        let document = try documentBox(documentHandle).document
        let id = sceneID.map { String(cString: $0) }
        let scene = try sceneCall { () throws(SceneError) in try Scene(document: document, sceneID: id) }
        out.pointee = SceneHandle(Unmanaged.passRetained(SceneHandleBox(scene)).toOpaque())
    }
}

/// `trellis_scene_free` (Include/trellis.h states its contract): frees a scene (NULL: nothing).
@c(trellis_scene_free)
public func trellis_scene_free(_ handle: SceneHandle?) {
    guard let handle else { return }
    // Freeing a scene from inside its own measure callback would pull the scene out from
    // under its layout: refused (the scene stays alive; free it after the layout returns).
    guard (try? sceneBox(handle)) != nil else {
        LastError.set("trellis_scene_free: the scene is laying out (called from its measure callback); not freed")
        return
    }
    Unmanaged<SceneHandleBox>.fromOpaque(UnsafeRawPointer(handle)).release()
}

// MARK: Environment

/// `trellis_scene_set_size` (Include/trellis.h states its contract): sets the window size the root view fills.
@c(trellis_scene_set_size)
public func trellis_scene_set_size(_ handle: SceneHandle?, _ width: Double, _ height: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        try requireFinite(width, "width")
        try requireFinite(height, "height")
        try sceneCall { () throws(SceneError) in try scene.setSize(width: width, height: height) }
    }
}

private func sizeClass(_ value: Int32, _ name: String) throws(CallError) -> SizeClass {
    switch value {
    case 0: return .unspecified
    case 1: return .compact
    case 2: return .regular
    default: throw CallError(.argument, "\(name) size class must be 0 (unspecified), 1 (compact) or 2 (regular), got \(value)")
    }
}

/// `trellis_scene_set_size_classes` (Include/trellis.h states its contract): sets the horizontal and vertical size classes.
@c(trellis_scene_set_size_classes)
public func trellis_scene_set_size_classes(_ handle: SceneHandle?, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let h = try sizeClass(horizontal, "horizontal")
        let v = try sizeClass(vertical, "vertical")
        scene.setSizeClasses(horizontal: h, vertical: v)
    }
}

/// `trellis_scene_set_layout_direction` (Include/trellis.h states its contract): sets left-to-right or right-to-left.
@c(trellis_scene_set_layout_direction)
public func trellis_scene_set_layout_direction(_ handle: SceneHandle?, _ direction: Int32) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        switch direction {
        case 0: scene.setLayoutDirection(.leftToRight)
        case 1: scene.setLayoutDirection(.rightToLeft)
        default: throw CallError(.argument, "layout direction must be 0 (left to right) or 1 (right to left), got \(direction)")
        }
    }
}

/// `trellis_scene_set_content_size_category` (Include/trellis.h states its contract): sets the Dynamic Type category.
@c(trellis_scene_set_content_size_category)
public func trellis_scene_set_content_size_category(_ handle: SceneHandle?, _ category: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let name = try requireString(category, "category")
        guard let value = ContentSizeCategory(name: name) else {
            throw CallError(.argument, "unknown content size category \"\(name)\"")
        }
        scene.setContentSizeCategory(value)
    }
}

/// `trellis_scene_set_display_scale` (Include/trellis.h states its contract): sets the pixel scale edges are rounded to.
@c(trellis_scene_set_display_scale)
public func trellis_scene_set_display_scale(_ handle: SceneHandle?, _ scale: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        try requireFinite(scale, "scale")
        try sceneCall { () throws(SceneError) in try scene.setDisplayScale(scale) }
    }
}

// MARK: Layout and read-out

/// `trellis_scene_layout` (Include/trellis.h states its contract): pushes the changes into the solver and updates the frames.
@c(trellis_scene_layout)
public func trellis_scene_layout(_ handle: SceneHandle?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        try sceneCall { () throws(SceneError) in try scene.layout() }
    }
}

/// `trellis_scene_view_count` (Include/trellis.h states its contract): the number of views, installed or not.
@c(trellis_scene_view_count)
public func trellis_scene_view_count(_ handle: SceneHandle?) -> Int {
    do throws(CallError) {
        return try scene(handle).viewCount
    } catch {
        LastError.set(error.message)
        return 0
    }
}

/// `trellis_scene_view_id` (Include/trellis.h states its contract): the id of view number `index`.
@c(trellis_scene_view_id)
public func trellis_scene_view_id(_ handle: SceneHandle?, _ index: Int) -> UnsafePointer<CChar>? {
    let box: SceneHandleBox
    do throws(CallError) {
        box = try sceneBox(handle)
    } catch {
        LastError.set(error.message)
        return nil
    }
    if box.viewIDsGeneration != box.scene.viewListGeneration {
        box.viewIDs = (0..<box.scene.viewCount).map { OwnedCString(box.scene.viewID(at: $0) ?? "") }
        box.viewIDsGeneration = box.scene.viewListGeneration
    }
    guard index >= 0, index < box.viewIDs.count else {
        LastError.set("view index \(index) out of range (\(box.viewIDs.count) views)")
        return nil
    }
    return box.viewIDs[index].cString
}

/// Writes a rect as the C `trellis_rect`: four doubles, x, y, width, height. (The Swift
/// side sees a `trellis_rect *` as a pointer to its first field: the C structs are not
/// imported into this module, so the header stays the only definition.)
func write(_ rect: Rect, to out: UnsafeMutablePointer<Double>) {
    out[0] = rect.x
    out[1] = rect.y
    out[2] = rect.width
    out[3] = rect.height
}

/// `trellis_scene_frame` (Include/trellis.h states its contract): a view's frame in its superview's coordinates.
@c(trellis_scene_frame)
public func trellis_scene_frame(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        write(try sceneCall { () throws(SceneError) in try scene.frame(of: id) }, to: out)
    }
}

/// `trellis_scene_frame_in_root` (Include/trellis.h states its contract): a view's frame in the root view's coordinates.
@c(trellis_scene_frame_in_root)
public func trellis_scene_frame_in_root(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                        _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        write(try sceneCall { () throws(SceneError) in try scene.frameInRoot(of: id) }, to: out)
    }
}

/// `trellis_scene_frames` (Include/trellis.h states its contract): every view's frame in root coordinates, by index.
@c(trellis_scene_frames)
public func trellis_scene_frames(_ handle: SceneHandle?, _ out: UnsafeMutablePointer<Double>?,
                                 _ capacity: Int) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let out = try requirePointer(out, "out")
        let count = scene.writeFramesInRoot(to: out, capacity: capacity)
        guard capacity >= count else {
            throw CallError(.argument, "capacity \(capacity) is smaller than the view count \(count)")
        }
    }
}

/// `trellis_scene_changed_views` (Include/trellis.h states its contract): the indices of the views the last layout moved.
@c(trellis_scene_changed_views)
public func trellis_scene_changed_views(_ handle: SceneHandle?, _ indices: UnsafeMutablePointer<Int>?,
                                        _ capacity: Int) -> Int {
    let scene: Scene
    do throws(CallError) {
        scene = try sceneBox(handle).scene
    } catch {
        LastError.set(error.message)
        return 0
    }
    let changed = scene.changedViewIndices
    if let indices {
        for (position, index) in changed.prefix(max(capacity, 0)).enumerated() { indices[position] = index }
    }
    return changed.count
}

/// `trellis_scene_is_installed` (Include/trellis.h states its contract): whether a view is installed at the current size classes.
@c(trellis_scene_is_installed)
public func trellis_scene_is_installed(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?) -> Int32 {
    do throws(CallError) {
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        guard let installed = scene.isInstalled(id) else { throw CallError(.notFound, scene.unknownViewMessage(id)) }
        return installed ? 1 : 0
    } catch {
        LastError.set(error.message)
        return -1
    }
}

// MARK: Incremental changes

/// `trellis_scene_set_hidden` (Include/trellis.h states its contract): hides or shows a view.
@c(trellis_scene_set_hidden)
public func trellis_scene_set_hidden(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?, _ hidden: Int32) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        try sceneCall { () throws(SceneError) in try scene.setHidden(id, hidden != 0) }
    }
}

/// `trellis_scene_set_intrinsic_size` (Include/trellis.h states its contract): sets a view's intrinsic content size.
@c(trellis_scene_set_intrinsic_size)
public func trellis_scene_set_intrinsic_size(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                             _ width: Double, _ height: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        func metric(_ value: Double, _ name: String) throws(CallError) -> Double? {
            try requireFinite(value, name)
            if value == -1 { return nil }
            guard value >= 0 else { throw CallError(.argument, "\(name) must be >= 0, or -1 for no intrinsic metric, got \(value)") }
            return value
        }
        let w = try metric(width, "width")
        let h = try metric(height, "height")
        try sceneCall { () throws(SceneError) in try scene.setIntrinsicSize(id, width: w, height: h) }
    }
}

/// `trellis_scene_set_text` (Include/trellis.h states its contract): sets a label's text.
@c(trellis_scene_set_text)
public func trellis_scene_set_text(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?,
                                   _ utf8: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        let text = try requireString(utf8, "utf8")
        try sceneCall { () throws(SceneError) in try scene.setText(id, text) }
    }
}

/// `trellis_scene_set_constant` (Include/trellis.h states its contract): sets a constraint's constant.
@c(trellis_scene_set_constant)
public func trellis_scene_set_constant(_ handle: SceneHandle?, _ constraintID: UnsafePointer<CChar>?,
                                       _ constant: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(constraintID, "constraint_id")
        try requireFinite(constant, "constant")
        try sceneCall { () throws(SceneError) in try scene.setConstant(id, constant) }
    }
}

/// `trellis_scene_set_priority` (Include/trellis.h states its contract): sets a constraint's priority.
@c(trellis_scene_set_priority)
public func trellis_scene_set_priority(_ handle: SceneHandle?, _ constraintID: UnsafePointer<CChar>?,
                                       _ priority: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(constraintID, "constraint_id")
        try requireFinite(priority, "priority")
        try sceneCall { () throws(SceneError) in try scene.setPriority(id, priority) }
    }
}

/// `trellis_scene_set_active` (Include/trellis.h states its contract): activates or deactivates a constraint.
@c(trellis_scene_set_active)
public func trellis_scene_set_active(_ handle: SceneHandle?, _ constraintID: UnsafePointer<CChar>?, _ active: Int32) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(constraintID, "constraint_id")
        try sceneCall { () throws(SceneError) in try scene.setActive(id, active != 0) }
    }
}

/// `trellis_scene_add_constraint` (Include/trellis.h states its contract): adds a constraint given as JSON.
@c(trellis_scene_add_constraint)
public func trellis_scene_add_constraint(_ handle: SceneHandle?, _ json: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let text = try requireString(json, "constraint_json")
        let description = try documentCall { () throws(DocumentError) in
            try DocumentLoader.loadConstraint(json: text)
        }
        try sceneCall { () throws(SceneError) in try scene.addConstraint(description) }
    }
}

/// `trellis_scene_remove_constraint` (Include/trellis.h states its contract): removes a constraint.
@c(trellis_scene_remove_constraint)
public func trellis_scene_remove_constraint(_ handle: SceneHandle?, _ constraintID: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(constraintID, "constraint_id")
        try sceneCall { () throws(SceneError) in try scene.removeConstraint(id) }
    }
}

/// `trellis_scene_insert_scene` (Include/trellis.h states its contract): inserts another scene's views under a view.
@c(trellis_scene_insert_scene)
public func trellis_scene_insert_scene(_ handle: SceneHandle?, _ parentID: UnsafePointer<CChar>?, _ index: Int,
                                       _ documentHandle: DocumentHandle?, _ sceneID: UnsafePointer<CChar>?,
                                       _ prefix: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let parent = try requireString(parentID, "parent_id")
        let document = try documentBox(documentHandle).document
        let id = try requireString(sceneID, "scene_id")
        let prefixString = prefix.map { String(cString: $0) }
        try sceneCall { () throws(SceneError) in
            if let description = document.scene(named: id) {
                try scene.insertScene(description, into: parent, at: index, prefix: prefixString)
            } else {
                try scene.insertDockView(id, into: parent, at: index, prefix: prefixString)
            }
        }
    }
}

/// `trellis_scene_remove_view` (Include/trellis.h states its contract): removes a view and its subtree.
@c(trellis_scene_remove_view)
public func trellis_scene_remove_view(_ handle: SceneHandle?, _ viewID: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(viewID, "view_id")
        try sceneCall { () throws(SceneError) in try scene.removeView(id) }
    }
}
