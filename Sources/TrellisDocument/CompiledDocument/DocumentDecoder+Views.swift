import TrellisCore

/// Views in the compiled form: read depth first, each view made in its place in its
/// parent's list, each property checked as the JSON loader checks it.
extension DocumentDecoder {
    /// A view and its subtree, at most ``ViewFields/maximumDepth`` levels deep.
    mutating func decodeView() throws(DocumentError) -> ViewDescription {
        let id = try viewIdentifier()
        let kind = try choice(viewKinds, "view kind")
        var view = ViewDescription(id: id, kind: kind)
        try decodeFieldsAndChildren(of: &view, kind: kind, level: 1)
        return view
    }

    /// Reads the fields of `view` (whose id and kind are read) and then its children, the
    /// view being at `level` (the root is 1).
    ///
    /// The tree's first ``recursiveLevels`` levels are read by recursion, one call of this
    /// and one of ``decodeChildren(count:level:into:)`` a level, each view made where it
    /// stays, in its parent's list: a walk keeping its own stack of views moved every view
    /// out of that stack and into its parent's list (two copies and a uniqueness check a
    /// view, issue 18). Deeper subtrees (rare) are read by that walk
    /// (``decodeDeepChildren(of:subviews:arranged:level:)``), so that a document's nesting
    /// never costs the caller's thread stack more than those levels' frames.
    private mutating func decodeFieldsAndChildren(of view: inout ViewDescription, kind: ViewKind,
                                                  level: Int) throws(DocumentError) {
        let (subviews, arranged) = try decodeOwnFields(of: &view, kind: kind)
        if subviews > 0 || arranged > 0 {
            guard level < ViewFields.maximumDepth else { throw tooDeep() }
            if level >= DocumentDecoder.recursiveLevels {
                try decodeDeepChildren(of: &view, subviews: subviews, arranged: arranged, level: level)
            } else {
                if subviews > 0 { try decodeChildren(count: subviews, level: level + 1, into: &view.subviews) }
                if arranged > 0 { try decodeChildren(count: arranged, level: level + 1, into: &view.arranged) }
            }
        }
        // Checked once the stack's arranged views are read (a childless stack's too).
        if kind == .stack { try checkCustomSpacing(of: view) }
    }

    /// How many levels of views ``decodeFieldsAndChildren(of:kind:level:)`` reads by
    /// recursion (a few hundred bytes of stack a level).
    private static var recursiveLevels: Int { 16 }

    /// Appends `count` views at `level` and their subtrees to `children`, each made in its
    /// place in the list and filled there. `count` was checked against the bytes left
    /// (``ByteReader/count(of:minimumSize:)``), so a damaged count reserves little. (A list
    /// made by `Array(unsafeUninitializedCapacity:)` here looked up its storage's metadata
    /// at every list: that initializer is not specialized in this recursion.)
    private mutating func decodeChildren(count: Int, level: Int,
                                         into children: inout [ViewDescription]) throws(DocumentError) {
        children.reserveCapacity(count)
        for _ in 0..<count {
            let id = try viewIdentifier()
            let kind = try choice(viewKinds, "view kind")
            children.append(ViewDescription(id: id, kind: kind))
            try decodeFieldsAndChildren(of: &children[children.count - 1], kind: kind, level: level)
        }
    }

    /// The children still to come of a view being read by
    /// ``decodeDeepChildren(of:subviews:arranged:level:)``.
    private struct PendingChildren {
        var subviewsLeft: Int
        var arrangedLeft: Int
        var isArranged: Bool
    }

