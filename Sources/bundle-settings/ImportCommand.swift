import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct ImportCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy the values of another store (a key file, a plist or gsettings:ID) into the store.",
        discussion: """
            Each key the store cannot take (not in the GSettings schema, a type, range or choice it refuses, a value \
            `set` would refuse for the key's row or its rules, a lock) or whose value cannot be read is named on standard error \
            and left out; the rest are copied in one write of the store. Exit status: 0 when every key was copied, \
            1 otherwise (also when the source does not exist or holds no settings).
            """)

    @OptionGroup var options: SessionOptions
    @Option(help: "The store to copy from: a .ini/.keyfile or .plist file, or gsettings:ID[:PATH].") var from: String

    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController()
        if let problem = controller.store.loadError { throw fail(problem.description) }
        var setup = options.store.setup()
        setup.watchesStore = false
        // SessionOptions open bundles only: a schema's session has no bundle to import into.
        guard let bundle = controller.bundle else { throw fail(tr("import copies into a bundle's store: no bundle is open.")) }
        let sourceLocation = StoreLocation.resolve(storePath: from, bundlePath: bundle.location.path,
                                                   environment: ProcessEnvironment.variables)
        let source = setup.openStore(at: sourceLocation, for: bundle)
        if let problem = source.loadError { throw fail(problem.description) }
        if sourceLocation.format != .gsettings, !FileManager.default.fileExists(atPath: sourceLocation.path) {
            throw fail(tr("%s does not exist: nothing was imported.", sourceLocation.path))
        }
        if source.allValues.isEmpty, source.unreadableValues.isEmpty {
            throw fail(tr("%s holds no settings: nothing was imported.", sourceLocation.path))
        }
        // Values that cannot be read are named below, with the other keys left out.
        for diagnostic in source.diagnostics where diagnostic.key.map({ source.unreadableValues[SettingKey($0)] == nil }) ?? true {
            StandardStream.error.writeMessage(diagnostic.description)
        }
        let outcome = StoreImport.copy(from: source, into: controller)
        for misfit in outcome.misfits {
            StandardStream.error.writeMessage("\(TerminalText.oneLine(misfit.key.text)): not imported: \(misfit.reason)")
        }
        if let failure = outcome.failure { StandardStream.error.writeMessage(failure.description) }
        print(TerminalText.safe("\(outcome.copied.count) of \(outcome.total) keys imported from \(sourceLocation.path) into \(controller.store.location.path)"))
        if outcome.copied.count != outcome.total { throw ExitCode(1) }
    }
}
