import XCTest
@testable import TrellisCore

/// Builds one-scene documents from views and equation strings.
func makeDocument(root: ViewDescription, constraints: [String], ids: [String?] = []) throws -> DocumentDescription {
    var described: [ConstraintDescription] = []
    for (index, text) in constraints.enumerated() {
        let id = index < ids.count ? ids[index] : nil
        described.append(ConstraintDescription(id: id, form: .equation(try Equation(parsing: text)), source: text))
    }
    return DocumentDescription(initialScene: "main", scenes: [SceneDescription(id: "main", root: root, constraints: described)])
}

func box(_ id: String, _ width: Double? = nil, _ height: Double? = nil) -> ViewDescription {
    var view = ViewDescription(id: id)
    if width != nil || height != nil { view.intrinsicSize = .plain(IntrinsicSize(width: width, height: height)) }
    return view
}

func rootView(_ subviews: [ViewDescription]) -> ViewDescription {
    var root = ViewDescription(id: "root")
    root.subviews = subviews
    return root
}
