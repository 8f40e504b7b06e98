import TrellisCore

/// Table views: rows whose cells are scenes of the document, laid out at the table's width
/// (TrellisCore `Scene+TableViews`).

/// `trellis_scene_table_set_row_height`'s value for self-sizing rows: UIKit's
/// `UITableView.automaticDimension`, which is also -1.
let automaticRowHeightValue = -1.0

/// `trellis_scene_table_row_count` (Include/trellis.h states its contract): the number of rows of a table view.
@c(trellis_scene_table_row_count)
public func trellis_scene_table_row_count(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?,
                                          _ out: UnsafeMutablePointer<Int>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        let out = try requirePointer(out, "out")
        out.pointee = try sceneCall { () throws(SceneError) in try scene.tableRowCount(id) }
    }
}

/// `trellis_scene_table_insert_rows` (Include/trellis.h states its contract): inserts rows showing a cell scene.
@c(trellis_scene_table_insert_rows)
public func trellis_scene_table_insert_rows(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?, _ index: Int,
                                            _ cellSceneID: UnsafePointer<CChar>?, _ count: Int) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        let cell = try requireString(cellSceneID, "cell_scene_id")
        try sceneCall { () throws(SceneError) in try scene.insertTableRows(id, at: index, cell: cell, count: count) }
    }
}

/// `trellis_scene_table_delete_rows` (Include/trellis.h states its contract): deletes rows.
@c(trellis_scene_table_delete_rows)
public func trellis_scene_table_delete_rows(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?, _ index: Int,
                                            _ count: Int) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        try sceneCall { () throws(SceneError) in try scene.deleteTableRows(id, at: index, count: count) }
    }
}

/// `trellis_scene_table_set_row_text` (Include/trellis.h states its contract): sets the text of a view of one row's cell.
@c(trellis_scene_table_set_row_text)
public func trellis_scene_table_set_row_text(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?, _ row: Int,
                                             _ viewID: UnsafePointer<CChar>?, _ utf8: UnsafePointer<CChar>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        let view = try requireString(viewID, "view_id")
        // NULL text gives the view its document text back.
        let text = utf8.map { String(cString: $0) }
        try sceneCall { () throws(SceneError) in try scene.setTableRowText(id, row: row, view: view, text: text) }
    }
}

/// `trellis_scene_table_set_row_height` (Include/trellis.h states its contract): sets a fixed row height, or self-sizing rows.
@c(trellis_scene_table_set_row_height)
public func trellis_scene_table_set_row_height(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?,
                                               _ height: Double) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        try requireFinite(height, "height")
        let rowHeight: RowHeight = height == automaticRowHeightValue ? .automatic : .fixed(height)
        try sceneCall { () throws(SceneError) in try scene.setTableRowHeight(id, rowHeight) }
    }
}

/// `trellis_scene_table_row_frame` (Include/trellis.h states its contract): a row's frame in the table's content coordinates.
@c(trellis_scene_table_row_frame)
public func trellis_scene_table_row_frame(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?, _ row: Int,
                                          _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        let out = try requirePointer(out, "out")
        write(try sceneCall { () throws(SceneError) in try scene.tableRowFrame(id, row: row) }, to: out)
    }
}

/// `trellis_scene_table_cell_frame` (Include/trellis.h states its contract): a view's frame inside one row's cell.
@c(trellis_scene_table_cell_frame)
public func trellis_scene_table_cell_frame(_ handle: SceneHandle?, _ tableID: UnsafePointer<CChar>?, _ row: Int,
                                           _ viewID: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    exported { () throws(CallError) in
        let scene = try scene(handle)
        let id = try requireString(tableID, "table_id")
        let view = try requireString(viewID, "view_id")
        let out = try requirePointer(out, "out")
        write(try sceneCall { () throws(SceneError) in try scene.tableCellFrame(id, row: row, view: view) }, to: out)
    }
}
