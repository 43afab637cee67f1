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

    /// What the options ask the window for, paths taken from `folder` when relative; an `--app`
    /// not installed fails with `CommandFailure.noBundle` (exit status 2).
    public func request(in folder: String) throws(CommandFailure) -> OpenRequest {
        let bundle = session.bundle.choice
        let application = try bundle.application(withSchemas: true)
        var setup = session.store.choice.setup(applicationName: title, application: application)
        setup.storePath = setup.storePath.map { GSettingsAddress($0) == nil ? PathText.absolute($0, in: folder) : $0 }
        var request = OpenRequest(bundlePath: (application?.bundlePath ?? bundle.bundle ?? self.folder).map { PathText.absolute($0, in: folder) },
                                  setup: setup, languages: bundle.languages, idiom: bundle.idiom, mode: inspect ? .inspect : .endUser,
                                  search: search, hiddenKeys: hidden.hiddenKeys, application: application,
                                  sharesInstance: bundle.language == nil)
        request.searchResult = searchResult
        request.schemaID = schema.schema
        return request
    }
}
