import TrellisCore

/// A preview sheet: one panel per device configuration, each view drawn as an outlined
/// rectangle with its id, scaled to a common panel height.
struct SVGSheet {
    private var panels: [(title: String, size: Size, frames: [(id: String, frame: Rect, depth: Int)])] = []

    mutating func addPanel(title: String, size: Size, frames: [(id: String, frame: Rect, depth: Int)]) {
        panels.append((title, size, frames))
    }

    func render(panelHeight: Double = 420) -> String {
        let gap = 24.0
        let titleHeight = 28.0
        var x = gap
        var body = ""
        let palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7"]
        for panel in panels {
            let scale = panel.size.height > 0 ? panelHeight / panel.size.height : 1
            let width = panel.size.width * scale
            body += "<g transform=\"translate(\(fmt(x)),\(fmt(gap)))\">\n"
            body += "<text x=\"0\" y=\"16\" font-family=\"sans-serif\" font-size=\"14\">\(escape(panel.title)) — \(fmt(panel.size.width))×\(fmt(panel.size.height))</text>\n"
            body += "<g transform=\"translate(0,\(fmt(titleHeight))) scale(\(fmt(scale)))\">\n"
            body += "<rect x=\"0\" y=\"0\" width=\"\(fmt(panel.size.width))\" height=\"\(fmt(panel.size.height))\" fill=\"#fafafa\" stroke=\"#333\" stroke-width=\"\(fmt(1 / scale))\"/>\n"
            for entry in panel.frames {
                let color = palette[entry.depth % palette.count]
                let f = entry.frame
                body += "<rect x=\"\(fmt(f.x))\" y=\"\(fmt(f.y))\" width=\"\(fmt(f.width))\" height=\"\(fmt(f.height))\" fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\" stroke-width=\"\(fmt(1.5 / scale))\"/>\n"
                body += "<text x=\"\(fmt(f.x + 3 / scale))\" y=\"\(fmt(f.y + 12 / scale))\" font-family=\"sans-serif\" font-size=\"\(fmt(10 / scale))\" fill=\"\(color)\">\(escape(entry.id))</text>\n"
            }
            body += "</g>\n</g>\n"
            // Leave room for the title too (about 7.5 points a character at 14 points).
            let titleWidth = 7.5 * Double(panel.title.count + 14)
            x += max(width, titleWidth) + gap
        }
        let totalWidth = x
        let totalHeight = panelHeight + titleHeight + 2 * gap
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(totalWidth))\" height=\"\(fmt(totalHeight))\" viewBox=\"0 0 \(fmt(totalWidth)) \(fmt(totalHeight))\">\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + body + "</svg>\n"
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Formats a number compactly for output (at most three decimals).
func fmt(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
}
