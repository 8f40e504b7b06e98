import ArgumentParser

/// `trellis-cli devices`: the device table used by `--device` and `--devices`.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device configurations: size, size classes and safe-area insets.")

    func run() throws {
        let nameWidth = max(Device.all.map(\.name.count).max() ?? 0, 4) + 2
        var text = pad("name", nameWidth) + "size (pt)   classes  safe area (top, left, bottom, right)  title\n"
        for device in Device.all {
            let size = "\(formatPoints(device.width))x\(formatPoints(device.height))"
            let insets = [device.safeArea.top, device.safeArea.left, device.safeArea.bottom, device.safeArea.right]
                .map(formatPoints).joined(separator: ", ")
            text += pad(device.name, nameWidth) + pad(size, 12) + pad(sizeClassLabel(device.horizontal, device.vertical), 9)
                + pad(insets, 38) + device.title + "\n"
        }
        try writeStandardOutput(text)
    }
}

/// Left-aligns `text` in a column of `width` characters (at least one space after it).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
