import TrellisCore

/// Safe-area insets in points, as `UIEdgeInsets` (top, left, bottom, right).
struct SafeAreaInsets: Hashable {
    var top = 0.0
    var left = 0.0
    var bottom = 0.0
    var right = 0.0

    static let zero = SafeAreaInsets()

    /// The insets as the library takes them.
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
}

/// A device configuration to preview a scene at: screen size in points, the size classes
/// UIKit gives it, and the safe-area insets of a full-screen view controller's root view
/// without bars (status bar, sensor housing, home indicator).
struct Device: Hashable {
    /// The name used on the command line (`--device`, `--devices`).
    var name: String
    /// The name shown above the device's panel.
    var title: String
    var width: Double
    var height: Double
    var horizontal: SizeClass
    var vertical: SizeClass
    var safeArea: SafeAreaInsets

    /// Every device the CLI knows.
    ///
    /// Sources:
    /// - Sizes and size classes: Apple's HIG size-class table and docs/uikit-behaviours.md
    ///   T3/T4 (iPhone landscape is wC hC except the 414/428/430/440-pt-wide models, which are
    ///   wR hC; iPad full screen wR hR; the narrow side of an uneven split is 320 pt wide and
    ///   wC, hacknicity.medium.com "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro", 2018).
    /// - iPhone 14 Pro and the iPhone 15/16: 393×852 pt (hacknicity.medium.com "How iOS Apps
    ///   Adapt to the various iPhone 14 Screen Sizes", 2022); safe area (59, 0, 34, 0) in
    ///   portrait and (0, 59, 21, 59) in landscape, printed by `view.safeAreaInsets` (csl.cool,
    ///   "iOS Layout Adaptation", 2023). The Plus models: 430×932 pt with the same insets.
    /// - iPhone 16 Pro: 402×874 pt, 16 Pro Max: 440×956 pt, a 62-pt top inset in portrait and
    ///   62-pt side insets in landscape (useyourloaf.com, "iPhone 16 Screen Sizes", 2024). The
    ///   iPhone 17 Pro and 17 Pro Max keep those screens in points (Apple's tech specs: 6.3″ and
    ///   6.9″, the same resolutions); their insets are taken to be the 16 Pro's, not measured.
    /// - iPhone SE (2nd/3rd generation, the iPhone 8 screen): 375×667 pt, a 20-pt status bar
    ///   in portrait and none in landscape, no side or bottom insets (useyourloaf.com,
    ///   "Supporting iPhone X").
    /// - iPad 9.7″: 1024×768 pt, a 20-pt status bar, no home indicator (hacknicity, 2018).
    /// - iPads with a home indicator (iPad Pro 11″ and 13″ M4, iPad Air 11″): 834×1210, 1032×1376
    ///   and 820×1180 pt (Apple HIG, "Layout": device screen sizes), a 24-pt status bar and a
    ///   20-pt home indicator in either orientation (hacknicity, 2018: "the status bar is 24
    ///   points … the home indicator 20 points").
    static let all: [Device] = [
        Device(name: "iphone-portrait", title: "iPhone 14 Pro portrait", width: 393, height: 852,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-landscape", title: "iPhone 14 Pro landscape", width: 852, height: 393,
               horizontal: .compact, vertical: .compact,
               safeArea: SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Device(name: "iphone-se", title: "iPhone SE portrait", width: 375, height: 667,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "iphone-16", title: "iPhone 16 portrait", width: 393, height: 852,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-16-plus", title: "iPhone 16 Plus portrait", width: 430, height: 932,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-16-pro", title: "iPhone 16 Pro portrait", width: 402, height: 874,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-16-pro-landscape", title: "iPhone 16 Pro landscape", width: 874, height: 402,
               horizontal: .compact, vertical: .compact,
               safeArea: SafeAreaInsets(top: 0, left: 62, bottom: 21, right: 62)),
        Device(name: "iphone-16-pro-max", title: "iPhone 16 Pro Max portrait", width: 440, height: 956,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-16-pro-max-landscape", title: "iPhone 16 Pro Max landscape", width: 956, height: 440,
               horizontal: .regular, vertical: .compact,
               safeArea: SafeAreaInsets(top: 0, left: 62, bottom: 21, right: 62)),
        Device(name: "iphone-17-pro", title: "iPhone 17 Pro portrait", width: 402, height: 874,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0)),
        Device(name: "iphone-17-pro-max", title: "iPhone 17 Pro Max portrait", width: 440, height: 956,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0)),
        Device(name: "ipad-split", title: "iPad 9.7″ split, narrow side", width: 320, height: 1024,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "ipad", title: "iPad 9.7″ landscape", width: 1024, height: 768,
               horizontal: .regular, vertical: .regular,
               safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "ipad-air-11", title: "iPad Air 11″ portrait", width: 820, height: 1180,
               horizontal: .regular, vertical: .regular,
               safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Device(name: "ipad-pro-11", title: "iPad Pro 11″ portrait", width: 834, height: 1210,
               horizontal: .regular, vertical: .regular,
               safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Device(name: "ipad-pro-13", title: "iPad Pro 13″ landscape", width: 1376, height: 1032,
               horizontal: .regular, vertical: .regular,
               safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    /// What `render` draws when no `--devices` or `--size` is given.
    static let previewSet = ["iphone-16-pro", "iphone-16-pro-landscape", "ipad-split", "ipad-pro-13"]

    /// The device called `name`, nil when there is none.
    static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// Every device name, for help texts and error messages.
    static var names: String { all.map(\.name).joined(separator: ", ") }
}
