import ArgumentParser
import SettingsKit

/// What the window takes: the session's options, its title, whom it is for, and the folder.
public struct WindowOptions: ParsableArguments, Sendable {
    @OptionGroup public var session: SessionOptions
    @OptionGroup public var hidden: HiddenKeyOptions
    @OptionGroup public var schema: SchemaOptions

    @Option(help: "The window's title (default: the enclosing app's name, else the bundle folder's name).")
    public var title: String?

    @Flag(help: "For the bundle's author: show broken rows with what is wrong, the Problems page, and reload as the bundle's files are edited.")
    public var inspect = false

    @Argument(help: "The bundle folder, as --bundle names it (what the desktop entry and file managers pass). With neither, the window shows its start page: recent bundles, the demo, Open Bundle….")
    public var folder: String?
    @Option(help: "Open the window searching every page for this text.")
    public var search: String?
    // What the desktop shell's search provider passes when a result is activated: a person does
    // not type it.
    @Option(help: ArgumentHelp("Open an installed application's settings at a result of the desktop's search, by its ID.",
                               visibility: .hidden))
    public var searchResult: String?

    public init() {}

    public func validate() throws {
        if session.bundle.app != nil && folder != nil { throw ValidationError("--app and a bundle folder exclude each other: --app names the bundle.") }
        if schema.schema != nil, session.bundle.bundle != nil || session.bundle.app != nil || folder != nil || session.store.store != nil {
            throw ValidationError("--schema names the pages and their store: it excludes --bundle, --app, a bundle folder and --store.")
        }
    }

    /// What the options ask the window for.
    public var launch: WindowLaunch {
        var launch = WindowLaunch()
        launch.bundle = session.bundle.choice
        launch.store = session.store.choice
        launch.hiddenKeys = hidden.hiddenKeys
        launch.title = title
        launch.inspect = inspect
        launch.folder = folder
        launch.search = search
        launch.searchResult = searchResult
        launch.schemaID = schema.schema
        return launch
    }
}
