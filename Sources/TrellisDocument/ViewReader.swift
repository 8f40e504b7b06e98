import TrellisCore

/// The fields a view object may have, by the kind of view and of its parent.
enum ViewFields {
    static let common: Set<String> = [
        "id", "kind", "subviews", "intrinsicSize", "hugging", "compressionResistance", "text",
        "textStyle", "fontSize", "lines", "layoutMargins", "alignmentInsets", "baseline",
        "hidden", "installed",
    ]
    static let stack: Set<String> = [
        "arranged", "axis", "distribution", "alignment", "spacing", "customSpacing",
        "baselineRelative", "marginsRelative",
    ]
    static let group: Set<String> = ["arranged", "layout", "insets", "spacing"]
    static let groupChild: Set<String> = ["position", "widthMode", "heightMode"]
    static let container: Set<String> = ["scene"]
    static let button: Set<String> = ["contentInsets"]
    static let custom: Set<String> = ["properties"]
    static let all: [String] = (common.union(stack).union(group).union(groupChild).union(container)
        .union(button).union(custom)).sorted()

    /// The deepest nesting of views a document may have; the root is level 1.
    static let maximumDepth = 200

    static func allowed(kind: ViewKind, parent: SceneDraft.Parent) -> Set<String> {
        var fields = common
        switch kind {
        case .stack: fields.formUnion(stack)
        case .group: fields.formUnion(group)
        case .container: fields.formUnion(container); fields.remove("subviews")
        case .guide: fields.remove("subviews")
        case .button: fields.formUnion(button)
        case .custom: fields.formUnion(custom)
        default: break
        }
        if parent == .group { fields.formUnion(groupChild) }
        return fields
    }

    /// Why a known field does not belong on this view.
    static func misplaced(_ key: String, kind: ViewKind) -> String? {
        let this = "this view is a \(quoted(kind == .custom ? ViewKind.customPrefix + "<Name>" : kind.rawValue))"
        switch key {
        case "contentInsets":
            return "\"contentInsets\" is only for kind \"button\" (\(this))"
        case "properties":
            return "\"properties\" is only for custom kinds, \"custom:<Name>\" (\(this))"
        case "subviews" where kind == .container:
            return "a container cannot have subviews: its only child is the root of the scene it embeds"
        case "subviews" where kind == .guide:
            return "a layout guide cannot have subviews"
        case "arranged":
            return "\"arranged\" is only for kinds \"stack\" and \"group\" (\(this)); use \"subviews\" for plain children"
        case "spacing":
            return "\"spacing\" is only for kinds \"stack\" and \"group\" (\(this))"
        case _ where stack.contains(key):
            return "\(quoted(key)) is only for kind \"stack\" (\(this))"
        case _ where group.contains(key):
            return "\(quoted(key)) is only for kind \"group\" (\(this))"
        case _ where groupChild.contains(key):
            return "\(quoted(key)) is only for arranged children of a group"
        case _ where container.contains(key):
            return "\(quoted(key)) is only for kind \"container\" (\(this))"
        default:
            return nil
        }
    }
}

extension SceneDraft {
    /// What holds a view being read.
    enum Parent: Equatable {
        /// Nothing: the root or a dock view.
        case none
        case plain
        case stack
        case group
    }

    /// Reads a view object and its subtree, registering ids and containers.
    ///
    /// The walk keeps its own stack instead of recursing, so a document's nesting never
    /// costs the caller's thread stack more than a fixed amount.
    mutating func readView(_ node: JSONNode, at path: String, level: Int, parent: Parent) throws(DocumentError) -> ViewDescription {
        var stack = [try readNode(node, at: path, level: level, parent: parent, arranged: false)]
        while let top = stack.indices.last {
            if stack[top].next < stack[top].children.count {
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                let childParent: Parent = child.arranged ? (stack[top].view.kind == .group ? .group : .stack) : .plain
                stack.append(try readNode(child.node, at: child.path, level: stack[top].level + 1,
                                          parent: childParent, arranged: child.arranged))
                continue
            }
            var finished = stack.removeLast()
            if finished.view.kind == .stack, let spacingNode = finished.object["customSpacing"] {
                finished.view.stack?.customSpacing = try Self.customSpacing(
                    spacingNode, finished.object.path("customSpacing"), arranged: Set(finished.view.arranged.map(\.id)))
            }
            guard let parentIndex = stack.indices.last else {
                return finished.view
            }
            if finished.isArranged {
                stack[parentIndex].view.arranged.append(finished.view)
            } else {
                stack[parentIndex].view.subviews.append(finished.view)
            }
        }
        throw .schema(path, "internal error: the view walk ended early")
    }

