import TrellisCore

/// The preview picture: one panel per layout configuration, all drawn at one scale
/// (`zoom` pixels per point), as SVG.
///
/// Each panel is the screen with its safe-area insets shaded (status bar, home indicator,
/// sensor housing), every installed view drawn by kind, label, button, text field and text
/// view text drawn at its point size with the default measurer's metrics, and an id tag per view placed so that
/// tags do not overlap (`TagPlacement`). Broken constraints and ambiguous views are listed
/// under the panel; ambiguous views are outlined in red.
struct PreviewSheet {
    struct Panel {
        var configuration: LayoutConfiguration
        var report: LayoutReport
    }

    var panels: [Panel]
    var zoom: Double

    /// The default zoom: the tallest panel drawn at most 900 pixels high, never enlarged.
    static func defaultZoom(for configurations: [LayoutConfiguration]) -> Double {
        let tallest = configurations.map(\.height).max() ?? 1
        return tallest > 0 ? min(1, 900 / tallest) : 1
    }

    private static let margin = 24.0
    private static let gap = 40.0
    private static let titleHeight = 40.0
    private static let lineHeight = 14.0
    private static let maximumRowWidth = 2000.0
    private static let tagFontSize = 10.0
    /// DejaVu Sans Mono's advance is 0.602 em: tags are sized exactly.
    private static let tagCharacterWidth = 0.602 * tagFontSize

