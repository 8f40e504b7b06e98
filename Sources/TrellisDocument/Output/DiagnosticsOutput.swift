import TrellisCore

/// The JSON forms of a scene's diagnostics, as `trellis_scene_diagnostics`,
/// `trellis_scene_constraints_affecting` and `trellis-cli layout --json` report them
/// (docs/c-api.md, "Diagnostics").
extension SceneDiagnostics {
    /// `{"unsatisfiable":[{"broken":…,"conflict":[…]}],"ambiguous":[{"view":…,"attributes":[…]}]}`
    /// (a constraint is named by its id, or by its equation text when it has none).
    public var jsonOutput: JSONOutput {
        .object([
            ("unsatisfiable", .array(unsatisfiable.map { conflict in
                .object([("broken", .string(conflict.broken)),
                         ("conflict", .array(conflict.conflict.map(JSONOutput.string)))])
            })),
            ("ambiguous", .array(ambiguous.map { entry in
                .object([("view", .string(entry.view)),
                         ("attributes", .array(entry.attributes.map(JSONOutput.string)))])
            })),
        ])
    }
}

extension JSONOutput {
    /// A list of constraint names, as `trellis_scene_constraints_affecting` returns it.
    public static func constraintNames(_ names: [String]) -> JSONOutput {
        .array(names.map(JSONOutput.string))
    }

    /// A frame as `{"x":…,"y":…,"width":…,"height":…}`.
    public static func rect(_ rect: Rect) -> JSONOutput {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)),
                 ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
