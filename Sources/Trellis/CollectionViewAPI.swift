import TrellisCore

/// Collection views: items whose cells are scenes of the document, placed by a flow layout
/// (TrellisCore `Scene+CollectionViews`).

/// `trellis_scene_collection_item_count` (Include/trellis.h states its contract): the number of items of a collection view.
@c(trellis_scene_collection_item_count)
public func trellis_scene_collection_item_count(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?,
                                                _ out: UnsafeMutablePointer<Int>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let out = try requirePointer(out, "out")
        out.pointee = try sceneCall { () throws(SceneError) in try scene.collectionItemCount(id) }
    }
}

/// `trellis_scene_collection_insert_items` (Include/trellis.h states its contract): inserts items showing a cell scene.
@c(trellis_scene_collection_insert_items)
public func trellis_scene_collection_insert_items(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?, _ index: Int,
                                                  _ cellSceneID: UnsafePointer<CChar>?, _ count: Int) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let cell = try requireString(cellSceneID, "cell_scene_id")
        try sceneCall { () throws(SceneError) in try scene.insertCollectionItems(id, at: index, cell: cell, count: count) }
    }
}

/// `trellis_scene_collection_delete_items` (Include/trellis.h states its contract): deletes items.
@c(trellis_scene_collection_delete_items)
public func trellis_scene_collection_delete_items(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?, _ index: Int,
                                                  _ count: Int) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        try sceneCall { () throws(SceneError) in try scene.deleteCollectionItems(id, at: index, count: count) }
    }
}

/// `trellis_scene_collection_set_item_text` (Include/trellis.h states its contract): sets the text of a view of one item's cell.
@c(trellis_scene_collection_set_item_text)
public func trellis_scene_collection_set_item_text(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?, _ item: Int,
                                                   _ viewID: UnsafePointer<CChar>?, _ utf8: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let view = try requireString(viewID, "view_id")
        // NULL text gives the view its document text back.
        let text = utf8.map { String(cString: $0) }
        try sceneCall { () throws(SceneError) in try scene.setCollectionItemText(id, item: item, view: view, text: text) }
    }
}

/// `trellis_scene_collection_item_frame` (Include/trellis.h states its contract): an item's frame in the collection's content coordinates.
@c(trellis_scene_collection_item_frame)
public func trellis_scene_collection_item_frame(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?, _ item: Int,
                                                _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let out = try requirePointer(out, "out")
        write(try sceneCall { () throws(SceneError) in try scene.collectionItemFrame(id, item: item) }, to: out)
    }
}

/// `trellis_scene_collection_header_frame` (Include/trellis.h states its contract): the section header's frame in the
/// collection's content coordinates, zeros when the flow layout has none.
@c(trellis_scene_collection_header_frame)
public func trellis_scene_collection_header_frame(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?,
                                                  _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let out = try requirePointer(out, "out")
        let frame = try sceneCall { () throws(SceneError) in try scene.collectionHeaderFrame(id) }
        write(frame ?? Rect(x: 0, y: 0, width: 0, height: 0), to: out)
    }
}

/// `trellis_scene_collection_footer_frame` (Include/trellis.h states its contract): the section footer's frame in the
/// collection's content coordinates, zeros when the flow layout has none.
@c(trellis_scene_collection_footer_frame)
public func trellis_scene_collection_footer_frame(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?,
                                                  _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let out = try requirePointer(out, "out")
        let frame = try sceneCall { () throws(SceneError) in try scene.collectionFooterFrame(id) }
        write(frame ?? Rect(x: 0, y: 0, width: 0, height: 0), to: out)
    }
}

/// `trellis_scene_collection_cell_frame` (Include/trellis.h states its contract): a view's frame inside one item's cell.
@c(trellis_scene_collection_cell_frame)
public func trellis_scene_collection_cell_frame(_ handle: SceneHandle?, _ collectionID: UnsafePointer<CChar>?, _ item: Int,
                                                _ viewID: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(collectionID, "collection_id")
        let view = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        write(try sceneCall { () throws(SceneError) in try scene.collectionCellFrame(id, item: item, view: view) }, to: out)
    }
}
