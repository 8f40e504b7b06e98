import TrellisCore

/// Builds one Trellis scene from one Interface Builder view tree (a view controller's
/// root view, or a top-level view or cell of a xib): the views with their IB ids, their
/// constraints, and the constraints UIKit derives from autoresizing masks.
struct IBSceneBuilder {
    /// What a constraint's `firstItem`/`secondItem` id names.
    enum Target {
        /// A view (or a guide standing in for one) by its Trellis id.
        case view(String)
        /// The safe-area layout guide of a view.
        case safeArea(owner: String)
        /// The view controller's top (true) or bottom layout guide.
        case legacyGuide(top: Bool)
    }

    /// A view whose frame UIKit derives from its autoresizing mask.
    private struct Translated {
        var id: String
        var superview: String
        var frame: Rect
        var superviewSize: (width: Double, height: Double)
        var mask: XMLElement?
        var follows = CellContentView.none
    }

    /// A cell's content view, which its cell lays out whatever its autoresizing mask says.
    private enum CellContentView {
        /// Not a content view UIKit lays out: the view follows its mask.
        case none
        /// A collection cell's content view: UICollectionViewCell keeps it at the cell's
        /// bounds whatever the item's size (docs/uikit-behaviours.md F7; see `cellContentView`).
        case fillsCell
        /// A table cell's content view: UITableViewCell keeps it at the cell's bounds less
        /// the separator below and the accessory beside it, the insets IB stores (T7).
        case keepsInsetsFromCell
    }

    let rootID: String
    let designWidth: Double
    let designHeight: Double
    let options: InterfaceBuilderImporter.Options
    /// The document's IB version (the major part of `toolsVersion`).
    var toolsVersion = 0.0
    let resources: [String: (width: Double, height: Double)]
    var warnings: IBWarnings
    var variations = IBVariations()

    /// Every id a constraint may name.
    private var targets: [String: NamedTarget] = [:]

    /// A target, and whether some constraint names its id: views IB constrains that no
    /// constraint names get its prototyping constraints (see `finish`). Kept with the
    /// target so that a constraint's item costs one lookup of its id.
    private struct NamedTarget {
        var target: Target
        var isNamed = false

        init(_ target: Target) { self.target = target }
    }
    /// The stored frame of every view, in its superview's coordinates.
    private(set) var frames: [String: Rect] = [:]
    /// Every `<constraint>` with the id of the view whose `<constraints>` hold it.
    private var constraintElements: [(owner: String, element: XMLElement)] = []
    /// The `<constraint>`s an arranged view of a stack holds itself (its own size, say):
    /// imported after all others, so that a conflict through the stack's constraints
    /// breaks them (docs/uikit-behaviours.md IB9).
    private var arrangedViewConstraintElements: [(owner: String, element: XMLElement)] = []
    /// Arranged views IB marks `fixedFrame="YES"`, with their stored frames: those that no
    /// constraint names hold their stored size at priority 1 (IB10).
    private var fixedFrameArrangedViews: [(id: String, frame: Rect)] = []
    private var translated: [Translated] = []
    /// Views IB constrains (`translatesAutoresizingMaskIntoConstraints="NO"`): those that
    /// no constraint names get a fixed frame, as IB's prototyping constraints give them.
    private var unconstrainedCandidates: [Translated] = []
    /// Guides the importer adds to the root (layout-guide emulation, helpers).
    private var rootGuides: [ViewDescription] = []
    private var constraints: [ConstraintDescription] = []
    private var usedIDs: Set<String> = []
    /// How deep the view being imported is; views nest at most as deep as in `trellis/1`
    /// documents, so that the recursion stays within any thread's stack.
    private var depth = 0
    static let maximumDepth = 200

    init(rootID: String, designWidth: Double, designHeight: Double, options: InterfaceBuilderImporter.Options,
         resources: [String: (width: Double, height: Double)], warnings: IBWarnings) {
        self.rootID = rootID
        self.designWidth = designWidth
        self.designHeight = designHeight
        self.options = options
        self.resources = resources
        self.warnings = warnings
    }

    // MARK: Views

