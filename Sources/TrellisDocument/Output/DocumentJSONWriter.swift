import TrellisCore

/// Writes a document description as a `trellis/1` document (docs/document-format.md), as
/// `trellis-cli import` does for storyboards: every field that differs from its default,
/// views and constraints under their ids, equations with ids that an identifier cannot
/// spell in single quotes. Loading the text gives back an equal description.
public enum DocumentJSONWriter {
    /// The document as a JSON value.
    public static func json(_ document: DocumentDescription) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("format", .string("trellis/1"))]
        if let initial = document.initialScene { members.append(("initialScene", .string(initial))) }
        members.append(("scenes", .array(document.scenes.map(scene))))
        return .object(members)
    }

    private static func scene(_ scene: SceneDescription) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("id", .string(scene.id))]
        if let controller = scene.viewController {
            if controller == ViewControllerDescription() {
                members.append(("viewController", .bool(true)))
            } else {
                var fields: [(String, JSONOutput)] = [("additionalSafeAreaInsets", insets(controller.additionalSafeAreaInsets))]
                if !controller.respectsSystemMinimumLayoutMargins {
                    fields.append(("respectsSystemMinimumLayoutMargins", .bool(false)))
                }
                members.append(("viewController", .object(fields)))
            }
        }
        members.append(("root", view(scene.root)))
        members.append(("constraints", .array(scene.constraints.map(constraint))))
        if !scene.dock.isEmpty { members.append(("dock", .array(scene.dock.map(view)))) }
        if !scene.segues.isEmpty {
            members.append(("segues", .array(scene.segues.map { segue in
                .object([("id", .string(segue.id)), ("from", .string(segue.from)), ("to", .string(segue.to)),
                         ("kind", .string(segue.kind))])
            })))
        }
        return .object(members)
    }

    private static func view(_ view: ViewDescription) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("id", .string(view.id))]
        if view.kind != .view { members.append(("kind", .string(view.kindName))) }
        if let text = view.text { members.append(("text", .string(text))) }
        if let style = view.textStyle { members.append(("textStyle", variant(style) { .string($0.rawValue) })) }
        if let size = view.fontSize { members.append(("fontSize", variant(size, JSONOutput.number))) }
        if view.lines != 1 { members.append(("lines", .number(Double(view.lines)))) }
        if view.intrinsicSize != .plain(.none) {
            members.append(("intrinsicSize", variant(view.intrinsicSize) { size in
                .array([size.width.map(JSONOutput.number) ?? .null, size.height.map(JSONOutput.number) ?? .null])
            }))
        }
        if let size = view.initialSize {
            members.append(("initialSize", .array([.number(size.width), .number(size.height)])))
        }
        let defaults = ViewDescription(id: view.id)
        if view.hugging != defaults.hugging { members.append(("hugging", pair(view.hugging))) }
        if view.compressionResistance != defaults.compressionResistance {
            members.append(("compressionResistance", pair(view.compressionResistance)))
        }
        if view.layoutMargins != defaults.layoutMargins {
            members.append(("layoutMargins", variant(view.layoutMargins) { margins in
                .array([.number(margins.top), .number(margins.leading), .number(margins.bottom), .number(margins.trailing)])
            }))
        }
        if view.alignmentInsets != .zero { members.append(("alignmentInsets", insets(view.alignmentInsets))) }
        if !view.insetsLayoutMarginsFromSafeArea { members.append(("insetsLayoutMarginsFromSafeArea", .bool(false))) }
        if view.preservesSuperviewLayoutMargins { members.append(("preservesSuperviewLayoutMargins", .bool(true))) }
        if view.layoutMarginsFollowReadableWidth { members.append(("layoutMarginsFollowReadableWidth", .bool(true))) }
        if view.hidden != .plain(false) { members.append(("hidden", variant(view.hidden, JSONOutput.bool))) }
        if view.installed != .plain(true) { members.append(("installed", variant(view.installed, JSONOutput.bool))) }
        if let stack = view.stack {
            members.append(("axis", variant(stack.axis) { .string($0 == .vertical ? "vertical" : "horizontal") }))
            if stack.distribution != .plain(.fill) {
                members.append(("distribution", variant(stack.distribution) { .string($0.rawValue) }))
            }
            if stack.alignment != .plain(.fill) {
                members.append(("alignment", variant(stack.alignment) { .string($0.rawValue) }))
            }
            if stack.spacing != .plain(0) { members.append(("spacing", variant(stack.spacing, stackSpacing))) }
            if !stack.customSpacing.isEmpty {
                // In the order of the arranged views, as a document would list them.
                let after = view.arranged.compactMap { arranged in
                    stack.customSpacing[arranged.id].map { (arranged.id, stackSpacing($0)) }
                }
                members.append(("customSpacing", .object(after)))
            }
            if stack.baselineRelative { members.append(("baselineRelative", .bool(true))) }
            if stack.marginsRelative { members.append(("marginsRelative", .bool(true))) }
        }
        if let table = view.table { members.append(contentsOf: tableFields(table)) }
        if let collection = view.collection { members.append(contentsOf: collectionFields(collection)) }
        if !view.subviews.isEmpty { members.append(("subviews", .array(view.subviews.map(self.view)))) }
        if !view.arranged.isEmpty { members.append(("arranged", .array(view.arranged.map(self.view)))) }
        return .object(members)
    }

    /// A table view's fields (docs/document-format.md "Table views"): `rows` always, so that
    /// a table without rows still reads back as one.
    private static func tableFields(_ table: TableDescription) -> [(String, JSONOutput)] {
        var members: [(String, JSONOutput)] = []
        if case .fixed(let height) = table.rowHeight { members.append(("rowHeight", .number(height))) }
        if table.separatorStyle != .singleLine { members.append(("separatorStyle", .string(table.separatorStyle.rawValue))) }
        members.append(("rows", .array(table.rows.map(cellEntry))))
        return members
    }

    /// A collection view's flow layout and items (docs/document-format.md "Collection
    /// views"): `items` always, so that a collection without items still reads back as one.
    private static func collectionFields(_ collection: CollectionDescription) -> [(String, JSONOutput)] {
        let defaults = CollectionDescription()
        var members: [(String, JSONOutput)] = []
        if collection.scrollDirection != defaults.scrollDirection {
            members.append(("scrollDirection", .string(collection.scrollDirection.rawValue)))
        }
        if collection.itemSize != defaults.itemSize { members.append(("itemSize", size(collection.itemSize))) }
        switch collection.estimatedItemSize {
        case nil: break
        case .automatic?: members.append(("estimatedItemSize", .string("automatic")))
        case .size(let estimate)?: members.append(("estimatedItemSize", size(estimate)))
        }
        if collection.minimumInteritemSpacing != defaults.minimumInteritemSpacing {
            members.append(("minimumInteritemSpacing", .number(collection.minimumInteritemSpacing)))
        }
        if collection.minimumLineSpacing != defaults.minimumLineSpacing {
            members.append(("minimumLineSpacing", .number(collection.minimumLineSpacing)))
        }
        if collection.sectionInset != defaults.sectionInset { members.append(("sectionInset", insets(collection.sectionInset))) }
        if collection.headerReferenceSize != defaults.headerReferenceSize {
            members.append(("headerReferenceSize", size(collection.headerReferenceSize)))
        }
        if collection.footerReferenceSize != defaults.footerReferenceSize {
            members.append(("footerReferenceSize", size(collection.footerReferenceSize)))
        }
        members.append(("items", .array(collection.items.map(cellEntry))))
        return members
    }

    /// A table row or collection item entry: `cell`, `count` when not 1, `text`.
    private static func cellEntry(_ entry: TableRowDescription) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("cell", .string(entry.cell))]
        if entry.count != 1 { members.append(("count", .number(Double(entry.count)))) }
        if !entry.text.isEmpty { members.append(("text", .object(entry.text.map { ($0.view, .string($0.text)) }))) }
        return .object(members)
    }

    private static func size(_ size: Size) -> JSONOutput {
        .array([.number(size.width), .number(size.height)])
    }

    private static func constraint(_ constraint: ConstraintDescription) -> JSONOutput {
        let text: String
        switch constraint.form {
        case .equation(let equation): text = equation.description
        case .visual(let visual): text = visual.format
        }
        let isVisual: Bool
        if case .visual = constraint.form { isVisual = true } else { isVisual = false }
        guard constraint.id != nil || constraint.constant != nil || constraint.priority != nil
                || constraint.installed != .plain(true) || isVisual else {
            return .string(text)
        }
        var members: [(String, JSONOutput)] = []
        if let id = constraint.id { members.append(("id", .string(id))) }
        members.append((isVisual ? "visual" : "eq", .string(text)))
        if let constant = constraint.constant { members.append(("constant", variant(constant, JSONOutput.number))) }
        if let priority = constraint.priority { members.append(("priority", variant(priority, JSONOutput.number))) }
        if constraint.installed != .plain(true) {
            members.append(("installed", variant(constraint.installed, JSONOutput.bool)))
        }
        return .object(members)
    }

    /// A plain value, or `{"any": …, "wC hR": …}` in the order of ``SizeClassKey/allKeys``.
    private static func variant<Value>(_ variant: Variant<Value>, _ write: (Value) -> JSONOutput) -> JSONOutput {
        switch variant {
        case .plain(let value):
            return write(value)
        case .sizeClasses(let values):
            return .object(SizeClassKey.allKeys.compactMap { key in values[key].map { (key.description, write($0)) } })
        }
    }

    /// A stack's spacing: points, or `"system"` for ``StackDescription/spacingUseSystem``,
    /// which is stored as -Double.greatestFiniteMagnitude and would not read back as a
    /// number (documents refuse magnitudes over 1e9; an imported `spacingType="standard"`
    /// stack wrote `-1.7976931348623157e+308` before round 13).
    private static func stackSpacing(_ value: Double) -> JSONOutput {
        value == StackDescription.spacingUseSystem ? .string("system") : .number(value)
    }

    private static func pair(_ pair: AxisPair<Double>) -> JSONOutput {
        .array([.number(pair.horizontal), .number(pair.vertical)])
    }

    private static func insets(_ insets: EdgeInsets) -> JSONOutput {
        .array([.number(insets.top), .number(insets.left), .number(insets.bottom), .number(insets.right)])
    }
}
