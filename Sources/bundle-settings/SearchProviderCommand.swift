import ArgumentParser
import SettingsCommandLine
import SettingsKit

/// The desktop shell's search provider (`ShellSearchService`): what the installed D-Bus service
/// file starts when GNOME's Activities overview or Plasma's KRunner first searches. Not in the
/// help: a person never runs it, the session bus does.
struct SearchProviderCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-provider",
        abstract: "Serve org.gnome.Shell.SearchProvider2 and org.kde.krunner1 on the session bus until idle (started by D-Bus activation).",
        shouldDisplay: false)

    @Option(help: "Quit after this many seconds without a call.")
    var idleSeconds: UInt32 = ShellSearchService.defaultIdleSeconds

    @MainActor
    func runOnMainThread() throws {
        // Built before the name is taken, from what a start reads in its time (the rest read
        // after, on another thread): the first query is answered at once. Queries are answered
        // without the window too; only opening a result needs it.
        let service = ShellSearchService(provider: ShellSearchProvider(readingTime: ShellSearchProvider.startReadingTime),
                                         windowExecutable: WindowExecutable.path(), idleSeconds: idleSeconds)
        if let problem = service.run() { throw fail(problem) }
    }
}
