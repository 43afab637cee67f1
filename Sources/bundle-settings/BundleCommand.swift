import ArgumentParser
import FoundationEssentials
import SettingsCommandLine
import SettingsKit

struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Write a Settings.bundle that shows an installed GSettings schema's settings, and the store.ini that keeps its values in the schema.",
        discussion: """
            DEST becomes an application's folder, as DATADIR/bundle-settings/apps/APP_ID/ holds it: DEST/Settings.bundle \
            (Root.plist, a page per <child> schema, LANG.lproj/Root.strings for every language the schema's gettext domain \
            has a catalog in) and DEST/store.ini (Backend=gsettings, SchemaId=ID), so the values stay where the application \
            reads them. Keys no bundle row stores exactly are left out and named on standard error. Neither file may exist yet.
            """)

    @Option(name: .customLong("from-schema"), help: ArgumentHelp("The installed GSettings schema with a fixed path to make the bundle from.", valueName: "schema-id"))
    var fromSchema: String
    @Argument(help: "The folder to write Settings.bundle and store.ini into (made when missing).") var destination: String

    func run() throws {
        let pages: SchemaPages
        switch InstalledSchemas.standard().map({ SchemaPages.open(id: fromSchema, in: $0) }) {
        case .success(let opened)?: pages = opened
        case .failure(let problem)?: throw CommandFailure.noBundle(problem.description).exit()
        case nil: throw CommandFailure.noBundle("No GSettings schemas are installed (looked in GSETTINGS_SCHEMA_DIR, XDG_DATA_HOME and XDG_DATA_DIRS).").exit()
        }
        // Never over what an author may have curated by hand.
        for name in [SchemaBundle.bundleName, ApplicationStoreFile.fileName] where FileManager.default.fileExists(atPath: destination + "/" + name) {
            throw fail("\(TerminalText.oneLine(destination + "/" + name)) exists: nothing was written.")
        }
        let bundle = SchemaBundle(pages: pages)
        for diagnostic in pages.diagnostics + bundle.diagnostics { StandardStream.error.writeMessage(diagnostic.description) }
        for (path, contents) in bundle.files {
            let target = destination + "/" + path
            do {
                try FileManager.default.createDirectory(atPath: String(target[..<target.lastIndex(of: "/")!]), withIntermediateDirectories: true)
                try contents.write(to: URL(fileURLWithPath: target))
            } catch {
                throw fail("\(TerminalText.oneLine(target)) cannot be written: \(error)")
            }
        }
        let languages = bundle.languages.isEmpty ? "no translations" : "translations: " + bundle.languages.joined(separator: ", ")
        print(TerminalText.safe("\(destination)/\(SchemaBundle.bundleName): \(bundle.keyCount) keys of \(pages.schemaID) (\(languages)); \(destination)/\(ApplicationStoreFile.fileName): gsettings:\(pages.schemaID)"))
    }
}
