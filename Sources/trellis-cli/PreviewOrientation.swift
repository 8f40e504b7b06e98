/// A device turned a quarter: the preview's orientation switch.
///
/// A device the table lists in both orientations turns into its counterpart
/// (`iphone-portrait` and `iphone-landscape`, `iphone-16-pro` and `iphone-16-pro-landscape`,
/// …), whose sizes, size classes and insets carry their sources in `Device.all`. Other
/// devices are turned by the rules those entries follow:
/// - an iPhone in landscape is vertically compact and horizontally regular only when its
///   portrait width is at least 414 pt (docs/uikit-behaviours.md T3/T4); a notched iPhone's
///   top inset moves to both sides with a 21-pt home indicator below, a 20-pt status bar
///   disappears in landscape (the iPhone 14 Pro and SE entries);
/// - a full-screen iPad stays regular both ways and keeps its status bar and home indicator
///   (hacknicity 2018, as in `Device.all`);
/// - the narrow side of a split iPad is not turned: turning the iPad gives another split.
enum PreviewOrientation {
    static func turned(_ device: Device) -> Device {
        if let counterpart = counterpart(of: device) { return counterpart }
        if device.name == "ipad-split" { return device }
        var turned = device
        turned.name = device.name + "-turned"
        turned.title = device.title + " turned"
        turned.width = device.height
        turned.height = device.width
        let isPhone = !(device.horizontal == .regular && device.vertical == .regular)
        guard isPhone else { return turned }
        let insets = device.safeArea
        if device.height > device.width {
            // Portrait to landscape.
            turned.horizontal = device.width >= 414 ? .regular : .compact
            turned.vertical = .compact
            turned.safeArea = insets.top > 20
                ? SafeAreaInsets(top: 0, left: insets.top, bottom: 21, right: insets.top) : .zero
        } else {
            // Landscape to portrait.
            turned.horizontal = .compact
            turned.vertical = .regular
            turned.safeArea = insets.left > 0
                ? SafeAreaInsets(top: insets.left, left: 0, bottom: 34, right: 0)
                : SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)
        }
        return turned
    }

    /// The same device in the other orientation, when the table lists it.
    private static func counterpart(of device: Device) -> Device? {
        let pairs = [("iphone-portrait", "iphone-landscape")]
            + Device.all.filter { $0.name.hasSuffix("-landscape") && $0.name != "iphone-landscape" }
                .map { (String($0.name.dropLast("-landscape".count)), $0.name) }
        for (portrait, landscape) in pairs {
            if device.name == portrait { return Device.named(landscape) }
            if device.name == landscape { return Device.named(portrait) }
        }
        return nil
    }
}
