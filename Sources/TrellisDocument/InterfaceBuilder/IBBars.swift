/// The bars Interface Builder simulates over a view controller: stated in its simulated
/// metrics (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`), or inferred from the
/// controllers that contain it (a navigation controller's root or pushed controllers get
/// its navigation bar, a tab bar controller's children and their descendants its tab bar).
struct IBBars {
    private var topBars: [String: Double] = [:]
    private var bottomBars: [String: Double] = [:]
    private var navigationRoots: [String: String] = [:]
    private var explicitTop: [String: Double] = [:]
    private var explicitBottom: [String: Double] = [:]
    /// Controllers under an opaque (`translucent="NO"`) top or bottom bar: UIKit lays their
    /// root out below (above) it (`edgesForExtendedLayout` without opaque bars,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars).
    private var opaqueTop: Set<String> = []
    private var opaqueBottom: Set<String> = []
    /// Controllers whose navigation item has a `prompt`: the navigation bar that shows the
    /// item draws the prompt above its title, ``promptHeight`` points more.
    private var prompted: Set<String> = []
    /// What a prompt adds to a navigation bar (``IBDocumentReader/promptExtra(toolsVersion:)``).
    private let promptHeight: Double

    /// The toolbar's height: 44 points, 49 on iPhones with a home indicator (IB's stored
    /// frames of a simulated toolbar on retina6_5 leave 49 + 34 points at the bottom).
    private let toolbarHeight: Double
    /// The navigation bar's height: 44 points, 32 on an iPhone of compact width and height
    /// (UIKit's compact bar metrics in landscape; IB's stored frames of an iPhone 12
    /// landscape scene put the safe area 32 points down under a navigation bar, those of a
    /// landscape iPhone 8 Plus, regular width, 44).
    private let navigationBarHeight: Double

