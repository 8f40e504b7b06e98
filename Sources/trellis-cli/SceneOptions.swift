import ArgumentParser
import TrellisCore
import TrellisDocument

/// The document and the scene in it: the first argument of every subcommand.
struct DocumentOptions: ParsableArguments {
    @Argument(help: "The trellis/1 document (a JSON file, or one `trellis-cli compile` wrote; references resolve next to it).")
    var document: String

    @Option(help: ArgumentHelp("The scene to lay out (default: the document's initialScene, else its first scene).",
                               valueName: "id"))
    var scene: String?

    /// Loads the document and makes a scene of it.
    func makeScene() throws -> (DocumentDescription, Scene) {
        let description: DocumentDescription
        do {
            description = try DocumentLoader.loadFile(path: document)
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
        do {
            return (description, try Scene(document: description, sceneID: scene))
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
    }
}

/// The environment a scene is laid out in, for `layout` and `explain`.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The device whose size and size classes to use (\(Device.names)).",
                               valueName: "name"))
    var device: String = "iphone-portrait"

    @Option(parsing: .unconditional,
            help: ArgumentHelp("The scene size in points, overriding the device's (e.g. 390x844).", valueName: "WxH"),
            transform: SceneSize.parse)
    var size: SceneSize?

    @Option(name: .customLong("safe-area"),
            help: ArgumentHelp("The root's safe-area insets in points, overriding the device's (default with --size: none).",
                               valueName: "top,left,bottom,right"))
    var safeArea: SafeAreaArgument?

    @Option(help: ArgumentHelp("Horizontal and vertical size classes, overriding the device's: compact|regular|unspecified or C|R|U (e.g. compact,regular).",
                               valueName: "h,v"))
    var classes: SizeClassPair?

    @Flag(help: "Lay out right-to-left (leading/trailing become right/left).")
    var rtl = false

    @Option(help: ArgumentHelp("The content size category for Dynamic Type.", valueName: "name"))
    var category: ContentSizeCategory = .large

    @Option(help: ArgumentHelp("Display scale for pixel rounding, 0...1000 (0: no rounding).", valueName: "s"))
    var scale: Double = 0

    func validate() throws {
        guard Device.named(device) != nil else {
            throw ValidationError("unknown device \"\(device)\"; devices: \(Device.names)")
        }
        guard scale.isFinite, scale >= 0, scale <= 1000 else {
            throw ValidationError("--scale must be in 0...1000, got \(formatPoints(scale))")
        }
    }

    /// The configuration these options describe.
    var configuration: LayoutConfiguration {
        let base = Device.named(device) ?? Device.all[0]
        return LayoutConfiguration(
            title: base.title,
            width: size?.width ?? base.width, height: size?.height ?? base.height,
            horizontal: classes?.horizontal ?? base.horizontal, vertical: classes?.vertical ?? base.vertical,
            direction: rtl ? .rightToLeft : .leftToRight, category: category, scale: scale,
            safeArea: safeArea?.insets ?? (size == nil ? base.safeArea : .zero))
    }
}
