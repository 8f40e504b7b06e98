/// A live cell: a scene of the document laid out as a `UITableViewCell`'s content view, set
/// up for one row at a time (UIKit's reused cell, configured by `cellForRowAt`).
final class TableCell {
    let scene: Scene
    /// The text overrides currently applied, sorted by view id.
    private var applied: [CellText] = []

    init(scene: Scene) {
        self.scene = scene
    }

    /// Shows `content`'s text: views it names get their row's text, views the previous row
    /// named and this one does not get their document text back.
    func configure(_ content: RowContent, traits: Traits) throws(SceneError) {
        scene.applyTraits(traits)
        guard content.text != applied else { return }
        for old in applied where !content.text.contains(where: { $0.view == old.view }) {
            try scene.setText(old.view, scene.documentText(of: old.view))
        }
        for entry in content.text { try scene.setText(entry.view, entry.text) }
        applied = content.text
    }
}

/// Which live cell serves a row: one per cell scene and side margin (the content view's
/// margins depend on the cell's width, `Scene.tableCellContentMargins`).
struct TableCellKey: Hashable {
    var cell: String
    var sideMargin: Double
}