    /// A view read but for its children, which are still to come.
    private struct PendingView {
        var view: ViewDescription
        var object: JSONObject
        var level: Int
        var isArranged: Bool
        var children: [(node: JSONNode, path: String, arranged: Bool)]
        var next = 0
    }

    /// Reads one view object's own fields (not its children's).
    private mutating func readNode(_ node: JSONNode, at path: String, level: Int, parent: Parent,
                                   arranged: Bool) throws(DocumentError) -> PendingView {
        guard level <= ViewFields.maximumDepth else {
            throw .schema(path, "views nest more than \(ViewFields.maximumDepth) levels deep")
        }
        let object = try JSONObject(node, at: path, expected: "a view object")
        let id = try Read.identifier(try object.required("id"), object.path("id"))
        if let first = viewPaths[id] {
            throw .schema(object.path("id"), "duplicate id \(quoted(id)) (first used at \(first))")
        }
        viewPaths[id] = path

        var kind = ViewKind.view
        var customKind: String?
        if let kindNode = object["kind"] {
            (kind, customKind) = try Self.viewKind(kindNode, object.path("kind"))
        }
        try object.checkFields(allowed: ViewFields.allowed(kind: kind, parent: parent), known: ViewFields.all) { key in
            ViewFields.misplaced(key, kind: kind)
        }

        var view = ViewDescription(id: id, kind: kind)
        view.customKind = customKind
        try readMetrics(of: &view, object)
        try readText(of: &view, object)
        if let node = object["contentInsets"] {
            view.contentInsets = try Self.directionalInsets(node, object.path("contentInsets"))
        }
        if let node = object["properties"] {
            view.properties = try Self.customProperties(node, object.path("properties"))
        }
        if kind == .stack { try readStack(of: &view, object) }
        if kind == .group { try readGroup(of: &view, object) }
        if parent == .group { try readGroupItem(of: &view, object) }
        if kind == .container {
            let sceneNode = try object.required("scene", hint: " (the id of the scene the container embeds)")
            let sceneName = try Read.nonEmptyString(sceneNode, object.path("scene"), what: "a scene id")
            view.containerScene = sceneName
            containers[id] = ContainerSite(sceneName: sceneName, path: object.path("scene"))
            containerOrder.append(id)
        }

        var children: [(node: JSONNode, path: String, arranged: Bool)] = []
        for (field, isArranged) in [("subviews", false), ("arranged", true)] {
            guard let listNode = object[field] else { continue }
            let listPath = object.path(field)
            for (index, element) in try Read.array(listNode, listPath, of: "views").enumerated() {
                children.append((element, JSONPath.index(listPath, index), isArranged))
            }
        }
        return PendingView(view: view, object: object, level: level, isArranged: arranged, children: children)
    }

    private func readMetrics(of view: inout ViewDescription, _ object: JSONObject) throws(DocumentError) {
        if let node = object["intrinsicSize"] {
            view.intrinsicSize = try Read.variant(node, object.path("intrinsicSize"), Self.intrinsicSize)
        }
        if let node = object["hugging"] {
            view.hugging = try Self.priorityPair(node, object.path("hugging"))
        }
        if let node = object["compressionResistance"] {
            view.compressionResistance = try Self.priorityPair(node, object.path("compressionResistance"))
        }
        if let node = object["layoutMargins"] {
            view.layoutMargins = try Read.variant(node, object.path("layoutMargins"), Self.directionalInsets)
        }
        if let node = object["alignmentInsets"] {
            view.alignmentInsets = try Self.edgeInsets(node, object.path("alignmentInsets"))
        }
        if let node = object["baseline"] {
            let path = object.path("baseline")
            let values = try Read.tuple(node, path, count: 2, shape: "[first, last]")
            view.baselines = (try Read.number(values[0], JSONPath.index(path, 0)),
                              try Read.number(values[1], JSONPath.index(path, 1)))
        }
        if let node = object["hidden"] {
            view.hidden = try Read.variant(node, object.path("hidden"), Read.bool)
        }
        if let node = object["installed"] {
            view.installed = try Read.variant(node, object.path("installed"), Read.bool)
        }
    }

