#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TrellisCore
import TrellisDocument

/// trellis-cli — lay a trellis/1 document out and look at the result.
///
///   trellis-cli layout FILE [--scene ID] [--size WxH] [--classes wC,hR] [--rtl]
///                           [--category NAME] [--scale S]
///   trellis-cli render FILE --out sheet.svg [--scene ID]
///   trellis-cli demo FILE --out sheet.svg [--scene ID]   (frames for every preview device + the sheet)

let usage = """
usage: trellis-cli layout FILE [--scene ID] [--size WxH] [--classes h,v] [--rtl] [--category NAME] [--scale S]
       trellis-cli render FILE --out FILE.svg [--scene ID]
       trellis-cli demo FILE --out FILE.svg [--scene ID]
       trellis-cli compile FILE.json -o FILE.trellisc
size classes: compact|regular|unspecified (or C|R|U), e.g. --classes compact,regular
"""

struct Options {
    var command = ""
    var file = ""
    var scene: String?
    var width = 390.0
    var height = 844.0
    var horizontal = SizeClass.compact
    var vertical = SizeClass.regular
    var rightToLeft = false
    var category = ContentSizeCategory.large
    var scale = 0.0
    var output: String?
}

func fail(_ message: String) -> Never {
    print("trellis-cli: \(message)")
    exit(2)
}

func parseSizeClass(_ text: String) -> SizeClass {
    switch text.lowercased() {
    case "compact", "c": return .compact
    case "regular", "r": return .regular
    case "unspecified", "u", "any": return .unspecified
    default: fail("unknown size class \"\(text)\"")
    }
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var rest = arguments[...]
    guard let command = rest.popFirst(), let file = rest.popFirst() else { fail(usage) }
    options.command = command
    options.file = file
    func value(_ flag: String) -> String {
        guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
        return value
    }
    while let flag = rest.popFirst() {
        switch flag {
        case "--scene": options.scene = value(flag)
        case "--size":
            let parts = value(flag).split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 }) else { fail("--size wants WxH, e.g. 390x844") }
            options.width = parts[0]
            options.height = parts[1]
        case "--classes":
            let parts = value(flag).split(separator: ",").map(String.init)
            guard parts.count == 2 else { fail("--classes wants two size classes, e.g. compact,regular") }
            options.horizontal = parseSizeClass(parts[0])
            options.vertical = parseSizeClass(parts[1])
        case "--rtl": options.rightToLeft = true
        case "--category":
            let name = value(flag)
            guard let category = ContentSizeCategory(name: name) else { fail("unknown content size category \"\(name)\"") }
            options.category = category
        case "--scale":
            guard let scale = Double(value(flag)), scale.isFinite, scale >= 0 else { fail("--scale wants a number >= 0") }
            options.scale = scale
        case "--out": options.output = value(flag)
        default: fail("unknown option \(flag)\n\(usage)")
        }
    }
    return options
}

/// Every installed view's frame in root coordinates, with its depth in the hierarchy.
func frames(of scene: Scene) -> [(id: String, frame: Rect, depth: Int)] {
    var result: [(id: String, frame: Rect, depth: Int)] = []
    for index in 0..<scene.viewCount {
        guard let id = scene.viewID(at: index), scene.isInstalled(id) == true,
              let frame = try? scene.frameInRoot(of: id) else { continue }
        result.append((id, frame, scene.depth(ofView: id)))
    }
    return result
}

func printFrames(of scene: Scene, title: String) {
    print("== \(title)")
    for entry in frames(of: scene) {
        let indent = String(repeating: "  ", count: entry.depth)
        print("\(indent)\(entry.id): (\(fmt(entry.frame.x)), \(fmt(entry.frame.y)), \(fmt(entry.frame.width)), \(fmt(entry.frame.height)))")
    }
    for broken in scene.diagnostics().unsatisfiable {
        print("  broken: \(broken.broken)  (conflicts with: \(broken.conflict.dropFirst().joined(separator: "; ")))")
    }
}

func writeFile(_ path: String, _ contents: String) {
    guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
    defer { fclose(file) }
    var bytes = Array(contents.utf8)
    if fwrite(&bytes, 1, bytes.count, file) != bytes.count { fail("cannot write \(path)") }
}

func run() {
    if CommandLine.arguments.dropFirst().first == "compile" { return CompileCommand.run(Array(CommandLine.arguments.dropFirst(2))) }
    let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
    let document: DocumentDescription
    do {
        document = try DocumentLoader.loadFile(path: options.file)
    } catch {
        fail(error.message)
    }
    let scene: Scene
    do {
        scene = try Scene(document: document, sceneID: options.scene)
        try scene.setDisplayScale(options.scale)
    } catch {
        fail(error.message)
    }
    scene.setContentSizeCategory(options.category)
    scene.setLayoutDirection(options.rightToLeft ? .rightToLeft : .leftToRight)

    func lay(_ width: Double, _ height: Double, _ horizontal: SizeClass, _ vertical: SizeClass) {
        do {
            try scene.setSize(width: width, height: height)
            scene.setSizeClasses(horizontal: horizontal, vertical: vertical)
            try scene.layout()
        } catch {
            fail(error.message)
        }
    }

    switch options.command {
    case "layout":
        lay(options.width, options.height, options.horizontal, options.vertical)
        printFrames(of: scene, title: "\(fmt(options.width))x\(fmt(options.height)) \(options.horizontal) \(options.vertical)")
    case "render", "demo":
        guard let output = options.output else { fail("\(options.command) needs --out FILE.svg") }
        var sheet = SVGSheet()
        for device in DeviceConfiguration.previewSet {
            lay(device.width, device.height, device.horizontal, device.vertical)
            if options.command == "demo" {
                printFrames(of: scene, title: "\(device.name) \(fmt(device.width))x\(fmt(device.height)) w\(device.horizontal) h\(device.vertical)")
            }
            sheet.addPanel(title: device.name, size: Size(width: device.width, height: device.height), frames: frames(of: scene))
        }
        writeFile(output, sheet.render())
        print("wrote \(output)")
    default:
        fail(usage)
    }
}

run()
