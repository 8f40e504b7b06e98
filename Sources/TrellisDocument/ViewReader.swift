import TrellisCore

/// The fields of a view object (docs/document-format.md).
enum ViewField: Int, ObjectField {
    case id, kind, subviews, intrinsicSize, hugging, compressionResistance, text, textStyle, fontSize, lines
    case layoutMargins, alignmentInsets, baseline, hidden, installed
    case insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins, layoutMarginsFollowReadableWidth
    case arranged, axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative
    case layout, insets
    case position, widthMode, heightMode
    case scene
    case contentInsets
    case properties
    case placeholder, scrollEnabled, segments, style, numberOfPages, imageSize
    case rowHeight, separatorStyle, rows
    case scrollDirection, itemSize, estimatedItemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, items
    case comment
    case initialSize
    case headerReferenceSize, footerReferenceSize

    static let nameTable = makeNameTable()
}

/// The fields a view object may have, by the kind of view and of its parent.
enum ViewFields {
    static let common: FieldSet<ViewField> = [
        .id, .kind, .subviews, .intrinsicSize, .hugging, .compressionResistance, .text,
        .textStyle, .fontSize, .lines, .layoutMargins, .alignmentInsets, .baseline,
        .hidden, .installed, .insetsLayoutMarginsFromSafeArea, .preservesSuperviewLayoutMargins,
        .layoutMarginsFollowReadableWidth, .initialSize,
    ]
    /// The fields every view may have, whatever its kind and parent: ``common`` but
    /// `subviews`, which containers and guides may not have (``allowed(kind:parent:)``).
    /// Made from the fields' numbers where used (a static set is read through a once-token).
    static var anyKind: FieldSet<ViewField> {
        @inline(__always) get {
            typealias Set = FieldSet<ViewField>
            return Set(bits: Set.bit(.id) | Set.bit(.kind) | Set.bit(.intrinsicSize) | Set.bit(.hugging)
                       | Set.bit(.compressionResistance) | Set.bit(.text) | Set.bit(.textStyle) | Set.bit(.fontSize)
                       | Set.bit(.lines) | Set.bit(.layoutMargins) | Set.bit(.alignmentInsets) | Set.bit(.baseline)
                       | Set.bit(.hidden) | Set.bit(.installed) | Set.bit(.insetsLayoutMarginsFromSafeArea)
                       | Set.bit(.preservesSuperviewLayoutMargins) | Set.bit(.layoutMarginsFollowReadableWidth)
                       | Set.bit(.initialSize))
        }
    }
    /// The fields a view of `kind` may have whatever its parent (a subset of
    /// ``allowed(kind:parent:)`` for every parent): ``anyKind``, and `subviews` but for
    /// containers and guides.
    @inline(__always)
    static func anyParent(kind: ViewKind) -> FieldSet<ViewField> {
        kind == .container || kind == .guide ? anyKind : FieldSet(bits: anyKind.bits | FieldSet<ViewField>.bit(.subviews))
    }
    static let stack: FieldSet<ViewField> = [
        .arranged, .axis, .distribution, .alignment, .spacing, .customSpacing,
        .baselineRelative, .marginsRelative,
    ]
    static let group: FieldSet<ViewField> = [.arranged, .layout, .insets, .spacing]
    static let groupChild: FieldSet<ViewField> = [.position, .widthMode, .heightMode]
    static let container: FieldSet<ViewField> = [.scene]
    static let button: FieldSet<ViewField> = [.contentInsets]
    static let custom: FieldSet<ViewField> = [.properties]
    static let table: FieldSet<ViewField> = [.rowHeight, .separatorStyle, .rows]
    static let collection: FieldSet<ViewField> = [
        .scrollDirection, .itemSize, .estimatedItemSize, .minimumInteritemSpacing, .minimumLineSpacing, .sectionInset, .items,
        .headerReferenceSize, .footerReferenceSize,
    ]
    /// The fields ``SceneDraft/readMetrics(of:_:)`` reads, and those
    /// ``SceneDraft/readText(of:_:)`` reads: a view without any skips the reader. Made
    /// from the fields' numbers where used (a static set is read through a once-token).
    static var metrics: FieldSet<ViewField> {
        @inline(__always) get {
            typealias Set = FieldSet<ViewField>
            return Set(bits: Set.bit(.intrinsicSize) | Set.bit(.initialSize) | Set.bit(.hugging)
                       | Set.bit(.compressionResistance) | Set.bit(.layoutMargins) | Set.bit(.alignmentInsets)
                       | Set.bit(.insetsLayoutMarginsFromSafeArea) | Set.bit(.preservesSuperviewLayoutMargins)
                       | Set.bit(.layoutMarginsFollowReadableWidth) | Set.bit(.baseline) | Set.bit(.hidden)
                       | Set.bit(.installed))
        }
    }
    /// The fields kept with the intrinsic size (``ViewDescription/shareSizing(with:)``).
    static var sizingBesideIntrinsicSize: FieldSet<ViewField> {
        @inline(__always) get {
            typealias Set = FieldSet<ViewField>
            return Set(bits: Set.bit(.initialSize) | Set.bit(.hugging) | Set.bit(.compressionResistance))
        }
    }
    static var text: FieldSet<ViewField> {
        @inline(__always) get {
            FieldSet(bits: FieldSet<ViewField>.bit(.text) | FieldSet<ViewField>.bit(.textStyle)
                     | FieldSet<ViewField>.bit(.fontSize) | FieldSet<ViewField>.bit(.lines))
        }
    }
    /// What the control kinds add, each only to the kinds named in ``controlKinds``.
    static let controls: FieldSet<ViewField> = [.placeholder, .scrollEnabled, .segments, .style, .numberOfPages, .imageSize]
    static let all: [String] = common.union(stack).union(group).union(groupChild).union(container)
        .union(button).union(custom).union(controls).union(table).union(collection).names.sorted()

