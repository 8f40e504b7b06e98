import TrellisCore

/// What the preview page asks to see, read from a request's query string: the switches of
/// the page (orientation, size classes, text size, direction, display scale, scene) and
/// either a device or a freeform size. Every value is checked; a bad one is an error message
/// for the page, never a trap.
struct PreviewSettings {
    /// `device`: each device as the device table lists it (what `layout --device` lays out).
    enum Orientation: String { case device, portrait, landscape }

    var scene: String?
    var orientation: Orientation = .device
    /// Nil: each device's own size classes.
    var horizontal: SizeClass?
    var vertical: SizeClass?
    var category: ContentSizeCategory = .large
    var direction: LayoutDirection = .leftToRight
    var scale = 0.0
    /// The panel `explain` and the freeform relayout are about: a device name...
    var device: String?
    /// ... or a freeform size in points.
    var freeform: SceneSize?

    /// Reads the settings from decoded query parameters.
    init(query: [String: String]) throws {
        if let scene = query["scene"], !scene.isEmpty { self.scene = scene }
        if let text = query["orientation"] {
            guard let orientation = Orientation(rawValue: text) else { throw CLIError("orientation must be device, portrait or landscape") }
            self.orientation = orientation
        }
        horizontal = try PreviewSettings.sizeClass(query["h"], name: "h")
        vertical = try PreviewSettings.sizeClass(query["v"], name: "v")
        if let text = query["category"] {
            guard let category = ContentSizeCategory(name: text) else { throw CLIError("unknown content size category \"\(text)\"") }
            self.category = category
        }
        if let text = query["direction"] {
            guard let direction = LayoutDirection(name: text) else { throw CLIError("direction must be ltr or rtl") }
            self.direction = direction
        }
        if let text = query["scale"] {
            guard let scale = Double(text), scale.isFinite, scale >= 0, scale <= 1000 else {
                throw CLIError("scale must be a number in 0...1000")
            }
            self.scale = scale
        }
        device = query["device"]
        if let width = query["width"], let height = query["height"] {
            freeform = try SceneSize.parse("\(width)x\(height)")
        }
    }

    private static func sizeClass(_ text: String?, name: String) throws -> SizeClass? {
        guard let text, text != "device" else { return nil }
        guard let sizeClass = SizeClass(name: text) else {
            throw CLIError("\(name) must be device, compact, regular or unspecified")
        }
        return sizeClass
    }

    /// The configuration of `device`'s panel: the device turned to the chosen orientation
    /// (`PreviewOrientation`), with the switches applied.
    func configuration(for device: Device) -> (name: String, configuration: LayoutConfiguration) {
        let isLandscape = device.width > device.height
        let turns = (orientation == .landscape && !isLandscape) || (orientation == .portrait && isLandscape)
        let turned = turns ? PreviewOrientation.turned(device) : device
        return (turned.name, LayoutConfiguration(
            title: turned.title, width: turned.width, height: turned.height,
            horizontal: horizontal ?? turned.horizontal, vertical: vertical ?? turned.vertical,
            direction: direction, category: category, scale: scale, safeArea: turned.safeArea))
    }

    /// The freeform panel's configuration: no safe area, and as `render --size` the size
    /// classes compact, regular unless the switches set them.
    func freeformConfiguration(_ size: SceneSize) -> LayoutConfiguration {
        LayoutConfiguration(title: "Freeform", width: size.width, height: size.height,
                            horizontal: horizontal ?? .compact, vertical: vertical ?? .regular,
                            direction: direction, category: category, scale: scale, safeArea: .zero)
    }
}

extension PreviewSettings {
    /// `settings` with another orientation (an explain request names the turned device).
    init(copying settings: PreviewSettings, orientation: Orientation) {
        self = settings
        self.orientation = orientation
    }
}
