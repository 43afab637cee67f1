// swift-tools-version:6.2
import PackageDescription

// A GTK application that shows its own settings with BundleSettings' window. A real
// application names the package by URL instead:
//     .package(url: "https://…/BundleSettings.git", from: "0.1.0")
let package = Package(
    name: "HostApp",
    dependencies: [
        .package(name: "BundleSettings", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HostApp",
            dependencies: [
                .product(name: "SettingsKit", package: "BundleSettings"),
                .product(name: "SettingsUI", package: "BundleSettings"),
            ],
            // The application's Settings.bundle, found at run time through Bundle.module.
            resources: [.copy("Settings.bundle")],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
