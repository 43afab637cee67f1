import ArgumentParser
import SettingsCommandLine
import SettingsKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a GSettings schema (.gschema.xml) for every key of the bundle.",
        discussion: """
            Keys are named, typed and given defaults as README "GSettings and dconf" says; each key's comment names \
            the bundle key it stands for. Problems for the bundle's author go to standard error. Install the file as \
            ID.gschema.xml in a glib-2.0/schemas folder and run glib-compile-schemas there; then --store gsettings:ID \
            keeps the values in GSettings (dconf).
            """)

    @OptionGroup var options: BundleOptions
    @Option(help: "The schema id (default: with --app, the SchemaId of its store.ini; else the store's domain).") var id: String?
    @Option(help: "The schema's path, /like/this/ (default: the id with dots as slashes).") var path: String?
    @Flag(help: "Write a relocatable schema (no path): its users give one, as gsettings:ID:/PATH/.") var relocatable = false
    @Option(help: "The store's domain, which the id defaults to.") var domain: String?

    func validate() throws {
        if let id, !GSettingsSchemaWriter.isValidID(id) {
            throw ValidationError("--id takes a schema id of letters, digits, - and _, in dot-separated parts (org.example.App), not \"\(TerminalText.oneLine(id))\".")
        }
        if let path, !GSettingsSchemaWriter.isValidPath(path) {
            throw ValidationError("--path takes a path that starts and ends with / and holds no // and no control characters, not \"\(TerminalText.oneLine(path))\".")
        }
        if relocatable && path != nil { throw ValidationError("--relocatable and --path exclude each other.") }
    }

    func run() throws {
        let bundle: SettingsBundle
        let application: InstalledApplication?
        do {
            application = try options.application()
            bundle = try options.open()
        } catch let failure as CommandFailure { throw failure.exit() }
        // An application whose store.ini names its schema gets that schema (and path).
        var stored: GSettingsAddress?
        if case .gsettings(let address)? = application?.store { stored = address }
        let setup = application?.sessionSetup(domain: domain) ?? SessionSetup(domain: domain)
        let id = self.id ?? stored?.schemaID ?? setup.domain(of: bundle)
        guard GSettingsSchemaWriter.isValidID(id) else {
            throw fail("The domain \"\(id)\" is no schema id: give --id.")
        }
        let plan = GSettingsSchemaPlan(bundle: bundle)
        for diagnostic in plan.diagnostics { StandardStream.error.writeMessage(diagnostic.description) }
        let storedPath = stored?.schemaID == id ? stored?.path : nil
        let schemaPath = relocatable ? nil : path ?? storedPath ?? GSettingsSchemaWriter.defaultPath(forID: id)
        let name = bundle.location.path.split(separator: "/").last.map(String.init) ?? bundle.location.path
        print(GSettingsSchemaWriter.document(plan, id: id, path: schemaPath, source: name), terminator: "")
    }
}