    /// The control field a kind adds, if any (each belongs to one kind).
    static func controlField(of kind: ViewKind) -> ViewField? {
        // A switch, not a list walked per view: a document asks for every view (issue 18).
        switch kind {
        case .textField: return .placeholder
        case .textView: return .scrollEnabled
        case .segmentedControl: return .segments
        case .activityIndicator: return .style
        case .pageControl: return .numberOfPages
        case .image: return .imageSize
        default: return nil
        }
    }

    /// The kinds each control field belongs to.
    static func controlKinds(of field: ViewField) -> [ViewKind] {
        ViewKind.allCases.filter { controlField(of: $0) == field }
    }

    /// The most pages a page control may have (its width stays within the solver's range).
    static let maximumPages = 1_000_000

    /// The deepest nesting of views a document may have; the root is level 1.
    static let maximumDepth = 200

    static func allowed(kind: ViewKind, parent: SceneDraft.Parent) -> FieldSet<ViewField> {
        var fields = common
        switch kind {
        case .stack: fields = fields.union(stack)
        case .group: fields = fields.union(group)
        case .container: fields = fields.union(container); fields.remove(.subviews)
        case .guide: fields.remove(.subviews)
        case .button: fields = fields.union(button)
        case .custom: fields = fields.union(custom)
        case .tableView: fields = fields.union(table)
        case .collectionView: fields = fields.union(collection)
        default: break
        }
        if let field = controlField(of: kind) { fields.insert(field) }
        if parent == .group { fields = fields.union(groupChild) }
        return fields
    }

