import TrellisCore

extension DocumentDescription {
    /// Every segue of every scene, in document order, as `trellis_document_segues` reports
    /// them: `[{"scene":…,"id":…,"from":…,"to":…,"kind":…}]`.
    public var seguesOutput: JSONOutput {
        var entries: [JSONOutput] = []
        for scene in scenes {
            for segue in scene.segues {
                entries.append(.object([("scene", .string(scene.id)), ("id", .string(segue.id)),
                                        ("from", .string(segue.from)), ("to", .string(segue.to)),
                                        ("kind", .string(segue.kind))]))
            }
        }
        return .array(entries)
    }
}
