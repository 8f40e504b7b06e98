import TrellisCore

/// Where the previews draw a view's text (`render`'s SVG and `preview`'s page alike): each
/// line with its left edge, baseline and width in root points, at the view's point size.
///
/// Labels from their leading edge with the baseline where the measurer put it, button titles
/// centred, a text field's or text view's text inside UIKit's insets (a text field's baseline
/// where the measurer centred it, a text view's lines from its top inset), a segmented
/// control's titles centred in its equal segments, the first at the leading edge as UIKit
/// flips the order in right-to-left layouts.
struct PlacedTextLine {
    var text: String
    var x: Double
    var baseline: Double
    var width: Double
    var pointSize: Double
    var lineHeight: Double
    /// A segmented control's divider before this segment: its x in root points.
    var dividerBefore: Double?
}

enum TextPlacement {
    /// The lines of `entry`'s text in `frame` (root coordinates); empty when it has none.
    static func lines(of entry: LayoutReport.Entry, in frame: Rect, direction: LayoutDirection) -> [PlacedTextLine] {
        if !entry.appearance.segments.isEmpty { return segmentLines(entry, frame, direction: direction) }
        guard let text = entry.appearance.text, !text.isEmpty, let pointSize = entry.appearance.pointSize,
              pointSize > 0, frame.width > 0, frame.height > 0 else { return [] }
        let insets = entry.appearance.textInsets
        let box = Rect(x: frame.x + (direction == .rightToLeft ? insets.trailing : insets.leading), y: frame.y,
                       width: max(frame.width - insets.leading - insets.trailing, 0),
                       height: max(frame.height - insets.top - insets.bottom, 0))
        guard box.width > 0 else { return [] }
        let layout = PreviewText(text: text, pointSize: pointSize, lines: entry.appearance.lines,
                                 width: box.width, height: max(box.height, 1.25 * pointSize))
        let isButton = entry.appearance.kind == "button"
        let blockHeight = layout.lineHeight * Double(layout.lines.count)
        let firstBaseline: Double
        if isButton {
            firstBaseline = (frame.height - blockHeight) / 2 + pointSize
        } else if entry.appearance.kind == "textView" {
            firstBaseline = insets.top + pointSize
        } else {
            firstBaseline = entry.appearance.firstBaseline ?? pointSize
        }
        var placed: [PlacedTextLine] = []
        for (number, line) in layout.lines.enumerated() {
            let width = Double(line.unicodeScalars.count) * layout.characterWidth
            let x: Double
            if isButton {
                x = box.x + (box.width - width) / 2
            } else {
                x = direction == .rightToLeft ? box.x + box.width - width : box.x
            }
            placed.append(PlacedTextLine(text: line, x: x, baseline: frame.y + firstBaseline + layout.lineHeight * Double(number),
                                         width: width, pointSize: pointSize, lineHeight: layout.lineHeight))
        }
        return placed
    }

    /// One line per segment, in the segments' order, each with the divider before it (none
    /// for the leading one); a title too narrow to show has empty text.
    private static func segmentLines(_ entry: LayoutReport.Entry, _ frame: Rect,
                                     direction: LayoutDirection) -> [PlacedTextLine] {
        let segments = entry.appearance.segments
        guard let pointSize = entry.appearance.pointSize, pointSize > 0, frame.width > 0, frame.height > 0 else { return [] }
        let segmentWidth = frame.width / Double(segments.count)
        let lineHeight = DefaultMeasurer.lineHeightFactor * pointSize
        let baseline = frame.y + (entry.appearance.firstBaseline ?? ((frame.height - lineHeight) / 2 + pointSize))
        var placed: [PlacedTextLine] = []
        for (index, title) in segments.enumerated() {
            let slot = direction == .rightToLeft ? segments.count - 1 - index : index
            let left = frame.x + segmentWidth * Double(slot)
            let layout = PreviewText(text: title, pointSize: pointSize, lines: 1, width: segmentWidth, height: lineHeight)
            let line = layout.lines.first ?? ""
            let width = Double(line.unicodeScalars.count) * layout.characterWidth
            placed.append(PlacedTextLine(text: line, x: left + (segmentWidth - width) / 2, baseline: baseline,
                                         width: width, pointSize: pointSize, lineHeight: lineHeight,
                                         dividerBefore: slot > 0 ? left : nil))
        }
        return placed
    }
}
