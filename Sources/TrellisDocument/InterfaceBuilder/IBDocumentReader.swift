import TrellisCore

/// Reads the scenes of one storyboard or xib (after ``InterfaceBuilderImporter`` checked
/// its type): view controllers, top-level views, segues, the initial view controller, the
/// design device and the simulated bars.
struct IBDocumentReader {
    let root: XMLElement
    let options: InterfaceBuilderImporter.Options
    /// The document's IB version (`toolsVersion`'s major part), read once: the rules that
    /// depend on it ask for it for every scene.
    let tools: Double
    var document = DocumentDescription()
    var scenes: [InterfaceBuilderImporter.SceneInfo] = []
    var warnings = IBWarnings()
    private let device: IBDevice?
    private let resources: [String: (width: Double, height: Double)]
    /// Whether the bars over the controller being read are opaque (top, bottom).
    private var opaqueBars = (top: false, bottom: false)

    /// Heights of the bars Interface Builder simulates over a view controller's root view:
    /// UINavigationBar 44 points (96 with a large title: 44 + 52), UITabBar 49, UIToolbar 44
    /// (Human Interface Guidelines, "iOS bar heights"; measured values published in
    /// https://useyourloaf.com/blog/supporting-iphone-x/ and iOS Resolution's
    /// https://www.ios-resolution.com/ tables), a prompt adds 30 (34 from iOS 11:
    /// ``promptExtra(toolsVersion:)``).
    static let navigationBarHeight = 44.0
    /// A navigation bar on an iPhone of compact width and height (landscape, not Plus or Max).
    static let compactNavigationBarHeight = 32.0
    static let largeTitleExtra = 52.0
    static let promptExtra = 30.0
    /// The prompt of iOS 11's navigation bar and later: 34 points above the 44-point bar
    /// (a published UINavigationBar subclass for iOS 11, OceanLabs/Photobook-iOS's
    /// PhotobookNavigationBar: `contentHeight` 44, `promptHeight` 34; the survey's one
    /// document with a prompt, Xcode 9.2 on an iPhone 8 Plus, stores the views pinned to
    /// the top layout guide 98 points down: 20 + 44 + 34). Before (iOS 7–10), 30.
    static let modernPromptExtra = 34.0
    /// The iPad's navigation bar and toolbar from iOS 12 (Xcode 10, tools 14200 and later):
    /// 50 points, 6 more than before (Geoff Hackworth, "iPad Navigation Bar and Toolbar
    /// Height Changes in iOS 12", https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4;
    /// the survey's Xcode 11 iPad 9.7 scene under a large-title bar stores its image
    /// view 102 points down: 50 + 52).
    static let padBarHeight = 50.0
    static let padBarsToolsVersion = 14200.0
    /// Xcode 11 (tools 15000 and later), whose canvas draws a root shorter than the screen
    /// as iOS 13's page sheet; before, as a freeform screen from the top of the display
    /// (the survey's XLPagerTabStrip storyboard of Xcode 10.1, tools 14460: two roots 497
    /// and 553 high on an iPhone 8 store their views pinned to the top layout guide 20
    /// points down, under the status bar).
    static let pageSheetToolsVersion = 15000.0
    /// Xcode 9 (tools 13000 and later, iOS 11): a root view's margins inset from its safe area.
    static let safeAreaMarginsToolsVersion = 13000.0

    /// What a prompt adds to a navigation bar on the canvas of a document's tools version:
    /// 34 from Xcode 9 (tools 13000, iOS 11), 30 before.
    static func promptExtra(toolsVersion: Double) -> Double {
        toolsVersion >= 13000 ? modernPromptExtra : promptExtra
    }
    static let tabBarHeight = 49.0
    static let toolbarHeight = 44.0

    init(root: XMLElement, options: InterfaceBuilderImporter.Options) {
        self.root = root
        self.options = options
        tools = IBDocumentReader.toolsVersion(of: root)
        if let element = root.child("device"), let id = element["id"] {
            device = IBDevice(id: id, orientation: element["orientation"], toolsVersion: tools)
        } else if root["targetRuntime"] == "AppleTV" {
            // tvOS documents of Xcode 7 name no device: there is one screen.
            device = IBDevice(id: "appleTV", orientation: "landscape", toolsVersion: tools)
        } else {
            device = IBDocumentReader.simulatedDestination(of: root)
        }
        var resources: [String: (width: Double, height: Double)] = [:]
        for element in root.child("resources")?.children ?? [] where element.name == "image" {
            if let name = element["name"], let width = element["width"].flatMap(IBNumbers.decimal),
               let height = element["height"].flatMap(IBNumbers.decimal) {
                resources[name] = (width, height)
            }
        }
        self.resources = resources
    }