    func svg() -> String {
        var body = ""
        var x = PreviewSheet.margin
        var y = PreviewSheet.margin
        var rowHeight = 0.0
        var sheetWidth = 0.0
        for (index, panel) in panels.enumerated() {
            let drawn = draw(panel, number: index)
            if x > PreviewSheet.margin && x + drawn.width > PreviewSheet.maximumRowWidth {
                x = PreviewSheet.margin
                y += rowHeight + PreviewSheet.gap
                rowHeight = 0
            }
            body += "<g transform=\"translate(\(n(x)),\(n(y)))\">\n" + drawn.svg + "</g>\n"
            x += drawn.width + PreviewSheet.gap
            rowHeight = max(rowHeight, drawn.height)
            sheetWidth = max(sheetWidth, x - PreviewSheet.gap + PreviewSheet.margin)
        }
        let sheetHeight = y + rowHeight + PreviewSheet.margin
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(sheetWidth))" height="\(n(sheetHeight))" \
            viewBox="0 0 \(n(sheetWidth)) \(n(sheetHeight))" font-family="DejaVu Sans, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """ + body + "</svg>\n"
    }

    /// One panel's SVG in its own coordinates (title on top at y 0), with its size; `number`
    /// keeps the ids of its clip paths apart from other panels'.
    private func draw(_ panel: Panel, number: Int) -> (svg: String, width: Double, height: Double) {
        let configuration = panel.configuration
        let screenWidth = configuration.width * zoom
        let screenHeight = configuration.height * zoom
        let top = PreviewSheet.titleHeight
        var out = ""

        // Title and traits.
        out += "<text x=\"0\" y=\"15\" font-size=\"14\" font-weight=\"bold\" fill=\"#222\">\(escape(configuration.title))</text>\n"
        out += "<text x=\"0\" y=\"31\" font-size=\"11\" fill=\"#555\">\(escape(subtitle(configuration)))</text>\n"

        // The screen and its safe area.
        out += "<g transform=\"translate(0,\(n(top)))\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(screenWidth))\" height=\"\(n(screenHeight))\" rx=\"6\" fill=\"#ffffff\" stroke=\"#222\" stroke-width=\"1.5\"/>\n"
        out += safeAreaOverlay(configuration.safeArea, width: configuration.width, height: configuration.height)

        // Views, parents before children; text boxes become obstacles for the tags.
        let ambiguous = panel.report.ambiguousAttributes
        var textBoxes: [Box] = []
        var tagged: [(entry: LayoutReport.Entry, frame: Box)] = []
        // Table cells are clipped to their table, as a scroll view clips its content.
        var clipIDs: [String: String] = [:]
        for entry in panel.report.entries {
            guard let frame = entry.frameInRoot else { continue }
            let box = Box(x: frame.x * zoom, y: frame.y * zoom, width: frame.width * zoom, height: frame.height * zoom)
            if entry.depth > 0 {
                var drawn = drawView(entry, box, ambiguous: ambiguous[entry.id] != nil)
                if !entry.appearance.hidden, let text = drawText(entry, frame, direction: configuration.direction) {
                    drawn += text.svg
                    textBoxes += text.boxes
                }
                if let clip = entry.clip {
                    let key = "\(clip.x) \(clip.y) \(clip.width) \(clip.height)"
                    let id = clipIDs[key] ?? "clip\(number)-\(clipIDs.count)"
                    if clipIDs[key] == nil {
                        clipIDs[key] = id
                        out += "<clipPath id=\"\(id)\"><rect x=\"\(n(clip.x * zoom))\" y=\"\(n(clip.y * zoom))\" width=\"\(n(clip.width * zoom))\" height=\"\(n(clip.height * zoom))\"/></clipPath>\n"
                    }
                    drawn = "<g clip-path=\"url(#\(id))\">\n" + drawn + "</g>\n"
                }
                out += drawn
            }
            // Cells cut off by their table get no tag.
            if let clip = entry.clip, frame.y < clip.y || frame.y + frame.height > clip.y + clip.height { continue }
            tagged.append((entry, box))
        }

        // Id tags, smallest views first.
        let screen = Box(x: 0, y: 0, width: screenWidth, height: screenHeight)
        var placement = TagPlacement(obstacles: textBoxes, bounds: screen)
        var legend: [String] = []
        var tags = ""
        let order = tagged.sorted { ($0.frame.width * $0.frame.height, $0.entry.depth) < ($1.frame.width * $1.frame.height, $1.entry.depth) }
        for (entry, frame) in order {
            let label = tagText(entry)
            let size = (width: Double(label.count) * PreviewSheet.tagCharacterWidth + 6, height: 13.0)
            let placed = placement.place(tag: size, badge: (width: 6 + 2 * PreviewSheet.tagCharacterWidth + 6, height: 13), on: frame)
            let color = PreviewSheet.color(of: entry.appearance.kind)
            let text = placed.badge.map { "\($0)" } ?? label
            if let badge = placed.badge { legend.append("\(badge): \(label)") }
            tags += "<rect x=\"\(n(placed.box.x))\" y=\"\(n(placed.box.y))\" width=\"\(n(placed.box.width))\" height=\"\(n(placed.box.height))\" rx=\"2\" fill=\"#ffffff\" fill-opacity=\"0.9\" stroke=\"\(color)\" stroke-width=\"0.75\"/>\n"
            tags += "<text x=\"\(n(placed.box.x + 3))\" y=\"\(n(placed.box.y + 10))\" font-family=\"DejaVu Sans Mono, monospace\" font-size=\"\(n(PreviewSheet.tagFontSize))\" fill=\"\(color)\">\(escape(text))</text>\n"
        }
        out += tags + "</g>\n"

        // Under the panel: what went wrong, and the badges' legend.
        var notes: [String] = []
        for conflict in panel.report.diagnostics.unsatisfiable {
            notes.append("broken: \(conflict.broken)")
        }
        for entry in panel.report.diagnostics.ambiguous {
            notes.append("ambiguous: \(entry.view) (\(entry.attributes.joined(separator: ", ")))")
        }
        notes += legend.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }
        var y = top + screenHeight + 6
        for note in notes {
            y += PreviewSheet.lineHeight
            let color = note.hasPrefix("broken") || note.hasPrefix("ambiguous") ? "#c62828" : "#444"
            out += "<text x=\"0\" y=\"\(n(y - 3))\" font-size=\"11\" fill=\"\(color)\">\(escape(note))</text>\n"
        }
        let titleWidth = Double(max(configuration.title.count * 9, subtitle(configuration).count * 6))
        let notesWidth = Double(notes.map(\.count).max() ?? 0) * 6.5
        return (out, max(screenWidth, titleWidth, notesWidth), y + 4)
    }

    private func subtitle(_ configuration: LayoutConfiguration) -> String {
        var parts = ["\(formatPoints(configuration.width))×\(formatPoints(configuration.height)) pt",
                     sizeClassLabel(configuration.horizontal, configuration.vertical),
                     configuration.direction == .rightToLeft ? "RTL" : "LTR", configuration.category.name]
        let insets = configuration.safeArea
        if insets != .zero {
            parts.append("safe area \([insets.top, insets.left, insets.bottom, insets.right].map(formatPoints).joined(separator: ", "))")
        }
        return parts.joined(separator: " · ")
    }

    /// Shaded bands for the safe-area insets, the home indicator, and a dashed outline of
    /// the safe area.
    private func safeAreaOverlay(_ insets: SafeAreaInsets, width: Double, height: Double) -> String {
        guard insets != .zero else { return "" }
        var out = ""
        let band = "fill=\"#37474f\" fill-opacity=\"0.10\""
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            guard w > 0, h > 0 else { return }
            out += "<rect x=\"\(n(x * zoom))\" y=\"\(n(y * zoom))\" width=\"\(n(w * zoom))\" height=\"\(n(h * zoom))\" \(band)/>\n"
        }
        rect(0, 0, width, insets.top)
        rect(0, height - insets.bottom, width, insets.bottom)
        rect(0, insets.top, insets.left, height - insets.top - insets.bottom)
        rect(width - insets.right, insets.top, insets.right, height - insets.top - insets.bottom)
        if insets.top * zoom >= 12 {
            out += "<text x=\"\(n(width * zoom - 4))\" y=\"\(n(insets.top * zoom - 4))\" font-size=\"9\" fill=\"#546e7a\" text-anchor=\"end\">status bar \(formatPoints(insets.top))</text>\n"
        }
        if insets.bottom > 0 {
            // The home indicator: 134 x 5 pt, centred, 8 pt above the bottom edge (iPhone).
            let indicatorWidth = min(134, width / 3)
            out += "<rect x=\"\(n((width - indicatorWidth) / 2 * zoom))\" y=\"\(n((height - 13) * zoom))\" width=\"\(n(indicatorWidth * zoom))\" height=\"\(n(5 * zoom))\" rx=\"\(n(2.5 * zoom))\" fill=\"#263238\"/>\n"
            out += "<text x=\"\(n(width * zoom - 4))\" y=\"\(n(height * zoom - 4))\" font-size=\"9\" fill=\"#546e7a\" text-anchor=\"end\">home indicator \(formatPoints(insets.bottom))</text>\n"
        }
        let safe = (x: insets.left, y: insets.top, w: width - insets.left - insets.right, h: height - insets.top - insets.bottom)
        if safe.w > 0, safe.h > 0 {
            out += "<rect x=\"\(n(safe.x * zoom))\" y=\"\(n(safe.y * zoom))\" width=\"\(n(safe.w * zoom))\" height=\"\(n(safe.h * zoom))\" fill=\"none\" stroke=\"#546e7a\" stroke-width=\"0.75\" stroke-dasharray=\"2,3\"/>\n"
        }
        return out
    }

    private func drawView(_ entry: LayoutReport.Entry, _ box: Box, ambiguous: Bool) -> String {
        let kind = entry.appearance.kind
        let color = PreviewSheet.color(of: kind)
        let geometry = "x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\""
        var out: String
        if entry.appearance.hidden {
            out = "<rect \(geometry) fill=\"none\" stroke=\"#9e9e9e\" stroke-width=\"1\" stroke-dasharray=\"1,3\"/>\n"
        } else {
            switch kind {
            case "guide":
                out = "<rect \(geometry) fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"1,2\"/>\n"
            case "stack", "group":
                out = "<rect \(geometry) fill=\"\(color)\" fill-opacity=\"0.06\" stroke=\"\(color)\" stroke-width=\"1.25\" stroke-dasharray=\"6,3\"/>\n"
            case "button":
                out = "<rect \(geometry) rx=\"\(n(min(8, box.height / 2)))\" fill=\"\(color)\" fill-opacity=\"0.18\" stroke=\"\(color)\" stroke-width=\"1.25\"/>\n"
            case "image":
                out = "<rect \(geometry) fill=\"\(color)\" fill-opacity=\"0.16\" stroke=\"\(color)\" stroke-width=\"1.25\"/>\n"
                out += "<path d=\"M\(n(box.x)),\(n(box.y)) L\(n(box.maxX)),\(n(box.maxY)) M\(n(box.maxX)),\(n(box.y)) L\(n(box.x)),\(n(box.maxY))\" stroke=\"\(color)\" stroke-opacity=\"0.35\" stroke-width=\"1\"/>\n"
            default:
                out = "<rect \(geometry) fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\" stroke-width=\"1.25\"/>\n"
            }
        }
        if ambiguous {
            out += "<rect \(geometry) fill=\"none\" stroke=\"#c62828\" stroke-width=\"2\" stroke-dasharray=\"5,3\"/>\n"
        }
        return out
    }

    /// A view's text at its point size, placed by `TextPlacement`, with a segmented
    /// control's dividers; the lines' boxes become obstacles for the id tags.
    private func drawText(_ entry: LayoutReport.Entry, _ frame: Rect,
                          direction: LayoutDirection) -> (svg: String, boxes: [Box])? {
        let lines = TextPlacement.lines(of: entry, in: frame, direction: direction)
        guard !lines.isEmpty else { return nil }
        let color = PreviewSheet.color(of: entry.appearance.kind)
        var out = ""
        var boxes: [Box] = []
        for line in lines {
            if let left = line.dividerBefore {
                out += "<line x1=\"\(n(left * zoom))\" y1=\"\(n((frame.y + 4) * zoom))\" x2=\"\(n(left * zoom))\" y2=\"\(n((frame.y + frame.height - 4) * zoom))\" stroke=\"\(color)\" stroke-opacity=\"0.5\" stroke-width=\"1\"/>\n"
            }
            guard !line.text.isEmpty else { continue }
            out += "<text x=\"\(n(line.x * zoom))\" y=\"\(n(line.baseline * zoom))\" font-size=\"\(n(line.pointSize * zoom))\" textLength=\"\(n(line.width * zoom))\" lengthAdjust=\"spacing\" fill=\"#212121\">\(escape(line.text))</text>\n"
            boxes.append(Box(x: line.x * zoom, y: (line.baseline - line.pointSize) * zoom, width: line.width * zoom,
                             height: line.lineHeight * zoom))
        }
        return (out, boxes)
    }

    private func tagText(_ entry: LayoutReport.Entry) -> String {
        entry.id + " · " + entry.appearance.kind + (entry.appearance.hidden ? " (hidden)" : "")
    }

    /// One colour per kind of view (custom kinds share one; UIKit's controls share one, and
    /// its bars another).
    static func color(of kind: String) -> String {
        switch kind {
        case "label": return "#2e7d32"
        case "button": return "#1565c0"
        case "image": return "#ef6c00"
        case "stack": return "#6a1b9a"
        case "group": return "#00838f"
        case "container": return "#6d4c41"
        case "guide": return "#757575"
        case "view": return "#455a64"
        case "navigationBar", "toolbar", "tabBar", "searchBar", "visualEffectView": return "#37474f"
        case "textField", "textView", "switch", "slider", "stepper", "segmentedControl", "activityIndicator",
             "progressView", "pageControl", "datePicker", "pickerView":
            return "#3949ab"
        default: return "#ad1457"
        }
    }

    private func n(_ value: Double) -> String { formatPoints(value) }

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
