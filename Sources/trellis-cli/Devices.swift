import TrellisCore

/// Safe-area insets in points, as `UIEdgeInsets` (top, left, bottom, right).
struct SafeAreaInsets: Hashable {
    var top = 0.0
    var left = 0.0
    var bottom = 0.0
    var right = 0.0

    static let zero = SafeAreaInsets()
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
    ///   T3/T4 (iPhone landscape is wC hC except the 414/428/430-pt-wide models; iPad full
    ///   screen wR hR; the narrow side of an uneven split is 320 pt wide and wC,
    ///   hacknicity.medium.com "How iPad Apps Adapt to the New 11" and 12.9" iPads Pro", 2018).
    /// - iPhone 14 Pro: 393×852 pt (hacknicity.medium.com "How iOS Apps Adapt to the various
    ///   iPhone 14 Screen Sizes", 2022); safe area (59, 0, 34, 0) in portrait and
    ///   (0, 59, 21, 59) in landscape, printed by `view.safeAreaInsets` (csl.cool,
    ///   "iOS Layout Adaptation", 2023).
    /// - iPhone SE (2nd/3rd generation, the iPhone 8 screen): 375×667 pt, a 20-pt status bar
    ///   in portrait and none in landscape, no side or bottom insets (useyourloaf.com,
    ///   "Supporting iPhone X").
    /// - iPad 9.7″: 1024×768 pt, a 20-pt status bar, no home indicator (hacknicity, 2018).
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
        Device(name: "ipad-split", title: "iPad 9.7″ split, narrow side", width: 320, height: 1024,
               horizontal: .compact, vertical: .regular,
               safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Device(name: "ipad", title: "iPad 9.7″ landscape", width: 1024, height: 768,
               horizontal: .regular, vertical: .regular,
               safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)),
    ]

    /// What `render` draws when no `--devices` or `--size` is given.
    static let previewSet = ["iphone-portrait", "iphone-landscape", "ipad-split", "ipad"]

    /// The device called `name`, nil when there is none.
    static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// Every device name, for help texts and error messages.
    static var names: String { all.map(\.name).joined(separator: ", ") }
}
