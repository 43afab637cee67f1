import ArgumentParser
import SettingsKit

/// What the window takes: the session's options, its title, whom it is for, and the folder.
public struct WindowOptions: ParsableArguments, Sendable {
    @OptionGroup public var session: SessionOptions
    @OptionGroup public var hidden: HiddenKeyOptions

    @Option(help: "The window's title (default: the enclosing app's name, else the bundle folder's name).")
    public var title: String?

    @Flag(help: "For the bundle's author: show broken rows with what is wrong, the Problems page, and reload as the bundle's files are edited.")
    public var inspect = false

    @Argument(help: "The bundle folder, as --bundle names it (what the desktop entry and file managers pass). With neither, the window shows its start page: recent bundles, the demo, Open Bundle….")
    public var folder: String?
    @Option(help: "Open the window searching every page for this text.")
    public var search: String?

    public init() {}

    /// `--bundle`, else the folder argument; nil for the start page (and with `--app`: see
    /// `application()`).
    public var bundlePath: String? { session.bundle.bundle ?? folder }

    public func validate() throws {
        if session.bundle.app != nil && folder != nil { throw ValidationError("--app and a bundle folder exclude each other: --app names the bundle.") }
    }

    /// The installed application `--app` names (nil without it); an ID not installed fails with
    /// `CommandFailure.noBundle` (exit status 2).
    public func application() throws(CommandFailure) -> InstalledApplication? { try session.bundle.application() }
}
