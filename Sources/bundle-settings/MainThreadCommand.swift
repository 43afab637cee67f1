import ArgumentParser

/// A command whose work runs on the main actor: stores and GLib's main context live on the main
/// thread, where ArgumentParser already calls a synchronous `run()`.
protocol MainThreadCommand: ParsableCommand, Sendable {
    @MainActor func runOnMainThread() throws
}

extension MainThreadCommand {
    func run() throws {
        try MainActor.assumeIsolated { try runOnMainThread() }
    }
}
