import TrellisCore

/// The fields of a scene's `viewController` object.
enum ViewControllerField: Int, ObjectField {
    case additionalSafeAreaInsets, respectsSystemMinimumLayoutMargins, comment

    static let nameTable = makeNameTable()
}

/// Reads a scene's `viewController` field (docs/document-format.md): `true` makes the root
/// a view controller's root view, `false` leaves it a plain view, and an object does the
/// former with the view controller's settings.
enum ViewControllerReader {
    static func read(_ node: JSONNode, at path: JSONPath) throws(DocumentError) -> ViewControllerDescription? {
        if let flag = node.bool { return flag ? ViewControllerDescription() : nil }
        let object = try JSONObject<ViewControllerField>(node, at: path, expected: "true, false or a view controller object")
        try object.checkFields(allowed: [.additionalSafeAreaInsets, .respectsSystemMinimumLayoutMargins, .comment])
        var controller = ViewControllerDescription()
        if let insets = object[.additionalSafeAreaInsets] {
            let insetsPath = object.path(.additionalSafeAreaInsets)
            let value = try SceneDraft.edgeInsets(insets, insetsPath)
            for side in [value.top, value.left, value.bottom, value.right] where side < 0 {
                throw .schema(insetsPath, "additional safe-area insets must be at least 0, got \(formatNumber(side))")
            }
            controller.additionalSafeAreaInsets = value
        }
        if let respects = object[.respectsSystemMinimumLayoutMargins] {
            controller.respectsSystemMinimumLayoutMargins = try Read.bool(respects, object.path(.respectsSystemMinimumLayoutMargins))
        }
        return controller
    }
}
