import ArgumentParser
import TrellisCore

/// `trellis-cli render`: the preview picture of a scene on several devices (or at one
/// size), as SVG or PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene on several devices (or at one size) into an SVG or PNG picture.",
        discussion: """
            Each panel shows the screen with its safe-area insets shaded, every installed view drawn by kind with an id tag, and label, button, text field and text view text at its point size. All panels share one scale. PNG files are rasterized by rsvg-convert (librsvg).
            """)

    @OptionGroup var documentOptions: DocumentOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The picture to write: FILE.svg or FILE.png.", valueName: "file"))
    var out: String

    @Option(help: ArgumentHelp("Comma-separated devices to draw, one panel each (\(Device.names)).", valueName: "names"))
    var devices: String = Device.previewSet.joined(separator: ",")

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Draw one panel at this size in points instead of the devices (e.g. 390x844; size classes default to compact,regular).",
                               valueName: "WxH"),
            transform: SceneSize.parse)
    var size: SceneSize?

    @Option(name: .customLong("safe-area"),
            help: ArgumentHelp("The root's safe-area insets in points for the --size panel (default: none).",
                               valueName: "top,left,bottom,right"))
    var safeArea: SafeAreaArgument?

    @Option(help: ArgumentHelp("Size classes for every panel, overriding the devices': compact|regular|unspecified or C|R|U.",
                               valueName: "h,v"))
    var classes: SizeClassPair?

    @Flag(help: "Lay out and draw right-to-left.")
    var rtl = false

    @Option(help: ArgumentHelp("The content size category for Dynamic Type.", valueName: "name"))
    var category: ContentSizeCategory = .large

    @Option(help: ArgumentHelp("Pixels per point for every panel (default: the tallest panel at most 900 pixels high, at most 1).",
                               valueName: "z"))
    var zoom: Double?

    func validate() throws {
        guard out.hasSuffix(".svg") || out.hasSuffix(".png") else {
            throw ValidationError("--out must name an .svg or .png file, got \"\(out)\"")
        }
        for name in deviceNames where Device.named(name) == nil {
            throw ValidationError("unknown device \"\(name)\"; devices: \(Device.names)")
        }
        if let zoom, !(zoom.isFinite && zoom > 0 && zoom <= 10) {
            throw ValidationError("--zoom must be in (0, 10], got \(formatPoints(zoom))")
        }
    }

    private var deviceNames: [String] {
        devices.split(separator: ",").map { String($0).trimmingSpaces }
    }

    /// The panels to draw: one per device, or one at `--size`.
    var configurations: [LayoutConfiguration] {
        let direction: LayoutDirection = rtl ? .rightToLeft : .leftToRight
        if let size {
            let horizontal = classes?.horizontal ?? .compact
            let vertical = classes?.vertical ?? .regular
            return [LayoutConfiguration(title: "\(formatPoints(size.width))×\(formatPoints(size.height))",
                                        width: size.width, height: size.height, horizontal: horizontal,
                                        vertical: vertical, direction: direction, category: category, scale: 0,
                                        safeArea: safeArea?.insets ?? .zero)]
        }
        return deviceNames.compactMap(Device.named).map { device in
            LayoutConfiguration(title: device.title, width: device.width, height: device.height,
                                horizontal: classes?.horizontal ?? device.horizontal,
                                vertical: classes?.vertical ?? device.vertical,
                                direction: direction, category: category, scale: 0, safeArea: device.safeArea)
        }
    }

    func run() throws {
        let (_, scene) = try documentOptions.makeScene()
        var panels: [PreviewSheet.Panel] = []
        for configuration in configurations {
            try configuration.layOut(scene)
            panels.append(PreviewSheet.Panel(configuration: configuration,
                                             report: LayoutReport(scene: scene, configuration: configuration)))
        }
        let sheet = PreviewSheet(panels: panels, zoom: zoom ?? PreviewSheet.defaultZoom(for: configurations))
        let svg = sheet.svg()
        if out.hasSuffix(".png") {
            try PNGRasterizer.rasterize(svg: svg, to: out)
        } else {
            try writeFile(out, svg)
        }
        try writeStandardOutput("wrote \(out) (\(panels.count) panel\(panels.count == 1 ? "" : "s"))\n")
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
