/// `UICollectionViewFlowLayout`'s placement of one section's items (docs/uikit-behaviours.md
/// §9, "Collection views", F1–F9), worked out in the layout's own axes: a line runs along
/// the "main" axis (across a vertical collection: x) and lines follow each other along the
/// "cross" axis (down it: y). A horizontal collection swaps the two.
struct FlowLayout {
    var scrollDirection: ScrollDirection
    var minimumInteritemSpacing: Double
    var minimumLineSpacing: Double
    var sectionInset: EdgeInsets
    /// `headerReferenceSize` and `footerReferenceSize`: only the length along the scroll
    /// direction counts (F9).
    var headerReferenceSize = Size(width: 0, height: 0)
    var footerReferenceSize = Size(width: 0, height: 0)

    /// The frames of items of `sizes` in the content of a collection view `bounds` large,
    /// the section's header and footer, and the content size. `rightToLeft` mirrors them
    /// horizontally (`flipsHorizontallyInOppositeLayoutDirection` is true for a flow layout, F8).
    func place(_ sizes: [Size], in bounds: Size, rightToLeft: Bool) -> FlowPlacement {
        let vertical = scrollDirection == .vertical
        let inset = sectionInset
        // The header and footer span the collection across the scroll direction and take
        // their reference length along it, before and after the section's insets (F9).
        let headerLength = vertical ? headerReferenceSize.height : headerReferenceSize.width
        let footerLength = vertical ? footerReferenceSize.height : footerReferenceSize.width
        // Insets before and after the items along a line, and before and after the lines.
        let lineStart = vertical ? inset.left : inset.top
        let lineEnd = vertical ? inset.right : inset.bottom
        let firstLine = vertical ? inset.top : inset.left
        let lastLine = vertical ? inset.bottom : inset.right
        let available = max((vertical ? bounds.width : bounds.height) - lineStart - lineEnd, 0)
        let main = sizes.map { vertical ? $0.width : $0.height }
        let cross = sizes.map { vertical ? $0.height : $0.width }

        var origins = [(main: Double, cross: Double)](repeating: (0, 0), count: sizes.count)
        var lineTop = headerLength + firstLine
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        let lines = Self.lines(of: main, available: available, spacing: minimumInteritemSpacing)
        // Uniform items keep to one grid (F4): as many columns as fit, justified, and the
        // last line's items under the columns above.
        let columns = uniform ? Self.columns(length: main.first ?? 0, count: sizes.count, available: available,
                                             spacing: minimumInteritemSpacing, firstLine: lines.first) : 0
        for (lineIndex, line) in lines.enumerated() {
            let lineHeight = line.map { cross[$0] }.max() ?? 0
            let isLast = lineIndex == lines.count - 1
            let positions: [Double]
            if columns > 1 {
                let length = main[line.startIndex]
                let spacing = max((available - Double(columns) * length) / Double(columns - 1), minimumInteritemSpacing)
                positions = line.map { lineStart + Double($0 - line.startIndex) * (length + spacing) }
            } else if line.count == 1 && (uniform || !isLast) {
                // A lone item is centred on its line (F3).
                positions = [lineStart + (available - main[line.startIndex]) / 2]
            } else {
                // Justified (F2); the last line of items of different sizes is not (F5).
                let spacing = isLast ? minimumInteritemSpacing
                    : Self.justifiedSpacing(main[line], count: line.count, available: available, minimum: minimumInteritemSpacing)
                var position = lineStart
                positions = line.map { index in
                    defer { position += main[index] + spacing }
                    return position
                }
            }
            for (index, position) in zip(line, positions) {
                // Centred across the line, which is as tall as its tallest item (F6).
                origins[index] = (position, lineTop + (lineHeight - cross[index]) / 2)
            }
            lineTop += lineHeight + (isLast ? 0 : minimumLineSpacing)
        }
        let footerStart = lineTop + lastLine
        let extent = footerStart + footerLength
        // Across the scroll direction the content is the collection's breadth, never below
        // zero: a collection squeezed to a negative breadth by its constraints lays its items
        // into no room (`available` above), and a content size is a size.
        let breadth = max(vertical ? bounds.width : bounds.height, 0)
        let contentSize = vertical ? Size(width: breadth, height: extent) : Size(width: extent, height: breadth)
        /// A band across the collection from `start`, `length` long along the scroll direction.
        func band(_ start: Double, _ length: Double) -> Rect? {
            guard length > 0 else { return nil }
            var frame = vertical ? Rect(x: 0, y: start, width: bounds.width, height: length)
                : Rect(x: start, y: 0, width: length, height: bounds.height)
            if rightToLeft { frame.x = contentSize.width - frame.x - frame.width }
            return frame
        }
        let frames = sizes.indices.map { index -> Rect in
            let origin = origins[index]
            var frame = vertical
                ? Rect(x: origin.main, y: origin.cross, width: sizes[index].width, height: sizes[index].height)
                : Rect(x: origin.cross, y: origin.main, width: sizes[index].width, height: sizes[index].height)
            if rightToLeft { frame.x = contentSize.width - frame.x - frame.width }
            return frame
        }
        return FlowPlacement(frames: frames, contentSize: contentSize, header: band(0, headerLength),
                             footer: band(footerStart, footerLength))
    }

    /// Items into lines (F1): a line takes items while the next one fits with the minimum
    /// spacing before it; every line takes at least one item, however long.
    static func lines(of lengths: [Double], available: Double, spacing: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (index, length) in lengths.enumerated() {
            if index > start, used + spacing + length > available + 1e-9 {
                lines.append(start..<index)
                start = index
                used = length
            } else {
                used += (index > start ? spacing : 0) + length
            }
        }
        if start < lengths.count { lines.append(start..<lengths.count) }
        return lines
    }

    /// How many uniform items of `length` a line holds: what the first line took when there
    /// is a second, otherwise as many as would fit (at most `count`, at least 1).
    static func columns(length: Double, count: Int, available: Double, spacing: Double, firstLine: Range<Int>?) -> Int {
        guard let firstLine else { return 0 }
        if firstLine.count < count { return firstLine.count }
        var columns = firstLine.count
        // Room for more than there are items: count how many would fit, stopping at a
        // bound that keeps the integer conversion safe.
        if length + spacing > 0 {
            let fit = ((available + spacing) / (length + spacing)).rounded(.down)
            if fit > Double(columns) { columns = fit < 1_000_000 ? Int(fit) : 1_000_000 }
        }
        return max(columns, 1)
    }

    /// The spacing that makes a line of `count` items span `available` (F2), never less than
    /// the minimum (an item longer than the line leaves nothing to spread).
    static func justifiedSpacing(_ lengths: ArraySlice<Double>, count: Int, available: Double, minimum: Double) -> Double {
        guard count > 1 else { return minimum }
        let total = lengths.reduce(0, +)
        return max((available - total) / Double(count - 1), minimum)
    }
}

/// Where a flow layout put one section: its items, its header and footer (nil: none, a
/// reference size of 0 along the scroll direction), and the content size.
struct FlowPlacement {
    var frames: [Rect]
    var contentSize: Size
    var header: Rect?
    var footer: Rect?
}
