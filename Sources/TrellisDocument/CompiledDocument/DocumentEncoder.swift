import TrellisCore

/// Writes a loaded document as the payload of a compiled document (``CompiledFormat``).
///
/// Payload := string table, initial scene (optional string), scenes (count, scene…),
/// referenced scenes (count, (name, scene)…), then, only when the document has any, scene
/// aliases (count, (alias, scene id)…), so that documents without aliases compile to the
/// same bytes as before they existed. A scene is its id, root view, constraints,
/// dock views and segues; a view is its id, kind, a ``CompiledTags/ViewFields`` mask and
/// the properties it names, then its subviews and arranged views, depth first. Maps are
/// written in sorted order, so a document always compiles to the same bytes.
struct DocumentEncoder {
    var writer = ByteWriter()

    /// The payload of `document`: written twice, the first time to learn its strings,
    /// the second with them numbered in sorted order (``ByteWriter/sortedTable``).
    mutating func encode(_ document: DocumentDescription) -> [UInt8] {
        var first = DocumentEncoder()
        first.encodeValues(document)
        writer = ByteWriter(table: first.writer.sortedTable)
        encodeValues(document)
        return writer.payload()
    }

    private mutating func encodeValues(_ document: DocumentDescription) {
        writer.optionalString(document.initialScene)
        writer.count(document.scenes.count)
        for scene in document.scenes { encode(scene) }
        let referenced = document.referencedScenes.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        writer.count(referenced.count)
        for (name, scene) in referenced {
            writer.string(name)
            encode(scene)
        }
        if !document.sceneAliases.isEmpty {
            let aliases = document.sceneAliases.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            writer.count(aliases.count)
            for (alias, target) in aliases {
                writer.string(alias)
                writer.string(target)
            }
        }
    }

    private mutating func encode(_ scene: SceneDescription) {
        writer.string(scene.id)
        encode(scene.root)
        writer.count(scene.constraints.count)
        for constraint in scene.constraints { encode(constraint) }
        writer.count(scene.dock.count)
        for view in scene.dock { encode(view) }
        writer.count(scene.segues.count)
        for segue in scene.segues {
            writer.string(segue.id)
            writer.string(segue.from)
            writer.string(segue.to)
            writer.string(segue.kind)
        }
        writer.bool(scene.viewController != nil)
        if let controller = scene.viewController {
            encode(controller.additionalSafeAreaInsets)
            writer.bool(controller.respectsSystemMinimumLayoutMargins)
        }
    }

