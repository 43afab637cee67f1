import ArgumentParser
import FoundationEssentials
import SettingsCommandLine
import SettingsKit

struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "List the installed applications whose settings the hub shows: ID, name, bundle folder (- for none) and store.",
        discussion: """
            An application installs its bundle in DATADIR/bundle-settings/apps/APP_ID/ (pkg-config --variable=appsdir \
            bundle-settings), looked up in XDG_DATA_HOME, then XDG_DATA_DIRS; the first folder holding an ID wins. \
            An application whose desktop entry owns installed GSettings schemas is listed too, with its schemas \
            ("schemas" in --json); the schemas no application owns are the entry "desktop". --app APP_ID opens one \
            wherever --bundle works (an application without a bundle in the window). Sorted by name in the user's \
            collation, the desktop entry first.
            """)

    @Option(help: "Preferred languages of the names, most preferred first, separated by commas (default: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG).")
    var language: String?
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "For application authors: print what was skipped or overridden, and why, instead (GSettings schemas too: files GLib does not read, keys not shown).") var diagnostics = false

    func run() throws {
        let environment = ProcessEnvironment.variables
        let languages = LanguagePreferences.preferred(override: language.map { [$0] } ?? [], environment: environment)
        let catalog = ApplicationCatalog.scan(environment: environment, languages: languages)
        if diagnostics {
            for diagnostic in catalog.diagnostics { print(diagnostic.description) }
            // The installed GSettings schemas the hub reads: what GLib or the pages skip.
            for diagnostic in SchemaFolderCheck.diagnostics() { print(diagnostic.description) }
            return
        }
        if json {
            let objects: [[String: Any]] = catalog.applications.map { application in
                var object: [String: Any] = [
                    "id": application.id,
                    "name": application.displayName,
                    "schemas": application.schemas,
                    "dataFolder": application.dataFolder.path,
                    "store": application.store.description,
                    "keywords": application.keywords,
                ]
                object["bundle"] = application.bundlePath
                object["icon"] = application.icon
                object["desktopEntry"] = application.desktopEntryPath
                if let flatpak = application.flatpak {
                    // Where the sandbox reads its values (README, "Flatpak applications").
                    object["flatpak"] = [
                        "id": flatpak.application.id,
                        "installation": flatpak.installationName,
                        "deployment": flatpak.application.deployment,
                        "configFolder": flatpak.sandbox.configFolder,
                        "gsettings": flatpak.gsettingsHome,
                    ]
                }
                return object
            }
            print(JSONRendering.text(ofObject: objects, pretty: true))
            return
        }
        for application in catalog.applications {
            let fields = [application.id, application.displayName, application.bundlePath ?? "-", application.store.description]
            print(fields.map(TerminalText.oneLine).joined(separator: "\t"))
        }
    }
}
