/// A rectangle in sheet pixels.
struct Box {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func intersects(_ other: Box) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: Box) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// Places the views' id tags so that no two overlap and none covers drawn text: each tag
/// tries the corners of its view (inside, then just outside above and below); views are
/// placed smallest first, because large views have more room to give way. A tag with no
/// free place becomes a numbered badge, explained in the panel's legend.
struct TagPlacement {
    /// Where a tag went: its box and whether it is a numbered badge.
    struct Placed {
        var box: Box
        var badge: Int?
    }

    private(set) var occupied: [Box]
    private let bounds: Box
    private var nextBadge = 1

    /// `obstacles` are boxes tags must not cover (drawn text); `bounds` is where tags may go.
    init(obstacles: [Box], bounds: Box) {
        occupied = obstacles
        self.bounds = bounds
    }

    /// Finds a place for a tag of `size` on the view `frame`; nil only when not even a
    /// badge of `badgeSize` fits anywhere (it is then drawn at the view's top-left corner).
    mutating func place(tag size: (width: Double, height: Double), badge badgeSize: (width: Double, height: Double),
                        on frame: Box) -> Placed {
        if let box = firstFree(size, around: frame) {
            occupied.append(box)
            return Placed(box: box, badge: nil)
        }
        let number = nextBadge
        nextBadge += 1
        let box = firstFree(badgeSize, around: frame) ?? nearestFree(badgeSize, to: frame)
            ?? Box(x: frame.x + 1, y: frame.y + 1, width: badgeSize.width, height: badgeSize.height)
        occupied.append(box)
        return Placed(box: box, badge: number)
    }

    /// The free place for a small badge closest to the view's top-left corner, searched in
    /// growing rings of badge-sized steps (at most 12 rings out).
    private func nearestFree(_ size: (width: Double, height: Double), to frame: Box) -> Box? {
        for ring in 1...12 {
            for dy in -ring...ring {
                for dx in -ring...ring where abs(dx) == ring || abs(dy) == ring {
                    let candidate = Box(x: frame.x + Double(dx) * (size.width + 1), y: frame.y + Double(dy) * (size.height + 1),
                                        width: size.width, height: size.height)
                    if bounds.contains(candidate) && !occupied.contains(where: { $0.intersects(candidate) }) {
                        return candidate
                    }
                }
            }
        }
        return nil
    }

    private func firstFree(_ size: (width: Double, height: Double), around frame: Box) -> Box? {
        let inset = 2.0
        let candidates = [
            Box(x: frame.x + inset, y: frame.y + inset, width: size.width, height: size.height),
            Box(x: frame.x + inset, y: frame.maxY - inset - size.height, width: size.width, height: size.height),
            Box(x: frame.maxX - inset - size.width, y: frame.y + inset, width: size.width, height: size.height),
            Box(x: frame.maxX - inset - size.width, y: frame.maxY - inset - size.height, width: size.width, height: size.height),
            Box(x: frame.x, y: frame.y - size.height - 1, width: size.width, height: size.height),
            Box(x: frame.x, y: frame.maxY + 1, width: size.width, height: size.height),
        ]
        return candidates.first { candidate in
            bounds.contains(candidate) && !occupied.contains { $0.intersects(candidate) }
        }
    }
}