    /// A view and its subtree, depth first, without recursion.
    private mutating func encode(_ root: ViewDescription) {
        var pending = [root]
        while let view = pending.popLast() {
            encodeOwnFields(view)
            writer.count(view.subviews.count)
            writer.count(view.arranged.count)
            pending.append(contentsOf: view.arranged.reversed())
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    private mutating func encodeOwnFields(_ view: ViewDescription) {
        let defaults = ViewDescription(id: view.id, kind: view.kind)
        var fields: CompiledTags.ViewFields = []
        if view.intrinsicSize != defaults.intrinsicSize { fields.insert(.intrinsicSize) }
        if view.hugging != defaults.hugging { fields.insert(.hugging) }
        if view.compressionResistance != defaults.compressionResistance { fields.insert(.compressionResistance) }
        if view.text != nil { fields.insert(.text) }
        if view.textStyle != nil { fields.insert(.textStyle) }
        if view.fontSize != nil { fields.insert(.fontSize) }
        if view.lines != defaults.lines { fields.insert(.lines) }
        if view.layoutMargins != defaults.layoutMargins { fields.insert(.layoutMargins) }
        if view.alignmentInsets != defaults.alignmentInsets { fields.insert(.alignmentInsets) }
        if view.baselines != nil { fields.insert(.baselines) }
        if view.hidden != defaults.hidden { fields.insert(.hidden) }
        if view.installed != defaults.installed { fields.insert(.installed) }
        if view.stack != nil { fields.insert(.stack) }
        if view.group != nil { fields.insert(.group) }
        if view.groupItem != defaults.groupItem { fields.insert(.groupItem) }
        if view.containerScene != nil { fields.insert(.containerScene) }
        if view.customKind != nil { fields.insert(.customKind) }
        if !view.properties.isEmpty { fields.insert(.properties) }
        if view.contentInsets != defaults.contentInsets { fields.insert(.contentInsets) }
        if view.control != defaults.control { fields.insert(.control) }
        if view.table != nil { fields.insert(.table) }
        if view.collection != nil { fields.insert(.collection) }
        if view.initialSize != nil { fields.insert(.initialSize) }
        var marginBehaviour: CompiledTags.MarginBehaviour = []
        if !view.insetsLayoutMarginsFromSafeArea { marginBehaviour.insert(.ignoresSafeArea) }
        if view.preservesSuperviewLayoutMargins { marginBehaviour.insert(.preservesSuperviewMargins) }
        if view.layoutMarginsFollowReadableWidth { marginBehaviour.insert(.followsReadableWidth) }
        if !marginBehaviour.isEmpty { fields.insert(.marginBehaviour) }

        writer.string(view.id)
        writer.byte(CompiledTags.code(view.kind, in: CompiledTags.viewKinds))
        writer.number(UInt64(fields.rawValue))
        if fields.contains(.intrinsicSize) {
            encode(view.intrinsicSize) { writer, size in
                writer.byte((size.width == nil ? 0 : 1) | (size.height == nil ? 0 : 2))
                if let width = size.width { writer.double(width) }
                if let height = size.height { writer.double(height) }
            }
        }
        if fields.contains(.hugging) { encode(view.hugging) }
        if fields.contains(.compressionResistance) { encode(view.compressionResistance) }
        if let text = view.text { writer.string(text) }
        if let textStyle = view.textStyle {
            encode(textStyle) { writer, style in writer.byte(CompiledTags.code(style, in: CompiledTags.textStyles)) }
        }
        if let fontSize = view.fontSize {
            encode(fontSize) { writer, size in writer.double(size) }
        }
        if fields.contains(.lines) { writer.count(view.lines) }
        if fields.contains(.layoutMargins) {
            encode(view.layoutMargins) { writer, margins in
                for value in [margins.top, margins.leading, margins.bottom, margins.trailing] { writer.double(value) }
            }
        }
        if fields.contains(.alignmentInsets) { encode(view.alignmentInsets) }
        if let baselines = view.baselines {
            writer.double(baselines.first)
            writer.double(baselines.last)
        }
        if fields.contains(.hidden) { encode(view.hidden) { writer, value in writer.bool(value) } }
        if fields.contains(.installed) { encode(view.installed) { writer, value in writer.bool(value) } }
        if let stack = view.stack { encode(stack) }
        if let group = view.group {
            writer.byte(CompiledTags.code(group.layout, in: CompiledTags.axes))
            encode(group.insets)
            writer.double(group.spacing)
        }
        if fields.contains(.groupItem) {
            let item = view.groupItem
            writer.byte(CompiledTags.code(item.horizontalPosition, in: CompiledTags.positions))
            writer.byte(CompiledTags.code(item.verticalPosition, in: CompiledTags.positions))
            encode(item.widthMode)
            encode(item.heightMode)
        }
        if let scene = view.containerScene { writer.string(scene) }
        if let customKind = view.customKind { writer.string(customKind) }
        if fields.contains(.properties) {
            writer.count(view.properties.count)
            for property in view.properties {
                writer.string(property.name)
                encode(property.value) { writer, value in DocumentEncoder.encode(value, into: &writer) }
            }
        }
        if fields.contains(.contentInsets) {
            let insets = view.contentInsets
            for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { writer.double(value) }
        }
        if fields.contains(.marginBehaviour) { writer.byte(marginBehaviour.rawValue) }
        if fields.contains(.control) { encode(view.control) }
        if let table = view.table { encode(table) }
        if let collection = view.collection { encode(collection) }
        if let size = view.initialSize {
            writer.double(size.width)
            writer.double(size.height)
        }
    }

    /// A collection's flow layout and items.
    private mutating func encode(_ collection: CollectionDescription) {
        writer.byte(CompiledTags.code(collection.scrollDirection, in: CompiledTags.scrollDirections))
        writer.double(collection.itemSize.width)
        writer.double(collection.itemSize.height)
        switch collection.estimatedItemSize {
        case nil:
            writer.byte(CompiledTags.noEstimatedItemSize)
        case .automatic:
            writer.byte(CompiledTags.automaticEstimatedItemSize)
        case .size(let size):
            writer.byte(CompiledTags.givenEstimatedItemSize)
            writer.double(size.width)
            writer.double(size.height)
        }
        writer.double(collection.minimumInteritemSpacing)
        writer.double(collection.minimumLineSpacing)
        let inset = collection.sectionInset
        for value in [inset.top, inset.left, inset.bottom, inset.right] { writer.double(value) }
        for size in [collection.headerReferenceSize, collection.footerReferenceSize] {
            writer.double(size.width)
            writer.double(size.height)
        }
        encode(cellEntries: collection.items)
    }

    /// A table's row height, separator style and rows.
    private mutating func encode(_ table: TableDescription) {
        switch table.rowHeight {
        case .automatic:
            writer.byte(CompiledTags.automaticRowHeight)
        case .fixed(let height):
            writer.byte(CompiledTags.fixedRowHeight)
            writer.double(height)
        }
        writer.byte(CompiledTags.code(table.separatorStyle, in: CompiledTags.separatorStyles))
        encode(cellEntries: table.rows)
    }

    /// A table's rows or a collection's items: each cell, count and texts.
    private mutating func encode(cellEntries: [TableRowDescription]) {
        writer.count(cellEntries.count)
        for row in cellEntries {
            writer.string(row.cell)
            writer.count(row.count)
            writer.count(row.text.count)
            for entry in row.text {
                writer.string(entry.view)
                writer.string(entry.text)
            }
        }
    }

    /// A control's contents: which optional parts are present, then each in turn.
    private mutating func encode(_ control: ControlDescription) {
        writer.byte((control.placeholder == nil ? 0 : 1) | (control.imageSize == nil ? 0 : 2) | (control.scrollEnabled ? 4 : 0))
        if let placeholder = control.placeholder { writer.string(placeholder) }
        if let size = control.imageSize {
            writer.double(size.width)
            writer.double(size.height)
        }
        writer.count(control.segments.count)
        for title in control.segments { writer.string(title) }
        writer.byte(CompiledTags.code(control.activityIndicatorStyle, in: CompiledTags.activityIndicatorStyles))
        writer.count(control.numberOfPages)
    }

    /// A custom view's property value; values nest at most `PropertyValue.maximumNesting`
    /// levels (the loaders refuse deeper ones), so the recursion stays shallow.
    private static func encode(_ value: PropertyValue, into writer: inout ByteWriter) {
        switch value {
        case .null:
            writer.byte(CompiledTags.nullProperty)
        case .bool(let flag):
            writer.byte(flag ? CompiledTags.trueProperty : CompiledTags.falseProperty)
        case .number(let number):
            writer.byte(CompiledTags.numberProperty)
            writer.double(number)
        case .string(let text):
            writer.byte(CompiledTags.stringProperty)
            writer.string(text)
        case .array(let elements):
            writer.byte(CompiledTags.arrayProperty)
            writer.count(elements.count)
            for element in elements { encode(element, into: &writer) }
        case .object(let members):
            writer.byte(CompiledTags.objectProperty)
            writer.count(members.count)
            for member in members {
                writer.string(member.name)
                encode(member.value, into: &writer)
            }
        }
    }

    private mutating func encode(_ stack: StackDescription) {
        encode(stack.axis) { writer, axis in writer.byte(CompiledTags.code(axis, in: CompiledTags.axes)) }
        encode(stack.distribution) { writer, value in writer.byte(CompiledTags.code(value, in: CompiledTags.distributions)) }
        encode(stack.alignment) { writer, value in writer.byte(CompiledTags.code(value, in: CompiledTags.alignments)) }
        encode(stack.spacing) { writer, value in writer.double(value) }
        let spacing = stack.customSpacing.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        writer.count(spacing.count)
        for (id, points) in spacing {
            writer.string(id)
            writer.double(points)
        }
        writer.byte((stack.baselineRelative ? 1 : 0) | (stack.marginsRelative ? 2 : 0))
    }

    private mutating func encode(_ mode: GroupSizeMode) {
        switch mode {
        case .fit:
            writer.byte(CompiledTags.fitMode)
        case .fixed(let points):
            writer.byte(CompiledTags.fixedMode)
            writer.double(points)
        case .relative(let fraction, let adjust):
            writer.byte(CompiledTags.relativeMode)
            writer.double(fraction)
            writer.double(adjust)
        }
    }

    private mutating func encode(_ pair: AxisPair<Double>) {
        writer.double(pair.horizontal)
        writer.double(pair.vertical)
    }

    private mutating func encode(_ insets: EdgeInsets) {
        for value in [insets.top, insets.left, insets.bottom, insets.right] { writer.double(value) }
    }

    /// A variant: a tag, then the value, or the entries sorted by key.
    mutating func encode<T>(_ variant: Variant<T>, _ value: (inout ByteWriter, T) -> Void) {
        switch variant {
        case .plain(let plain):
            writer.byte(CompiledTags.plainVariant)
            value(&writer, plain)
        case .sizeClasses(let values):
            writer.byte(CompiledTags.sizeClassVariant)
            let entries = values.map { (code: CompiledTags.code($0.key), value: $0.value) }.sorted { $0.code < $1.code }
            writer.count(entries.count)
            for entry in entries {
                writer.byte(entry.code)
                value(&writer, entry.value)
            }
        }
    }
}