    // MARK: Storyboards

    /// Elements of a scene's objects that are not view controllers.
    private static let nonControllers: Set<String> = [
        "placeholder", "exit", "customObject", "tapGestureRecognizer", "panGestureRecognizer",
        "swipeGestureRecognizer", "pinchGestureRecognizer", "longPressGestureRecognizer",
        "rotationGestureRecognizer", "screenEdgePanGestureRecognizer", "hoverGestureRecognizer",
        "viewControllerPlaceholder",
    ]

    mutating func readStoryboard() throws(DocumentError) {
        var controllers: [XMLElement] = []
        for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
            for object in scene.child("objects")?.children ?? [] where !IBDocumentReader.nonControllers.contains(object.name) {
                if object.child("rect", key: "frame") != nil { continue }  // a view in the scene's dock
                controllers.append(object)
            }
        }
        let compactBars = device.map { $0.horizontal == .compact && $0.vertical == .compact } ?? false
        let padBars = device?.isPad == true && tools >= IBDocumentReader.padBarsToolsVersion
        let bars = IBBars(controllers: controllers, homeIndicator: (device?.safeArea.bottom ?? 0) > 0,
                          compactNavigationBar: compactBars, padBars: padBars,
                          promptHeight: IBDocumentReader.promptExtra(toolsVersion: tools))
        var sceneIDs: Set<String> = []
        for controller in controllers {
            guard let id = controller["id"] else { continue }
            guard let view = controller.children.first(where: { $0["key"] == "view" && $0.name != "nil" }) else { continue }
            let (top, bottom) = bars.heights(of: controller)
            opaqueBars = bars.opaque(controller)
            // `edgesForExtendedLayout` without an edge: the root is not extended under the
            // bar at that edge, so UIKit lays it out below (above) it, as under an opaque bar
            // (https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout;
            // IB writes `<extendedEdge key="edgesForExtendedLayout"/>` with the edges kept).
            if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
                if top > 0 && edges["top"] != "YES" { opaqueBars.top = true }
                if bottom > 0 && edges["bottom"] != "YES" { opaqueBars.bottom = true }
            }
            guard let scene = makeScene(id: id, rootElement: view, controller: controller, topBar: top, bottomBar: bottom,
                                        storyboardIdentifier: controller["storyboardIdentifier"]) else { continue }
            sceneIDs.insert(id)
            document.scenes.append(scene)
        }
        // Prototype cells (and static cells) with stored frames are scenes too, laid out in
        // place at their stored size, as a xib's cells are.
        var cellElements: [XMLElement] = []
        var cellScenes: Set<String> = []
        for controller in controllers {
            for cell in IBDocumentReader.cells(in: controller) {
                cellElements.append(cell)
                guard let id = cell["id"], !sceneIDs.contains(id), IBSceneBuilder.frame(of: cell) != nil,
                      let scene = makeScene(id: id, rootElement: cell, controller: nil, topBar: 0, bottomBar: 0,
                                            storyboardIdentifier: nil) else { continue }
                sceneIDs.insert(id)
                cellScenes.insert(id)
                document.scenes.append(scene)
            }
        }
        linkCellScenes(cellElements, cellScenes: cellScenes)
        // Segues: from the element whose connections hold them (a view controller or a
        // control), to a view-controller scene (through a navigation controller to its root).
        for index in document.scenes.indices {
            let sceneID = document.scenes[index].id
            guard let controller = controllers.first(where: { $0["id"] == sceneID }) else { continue }
            var segues: [SegueDescription] = []
            var viewIDs: Set<String> = []
            func collect(_ view: ViewDescription) {
                viewIDs.insert(view.id)
                view.children.forEach(collect)
            }
            collect(document.scenes[index].root)
            collectSegues(controller, owner: document.scenes[index].root.id, views: viewIDs, bars: bars, scenes: sceneIDs,
                          into: &segues)
            document.scenes[index].segues = segues
        }
        if let initial = root["initialViewController"] {
            let target = bars.rootViewController(of: initial) ?? initial
            document.initialScene = sceneIDs.contains(target) ? target : nil
        }
        // A storyboard identifier finds its scene too (`instantiateViewController(withIdentifier:)`):
        // an alias of the scene's id, the scene stored once.
        for (index, scene) in document.scenes.enumerated() {
            if let identifier = scenes[index].storyboardIdentifier, !identifier.isEmpty, !sceneIDs.contains(identifier),
               document.sceneAliases[identifier] == nil {
                document.sceneAliases[identifier] = scene.id
            }
        }
    }

    /// A segue's `from` is the view whose connections hold it, or the scene's root when
    /// that is the view controller or an element Trellis does not import (a prototype cell).
    private mutating func collectSegues(_ element: XMLElement, owner: String, views: Set<String>, bars: IBBars,
                                        scenes: Set<String>, into segues: inout [SegueDescription]) {
        // Every `<connections>` under the controller (not inside variations), in document
        // order; the element that holds it is the segue's source.
        for connections in element.descendants(named: ["connections"], skipping: ["variation"], intoMatches: false) {
            guard let holder = connections.parent else { continue }
            for segue in connections.children where segue.name == "segue" {
                guard segue["relationship"] == nil, let id = segue["id"], let destination = segue["destination"] else { continue }
                let target = bars.rootViewController(of: destination) ?? destination
                guard scenes.contains(target) else { continue }
                let from = holder["id"].flatMap { views.contains($0) ? $0 : nil } ?? owner
                segues.append(SegueDescription(id: id, from: from, to: target, kind: segue["kind"] ?? "show"))
            }
        }
    }

    /// The table and collection cells (and collection headers and footers) under a view
    /// controller: prototypes, static cells.
    static func cells(in element: XMLElement) -> [XMLElement] {
        // Cells of a collection inside a cell too; nothing inside variations or connections.
        element.descendants(named: ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"],
                            skipping: ["variation", "connections"])
    }

    // MARK: Xibs

    mutating func readXib() throws(DocumentError) {
        let objects = root.child("objects")?.children ?? []
        // A top-level view connected to File's Owner's `view` outlet is a view
        // controller's root view.
        var controllerViews: Set<String> = []
        for object in objects where object.name == "placeholder" {
            for outlet in object.child("connections")?.children ?? [] where outlet.name == "outlet" && outlet["property"] == "view" {
                if let destination = outlet["destination"] { controllerViews.insert(destination) }
            }
        }
        for object in objects where !IBDocumentReader.nonControllers.contains(object.name) {
            if let id = object["id"], IBElementKinds.table[object.name] != nil || object.child("rect", key: "frame") != nil {
                let isController = controllerViews.contains(id)
                guard let scene = makeScene(id: id, rootElement: object, controller: isController ? object : nil,
                                            topBar: 0, bottomBar: 0, storyboardIdentifier: nil) else { continue }
                document.scenes.append(scene)
            } else if let view = object.children.first(where: { $0["key"] == "view" && $0.name != "nil" }), let id = object["id"] {
                // A view controller inside a xib.
                if let scene = makeScene(id: id, rootElement: view, controller: object, topBar: 0, bottomBar: 0,
                                         storyboardIdentifier: nil) {
                    document.scenes.append(scene)
                }
            }
        }
        // A xib's top-level cells are scenes; prototypes inside a xib's collections (which IB
        // does not write) are not, so they are no items.
        let topLevelCells = objects.filter { IBDocumentReader.cellElements.contains($0.name) }
        let sceneIDs = Set(document.scenes.map(\.id))
        linkCellScenes(IBDocumentReader.cells(in: root),
                            cellScenes: Set(topLevelCells.compactMap { $0["id"] }.filter(sceneIDs.contains)))
    }

    /// The design device of a document of Xcode 5–8 without size classes, which names it in
    /// its default simulated metrics instead of a `<device>`:
    /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">` holding
    /// `<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>` and
    /// `<simulatedOrientationMetrics key="orientation" orientation="landscapeRight"/>`
    /// ("retina4" is the 4-inch iPhone, "retina35" the 3.5-inch). Nil for documents with
    /// size classes (their canvas is the 600 × 600 "any" size) and for unknown screens.
    static func simulatedDestination(of root: XMLElement) -> IBDevice? {
        guard root["useTraitCollections"] != "YES",
              let metrics = root.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics"),
              let type = metrics.child("simulatedScreenMetrics", key: "destination")?["type"] else { return nil }
        let screen = type.split(separator: ".").first.map(String.init) ?? type
        let id: String
        switch screen {
        case "retina4": id = "retina4_0"
        case "retina35": id = "retina3_5"
        default: id = screen
        }
        let orientation = metrics.child("simulatedOrientationMetrics", key: "orientation")?["orientation"]
        let landscape = orientation?.hasPrefix("landscape") == true
        return IBDevice(id: id, orientation: landscape ? "landscape" : "portrait", toolsVersion: toolsVersion(of: root))
    }

    // MARK: Scenes

    /// Builds one scene; nil (with a warning) when the root has no id.
    private mutating func makeScene(id: String, rootElement: XMLElement, controller: XMLElement?, topBar: Double,
                                    bottomBar: Double, storyboardIdentifier: String?) -> SceneDescription? {
        guard let rootID = rootElement["id"] else {
            warnings.add(rootElement, "a root view without an id: scene \"\(id)\" left out")
            return nil
        }
        let stored = IBSceneBuilder.frame(of: rootElement)
        let design = device
        let width = stored?.width ?? design?.width ?? 320
        var height = stored?.height ?? design?.height ?? 568
        let environment = design ?? IBDevice(canvasWidth: width, canvasHeight: height,
                                             usesTraitCollections: root["useTraitCollections"] == "YES")
        let isController = controller != nil
        // The device's insets reach a root stored below opaque bars (y > 0) only where
        // they extend past its top; the bars over the root are the view controller's
        // additional safe-area insets.
        var safeArea = EdgeInsets.zero
        var additional = EdgeInsets.zero
        if isController {
            let device = canvasSafeArea(environment, controller: controller)
            var rootY = stored?.y ?? 0
            let deviceHeight = design?.height ?? height
            var below = max(0, deviceHeight - rootY - height)
            let freeform = controller?.children.contains { $0.name == "freeformSimulatedSizeMetrics" } == true
            if freeform {
                // A freeform size: IB's canvas keeps the device's insets at its edges
                // (the survey's freeform scenes on notched devices).
                rootY = 0
                below = 0
            } else if design != nil, rootY > 0, opaqueBars.top, rootY + height > deviceHeight {
                // Stored below an opaque top bar but as tall as the screen (RxSwift's
                // examples of Xcode 8: y 64, 667 high on a 667-point screen): the stored
                // height is stale. UIKit sizes a root below opaque bars to what they leave,
                // and IB's stored frames of its subviews show the layout in 603 points (a
                // calculator's keypad pinned to the bottom guide ends at 603).
                height = deviceHeight - rootY
                below = 0
            } else if rootY == 0 && below > 0 && (opaqueBars.top || opaqueBars.bottom) {
                // Stored at y 0 but laid out between opaque bars: the root starts below
                // the status bar and an opaque top bar, ends above an opaque bottom bar.
                rootY = opaqueBars.top ? device.top + topBar : 0
                below = max(0, deviceHeight - rootY - height)
            } else if rootY == 0 && below > 0 && topBar == 0 && bottomBar == 0
                        && tools >= IBDocumentReader.pageSheetToolsVersion {
                // A root shorter than the screen at its top: a sheet (iOS 13's page sheet
                // leaves the status bar and a strip above it), which reaches the screen's
                // bottom and starts below its status bar. From Xcode 13.3 (tools 20037) the
                // canvas draws the sheet without the home indicator's inset: the survey's ten
                // copies of one tutorial's 842-point sheet pin a button to the safe area's
                // bottom at 34 points above the bottom with tools 17156–19529, at 0 with
                // tools 20037–22505. Before Xcode 11 (iOS 13's sheets) such a root is a
                // freeform screen under the status bar, as at full height.
                rootY = below
                below = tools >= 20037 ? device.bottom : 0
            }
            safeArea = EdgeInsets(top: max(0, device.top - rootY), left: device.left,
                                  bottom: max(0, device.bottom - below), right: device.right)
            additional.top = max(0, device.top + topBar - rootY) - safeArea.top
            additional.bottom = max(0, device.bottom + bottomBar - below) - safeArea.bottom
        } else if design != nil, !IBDocumentReader.cellElements.contains(rootElement.name),
                  rootElement.children.contains(where: { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }) {
            // A xib's top-level view (not a cell) that uses the safe area: IB's canvas shows
            // it as a freeform screen of the design device, with the device's insets at its
            // edges (the survey's seven such xibs: 20 on retina4_7 with Xcode 9 and 10.0, 0
            // with Xcode 10.2, 44 and 48 on retina6_1 before and from Xcode 14).
            safeArea = canvasSafeArea(environment, controller: nil)
        }
        var builder = IBSceneBuilder(rootID: rootID, designWidth: width, designHeight: height, options: options,
                                     resources: resources, warnings: warnings)
        builder.toolsVersion = tools
        var rootView = builder.buildRoot(rootElement)
        if let controller {
            for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
                guard let guideID = guide["id"] else { continue }
                builder.addLegacyLayoutGuide(id: guideID, top: guide["type"] == "top")
            }
        }
        let constraints = builder.finish(root: &rootView)
        warnings = builder.warnings
        scenes.append(InterfaceBuilderImporter.SceneInfo(
            sceneID: id, storyboardIdentifier: storyboardIdentifier, designWidth: width, designHeight: height,
            horizontal: environment.horizontal, vertical: environment.vertical, safeArea: safeArea,
            isViewController: isController, displayScale: environment.scale))
        var scene = SceneDescription(id: id, root: rootView, constraints: constraints)
        if let controller {
            scene.viewController = ViewControllerDescription(
                additionalSafeAreaInsets: additional,
                respectsSystemMinimumLayoutMargins: controller["viewRespectsSystemMinimumLayoutMargins"] != "NO")
            if design == nil && tools < 8000 && scene.root.layoutMargins == .plain(.defaultMargins) {
                // Xcode 6's canvas (tools before 8000, no <device>; iOS 8 UIKit, before the system
                // minimum margins of iOS 11) gives a root view 16-point side margins at
                // any width: the survey's 600 × 600 scenes of Xcode 6 show 16, Xcode 7's 20.
                // Its top and bottom margins are 0, as iOS 8's root views' (the survey's
                // OnTheMap map view pinned 5 points inside them is stored 5 points inside
                // the root, under the bars).
                scene.viewController?.respectsSystemMinimumLayoutMargins = false
                scene.root.layoutMargins = .plain(DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            }
            if tools < IBDocumentReader.safeAreaMarginsToolsVersion {
                // Before iOS 11 (Xcode 9, tools 13000) a root view's margins are measured from
                // its edges, not from the layout guides (`insetsLayoutMarginsFromSafeArea`
                // came with the safe area in iOS 11): the survey's roots of tools 7706–12121
                // pinned to their top or bottom margin store those views at the root's edges,
                // under the status bar and the bars (5 documents).
                scene.root.insetsLayoutMarginsFromSafeArea = false
            }
        }
        return scene
    }

    /// The elements of table and collection cells, which IB lays out in place, not as screens.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView",
                                            "tableViewHeaderFooterView"]

    /// The design device's safe area as IB's canvas of this Xcode version shows it: no
    /// status bar where the canvas draws none or the controller hides it, notched insets
    /// doubled from Xcode 15.3.
    private func canvasSafeArea(_ environment: IBDevice, controller: XMLElement?) -> EdgeInsets {
        var device = environment.safeArea
        if environment.safeArea.top == 20 && (controllerHidesStatusBar(controller) || canvasWithoutStatusBar) { device.top = 0 }
        if doublesNotchedSafeArea {
            device = EdgeInsets(top: 2 * device.top, left: 2 * device.left, bottom: 2 * device.bottom, right: 2 * device.right)
        }
        return device
    }

    /// Interface Builder's canvases of Xcode 10 to 14.0 (tools versions 14000–21507) draw
    /// devices without a notch with no status bar: their stored frames show no 20-point
    /// inset (docs/uikit-behaviours.md IB4).
    private var canvasWithoutStatusBar: Bool {
        let version = tools
        return version >= 14800 && version <= 21507
    }

    /// The major part of the document's `toolsVersion` (`22155`, `32700` for some betas);
    /// 0 when absent.
    static func toolsVersion(of root: XMLElement) -> Double {
        guard let text = root["toolsVersion"] else { return 0 }
        return Double(String(text.prefix { $0 != "." })) ?? 0
    }

    /// Xcode 15.3 and later (tools 23000+, before the 32700 betas) store a view controller
    /// root's frames with the safe-area insets of notched devices doubled (the survey of
    /// issue 20: 96/68 on retina6_1, 118/68 on retina6_12).
    private var doublesNotchedSafeArea: Bool {
        let version = tools
        return version >= 23000 && version < 32700 && (device?.safeArea.bottom ?? 0) > 0
    }

    /// Whether a view controller's simulated metrics say the status bar is hidden and IB's
    /// canvas follows them: on an iPhone, for a storyboard's view controller. The survey's
    /// one iPad scene with `<nil key="simulatedStatusBarMetrics"/>` (duckduckgo's tab
    /// controller, Xcode 15) still stores its views below the 20-point status bar, and so
    /// does its one xib whose File's Owner view carries it (matrix-ios-kit, Xcode 10.1);
    /// an iPhone storyboard's Today extension (FSCalendar, Xcode 10) stores them at 0.
    private func controllerHidesStatusBar(_ controller: XMLElement?) -> Bool {
        guard let controller, device?.isPad != true, controller.child("rect", key: "frame") == nil else { return false }
        return controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
    }
}
