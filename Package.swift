// swift-tools-version:6.0
// Trellis: Apple's adaptive layout model as a portable Swift runtime with a C ABI.
// Layers (docs/architecture.md): Cassowary -> TrellisCore -> TrellisDocument -> Trellis (C ABI).
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "trellis", type: .dynamic, targets: ["Trellis"]),
        .executable(name: "trellis-cli", targets: ["trellis-cli"]),
    ],
    dependencies: [
        // Only the command-line tool uses it; the library stays free of it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `trellis-cli preview`'s loopback HTTP server (plain NIO: lighter to build than a framework).
        .package(url: "https://github.com/apple/swift-nio", from: "2.65.0"),
    ],
    targets: [
        // The solver's hot loops mutate class-owned arrays; the exclusivity checks they prove
        // statically-unnecessary cost more than the arithmetic (measured with callgrind).
        .target(name: "Cassowary",
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // `rounded()` and friends call libm; without Foundation nothing links it for us.
        .target(name: "TrellisCore", dependencies: ["Cassowary"],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])],
                linkerSettings: [.linkedLibrary("m")]),
        .systemLibrary(name: "CCJSON", pkgConfig: "libcjson",
                       providers: [.apt(["libcjson-dev"])]),
        // Interface Builder's storyboards and xibs are XML, read with libxml2's tree API.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        .target(name: "TrellisDocument", dependencies: ["TrellisCore", "CCJSON", "CLibXML2"]),
        .target(name: "Trellis", dependencies: ["Cassowary", "TrellisCore", "TrellisDocument"]),
        .executableTarget(name: "trellis-cli", dependencies: [
            "TrellisCore", "TrellisDocument",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        ]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        // FuzzRegressions/ holds inputs the libFuzzer harness (Fuzz/) found, read by the tests.
        .testTarget(name: "TrellisDocumentTests", dependencies: ["TrellisDocument", "TrellisCore"],
                    exclude: ["FuzzRegressions"]),
    ]
)