    /// Reads the `subviews` and `arranged` views of `view` (at `level`) and their subtrees
    /// depth first without recursion, in the order and with the checks of the recursion:
    /// the views being read are kept on a list, each moved into its parent's list when
    /// its subtree is read.
    @inline(never)
    private mutating func decodeDeepChildren(of view: inout ViewDescription, subviews: Int, arranged: Int,
                                             level: Int) throws(DocumentError) {
        if subviews > 0 { view.subviews.reserveCapacity(subviews) }
        if arranged > 0 { view.arranged.reserveCapacity(arranged) }
        // `pending[0]` is `view`'s; `pending[k]` is `views[k - 1]`'s, at `level + k`.
        var views: [ViewDescription] = []
        var pending = [PendingChildren(subviewsLeft: subviews, arrangedLeft: arranged, isArranged: false)]
        while let top = pending.indices.last {
            if pending[top].subviewsLeft > 0 || pending[top].arrangedLeft > 0 {
                guard level + top < ViewFields.maximumDepth else { throw tooDeep() }
                let isArranged = pending[top].subviewsLeft == 0
                if isArranged { pending[top].arrangedLeft -= 1 } else { pending[top].subviewsLeft -= 1 }
                let id = try viewIdentifier()
                let kind = try choice(viewKinds, "view kind")
                views.append(ViewDescription(id: id, kind: kind))
                let (childSubviews, childArranged) = try decodeOwnFields(of: &views[views.count - 1], kind: kind)
                if childSubviews > 0 { views[views.count - 1].subviews.reserveCapacity(childSubviews) }
                if childArranged > 0 { views[views.count - 1].arranged.reserveCapacity(childArranged) }
                pending.append(PendingChildren(subviewsLeft: childSubviews, arrangedLeft: childArranged,
                                               isArranged: isArranged))
                continue
            }
            guard top > 0 else { return }
            let isArranged = pending.removeLast().isArranged
            let finished = views.removeLast()
            if finished.kind == .stack { try checkCustomSpacing(of: finished) }
            if let parent = views.indices.last {
                if isArranged {
                    views[parent].arranged.append(consume finished)
                } else {
                    views[parent].subviews.append(consume finished)
                }
            } else if isArranged {
                view.arranged.append(consume finished)
            } else {
                view.subviews.append(consume finished)
            }
        }
    }

    /// The failure of a view too deep. Out of line, as ``checkCustomSpacing(of:)`` is, and
    /// mutating, as it is, so that the recursion's frames stay small: a message made in them,
    /// or a call of a method given the decoder by value (a copy of it), took a kilobyte of
    /// stack a level.
    @inline(never)
    private mutating func tooDeep() -> DocumentError {
        reader.failure("views nest more than \(ViewFields.maximumDepth) levels deep")
    }

    /// Refuses a stack's custom spacing that names a view not among its arranged views.
    @inline(never)
    private mutating func checkCustomSpacing(of view: borrowing ViewDescription) throws(DocumentError) {
        guard let spacing = view.stack?.customSpacing, !spacing.isEmpty else { return }
        let arranged = Set(view.arranged.map(\.id))
        // Of several keys naming no arranged view, the message names the least by its UTF-8
        // bytes: the first in the file, as the writer orders them. The dictionary's own
        // order is seeded per process, and named a different key from run to run.
        var unknown: String?
        for key in spacing.keys where !arranged.contains(key) {
            if let least = unknown, !key.utf8.lexicographicallyPrecedes(least.utf8) { continue }
            unknown = key
        }
        if let unknown {
            throw reader.failure("custom spacing names \(quoted(unknown)), not an arranged view of its stack")
        }
    }