    /// Why a known field does not belong on this view.
    static func misplaced(_ key: String, kind: ViewKind) -> String? {
        let this = "this view is a \(quoted(kind == .custom ? ViewKind.customPrefix + "<Name>" : kind.rawValue))"
        let field = ViewField.nameTable.index(ofName: key).flatMap(ViewField.init(rawValue:))
        switch key {
        case "contentInsets":
            return "\"contentInsets\" is only for kind \"button\" (\(this))"
        case "properties":
            return "\"properties\" is only for custom kinds, \"custom:<Name>\" (\(this))"
        case "rowHeight", "separatorStyle", "rows":
            return "\(quoted(key)) is only for kind \"tableView\" (\(this))"
        case _ where field.map(collection.contains) == true:
            return "\(quoted(key)) is only for kind \"collectionView\" (\(this))"
        case "subviews" where kind == .container:
            return "a container cannot have subviews: its only child is the root of the scene it embeds"
        case "subviews" where kind == .guide:
            return "a layout guide cannot have subviews"
        case "arranged":
            return "\"arranged\" is only for kinds \"stack\" and \"group\" (\(this)); use \"subviews\" for plain children"
        case "spacing":
            return "\"spacing\" is only for kinds \"stack\" and \"group\" (\(this))"
        case _ where field.map(stack.contains) == true:
            return "\(quoted(key)) is only for kind \"stack\" (\(this))"
        case _ where field.map(group.contains) == true:
            return "\(quoted(key)) is only for kind \"group\" (\(this))"
        case _ where field.map(groupChild.contains) == true:
            return "\(quoted(key)) is only for arranged children of a group"
        case _ where field.map(container.contains) == true:
            return "\(quoted(key)) is only for kind \"container\" (\(this))"
        case _ where field.map(controls.contains) == true:
            let kinds = field.map(controlKinds(of:)) ?? []
            return "\(quoted(key)) is only for kind \(alternatives(kinds.map(\.rawValue))) (\(this))"
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

    /// Reads a view object and its subtree, registering ids and containers. Returns the
    /// view and the levels its subtree spans (1 for a view without children).
    ///
    /// The walk keeps its own stack instead of recursing, so a document's nesting never
    /// costs the caller's thread stack more than a fixed amount.
    mutating func readView(_ node: JSONNode, at path: JSONPath, level: Int,
                           parent: Parent) throws(DocumentError) -> (view: ViewDescription, height: Int) {
        // The views being read are kept apart from the rest of their state, so that a
        // finished one moves into its parent's children: taking it out of a struct holding
        // both copied it and destroyed the original (600 instructions a view, issue 18).
        var views: [ViewDescription] = []
        var stack: [PendingView] = []
        // The first view has no parent in `views`: it is always pushed.
        if let pending = try readNode(node, at: path, level: level, parent: parent, arranged: false, into: &views) {
            stack.append(pending)
        }
        var deepest = level
        while let top = stack.indices.last {
            if let child = stack[top].children.next() {
                let childParent: Parent = child.arranged ? (views[top].kind == .group ? .group : .stack) : .plain
                let childLevel = stack[top].level + 1
                deepest = Swift.max(deepest, childLevel)
                if let pending = try readNode(child.node, at: child.path, level: childLevel,
                                              parent: childParent, arranged: child.arranged, into: &views) {
                    stack.append(pending)
                }
                continue
            }
            let finished = stack.removeLast()
            var view = views.removeLast()
            if view.kind == .stack, let spacingNode = finished.object[.customSpacing] {
                let spacing = try Self.customSpacing(
                    spacingNode, finished.object.path(.customSpacing), arranged: Set(view.arranged.map(\.id)))
                view.stack?.customSpacing = spacing
                if view.stack?.baselineRelative == true, view.stack?.usesSystemSpacing == true {
                    throw .schema(finished.object.path(.customSpacing), Self.systemSpacingBetweenBaselines)
                }
            }
            guard let parentIndex = views.indices.last else {
                return (view, deepest - level + 1)
            }
            if finished.isArranged {
                views[parentIndex].arranged.append(consume view)
            } else {
                views[parentIndex].subviews.append(consume view)
            }
        }
        throw .schema(path, "internal error: the view walk ended early")
    }

    /// A view read but for its children, which are still to come (the view itself is in
    /// ``readView(_:at:level:parent:)``'s list of views, at the same place).
    private struct PendingView {
        var object: JSONObject<ViewField>
        var level: Int
        var isArranged: Bool
        var children: ChildCursor
    }

    /// Walks a view's `subviews`, then its `arranged` views. A child's path is its tape
    /// entry's (``JSONPath/init(entry:)``), spelt only for a message: a shared component
    /// for each list and a path made from it for each child cost allocations, retains and
    /// releases a view (issue 18).
    private struct ChildCursor {
        private var elements: JSONNode.Children?
        private var arranged: Bool
        /// The `arranged` list, while `subviews` are walked.
        private var pending: JSONNode?

        init(subviews: JSONNode?, arranged: JSONNode?) {
            if let subviews {
                elements = subviews.children
                self.arranged = false
                pending = arranged
            } else if let arranged {
                elements = arranged.children
                self.arranged = true
            } else {
                elements = nil
                self.arranged = false
            }
        }

        /// Whether there are no children to come.
        var isEmpty: Bool {
            (elements?.isEmpty ?? true) && (pending.map { $0.elementCount == 0 } ?? true)
        }

        mutating func next() -> (node: JSONNode, path: JSONPath, arranged: Bool)? {
            while true {
                if let element = elements?.next() {
                    return (element, JSONPath(entry: element), arranged)
                }
                guard let list = pending else { return nil }
                pending = nil
                elements = list.children
                arranged = true
            }
        }
    }

    /// Reads one view object's own fields (not its children's) and puts the view at the end
    /// of `views`, to read its children next. A view without children (most views: a
    /// list's labels and buttons) that is not a stack, which has nothing left to read once
    /// its fields are, moves straight into its parent's list, the last of `views`, and nil
    /// is returned: pushed and popped, it cost the walk a turn and two moves (issue 18).
    private mutating func readNode(_ node: JSONNode, at path: JSONPath, level: Int, parent: Parent,
                                   arranged: Bool, into views: inout [ViewDescription]) throws(DocumentError) -> PendingView? {
        guard level <= ViewFields.maximumDepth else {
            throw .schema(path, "views nest more than \(ViewFields.maximumDepth) levels deep")
        }
        let object = try JSONObject<ViewField>(node, at: path, expected: "a view object")
        let idNode = try object.required(.id)
        // Not through a function given the path to spell: the closure spelling it held a
        // copy of the object, made and destroyed for every view (issue 18).
        let id: String
        if let small = Self.smallViewIdentifier(idNode, makingSmallStrings: makesSmallStrings) {
            id = small
        } else {
            id = try Read.identifier(idNode, object.path(of: idNode, .id))
        }
        // The id's bytes are the node's (an id is ASCII): no string asked for them again.
        let first: JSONPath?
        if let bytes = idNode.stringBytes {
            first = viewPaths.updateValue(object.path, forKey: id, utf8: bytes)
        } else {
            first = viewPaths.updateValue(object.path, forKey: id)
        }
        if let first {
            throw .schema(object.path(.id), "duplicate id \(quoted(id)) (first used at \(first.text))")
        }

        var kind = ViewKind.view
        var customKind: String?
        if let kindNode = object[.kind] {
            (kind, customKind) = try Self.viewKind(kindNode, object.path(of: kindNode, .kind))
        }
        // Most views have only fields any view may have: no set of allowed fields made for
        // them, nor a closure to explain a misplaced one (50 instructions a view, issue 18).
        if !object.hasOnlyFields(in: ViewFields.anyParent(kind: kind)) {
            try object.checkFields(allowed: ViewFields.allowed(kind: kind, parent: parent), known: ViewFields.all) { key in
                ViewFields.misplaced(key, kind: kind)
            }
        }

        var view = ViewDescription(id: id, kind: kind)
        if let customKind { view.customKind = customKind }
        try readMetrics(of: &view, object)
        try readText(of: &view, object)
        if let node = object[.contentInsets] {
            view.contentInsets = try Self.directionalInsets(node, object.path(.contentInsets))
        }
        if let node = object[.properties] {
            view.properties = try Self.customProperties(node, object.path(.properties))
        }
        try readControl(of: &view, object)
        if kind == .tableView { try readTable(of: &view, object) }
        if kind == .collectionView { try readCollection(of: &view, object) }
        if kind == .stack { try readStack(of: &view, object) }
        if kind == .group { try readGroup(of: &view, object) }
        if parent == .group { try readGroupItem(of: &view, object) }
        if kind == .container {
            let sceneNode = try object.required(.scene, hint: " (the id of the scene the container embeds)")
            let sceneName = try Read.nonEmptyString(sceneNode, object.path(.scene), what: "a scene id")
            view.containerScene = sceneName
            containers[id] = ContainerSite(sceneName: sceneName, path: object.path(.scene))
            containerOrder.append(id)
        }

        var subviews: JSONNode?
        if let listNode = object[.subviews] {
            if !listNode.isArray { _ = try Read.array(listNode, object.path(.subviews), of: "views") }
            subviews = listNode
            // The children are appended as they finish: room for all of them at once.
            if listNode.elementCount > 0 { view.subviews.reserveCapacity(listNode.elementCount) }
        }
        var arrangedViews: JSONNode?
        if let listNode = object[.arranged] {
            if !listNode.isArray { _ = try Read.array(listNode, object.path(.arranged), of: "views") }
            arrangedViews = listNode
            if listNode.elementCount > 0 { view.arranged.reserveCapacity(listNode.elementCount) }
        }
        let children = ChildCursor(subviews: subviews, arranged: arrangedViews)
        // Moved, not copied: appending the local copied the view and destroyed the
        // local after (400 instructions a view, issue 18).
        if children.isEmpty, kind != .stack, let parentIndex = views.indices.last {
            if arranged {
                views[parentIndex].arranged.append(consume view)
            } else {
                views[parentIndex].subviews.append(consume view)
            }
            return nil
        }
        views.append(consume view)
        return PendingView(object: object, level: level, isArranged: arranged, children: children)
    }

    /// ``Read/identifier(_:_:)`` of a view's id when it is a valid id of at most 15 bytes
    /// (nearly all): checked eight bytes at a time and made in String's small form from its
    /// words, as the compiled reader makes its table's (``DocumentDecoder/isIdentifier(_:_:)``):
    /// a byte at a time, and made by String, an id took 180 instructions (issue 18). nil for
    /// any other value, which `Read.identifier` reads or refuses. Static, given
    /// ``makesSmallStrings``: as a method of the reader, called from its mutating walk, it
    /// was given a copy of the whole reader (a 547-byte copy a view, issue 18).
    @inline(__always)
    private static func smallViewIdentifier(_ node: JSONNode, makingSmallStrings makesSmallStrings: Bool) -> String? {
        if makesSmallStrings, let bytes = node.stringBytes.map({ UnsafeRawBufferPointer($0) }),
           let words = SmallASCIIString.words(bytes), DocumentDecoder.isIdentifier(words, bytes) {
            return SmallASCIIString.string(words, count: bytes.count)
        }
        return nil
    }

    private mutating func readMetrics(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        // Most views have none of these (a row, a label): one test instead of twelve.
        guard object.present.intersects(ViewFields.metrics) else { return }
        if let node = object[.intrinsicSize] {
            let alone = !object.present.intersects(ViewFields.sizingBesideIntrinsicSize)
            // The common case first: a plain size that the last such view had too, shared
            // as ``setIntrinsicSize(_:of:alone:)`` would share it, without reading it as a
            // variant (250 instructions a list's button, issue 18).
            if alone, let size = sharedSize, let plain = Self.plainIntrinsicSize(node), Self.sameBits(size, plain) {
                view.shareSizing(with: sharedSizingHolder)
            } else {
                let size = try Read.variant(node, object.path(of: node, .intrinsicSize), Self.intrinsicSize)
                setIntrinsicSize(size, of: &view, alone: alone)
            }
        }
        if let node = object[.initialSize] {
            view.initialSize = try Self.initialSize(node, object.path(.initialSize))
        }
        if let node = object[.hugging] {
            view.hugging = try Self.priorityPair(node, object.path(.hugging))
        }
        if let node = object[.compressionResistance] {
            view.compressionResistance = try Self.priorityPair(node, object.path(.compressionResistance))
        }
        if let node = object[.layoutMargins] {
            view.layoutMargins = try Read.variant(node, object.path(.layoutMargins), Self.directionalInsets)
        }
        if let node = object[.alignmentInsets] {
            view.alignmentInsets = try Self.edgeInsets(node, object.path(.alignmentInsets))
        }
        if let node = object[.insetsLayoutMarginsFromSafeArea] {
            view.insetsLayoutMarginsFromSafeArea = try Read.bool(node, object.path(.insetsLayoutMarginsFromSafeArea))
        }
        if let node = object[.preservesSuperviewLayoutMargins] {
            view.preservesSuperviewLayoutMargins = try Read.bool(node, object.path(.preservesSuperviewLayoutMargins))
        }
        if let node = object[.layoutMarginsFollowReadableWidth] {
            view.layoutMarginsFollowReadableWidth = try Read.bool(node, object.path(.layoutMarginsFollowReadableWidth))
        }
        if let node = object[.baseline] {
            let path = object.path(.baseline).anchoredPath
            let (first, last) = try Read.pair(node, path, shape: "[first, last]")
            view.baselines = (try Read.number(first, path.index(0)), try Read.number(last, path.index(1)))
        }
        if let node = object[.hidden] {
            view.hidden = try Read.variant(node, object.path(.hidden), Read.bool)
        }
        if let node = object[.installed] {
            view.installed = try Read.variant(node, object.path(.installed), Read.bool)
        }
    }

    /// Sets `size` as the view's intrinsic size, sharing the sizing of the last view given
    /// the same plain size when the view has no other sizing field (`alone`): a list's
    /// buttons, all of one size, keep one box rather than one each (a box a view was 300
    /// instructions of a load, and memory for as long as the document lives; the compiled
    /// reader shares them the same way, issue 18). Sizes are compared by their bits, so a
    /// shared box holds exactly what the view was given (-0 is not 0).
    private mutating func setIntrinsicSize(_ size: Variant<IntrinsicSize>, of view: inout ViewDescription, alone: Bool) {
        guard alone, case .plain(let plain) = size else {
            view.intrinsicSize = size
            return
        }
        if let shared = sharedSize, Self.sameBits(shared, plain) {
            view.shareSizing(with: sharedSizingHolder)
            return
        }
        view.intrinsicSize = size
        // The holder keeps the box alone, not the view's id and children.
        sharedSizingHolder.shareSizing(with: view)
        sharedSize = plain
    }

    /// `node` read as ``intrinsicSize(_:_:)`` reads it when it is an array of two numbers
    /// that it accepts; nil for anything else (which that reader reads, or refuses).
    @inline(__always)
    private static func plainIntrinsicSize(_ node: JSONNode) -> IntrinsicSize? {
        guard node.isArray, node.elementCount == 2 else { return nil }
        var elements = node.children
        guard let width = elements.next()?.number, let height = elements.next()?.number,
              width >= 0 || width == -1, Limits.isWithinMagnitude(width),
              height >= 0 || height == -1, Limits.isWithinMagnitude(height) else { return nil }
        return IntrinsicSize(width: width == -1 ? nil : width, height: height == -1 ? nil : height)
    }

    private static func sameBits(_ a: IntrinsicSize, _ b: IntrinsicSize) -> Bool {
        a.width?.bitPattern == b.width?.bitPattern && a.height?.bitPattern == b.height?.bitPattern
    }

    private mutating func readText(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        guard object.present.intersects(ViewFields.text) else { return }
        var text: String?
        if let node = object[.text] {
            text = try Read.string(node, object.path(of: node, .text))
        }
        if let node = object[.textStyle] {
            let textStyle = try Read.variant(node, object.path(of: node, .textStyle)) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, Choices.textStyle)
            }
            // The style comes first of the text attributes (the view has no box for them
            // yet): a plain style the last such view had too shares that view's box, as the
            // compiled reader shares it (a box a label, issue 18).
            if case .plain(let style) = textStyle, let shared = sharedTextStyle, shared == style {
                view.text = text
                view.shareTextAttributes(with: sharedTextHolder)
            } else {
                // Both set at once: the style's box made in one step (set alone, a box of
                // defaults was made, then changed).
                let plainStyle: TextStyle?
                if case .plain(let style) = textStyle { plainStyle = style } else { plainStyle = nil }
                view.setText(text, textStyle: textStyle)
                if let plainStyle {
                    // The holder keeps the box alone (the style and defaults), not the view's text.
                    sharedTextHolder.shareTextAttributes(with: view)
                    sharedTextStyle = plainStyle
                }
            }
        } else {
            view.text = text
        }
        if let node = object[.fontSize] {
            if object[.textStyle] != nil {
                throw .schema(object.path(.fontSize),
                              "give either \"textStyle\" (Dynamic Type) or \"fontSize\" (fixed), not both")
            }
            view.fontSize = try Read.variant(node, object.path(.fontSize), Read.positive)
        }
        if let node = object[.lines] {
            view.lines = try Read.count(node, object.path(.lines))
        }
    }