    private func readText(of view: inout ViewDescription, _ object: JSONObject) throws(DocumentError) {
        if let node = object["text"] {
            view.text = try Read.string(node, object.path("text"))
        }
        if let node = object["textStyle"] {
            view.textStyle = try Read.variant(node, object.path("textStyle")) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, TextStyle.self)
            }
        }
        if let node = object["fontSize"] {
            if object["textStyle"] != nil {
                throw .schema(object.path("fontSize"),
                              "give either \"textStyle\" (Dynamic Type) or \"fontSize\" (fixed), not both")
            }
            view.fontSize = try Read.variant(node, object.path("fontSize"), Read.positive)
        }
        if let node = object["lines"] {
            view.lines = try Read.count(node, object.path("lines"))
        }
    }

    private func readStack(of view: inout ViewDescription, _ object: JSONObject) throws(DocumentError) {
        var stack = StackDescription()
        if let node = object["axis"] {
            stack.axis = try Read.variant(node, object.path("axis")) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, LayoutAxis.self)
            }
        }
        if let node = object["distribution"] {
            stack.distribution = try Read.variant(node, object.path("distribution")) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, StackDistribution.self)
            }
        }
        if let node = object["alignment"] {
            stack.alignment = try Read.variant(node, object.path("alignment")) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, StackAlignment.self)
            }
        }
        if let node = object["spacing"] {
            stack.spacing = try Read.variant(node, object.path("spacing"), Read.number)
        }
        if let node = object["baselineRelative"] {
            stack.baselineRelative = try Read.bool(node, object.path("baselineRelative"))
        }
        if let node = object["marginsRelative"] {
            stack.marginsRelative = try Read.bool(node, object.path("marginsRelative"))
        }
        view.stack = stack
    }

    private func readGroup(of view: inout ViewDescription, _ object: JSONObject) throws(DocumentError) {
        var group = GroupDescription()
        if let node = object["layout"] {
            group.layout = try Read.choice(node, object.path("layout"), LayoutAxis.self)
        }
        if let node = object["insets"] {
            group.insets = try Self.edgeInsets(node, object.path("insets"))
        }
        if let node = object["spacing"] {
            group.spacing = try Read.number(node, object.path("spacing"))
        }
        view.group = group
    }

    private func readGroupItem(of view: inout ViewDescription, _ object: JSONObject) throws(DocumentError) {
        var item = GroupItemDescription()
        if let node = object["position"] {
            let path = object.path("position")
            let values = try Read.tuple(node, path, count: 2, shape: "[horizontal, vertical]")
            item.horizontalPosition = try Read.choice(values[0], JSONPath.index(path, 0),
                                                      [("left", GroupPosition.left), ("center", .center), ("right", .right)])
            item.verticalPosition = try Read.choice(values[1], JSONPath.index(path, 1),
                                                    [("top", GroupPosition.top), ("center", .center), ("bottom", .bottom)])
        }
        if let node = object["widthMode"] {
            item.widthMode = try Self.sizeMode(node, object.path("widthMode"))
        }
        if let node = object["heightMode"] {
            item.heightMode = try Self.sizeMode(node, object.path("heightMode"))
        }
        view.groupItem = item
    }

    // MARK: Values

    private static func intrinsicSize(_ node: JSONNode, _ path: String) throws(DocumentError) -> IntrinsicSize {
        let values = try Read.tuple(node, path, count: 2, shape: "[width, height]")
        return IntrinsicSize(width: try intrinsicMetric(values[0], JSONPath.index(path, 0)),
                             height: try intrinsicMetric(values[1], JSONPath.index(path, 1)))
    }

    /// A size ≥ 0, or null or -1 for "no intrinsic metric" (UIKit's noIntrinsicMetric).
    private static func intrinsicMetric(_ node: JSONNode, _ path: String) throws(DocumentError) -> Double? {
        if node.isNull { return nil }
        guard node.isNumber else {
            throw .schema(path, "expected a number ≥ 0, or null for none, got \(node.kindDescription)")
        }
        let value = try Read.number(node, path)
        if value == -1 { return nil }
        guard value >= 0 else {
            throw .schema(path, "expected a number ≥ 0, or null or -1 for none, got \(formatNumber(value))")
        }
        return value
    }

    private static func priorityPair(_ node: JSONNode, _ path: String) throws(DocumentError) -> AxisPair<Double> {
        let values = try Read.tuple(node, path, count: 2, shape: "[horizontal, vertical]")
        return AxisPair(horizontal: try Read.priority(values[0], JSONPath.index(path, 0)),
                        vertical: try Read.priority(values[1], JSONPath.index(path, 1)))
    }

    private static func directionalInsets(_ node: JSONNode, _ path: String) throws(DocumentError) -> DirectionalInsets {
        let values = try Read.tuple(node, path, count: 4, shape: "[top, leading, bottom, trailing]")
        return DirectionalInsets(top: try Read.number(values[0], JSONPath.index(path, 0)),
                                 leading: try Read.number(values[1], JSONPath.index(path, 1)),
                                 bottom: try Read.number(values[2], JSONPath.index(path, 2)),
                                 trailing: try Read.number(values[3], JSONPath.index(path, 3)))
    }

    private static func edgeInsets(_ node: JSONNode, _ path: String) throws(DocumentError) -> EdgeInsets {
        let values = try Read.tuple(node, path, count: 4, shape: "[top, left, bottom, right]")
        return EdgeInsets(top: try Read.number(values[0], JSONPath.index(path, 0)),
                          left: try Read.number(values[1], JSONPath.index(path, 1)),
                          bottom: try Read.number(values[2], JSONPath.index(path, 2)),
                          right: try Read.number(values[3], JSONPath.index(path, 3)))
    }

    private static let sizeModeShapes = "\"fit\", {\"fixed\": points} or {\"relative\": fraction, \"adjust\": points}"

    private static func sizeMode(_ node: JSONNode, _ path: String) throws(DocumentError) -> GroupSizeMode {
        if let text = node.string {
            guard text == "fit" else {
                throw .schema(path, "expected \(sizeModeShapes), got \(quoted(text))")
            }
            return .fit
        }
        guard node.isObject else {
            throw .schema(path, "expected \(sizeModeShapes), got \(node.kindDescription)")
        }
        let object = try JSONObject(node, at: path)
        if let fixed = object["fixed"] {
            try object.checkFields(allowed: ["fixed"]) { key in
                key == "relative" || key == "adjust" ? "give either \"fixed\" or \"relative\", not both" : nil
            }
            return .fixed(try Read.nonNegative(fixed, object.path("fixed")))
        }
        guard let relative = object["relative"] else {
            try object.checkFields(allowed: ["fixed", "relative", "adjust"])
            throw .schema(path, "expected \(sizeModeShapes), got an object without \"fixed\" or \"relative\"")
        }
        try object.checkFields(allowed: ["relative", "adjust"])
        let fraction = try Read.nonNegative(relative, object.path("relative"))
        var adjust = 0.0
        if let adjustNode = object["adjust"] {
            adjust = try Read.number(adjustNode, object.path("adjust"))
        }
        return .relative(fraction, adjust: adjust)
    }

    private static func customSpacing(_ node: JSONNode, _ path: String, arranged: Set<String>) throws(DocumentError) -> [String: Double] {
        let object = try JSONObject(node, at: path, expected: "an object of view ids and points")
        var spacing: [String: Double] = [:]
        for member in object.members {
            let key = member.key
            guard arranged.contains(key) else {
                throw .schema(object.path(key), "\(quoted(key)) is not an arranged view of this stack")
            }
            spacing[key] = try Read.number(member, object.path(key))
        }
        return spacing
    }
}
