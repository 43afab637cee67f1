import ArgumentParser
import SettingsKit

/// `--schema ID`: an installed GSettings schema's keys as the pages, its values in GSettings.
public struct SchemaOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("An installed GSettings schema with a fixed path (org.gnome.TextEditor): its keys as pages, its values in GSettings (dconf), as the application reads them. Excludes --bundle, --app and --store.",
                               valueName: "schema-id"))
    public var schema: String?

    public init() {}

    /// `--schema` names the pages and their store: a command refuses it beside the bundle's options.
    public func checkExcludes(_ session: SessionOptions) throws {
        if schema != nil, session.choice.namesBundle {
            throw ValidationError("--schema names the pages and their store: it excludes --bundle, --app and --store.")
        }
    }

    /// The session on the schema: exit status 2 when it is not installed or has no path.
    /// `includingState`: the keys `SchemaStateRule` leaves out are rows too (`--all`, and a key
    /// named by `get`, `set` or `reset`). `languages`: of its summaries and descriptions
    /// (`SchemaTextLanguage`; none: the process's locale).
    @MainActor
    public func openController(title: String?, includingState: Bool = false, languages: [String] = []) throws -> SettingsController {
        guard let schema else { throw ValidationError("No --schema given.") }
        return try Self.openController(id: schema, title: title, includingState: includingState, languages: languages)
    }

    @MainActor
    public static func openController(id schema: String, title: String? = nil, includingState: Bool, languages: [String] = []) throws -> SettingsController {
        var setup = SessionSetup()
        setup.applicationName = title
        return try openController(setup: setup, opened: InstalledSchemas.standard().map { installed in
            SchemaTextLanguage.reading(in: languages) { SchemaPages.open(id: schema, in: installed, includingState: includingState) }
        })
    }

    /// The session on `opened`, the pages read from the installed schemas (nil: there are none):
    /// exit status 2, saying why, when there are no pages.
    @MainActor
    public static func openController(setup: SessionSetup, opened: Result<SchemaPages, Diagnostic>?) throws -> SettingsController {
        switch opened {
        case .success(let pages)?: return setup.openController(for: pages)
        case .failure(let problem)?: throw CommandFailure.noBundle(problem.description).exit()
        case nil: throw CommandFailure.noBundle("No GSettings schemas are installed (looked in GSETTINGS_SCHEMA_DIR, XDG_DATA_HOME and XDG_DATA_DIRS).").exit()
        }
    }
}

extension SessionChoice {
    /// Whether these options name a bundle or a store (`--bundle`, `--app`, `--store`): then a
    /// key is the bundle's, and `--schema` is refused.
    public var namesBundle: Bool { bundle.bundle != nil || bundle.app != nil || store.store != nil }
}
