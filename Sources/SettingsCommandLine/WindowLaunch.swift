import SettingsKit

/// What the window opens with, as plain values: `WindowOptions` once swift-argument-parser has
/// read them, or the two command lines the desktop runs most, read directly (`plain(_:)`).
public struct WindowLaunch: Sendable, Equatable {
    public var bundle = BundleChoice()
    public var store = StoreChoice()
    public var hiddenKeys: Set<SettingKey> = []
    public var title: String?
    public var inspect = false
    public var folder: String?
    public var search: String?
    public var searchResult: String?
    /// `--schema`: an installed GSettings schema's settings instead of a bundle's.
    public var schemaID: String?

    public init() {}

    /// `--bundle`, else the folder argument; nil for the start page (and with `--app`: see
    /// `application()`).
    public var bundlePath: String? { bundle.bundle ?? folder }

    /// The installed application `--app` names (nil without it); an ID not installed fails with
    /// `CommandFailure.noBundle` (exit status 2).
    public func application() throws(CommandFailure) -> InstalledApplication? { try bundle.application() }

    /// The launch `arguments` (the program's name left out) ask for when they are none (the
    /// start page) or one folder (what the desktop entry, file managers and the hub pass), read
    /// without swift-argument-parser: its reading of the window's options reflects every option
    /// type, and the Swift runtime scans the executable's 3,800 protocol conformances for each
    /// (13 of the 550 million instructions to the demo's first frame). Nil for anything else,
    /// which the parser reads, and answers mistakes in.
    public static func plain(_ arguments: [String]) -> WindowLaunch? {
        var launch = WindowLaunch()
        switch arguments.count {
        case 0: return launch
        case 1 where !arguments[0].hasPrefix("-") && arguments[0] != "help":
            launch.folder = arguments[0]
            return launch
        default: return nil
        }
    }
}
