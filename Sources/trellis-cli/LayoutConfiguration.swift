import TrellisCore

/// One layout of a scene: size, traits and the device's safe area (applied to the scene's root
/// and drawn by the preview).
struct LayoutConfiguration {
    var title: String
    var width: Double
    var height: Double
    var horizontal: SizeClass
    var vertical: SizeClass
    var direction: LayoutDirection
    var category: ContentSizeCategory
    var scale: Double
    var safeArea: SafeAreaInsets

    /// Applies the configuration to `scene` and lays it out.
    func layOut(_ scene: Scene) throws {
        do {
            try scene.setSize(width: width, height: height)
            try scene.setSafeAreaInsets(safeArea.edgeInsets)
            scene.setSizeClasses(horizontal: horizontal, vertical: vertical)
            scene.setLayoutDirection(direction)
            scene.setContentSizeCategory(category)
            try scene.setDisplayScale(scale)
            try scene.layout()
        } catch {
            throw CLIError(error.message)
        }
    }

    /// One line naming the configuration: "393x852 pt, wC hR, left-to-right, large".
    var summary: String {
        var parts = ["\(formatPoints(width))x\(formatPoints(height)) pt", sizeClassLabel(horizontal, vertical),
                     direction == .rightToLeft ? "right-to-left" : "left-to-right", category.name]
        if scale > 0 { parts.append("scale \(formatPoints(scale))") }
        return parts.joined(separator: ", ")
    }
}