    /// The control kinds' fields (their kinds are checked by `checkFields`).
    private func readControl(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        // Most views have none of these fields: no default control made and compared for them.
        guard object.present.intersects(ViewFields.controls) else { return }
        var control = view.control
        if let node = object[.placeholder] {
            control.placeholder = try Read.string(node, object.path(.placeholder))
        }
        if let node = object[.scrollEnabled] {
            control.scrollEnabled = try Read.bool(node, object.path(.scrollEnabled))
        }
        if let node = object[.segments] {
            let path = object.path(.segments).anchoredPath
            var titles: [String] = []
            for (index, element) in try Read.array(node, path, of: "segment titles").enumerated() {
                titles.append(try Read.string(element, path.index(index)))
            }
            control.segments = titles
        }
        if let node = object[.style] {
            control.activityIndicatorStyle = try Read.choice(node, object.path(.style), Choices.activityIndicatorStyle)
        }
        if let node = object[.numberOfPages] {
            let pages = try Read.count(node, object.path(.numberOfPages))
            guard pages <= ViewFields.maximumPages else {
                throw .schema(object.path(.numberOfPages), "expected at most \(ViewFields.maximumPages) pages, got \(pages)")
            }
            control.numberOfPages = pages
        }
        if let node = object[.imageSize] {
            let path = object.path(.imageSize).anchoredPath
            let (width, height) = try Read.pair(node, path, shape: "[width, height]")
            control.imageSize = Size(width: try Read.nonNegative(width, path.index(0)),
                                     height: try Read.nonNegative(height, path.index(1)))
        }
        if control != view.control { view.control = control }
    }