    /// `padBars`: the iPad's 50-point navigation bar and toolbar of iOS 12 and later
    /// (``IBDocumentReader/padBarHeight``); `promptHeight`: what a prompt adds.
    init(controllers: [XMLElement], homeIndicator: Bool, compactNavigationBar: Bool = false, padBars: Bool = false,
         promptHeight: Double = IBDocumentReader.promptExtra) {
        toolbarHeight = padBars ? IBDocumentReader.padBarHeight
            : homeIndicator ? IBDocumentReader.tabBarHeight : IBDocumentReader.toolbarHeight
        navigationBarHeight = padBars ? IBDocumentReader.padBarHeight
            : compactNavigationBar ? IBDocumentReader.compactNavigationBarHeight : IBDocumentReader.navigationBarHeight
        self.promptHeight = promptHeight
        // Containment edges: (container, child, top bar, bottom bar the child inherits).
        var edges: [(from: String, to: String, top: Double, bottom: Double)] = []
        var opaqueEdges: [(from: String, to: String, top: Bool, bottom: Bool)] = []
        for controller in controllers {
            guard let id = controller["id"] else { continue }
            if let top = IBBars.simulatedTop(controller, navigationBar: navigationBarHeight, prompt: promptHeight) {
                explicitTop[id] = top
            }
            if controller.child(key: "simulatedTopBarMetrics")?["prompted"] != "YES",
               let prompt = controller.child("navigationItem", key: "navigationItem")?["prompt"], !prompt.isEmpty {
                prompted.insert(id)
            }
            if controller.child(key: "simulatedTopBarMetrics")?["translucent"] == "NO" { opaqueTop.insert(id) }
            if controller.child(key: "simulatedBottomBarMetrics")?["translucent"] == "NO" { opaqueBottom.insert(id) }
            if let bottom = IBBars.simulatedBottom(controller, toolbar: toolbarHeight) { explicitBottom[id] = bottom }
            let segues = IBBars.segues(of: controller)
            switch controller.name {
            case "navigationController":
                let bar = controller.child("navigationBar", key: "navigationBar")
                let hidden = controller["navigationBarHidden"] == "YES"
                var height = hidden ? 0 : navigationBarHeight
                if !hidden && bar?["largeTitles"] == "YES" { height += IBDocumentReader.largeTitleExtra }
                // IB stores the bar's frame as its canvas draws it (large title included):
                // that height is the canvas's, where the tables above do not know it (Xcode
                // 16.3's 54-point bar on an iPhone 15, a 108-point large title of Xcode 12.3).
                if !hidden, let stored = bar.flatMap(IBSceneBuilder.frame(of:))?.height, stored > 0 { height = stored }
                let toolbar = controller["toolbarHidden"] == "NO" ? toolbarHeight : 0
                let opaque = bar?["translucent"] == "NO"
                for segue in segues where segue["relationship"] == "rootViewController" {
                    if let destination = segue["destination"] {
                        navigationRoots[id] = destination
                        edges.append((id, destination, height, toolbar))
                        opaqueEdges.append((id, destination, opaque, false))
                    }
                }
            case "tabBarController":
                let opaque = controller.child("tabBar", key: "tabBar")?["translucent"] == "NO"
                for segue in segues where segue["relationship"] == "viewControllers" {
                    if let destination = segue["destination"] {
                        edges.append((id, destination, 0, IBDocumentReader.tabBarHeight))
                        opaqueEdges.append((id, destination, false, opaque))
                    }
                }
            default:
                for segue in segues where segue["relationship"] == nil {
                    let kind = segue["kind"] ?? ""
                    if (kind == "show" || kind == "push"), let destination = segue["destination"] {
                        edges.append((id, destination, -1, -1))   // -1: inherit the source's bars
                        opaqueEdges.append((id, destination, false, false))
                    }
                }
            }
        }
        // Propagate a few rounds (chains tab -> navigation -> root -> pushed ...).
        for _ in 0..<8 {
            var changed = false
            for edge in edges {
                // A pushed controller inherits the bars its source shows, stated in its
                // simulated metrics or inferred (IB's "Inferred" top and bottom bars).
                let sourceTop = edge.top >= 0 ? (topBars[edge.from] ?? 0) : shownTop(edge.from)
                let sourceBottom = edge.bottom >= 0 ? (bottomBars[edge.from] ?? 0) : shownBottom(edge.from)
                let top = edge.top >= 0 ? max(edge.top, sourceTop) : sourceTop
                let bottom = edge.bottom >= 0 ? max(edge.bottom, sourceBottom) : sourceBottom
                if top > (topBars[edge.to] ?? 0) { topBars[edge.to] = top; changed = true }
                if bottom > (bottomBars[edge.to] ?? 0) { bottomBars[edge.to] = bottom; changed = true }
            }
            for edge in opaqueEdges {
                if (edge.top || opaqueTop.contains(edge.from)) && !opaqueTop.contains(edge.to) {
                    opaqueTop.insert(edge.to)
                    changed = true
                }
                if (edge.bottom || opaqueBottom.contains(edge.from)) && !opaqueBottom.contains(edge.to) {
                    opaqueBottom.insert(edge.to)
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// Whether the bars over a controller's root are opaque (top, bottom).
    func opaque(_ controller: XMLElement) -> (top: Bool, bottom: Bool) {
        guard let id = controller["id"] else { return (false, false) }
        return (opaqueTop.contains(id), opaqueBottom.contains(id))
    }

    /// The top and bottom bar heights over a controller's root view: a navigation bar
    /// showing the controller's own navigation item grows by its prompt (a controller it
    /// pushes shows that controller's item, without the prompt).
    func heights(of controller: XMLElement) -> (top: Double, bottom: Double) {
        guard let id = controller["id"] else { return (0, 0) }
        let top = shownTop(id)
        return (top > 0 && prompted.contains(id) ? top + promptHeight : top, shownBottom(id))
    }

    /// The top bar over a controller: its simulated metrics' (none when they say so), or
    /// the inferred one. A simulated navigation bar does not say whether its controller
    /// shows a large title; the containing navigation controller does.
    private func shownTop(_ id: String) -> Double {
        explicitTop[id] == 0 ? 0 : max(explicitTop[id] ?? 0, topBars[id] ?? 0)
    }

    /// The bottom bar over a controller: its simulated metrics', else the inferred one.
    private func shownBottom(_ id: String) -> Double {
        explicitBottom[id] ?? bottomBars[id] ?? 0
    }

    /// A navigation controller's root view controller.
    func rootViewController(of id: String) -> String? {
        navigationRoots[id]
    }

    private static func segues(of controller: XMLElement) -> [XMLElement] {
        controller.descendants(named: ["segue"], intoMatches: false)
    }

    private static func simulatedTop(_ controller: XMLElement, navigationBar: Double, prompt: Double) -> Double? {
        guard let metrics = controller.child(key: "simulatedTopBarMetrics") else { return nil }
        switch metrics.name {
        case "simulatedNavigationBarMetrics":
            return navigationBar + (metrics["prompted"] == "YES" ? prompt : 0)
        case "nil": return 0
        default: return nil
        }
    }

    private static func simulatedBottom(_ controller: XMLElement, toolbar: Double) -> Double? {
        guard let metrics = controller.child(key: "simulatedBottomBarMetrics") else { return nil }
        switch metrics.name {
        case "simulatedTabBarMetrics": return IBDocumentReader.tabBarHeight
        case "simulatedToolbarMetrics": return toolbar
        case "nil": return 0
        default: return nil
        }
    }
}
