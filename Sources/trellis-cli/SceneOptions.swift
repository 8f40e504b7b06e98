import ArgumentParser
import Glibc
import TrellisCore
import TrellisDocument

/// The document and the scene in it: the first argument of every subcommand.
struct DocumentOptions: ParsableArguments {
    @Argument(help: "The trellis/1 document (a JSON file, or one `trellis-cli compile` wrote; references resolve next to it), or an Interface Builder storyboard or xib.")
    var document: String

    @Flag(help: "Storyboards and xibs: give every view whose intrinsic content Trellis cannot measure exactly (text, images, controls, custom classes) its stored IB frame size as a placeholder intrinsic size.")
    var intrinsicFromFrames = false

    @Option(help: ArgumentHelp("The scene to lay out (default: the document's initialScene, else its first scene).",
                               valueName: "id"))
    var scene: String?

    /// Loads the document and makes a scene of it.
    func makeScene() throws -> (DocumentDescription, Scene) {
        let (description, scene, _) = try makeSceneWithDesign()
        return (description, scene)
    }

    /// Loads the document and makes a scene of it; for storyboards and xibs also the
    /// scene's design size and environment (and the import's warnings go to stderr).
    func makeSceneWithDesign() throws -> (DocumentDescription, Scene, InterfaceBuilderImporter.SceneInfo?) {
        let description: DocumentDescription
        var design: InterfaceBuilderImporter.Result?
        do {
            if let imported = try InterfaceBuilderImporter.importFileIfInterfaceBuilder(
                path: document, options: InterfaceBuilderImporter.Options(intrinsicFromFrames: intrinsicFromFrames)) {
                for warning in imported.warnings.messages { printError("\(document): warning: \(warning)") }
                description = imported.document
                design = imported
            } else {
                description = try DocumentLoader.loadFile(path: document)
            }
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
        do {
            let made = try Scene(document: description, sceneID: scene)
            let info = design.flatMap { $0.scene(named: scene ?? made.sceneID) ?? $0.scene(named: made.sceneID) }
            return (description, made, info)
        } catch {
            throw CLIError("\(document): \(error.message)")
        }
    }
}

/// The environment a scene is laid out in, for `layout` and `explain`.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The device (default: iphone-portrait) whose size and size classes to use: \(Device.names); a storyboard scene without it is laid out on its design device.",
                               valueName: "name"))
    var device: String?

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
        if let device, Device.named(device) == nil {
            throw ValidationError("unknown device \"\(device)\"; devices: \(Device.names)")
        }
        guard scale.isFinite, scale >= 0, scale <= 1000 else {
            throw ValidationError("--scale must be in 0...1000, got \(formatPoints(scale))")
        }
    }

    /// The configuration these options describe.
    var configuration: LayoutConfiguration {
        let base = device.flatMap(Device.named) ?? Device.all[0]
        return LayoutConfiguration(
            title: base.title,
            width: size?.width ?? base.width, height: size?.height ?? base.height,
            horizontal: classes?.horizontal ?? base.horizontal, vertical: classes?.vertical ?? base.vertical,
            direction: rtl ? .rightToLeft : .leftToRight, category: category, scale: scale,
            safeArea: safeArea?.insets ?? (size == nil ? base.safeArea : .zero))
    }
}

extension EnvironmentOptions {
    /// The configuration for a scene: a storyboard scene laid out without `--device` or
    /// `--size` gets its design size, size classes, safe area and, unless `--scale` is given,
    /// its device's display scale.
    func configuration(design: InterfaceBuilderImporter.SceneInfo?) -> LayoutConfiguration {
        guard let design, device == nil, size == nil else { return configuration }
        var result = configuration
        result.title = "design"
        result.width = design.designWidth
        result.height = design.designHeight
        if scale == 0 { result.scale = design.displayScale }
        result.horizontal = classes?.horizontal ?? design.horizontal
        result.vertical = classes?.vertical ?? design.vertical
        result.safeArea = SafeAreaInsets(top: design.safeArea.top, left: design.safeArea.left,
                                         bottom: design.safeArea.bottom, right: design.safeArea.right)
        return result
    }
}