    /// Reads the fields after a view's id and kind into `view`; returns how many subviews
    /// and arranged views follow. (Messages take the id from `view`: passed along, it was a
    /// retain and a release a view.) Never inlined: inlined into
    /// ``decodeFieldsAndChildren(of:kind:level:)``, it made each level of the recursion take
    /// a kilobyte of stack.
    @inline(never)
    private mutating func decodeOwnFields(of view: inout ViewDescription,
                                          kind: ViewKind) throws(DocumentError) -> (subviews: Int, arranged: Int) {
        let mask = try reader.number()
        let fields = CompiledTags.ViewFields(rawValue: UInt32(truncatingIfNeeded: mask))
        guard mask <= UInt64(CompiledTags.ViewFields.all.rawValue) else {
            throw reader.failure("view \(quoted(view.id)) has unknown fields (\(mask))")
        }
        let own = DocumentDecoder.ownFields(of: kind)
        guard fields.intersection(DocumentDecoder.kindFields).isSubset(of: own.allowed), fields.isSuperset(of: own.required) else {
            throw reader.failure("view \(quoted(view.id)) of kind \(quoted(kind.rawValue)) has fields of another kind")
        }
        // Most views have a size, or a text and its style, and nothing else: the other
        // fields are asked for only when the view has one of them (twenty tests a view,
        // a tenth of a compiled view's reading, issue 18). The file's order stays.
        let hasOthers = !fields.isSubset(of: [.intrinsicSize, .text, .textStyle])
        if fields.contains(.intrinsicSize) {
            // A view with other sizing fields makes its own box (they would copy a shared one).
            if !hasOthers, !sharedSizingBytes.isEmpty, reader.continues(with: sharedSizingBytes) {
                reader.skip(sharedSizingBytes.count)
                view.shareSizing(with: sharedSizingHolder)
            } else {
                let start = reader.position
                view.intrinsicSize = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                    let present = try decoder.reader.byte()
                    guard present <= 3 else { throw decoder.reader.failure("\(present) is not an intrinsic size") }
                    let width = present & 1 != 0 ? try decoder.nonNegative("an intrinsic width") : nil
                    let height = present & 2 != 0 ? try decoder.nonNegative("an intrinsic height") : nil
                    return IntrinsicSize(width: width, height: height)
                }
                if !hasOthers {
                    // The holder keeps the box alone, not the view's id and children.
                    sharedSizingHolder.shareSizing(with: view)
                    sharedSizingBytes = reader.bytesRead(since: start)
                }
            }
        }
        if hasOthers {
            if fields.contains(.hugging) {
                view.hugging = AxisPair(horizontal: try priority("a hugging priority"), vertical: try priority("a hugging priority"))
            }
            if fields.contains(.compressionResistance) {
                view.compressionResistance = AxisPair(horizontal: try priority("a compression resistance"),
                                                      vertical: try priority("a compression resistance"))
            }
        }
        if fields.contains(.text) || fields.contains(.textStyle) {
            let text = fields.contains(.text) ? try string() : nil
            if !fields.contains(.textStyle) {
                view.text = text
            } else if !sharedTextStyleBytes.isEmpty, reader.continues(with: sharedTextStyleBytes) {
                // The style comes before the other text attributes: the view has no box for
                // them yet, and takes the shared one when its style has the same bytes.
                reader.skip(sharedTextStyleBytes.count)
                view.text = text
                view.shareTextAttributes(with: sharedTextHolder)
            } else if !earlierTextStyleBytes.isEmpty, reader.continues(with: earlierTextStyleBytes) {
                // The style before the last: labels of two alternating styles (a stack's
                // titles and subtitles) share two boxes.
                reader.skip(earlierTextStyleBytes.count)
                view.text = text
                view.shareTextAttributes(with: earlierTextHolder)
            } else {
                let start = reader.position
                let textStyle = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                    try decoder.choice(decoder.textStyles, "text style")
                }
                // Both set at once: the style's box made in one step (set alone, a box of
                // defaults was made, then changed: labels of alternating styles, a stack's
                // title and subtitle, each miss the shared box).
                view.setText(text, textStyle: textStyle)
                // The holders keep the boxes alone (the style and defaults), not the views' texts.
                earlierTextHolder.shareTextAttributes(with: sharedTextHolder)
                earlierTextStyleBytes = sharedTextStyleBytes
                sharedTextHolder.shareTextAttributes(with: view)
                sharedTextStyleBytes = reader.bytesRead(since: start)
            }
        }
        if hasOthers { try decodeLessCommonFields(of: &view, fields, kind: kind) }

        let subviews = try reader.count(of: "subviews", minimumSize: 5)
        let arranged = try reader.count(of: "arranged views", minimumSize: 5)
        guard arranged == 0 || kind.arrangesChildren else {
            throw reader.failure("view \(quoted(view.id)) of kind \(quoted(kind.rawValue)) has arranged views")
        }
        // A guide has no children; a container has one, the root of the scene it embeds.
        guard kind != .guide || subviews == 0, kind != .container || subviews == 1 else {
            throw reader.failure("view \(quoted(view.id)) of kind \(quoted(kind.rawValue)) has \(subviews) subviews")
        }
        return (subviews, arranged)
    }

    /// The fields that belong to some kinds of views only (``ownFields(of:)``). (Made of
    /// the fields' bits where used: a static set made from a list is read through a
    /// once-token.)
    private static var kindFields: CompiledTags.ViewFields {
        @inline(__always) get {
            typealias Fields = CompiledTags.ViewFields
            return Fields(rawValue: Fields.stack.rawValue | Fields.group.rawValue | Fields.containerScene.rawValue
                          | Fields.customKind.rawValue | Fields.properties.rawValue | Fields.contentInsets.rawValue)
        }
    }

    /// Of ``kindFields``, those a view of `kind` must have (a stack its stack properties, a
    /// group its group's, a container its scene, a custom view its kind's name) and those it
    /// may have (a custom view's properties, a button's content insets too): one test a
    /// view where six compared the fields and the kind one by one (issue 18).
    @inline(__always)
    private static func ownFields(of kind: ViewKind) -> (required: CompiledTags.ViewFields, allowed: CompiledTags.ViewFields) {
        typealias Fields = CompiledTags.ViewFields
        switch kind {
        case .stack: return (.stack, .stack)
        case .group: return (.group, .group)
        case .container: return (.containerScene, .containerScene)
        case .custom: return (.customKind, Fields(rawValue: Fields.customKind.rawValue | Fields.properties.rawValue))
        case .button: return (Fields(rawValue: 0), .contentInsets)
        default: return (Fields(rawValue: 0), Fields(rawValue: 0))
        }
    }

    /// The fields after a view's text style (``decodeOwnFields(of:id:kind:)``), in the
    /// file's order.
    private mutating func decodeLessCommonFields(of view: inout ViewDescription, _ fields: CompiledTags.ViewFields,
                                                 kind: ViewKind) throws(DocumentError) {
        if fields.contains(.fontSize) {
            view.fontSize = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                let size = try decoder.number("a font size")
                guard size > 0 else { throw decoder.reader.failure("a font size is \(size), not more than 0") }
                return size
            }
        }
        if fields.contains(.lines) { view.lines = try reader.integer(atMost: Int(Limits.maximumMagnitude), "a line count") }
        if fields.contains(.layoutMargins) {
            view.layoutMargins = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                DirectionalInsets(top: try decoder.number("a margin"), leading: try decoder.number("a margin"),
                                  bottom: try decoder.number("a margin"), trailing: try decoder.number("a margin"))
            }
        }
        if fields.contains(.alignmentInsets) { view.alignmentInsets = try edgeInsets("an alignment inset") }
        if fields.contains(.baselines) {
            view.baselines = (try number("a baseline"), try number("a baseline"))
        }
        if fields.contains(.hidden) {
            view.hidden = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in try decoder.reader.bool() }
        }
        if fields.contains(.installed) {
            view.installed = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in try decoder.reader.bool() }
        }
        if fields.contains(.stack) { view.stack = try decodeStack() }
        if fields.contains(.group) {
            view.group = GroupDescription(layout: try choice(CompiledTags.axes, "group layout"),
                                          insets: try edgeInsets("a group inset"), spacing: try number("a group spacing"))
        }
        if fields.contains(.groupItem) { view.groupItem = try decodeGroupItem() }
        if fields.contains(.containerScene) { view.containerScene = try nonEmptyString("a container's scene") }
        if fields.contains(.customKind) {
            let name = try string()
            guard SceneDraft.isCustomKindName(name) else { throw reader.failure("\(quoted(name)) is not a custom kind name") }
            view.customKind = name
        }
        if fields.contains(.properties) { view.properties = try decodeProperties() }
        if fields.contains(.contentInsets) {
            view.contentInsets = DirectionalInsets(top: try number("a content inset"), leading: try number("a content inset"),
                                                   bottom: try number("a content inset"), trailing: try number("a content inset"))
        }
        if fields.contains(.marginBehaviour) {
            let behaviour = CompiledTags.MarginBehaviour(rawValue: try reader.byte())
            guard !behaviour.isEmpty, behaviour.isSubset(of: .all) else {
                throw reader.failure("\(behaviour.rawValue) is not a set of margin flags")
            }
            view.insetsLayoutMarginsFromSafeArea = !behaviour.contains(.ignoresSafeArea)
            view.preservesSuperviewLayoutMargins = behaviour.contains(.preservesSuperviewMargins)
            view.layoutMarginsFollowReadableWidth = behaviour.contains(.followsReadableWidth)
        }
        if fields.contains(.control) { view.control = try decodeControl() }
        if fields.contains(.table) {
            guard kind == .tableView else { throw reader.failure("a \(kind.rawValue) view has table rows") }
            view.table = try decodeTable()
        }
        if fields.contains(.collection) {
            guard kind == .collectionView else { throw reader.failure("a \(kind.rawValue) view has collection items") }
            view.collection = try decodeCollection()
        }
        if fields.contains(.initialSize) {
            view.initialSize = Size(width: try nonNegative("an initial width"), height: try nonNegative("an initial height"))
        }
    }

    /// A custom view's properties: distinct names, each with a value that may vary by size
    /// class. A value that is not a size-class map is never an object (in JSON, an object
    /// there is a size-class map).
    private mutating func decodeProperties() throws(DocumentError) -> [CustomProperty] {
        let count = try reader.count(of: "properties", minimumSize: 3)
        var properties: [CustomProperty] = []
        properties.reserveCapacity(count)
        var names = Set<String>()
        for _ in 0..<count {
            let name = try string()
            guard names.insert(name).inserted else { throw reader.failure("property \(quoted(name)) is given twice") }
            let value = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
                try decoder.decodePropertyValue(depth: 1)
            }
            if case .plain(.object) = value {
                throw reader.failure("property \(quoted(name)) holds an object that is not a size-class map")
            }
            properties.append(CustomProperty(name: name, value: value))
        }
        return properties
    }

    /// One property value, lists and objects nested at most `PropertyValue.maximumNesting`
    /// levels deep (as the JSON loader allows), so the recursion stays shallow.
    private mutating func decodePropertyValue(depth: Int) throws(DocumentError) -> PropertyValue {
        let tag = try reader.byte()
        switch tag {
        case CompiledTags.nullProperty: return .null
        case CompiledTags.falseProperty: return .bool(false)
        case CompiledTags.trueProperty: return .bool(true)
        case CompiledTags.numberProperty: return .number(try number("a property number"))
        case CompiledTags.stringProperty: return .string(try string())
        case CompiledTags.arrayProperty, CompiledTags.objectProperty:
            guard depth <= PropertyValue.maximumNesting else {
                throw reader.failure("property values nest more than \(PropertyValue.maximumNesting) levels deep")
            }
            if tag == CompiledTags.arrayProperty {
                let count = try reader.count(of: "property list elements", minimumSize: 1)
                var elements: [PropertyValue] = []
                elements.reserveCapacity(count)
                for _ in 0..<count { elements.append(try decodePropertyValue(depth: depth + 1)) }
                return .array(elements)
            }
            let count = try reader.count(of: "property object members", minimumSize: 2)
            var members: [PropertyValue.Member] = []
            members.reserveCapacity(count)
            var names = Set<String>()
            for _ in 0..<count {
                let name = try string()
                guard names.insert(name).inserted else { throw reader.failure("member \(quoted(name)) is given twice") }
                members.append(PropertyValue.Member(name: name, value: try decodePropertyValue(depth: depth + 1)))
            }
            return .object(members)
        default:
            throw reader.failure("\(tag) is not a property value")
        }
    }

    private mutating func edgeInsets(_ what: @autoclosure () -> String) throws(DocumentError) -> EdgeInsets {
        EdgeInsets(top: try number(what()), left: try number(what()), bottom: try number(what()), right: try number(what()))
    }

    private mutating func decodeStack() throws(DocumentError) -> StackDescription {
        var stack = StackDescription()
        stack.axis = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
            try decoder.choice(CompiledTags.axes, "stack axis")
        }
        stack.distribution = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
            try decoder.choice(CompiledTags.distributions, "stack distribution")
        }
        stack.alignment = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
            try decoder.choice(CompiledTags.alignments, "stack alignment")
        }
        stack.spacing = try variant { (decoder: inout DocumentDecoder) throws(DocumentError) in
            try decoder.stackSpacing("a stack spacing")
        }
        let customCount = try reader.count(of: "custom spacings", minimumSize: 9)
        for _ in 0..<customCount {
            let id = try identifier()
            guard stack.customSpacing[id] == nil else { throw reader.failure("custom spacing after \(quoted(id)) is given twice") }
            stack.customSpacing[id] = try stackSpacing("a custom spacing")
        }
        let flags = try reader.byte()
        guard flags <= 3 else { throw reader.failure("\(flags) is not a set of stack flags") }
        stack.baselineRelative = flags & 1 != 0
        stack.marginsRelative = flags & 2 != 0
        return stack
    }

    private mutating func decodeGroupItem() throws(DocumentError) -> GroupItemDescription {
        let horizontal = try choice(CompiledTags.positions, "group position")
        let vertical = try choice(CompiledTags.positions, "group position")
        guard [.left, .center, .right].contains(horizontal), [.top, .center, .bottom].contains(vertical) else {
            throw reader.failure("a group position is on the wrong axis")
        }
        return GroupItemDescription(horizontalPosition: horizontal, verticalPosition: vertical,
                                    widthMode: try decodeSizeMode(), heightMode: try decodeSizeMode())
    }

    private mutating func decodeSizeMode() throws(DocumentError) -> GroupSizeMode {
        switch try reader.byte() {
        case CompiledTags.fitMode: return .fit
        case CompiledTags.fixedMode: return .fixed(try nonNegative("a fixed size"))
        case CompiledTags.relativeMode: return .relative(try nonNegative("a relative size"), adjust: try number("a size adjustment"))
        case let tag: throw reader.failure("\(tag) is not a group size mode")
        }
    }

    /// A control's contents, as ``DocumentEncoder`` writes them.
    private mutating func decodeControl() throws(DocumentError) -> ControlDescription {
        let parts = try reader.byte()
        guard parts <= 7 else { throw reader.failure("\(parts) is not a set of control parts") }
        var control = ControlDescription(scrollEnabled: parts & 4 != 0)
        if parts & 1 != 0 { control.placeholder = try string() }
        if parts & 2 != 0 {
            control.imageSize = Size(width: try nonNegative("an image width"), height: try nonNegative("an image height"))
        }
        let segments = try reader.count(of: "segments", minimumSize: 1)
        for _ in 0..<segments { control.segments.append(try string()) }
        control.activityIndicatorStyle = try choice(CompiledTags.activityIndicatorStyles, "activity indicator style")
        control.numberOfPages = try reader.integer(atMost: ViewFields.maximumPages, "a number of pages")
        return control
    }

    /// A table's row height, separator style and rows, as ``DocumentEncoder`` writes them.
    private mutating func decodeTable() throws(DocumentError) -> TableDescription {
        var table = TableDescription()
        switch try reader.byte() {
        case CompiledTags.automaticRowHeight:
            table.rowHeight = .automatic
        case CompiledTags.fixedRowHeight:
            let height = try nonNegative("a row height")
            guard height <= TableDescription.maximumRowHeight else { throw reader.failure("a row height of \(height) points") }
            table.rowHeight = .fixed(height)
        case let tag:
            throw reader.failure("\(tag) is not a row height tag")
        }
        table.separatorStyle = try choice(CompiledTags.separatorStyles, "separator style")
        table.rows = try decodeCellEntries(of: "row", atMost: TableDescription.maximumRows)
        return table
    }

    /// A collection view's flow layout and items.
    private mutating func decodeCollection() throws(DocumentError) -> CollectionDescription {
        var collection = CollectionDescription()
        collection.scrollDirection = try choice(CompiledTags.scrollDirections, "scroll direction")
        collection.itemSize = Size(width: try length("an item width"), height: try length("an item height"))
        switch try reader.byte() {
        case CompiledTags.noEstimatedItemSize:
            collection.estimatedItemSize = nil
        case CompiledTags.automaticEstimatedItemSize:
            collection.estimatedItemSize = .automatic
        case CompiledTags.givenEstimatedItemSize:
            collection.estimatedItemSize = .size(Size(width: try length("an estimated width"), height: try length("an estimated height")))
        case let tag:
            throw reader.failure("\(tag) is not an estimated item size tag")
        }
        collection.minimumInteritemSpacing = try length("a minimum interitem spacing")
        collection.minimumLineSpacing = try length("a minimum line spacing")
        collection.sectionInset = EdgeInsets(top: try length("a section inset"), left: try length("a section inset"),
                                             bottom: try length("a section inset"), right: try length("a section inset"))
        collection.headerReferenceSize = Size(width: try length("a header width"), height: try length("a header height"))
        collection.footerReferenceSize = Size(width: try length("a footer width"), height: try length("a footer height"))
        collection.items = try decodeCellEntries(of: "item", atMost: CollectionDescription.maximumItems)
        return collection
    }

    /// A length of a flow layout, in 0...maximumLength points (what the JSON loader allows).
    private mutating func length(_ what: @autoclosure () -> String) throws(DocumentError) -> Double {
        let value = try nonNegative(what())
        guard value <= CollectionDescription.maximumLength else { throw reader.failure("\(what()) of \(value) points") }
        return value
    }

    /// A table's rows or a collection's items, at most `limit` in all.
    private mutating func decodeCellEntries(of what: String, atMost limit: Int) throws(DocumentError) -> [TableRowDescription] {
        let entries = try reader.count(of: "\(what)s", minimumSize: 3)
        var total = 0
        var result: [TableRowDescription] = []
        for _ in 0..<entries {
            var row = TableRowDescription(cell: try nonEmptyString("a\(what == "item" ? "n" : "") \(what)'s cell scene"))
            row.count = try reader.integer(atMost: limit - total, "a\(what == "item" ? "n" : "") \(what) count")
            total += row.count
            let texts = try reader.count(of: "cell texts", minimumSize: 2)
            for _ in 0..<texts {
                row.text.append(CellText(view: try nonEmptyString("a cell view id"), text: try string()))
            }
            result.append(row)
        }
        return result
    }

    /// A stack spacing: a number as documents hold, or the system-spacing value.
    mutating func stackSpacing(_ what: @autoclosure () -> String) throws(DocumentError) -> Double {
        let value = try reader.double()
        if value == StackDescription.spacingUseSystem { return value }
        guard Limits.isWithinMagnitude(value) else {
            throw reader.failure("\(what()) is \(value), not a finite number \(Limits.magnitudePhrase)")
        }
        return value
    }
}