    /// Imports the root element and everything under it.
    mutating func buildRoot(_ element: XMLElement) -> ViewDescription {
        // The tables keyed by IB ids, sized once from the elements under the root (a view is
        // a few elements, a constraint one): growing them rehashed every id already in them.
        let elements = element.descendantCount
        usedIDs.reserveCapacity(elements / 2)
        targets.reserveCapacity(elements / 4)
        frames.reserveCapacity(elements / 4)
        variations.collect(from: element, warnings: &warnings)
        var root = view(element, id: rootID, entry: IBElementKinds.table[element.name], inStack: false, isRoot: true)
            ?? ViewDescription(id: rootID)
        root.installed = .plain(true)
        frames[rootID] = Rect(x: 0, y: 0, width: designWidth, height: designHeight)
        return root
    }

    /// Imports one view element (nil when it has no usable id).
    private mutating func view(_ element: XMLElement, id givenID: String?, entry: IBElementKinds.Entry?,
                               inStack: Bool, isRoot: Bool = false) -> ViewDescription? {
        guard let id = givenID ?? element["id"] ?? keyedID(element), !id.isEmpty else {
            warnings.add(element, "a view without an id is left out")
            return nil
        }
        guard depth < IBSceneBuilder.maximumDepth else {
            warnings.add(element, "views nest more than \(IBSceneBuilder.maximumDepth) levels deep: left out")
            return nil
        }
        // One hash of the id: the insertion answers whether it was already used.
        guard usedIDs.insert(id).inserted else {
            warnings.add(element, "duplicate id \"\(id)\": the second view is left out")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let entry = entry ?? IBElementKinds.Entry(kind: .view, measuredAxes: .none)
        var view = ViewDescription(id: id, kind: entry.kind)
        targets[id] = NamedTarget(.view(id))
        let frame = IBSceneBuilder.frame(of: element)
        if let frame { frames[id] = frame }
        // What translated autoresizing constraints keep: the alignment rectangle of the
        // stored frame (UIView.alignmentRect(forFrame:)).
        let insets = entry.alignmentInsets
        let alignmentFrame = frame.map {
            Rect(x: $0.x + insets.left, y: $0.y + insets.top, width: $0.width - insets.left - insets.right,
                 height: $0.height - insets.top - insets.bottom)
        }

        IBViewProperties.apply(element, entry: entry, to: &view, resources: resources,
                               intrinsicFromFrames: options.intrinsicFromFrames, frame: frame)
        if entry.kind == .collectionView { view.collection = IBCollectionLayout.collection(of: element, warnings: &warnings) }
        if entry.kind == .tableView { view.table = IBTableLayout.table(of: element, warnings: &warnings) }
        // An arranged view's stored frame is its bounds when UIKit loads the nib, before any
        // layout: what a fillProportionally stack counts for a view without intrinsic size.
        if inStack || entry.kind == .stack { view.initialSize = frame.map { Size(width: $0.width, height: $0.height) } }
        if element.name == "tableViewCellContentView" && view.layoutMargins == .plain(.defaultMargins) {
            view.layoutMargins = .plain(IBSceneBuilder.tableCellContentMargins(width: frame?.width ?? designWidth,
                                                                              toolsVersion: toolsVersion))
        }
        view.installed = variations.installed(id)
        view.hidden = IBVariations.variant(of: element, attribute: "hidden", base: element["hidden"] == "YES",
                                           IBViewProperties.bool)

        // Whether UIKit translates the autoresizing mask into constraints for this view.
        if !isRoot && !inStack {
            // UIKit's default is to translate; IB writes "NO" for views it constrains. A
            // `fixedFrame` view keeps its frame through its mask (Xcode 8 and later), and a
            // view IB constrains with nothing gets IB's fixed-frame prototyping constraints
            // (see `finish`).
            let explicit = element["translatesAutoresizingMaskIntoConstraints"]
            if explicit != "NO" || element["fixedFrame"] == "YES" {
                translated.append(Translated(id: id, superview: "", frame: alignmentFrame ?? .zero, superviewSize: (0, 0),
                                             mask: element.child("autoresizingMask", key: "autoresizingMask"),
                                             follows: cellContentView(element)))
            } else {
                unconstrainedCandidates.append(Translated(id: id, superview: "", frame: alignmentFrame ?? .zero,
                                                          superviewSize: (0, 0), mask: nil))
            }
        }

        if inStack, element["fixedFrame"] == "YES", let frame { fixedFrameArrangedViews.append((id, frame)) }
        for child in element.children {
            switch child.name {
            case "constraints":
                for constraint in child.children where constraint.name == "constraint" {
                    if inStack {
                        arrangedViewConstraintElements.append((id, constraint))
                    } else {
                        constraintElements.append((id, constraint))
                    }
                }
            case "subviews":
                for subview in child.children {
                    addChild(subview, to: &view, parentID: id, frame: frame, isStack: entry.kind == .stack)
                }
            case "keyboardLayoutGuide":
                // UIKit's keyboardLayoutGuide (iOS 15), which Trellis keeps for the root.
                if let guideID = child["id"] { targets[guideID] = NamedTarget(.view(id + "." + GuideReference.keyboardName)) }
            case "viewLayoutGuide":
                guard let guideID = child["id"] else { break }
                switch child["key"] {
                case "safeArea": targets[guideID] = NamedTarget(.safeArea(owner: id))
                case "readableContentGuide": targets[guideID] = NamedTarget(.view(id + "." + GuideReference.readableContentGuideName))
                case "contentLayoutGuide" where entry.kind.isScrollView:
                    targets[guideID] = NamedTarget(.view(id + "." + GuideReference.contentLayoutGuideName))
                case "frameLayoutGuide" where entry.kind.isScrollView:
                    targets[guideID] = NamedTarget(.view(id + "." + GuideReference.frameLayoutGuideName))
                default: targets[guideID] = NamedTarget(.view(id))
                }
            default:
                if let key = child["key"], IBElementKinds.viewKeys.contains(key), IBElementKinds.table[child.name] != nil {
                    addChild(child, to: &view, parentID: id, frame: frame, isStack: false)
                }
            }
        }
        return view
    }

    /// Whether `element` is a cell's content view that UIKit lays out, and how. A collection
    /// cell keeps its content view at its bounds from Xcode 7 (tools 8000). Xcode 6's canvas stores a content view at its own
    /// size, with no autoresizing (the survey's three content views larger than their cells
    /// are of tools 6250 and 7706, the same era's nibs whose content views iOS 7 did not
    /// resize), so there it keeps its stored frame as its empty mask says.
    ///
    /// A table cell lays its content view out in every version (`UITableViewCell`'s
    /// `layoutSubviews`): at the cell's width less the accessory's, its height less the
    /// separator's. IB stores exactly those insets (of the corpus's 349 content views: 0 or
    /// one pixel at the bottom, 0 or the accessory's 30–44 points at the trailing side), so
    /// the content view keeps them whatever size the cell is given.
    private func cellContentView(_ element: XMLElement) -> CellContentView {
        guard element["key"] == "contentView" else { return .none }
        switch element.parent?.name {
        case "collectionViewCell"? where toolsVersion >= 8000: return .fillsCell
        case "tableViewCell"?: return .keepsInsetsFromCell
        default: return .none
        }
    }

    /// IB writes some keyed views without an id (a collection cell's `contentView`): they
    /// get `<parent id>.<key>`.
    private var currentParent: String?

    private func keyedID(_ element: XMLElement) -> String? {
        guard let key = element["key"], let parent = currentParent else { return nil }
        return parent + "." + key
    }

    /// Imports one element found among a view's subviews.
    private mutating func addChild(_ element: XMLElement, to view: inout ViewDescription, parentID: String,
                                   frame: Rect?, isStack: Bool) {
        if IBElementKinds.skipped.contains(element.name) { return }
        var entry = IBElementKinds.table[element.name]
        if entry == nil {
            guard element.child("rect", key: "frame") != nil || element["id"] != nil else { return }
            warnings.add(element, "unknown element imported as a plain view")
            entry = IBElementKinds.Entry(kind: .view, measuredAxes: .none)
        }
        // `view` appends the child's own entry before its descendants': at these positions.
        let before = translated.count
        let candidatesBefore = unconstrainedCandidates.count
        currentParent = parentID
        guard let child = self.view(element, id: nil, entry: entry, inStack: isStack) else { return }
        let superviewSize = parentID == rootID ? (designWidth, designHeight)
            : (frame.map { ($0.width, $0.height) } ?? (designWidth, designHeight))
        if before < translated.count, translated[before].id == child.id {
            translated[before].superview = parentID
            translated[before].superviewSize = superviewSize
            if frames[child.id] == nil {
                translated[before].frame = Rect(x: 0, y: 0, width: superviewSize.0, height: superviewSize.1)
            }
        } else if candidatesBefore < unconstrainedCandidates.count, unconstrainedCandidates[candidatesBefore].id == child.id {
            unconstrainedCandidates[candidatesBefore].superview = parentID
            unconstrainedCandidates[candidatesBefore].superviewSize = superviewSize
        }
        if isStack {
            view.arranged.append(child)
        } else {
            view.subviews.append(child)
        }
    }

    /// A table cell's content view margins on IB's canvas, as the surveyed documents'
    /// cells pinned to their margins show: 8 points on every side before Xcode 9 (tools
    /// versions below 13000); from Xcode 9 (UITableViewCell's iOS 11 margins) 11 at the top
    /// and bottom and 16 at the sides, 20 for cells wider than 375 points.
    /// From Xcode 9 these are Core's `Scene.tableCellContentMargins`, the margins a table
    /// lays its cells out with. Xcode 16's canvas (tools 24000 and later) gives 15 at the
    /// top and bottom and 20 at the sides at any width: the survey's three documents of
    /// tools 24127–24506 with cells pinned to their content view's margins (a 339-point
    /// xib cell, narrower cells of a storyboard) store them so; those of tools 22505 and
    /// before, 11 and 16.
    static func tableCellContentMargins(width: Double, toolsVersion: Double) -> DirectionalInsets {
        guard toolsVersion >= 13000 else { return .defaultMargins }
        if toolsVersion >= xcode16CellMarginsToolsVersion {
            return DirectionalInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
        return Scene.tableCellContentMargins(cellWidth: width)
    }

    /// The first tools version whose table cells have Xcode 16's content margins.
    static let xcode16CellMarginsToolsVersion = 24000.0

    /// The stored `<rect key="frame">` of an element.
    static func frame(of element: XMLElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        let x = rect["x"].flatMap(IBNumbers.decimal) ?? 0
        let y = rect["y"].flatMap(IBNumbers.decimal) ?? 0
        guard let width = rect["width"].flatMap(IBNumbers.decimal),
              let height = rect["height"].flatMap(IBNumbers.decimal) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: View-controller guides

    /// Declares the id of a view controller's top or bottom layout guide
    /// (`<viewControllerLayoutGuide type="top">`), UIKit's `topLayoutGuide`/`bottomLayoutGuide`.
    mutating func addLegacyLayoutGuide(id: String, top: Bool) {
        targets[id] = NamedTarget(.legacyGuide(top: top))
    }

    // MARK: Constraints

    /// `consuming`: the equation moves into its constraint, where a borrowed one was copied
    /// (and the caller's destroyed) for every constraint of a storyboard (issue 18).
    private mutating func addEquation(_ equation: consuming Equation, id: String?, installed: Variant<Bool> = .plain(true),
                                      constant: Variant<Double>? = nil) {
        constraints.append(ConstraintDescription(id: id, form: .equation(equation), constant: constant,
                                                 installed: installed, source: nil))
    }

    /// Converts the collected constraints and autoresizing masks; returns the scene's
    /// constraints and the root with its helper guides.
    mutating func finish(root: inout ViewDescription) -> [ConstraintDescription] {
        for (owner, element) in constraintElements {
            importConstraint(element, owner: owner)
        }
        for (owner, element) in arrangedViewConstraintElements {
            importConstraint(element, owner: owner)
        }
        for view in unconstrainedCandidates where !view.superview.isEmpty && !isNamed(view.id) && frames[view.id] != nil {
            translated.append(view)
        }
        var guides: [ViewDescription] = []
        var equations: [Equation] = []
        for view in translated where !view.superview.isEmpty {
            switch view.follows {
            case .none:
                break
            case .fillsCell:
                for edge in [LayoutAttribute.left, .top, .right, .bottom] {
                    equations.append(Equation(first: AnchorReference(view.id, edge), relation: .equal,
                                              second: AnchorReference(view.superview, edge)))
                }
                continue
            case .keepsInsetsFromCell:
                let frame = view.frame
                let insets: [(LayoutAttribute, Double)] = [
                    (.left, frame.x), (.top, frame.y),
                    (.right, frame.x + frame.width - view.superviewSize.width),
                    (.bottom, frame.y + frame.height - view.superviewSize.height),
                ]
                for (edge, constant) in insets {
                    equations.append(Equation(first: AnchorReference(view.id, edge), relation: .equal,
                                              second: AnchorReference(view.superview, edge), constant: constant))
                }
                continue
            }
            IBAutoresizing.constraints(for: view.id, frame: view.frame, superview: view.superview,
                                       superviewSize: view.superviewSize, mask: view.mask,
                                       guideHost: &guides, add: { equations.append($0) })
        }
        rootGuides.append(contentsOf: guides)
        let imported = constraints
        constraints = []
        constraints.reserveCapacity(imported.count + equations.count)
        for equation in equations { addEquation(equation, id: nil) }
        constraints.append(contentsOf: imported)
        for (id, frame) in fixedFrameArrangedViews where !isNamed(id) {
            for (attribute, length) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
                var hold = Equation(first: AnchorReference(id, attribute), relation: .equal)
                hold.constant = length
                hold.priority = 1
                addEquation(hold, id: nil)
            }
        }
        root.subviews.append(contentsOf: rootGuides)
        rootGuides = []
        return constraints
    }

    private func item(_ target: Target) -> ItemReference {
        switch target {
        case .view(let id):
            return .named(id)
        case .safeArea(let owner):
            return .named(owner + "." + GuideReference.safeAreaName)
        case .legacyGuide(let top):
            return .named(top ? GuideReference.topLayoutGuideName : GuideReference.bottomLayoutGuideName)
        }
    }

    private mutating func importConstraint(_ element: XMLElement, owner: String) {
        let firstID = element["firstItem"] ?? owner
        let secondName = element["secondAttribute"]
        let secondID = element["secondItem"] ?? owner
        let firstNamed = markNamed(firstID)
        let secondNamed = secondName != nil ? markNamed(secondID) : nil
        guard let attributeName = element["firstAttribute"], let firstAttribute = IBSceneBuilder.attribute(attributeName) else {
            warnings.add(element, "missing or unknown firstAttribute \"\(element["firstAttribute"] ?? "")\": constraint left out")
            return
        }
        guard let firstTarget = firstNamed else {
            warnings.add(element, "firstItem \"\(firstID)\" names no view of this scene: constraint left out")
            return
        }
        var equation = Equation(first: AnchorReference(item: item(firstTarget), attribute: firstAttribute), relation: .equal)
        switch element["relation"] {
        case nil: break
        case "greaterThanOrEqual": equation.relation = .greaterThanOrEqual
        case "lessThanOrEqual": equation.relation = .lessThanOrEqual
        case let other?:
            warnings.add(element, "unknown relation \"\(other)\": constraint left out")
            return
        }
        if let secondName {
            guard let secondAttribute = IBSceneBuilder.attribute(secondName) else {
                warnings.add(element, "unknown secondAttribute \"\(secondName)\": constraint left out")
                return
            }
            guard let target = secondNamed else {
                warnings.add(element, "secondItem \"\(secondID)\" names no view of this scene: constraint left out")
                return
            }
            equation.second = AnchorReference(item: item(target), attribute: secondAttribute)
            if let text = element["multiplier"] {
                guard let multiplier = IBNumbers.multiplier(text) else {
                    warnings.add(element, "invalid multiplier \"\(text)\": constraint left out")
                    return
                }
                equation.multiplier = multiplier
            }
        }
        if let text = element["constant"] {
            guard let constant = IBNumbers.decimal(text) else {
                warnings.add(element, "invalid constant \"\(text)\": constraint left out")
                return
            }
            equation.constant = constant
        }
        if let text = element["priority"] {
            guard let priority = IBNumbers.decimal(text), priority >= 1, priority <= 1000 else {
                warnings.add(element, "invalid priority \"\(text)\": constraint left out")
                return
            }
            equation.priority = priority
        }
        do {
            try equation.validate()
        } catch {
            warnings.add(element, "\(error.message): constraint left out")
            return
        }
        let id = element["id"].flatMap { usedIDs.insert($0).inserted ? $0 : nil }
        let installed = id.map(variations.installed) ?? .plain(true)
        let constant = IBVariations.variant(of: element, attribute: "constant", base: equation.constant, IBNumbers.decimal)
        let constantVariant: Variant<Double>? = constant.isPlain ? nil : constant

        // A location multiplied by m ≠ 1 is measured in the items' nearest common ancestor
        // by the scene itself (docs/uikit-behaviours.md A9): the equation stays as IB wrote it.
        addEquation(equation, id: id, installed: installed, constant: constantVariant)
    }

    /// The target `id` names, now marked as named by a constraint; nil when the scene has no
    /// such id. One lookup of the id: the mark is written at the entry's index.
    private mutating func markNamed(_ id: String) -> Target? {
        guard let index = targets.index(forKey: id) else { return nil }
        targets.values[index].isNamed = true
        return targets.values[index].target
    }

    /// Whether a constraint names the view `id`.
    private func isNamed(_ id: String) -> Bool { targets[id]?.isNamed == true }

    /// IB's attribute names: Trellis's, with `baseline` for the last baseline.
    static func attribute(_ name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute(name: name)
    }
}
