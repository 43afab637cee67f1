import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct ImportCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy the values of another store (a key file, a plist or gsettings:ID) into the store.",
        discussion: """
            Each key the store cannot take (not in the GSettings schema, a type, range or choice it refuses, a lock, \
            a value the bundle's rules refuse) \
            is named on standard error and left out; the rest are copied. Exit status: 0 when every key was copied, \
            1 otherwise.
            """)

    @OptionGroup var options: SessionOptions
    @Option(help: "The store to copy from: a .ini/.keyfile or .plist file, or gsettings:ID[:PATH].") var from: String

    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController()
        if let problem = controller.store.loadError { throw fail(problem.description) }
        var setup = options.store.setup()
        setup.watchesStore = false
        let sourceLocation = StoreLocation.resolve(storePath: from, bundlePath: controller.bundle.location.path,
                                                   environment: ProcessInfo.processInfo.environment)
        let source = setup.openStore(at: sourceLocation, for: controller.bundle)
        if let problem = source.loadError { throw fail(problem.description) }
        for diagnostic in source.diagnostics { StandardStream.error.write("bundle-settings: \(diagnostic.description)\n") }
        let (copied, misfits) = StoreImport.copy(from: source, to: controller.store) { value, key in
            controller.ruleViolation(of: value, forKey: key)
        }
        for misfit in misfits {
            StandardStream.error.write("bundle-settings: \(TerminalText.oneLine(misfit.key.text)): not imported: \(misfit.reason)\n")
        }
        print("\(copied.count) of \(copied.count + misfits.count) keys imported from \(sourceLocation.path) into \(controller.store.location.path)")
        if !misfits.isEmpty { throw ExitCode(1) }
    }
}
