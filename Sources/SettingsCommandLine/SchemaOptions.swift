import ArgumentParser
import SettingsKit

/// `--schema ID`: an installed GSettings schema's keys as the pages, its values in GSettings.
public struct SchemaOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("An installed GSettings schema with a fixed path (org.gnome.TextEditor): its keys as pages, its values in GSettings (dconf), as the application reads them. Excludes --bundle, --app and --store.",
                               valueName: "schema-id"))
    public var schema: String?

    public init() {}

    /// The session on the schema: exit status 2 when it is not installed or has no path.
    @MainActor
    public func openController(title: String?) throws -> SettingsController {
        guard let schema else { throw ValidationError("No --schema given.") }
        let opened: SchemaPages
        switch InstalledSchemas.standard().map({ SchemaPages.open(id: schema, in: $0) }) {
        case .success(let pages)?: opened = pages
        case .failure(let problem)?: throw CommandFailure.noBundle(problem.description).exit()
        case nil: throw CommandFailure.noBundle("No GSettings schemas are installed (looked in GSETTINGS_SCHEMA_DIR, XDG_DATA_HOME and XDG_DATA_DIRS).").exit()
        }
        var setup = SessionSetup()
        setup.applicationName = title
        return setup.openController(for: opened)
    }
}
