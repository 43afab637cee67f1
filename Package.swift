// swift-tools-version:6.2
import PackageDescription

// Warnings are errors in every target we own; Swift 6 language mode gives strict concurrency.
// `.treatAllWarnings(as: .error)` (tools 6.2), not `.unsafeFlags(["-warnings-as-errors"])`:
// SwiftPM applies it when this package is built itself (or by path) and drops it when the
// package is a versioned dependency, whose warnings are suppressed anyway, so applications can
// depend on SettingsKit/SettingsUI; SwiftPM before 6.2 refuses products with unsafe flags.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "BundleSettings",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bundle-settings", targets: ["bundle-settings"]),
        .executable(name: "bundle-settings-window", targets: ["bundle-settings-window"]),
        .executable(name: "settings-bench", targets: ["settings-bench"]),
        // For applications that embed the window (see Examples/HostApp): the GTK-free core
        // (bundle, store, SettingsController) and the window with the GTK wrappers its API
        // takes (Application, Widget and the widgets a custom view row is made of).
        .library(name: "SettingsKit", targets: ["SettingsKit"]),
        .library(name: "SettingsUI", targets: ["SettingsUI", "GtkKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // GLib, with GIO's headers; GIO itself is loaded when first called (CGioOnDemand).
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // BSPattern's matches, bounded in work (GRegex has no match limit).
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),
        // GIO and GObject for SettingsKit, loaded by their first call: `get` and `set` on a key file
        // never load them (start-up cost).
        .target(name: "CGioOnDemand", dependencies: ["CGLib"]),
        .target(name: "SettingsKit", dependencies: ["CGLib", "CGioOnDemand", "CPCRE2"], swiftSettings: strict),
        // GtkKit's C half: layout managers and signal handlers GTK calls back, the colour-scheme
        // client's variadic GDBus calls (CGtk itself only makes the headers importable).
        .target(name: "CGtkKit", dependencies: ["CGtk"]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CGtkKit"], swiftSettings: strict),
        // No CGtk: SettingsUI reaches GTK through GtkKit (README, Repository layout).
        .target(name: "SettingsUI", dependencies: ["SettingsKit", "GtkKit", "CGLib"], swiftSettings: strict),
        // The command line's options, shared by both executables.
        .target(
            name: "SettingsCommandLine",
            dependencies: ["SettingsKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict),
        // The command line does not link GTK (start-up cost); it execs the window for `open`.
        .executableTarget(name: "bundle-settings", dependencies: ["SettingsCommandLine", "SettingsKit"], swiftSettings: strict),
        .executableTarget(
            name: "bundle-settings-window", dependencies: ["SettingsCommandLine", "SettingsKit", "SettingsUI"], swiftSettings: strict),
        .executableTarget(name: "settings-bench", dependencies: ["SettingsKit", "CGLib"], swiftSettings: strict),
        // Times search keystrokes in the real window (script/bench-search, under Xvfb).
        .executableTarget(name: "search-bench", dependencies: ["SettingsUI", "SettingsKit", "GtkKit"], swiftSettings: strict),
        .executableTarget(name: "condition-bench", dependencies: ["SettingsUI", "SettingsKit", "GtkKit"], swiftSettings: strict),
        // Writes a store from another process, for the store's multi-process tests.
        .executableTarget(name: "store-writer", dependencies: ["SettingsKit"], swiftSettings: strict),
        .testTarget(name: "SettingsKitTests", dependencies: ["SettingsKit"], swiftSettings: strict),
        // GtkKit's wrappers without the settings window (XCTest under Xvfb, as SettingsUITests).
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtkKit"], swiftSettings: strict),
        .testTarget(name: "SettingsUITests", dependencies: ["SettingsUI", "SettingsKit", "GtkKit", "CGtkKit"], swiftSettings: strict),
        // Runs the built `bundle-settings` as a process; the dependency makes `swift test` build it first
        // (and reads the window's command lines as its executable does, `WindowLaunchTests`).
        .testTarget(name: "EndToEndTests", dependencies: ["bundle-settings", "bundle-settings-window", "SettingsCommandLine"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Fuzzing (begin) — the libFuzzer targets of SettingsKit; script/fuzz builds them with
// libFuzzer and ASan, a plain build makes a replay-only tool. See Fuzz/README.md.
package.targets.append(.executableTarget(name: "settings-fuzz", dependencies: ["SettingsKit", "CGLib"], swiftSettings: strict))
// MARK: Fuzzing (end)
