import TrellisCore

/// A device configuration to preview a scene at: size and traits (SEMANTICS.md §3).
struct DeviceConfiguration {
    var name: String
    var width: Double
    var height: Double
    var horizontal: SizeClass
    var vertical: SizeClass

    /// The configurations of `make demo` and `render`: iPhone portrait and landscape, an
    /// iPad full screen and in a one-third split (size classes per Apple's HIG table).
    static let previewSet: [DeviceConfiguration] = [
        DeviceConfiguration(name: "iPhone portrait", width: 390, height: 844, horizontal: .compact, vertical: .regular),
        DeviceConfiguration(name: "iPhone landscape", width: 844, height: 390, horizontal: .compact, vertical: .compact),
        DeviceConfiguration(name: "iPad split 1/3", width: 320, height: 1024, horizontal: .compact, vertical: .regular),
        DeviceConfiguration(name: "iPad", width: 1024, height: 768, horizontal: .regular, vertical: .regular),
    ]
}