    private func readStack(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        var stack = StackDescription()
        if let node = object[.axis] {
            stack.axis = try Read.variant(node, object.path(.axis)) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, Choices.axis)
            }
        }
        if let node = object[.distribution] {
            stack.distribution = try Read.variant(node, object.path(.distribution)) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, Choices.distribution)
            }
        }
        if let node = object[.alignment] {
            stack.alignment = try Read.variant(node, object.path(.alignment)) { (node, path) throws(DocumentError) in
                try Read.choice(node, path, Choices.alignment)
            }
        }
        if let node = object[.spacing] {
            stack.spacing = try Read.variant(node, object.path(.spacing), Self.stackSpacing)
        }
        if let node = object[.baselineRelative] {
            stack.baselineRelative = try Read.bool(node, object.path(.baselineRelative))
        }
        if let node = object[.marginsRelative] {
            stack.marginsRelative = try Read.bool(node, object.path(.marginsRelative))
        }
        if stack.baselineRelative && stack.usesSystemSpacing {
            throw .schema(object.path(.spacing), Self.systemSpacingBetweenBaselines)
        }
        view.stack = stack
    }

    private func readGroup(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        var group = GroupDescription()
        if let node = object[.layout] {
            group.layout = try Read.choice(node, object.path(.layout), Choices.axis)
        }
        if let node = object[.insets] {
            group.insets = try Self.edgeInsets(node, object.path(.insets))
        }
        if let node = object[.spacing] {
            group.spacing = try Read.number(node, object.path(.spacing))
        }
        view.group = group
    }

    private func readGroupItem(of view: inout ViewDescription, _ object: JSONObject<ViewField>) throws(DocumentError) {
        var item = GroupItemDescription()
        if let node = object[.position] {
            let path = object.path(.position).anchoredPath
            let (horizontal, vertical) = try Read.pair(node, path, shape: "[horizontal, vertical]")
            item.horizontalPosition = try Read.choice(horizontal, path.index(0), Choices.horizontalPosition)
            item.verticalPosition = try Read.choice(vertical, path.index(1), Choices.verticalPosition)
        }
        if let node = object[.widthMode] {
            item.widthMode = try Self.sizeMode(node, object.path(.widthMode))
        }
        if let node = object[.heightMode] {
            item.heightMode = try Self.sizeMode(node, object.path(.heightMode))
        }
        view.groupItem = item
    }

    // MARK: Values

    private static func intrinsicSize(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> IntrinsicSize {
        // The elements' paths are made only for a message: anchoring this path to make them
        // cost an allocation per view (issue 18).
        let (width, height) = try Read.pair(node, path, shape: "[width, height]")
        return IntrinsicSize(width: try intrinsicMetric(width, element: 0, of: path),
                             height: try intrinsicMetric(height, element: 1, of: path))
    }

    /// ``intrinsicMetric(_:_:)`` of element `index` of the array at `path`, whose path is
    /// made only when the value is refused.
    @inline(__always)
    private static func intrinsicMetric(_ node: JSONNode, element index: Int, of path: JSONPath) throws(DocumentError) -> Double? {
        if let value = node.number, value >= 0 || value == -1, Limits.isWithinMagnitude(value) {
            return value == -1 ? nil : value
        }
        return try intrinsicMetric(node, path.index(index))
    }

    /// `[width, height]`, both finite and ≥ 0: the view's size before its first layout.
    private static func initialSize(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Size {
        let path = path.anchoredPath
        let (width, height) = try Read.pair(node, path, shape: "[width, height]")
        func length(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
            let value = try Read.number(node, path)
            guard value >= 0 else { throw .schema(path, "expected a number ≥ 0, got \(formatNumber(value))") }
            return value
        }
        return Size(width: try length(width, path.index(0)), height: try length(height, path.index(1)))
    }

    /// A size ≥ 0, or null or -1 for "no intrinsic metric" (UIKit's noIntrinsicMetric).
    private static func intrinsicMetric(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double? {
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

    private static func priorityPair(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> AxisPair<Double> {
        let path = path.anchoredPath
        let (horizontal, vertical) = try Read.pair(node, path, shape: "[horizontal, vertical]")
        return AxisPair(horizontal: try Read.priority(horizontal, path.index(0)),
                        vertical: try Read.priority(vertical, path.index(1)))
    }

    private static func directionalInsets(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> DirectionalInsets {
        let path = path.anchoredPath
        let (top, leading, bottom, trailing) = try Read.quadruple(node, path, shape: "[top, leading, bottom, trailing]")
        return DirectionalInsets(top: try Read.number(top, path.index(0)),
                                 leading: try Read.number(leading, path.index(1)),
                                 bottom: try Read.number(bottom, path.index(2)),
                                 trailing: try Read.number(trailing, path.index(3)))
    }

    static func edgeInsets(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> EdgeInsets {
        let path = path.anchoredPath
        let (top, left, bottom, right) = try Read.quadruple(node, path, shape: "[top, left, bottom, right]")
        return EdgeInsets(top: try Read.number(top, path.index(0)),
                          left: try Read.number(left, path.index(1)),
                          bottom: try Read.number(bottom, path.index(2)),
                          right: try Read.number(right, path.index(3)))
    }

    private static let sizeModeShapes = "\"fit\", {\"fixed\": points} or {\"relative\": fraction, \"adjust\": points}"

    private static func sizeMode(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> GroupSizeMode {
        if let text = node.string {
            guard text == "fit" else {
                throw .schema(path, "expected \(sizeModeShapes), got \(quoted(text))")
            }
            return .fit
        }
        guard node.isObject else {
            throw .schema(path, "expected \(sizeModeShapes), got \(node.kindDescription)")
        }
        let object = try JSONObject<SizeModeField>(node, at: path)
        if let fixed = object[.fixed] {
            try object.checkFields(allowed: [.fixed]) { key in
                key == "relative" || key == "adjust" ? "give either \"fixed\" or \"relative\", not both" : nil
            }
            return .fixed(try Read.nonNegative(fixed, object.path(.fixed)))
        }
        guard let relative = object[.relative] else {
            try object.checkFields(allowed: [.fixed, .relative, .adjust])
            throw .schema(path, "expected \(sizeModeShapes), got an object without \"fixed\" or \"relative\"")
        }
        try object.checkFields(allowed: [.relative, .adjust])
        let fraction = try Read.nonNegative(relative, object.path(.relative))
        var adjust = 0.0
        if let adjustNode = object[.adjust] {
            adjust = try Read.number(adjustNode, object.path(.adjust))
        }
        return .relative(fraction, adjust: adjust)
    }

    private static func customSpacing(_ node: JSONNode, _ path: JSONPath, arranged: Set<String>) throws(DocumentError) -> [String: Double] {
        let object = try JSONMap(node, at: path, expected: "an object of view ids and points")
        var spacing: [String: Double] = [:]
        for member in object.members {
            let key = member.key
            guard arranged.contains(key) else {
                throw .schema(object.path(key), "\(quoted(key)) is not an arranged view of this stack")
            }
            spacing[key] = try stackSpacing(member, object.path(key))
        }
        return spacing
    }

    /// A stack's spacing: points, or `"system"` for UIKit's system spacing
    /// (`UIStackView.spacingUseSystem`, ``StackDescription/spacingUseSystem``).
    private static func stackSpacing(_ node: JSONNode, _ path: JSONPath) throws(DocumentError) -> Double {
        if let text = node.string {
            guard text == "system" else {
                let hint = Spelling.closest(to: text, in: ["system"]) == nil ? "" : " (did you mean \"system\"?)"
                throw .schema(path, "expected a number or \"system\", got \(quoted(text))\(hint)")
            }
            return StackDescription.spacingUseSystem
        }
        guard node.isNumber else {
            throw .schema(path, "expected a number or \"system\", got \(node.kindDescription)")
        }
        return try Read.number(node, path)
    }

    /// Why `"system"` spacing is refused in a baseline-relative stack (as VFL's `-` between baselines is).
    private static let systemSpacingBetweenBaselines =
        "the system spacing between baselines depends on fonts and is not supported with \"baselineRelative\": true; give the spacing in points"
}

/// The fields of a group child's `widthMode` or `heightMode` object.
enum SizeModeField: Int, ObjectField {
    case fixed, relative, adjust, comment

    static let nameTable = makeNameTable()
}
