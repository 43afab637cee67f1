import ArgumentParser

/// A command whose work runs on the main actor: stores and GLib's main context live on the main
/// thread, where ArgumentParser already calls a synchronous `run()`.
public protocol MainThreadCommand: ParsableCommand, Sendable {
    @MainActor func runOnMainThread() throws
}

extension MainThreadCommand {
    public func run() throws {
        try MainActor.assumeIsolated { try runOnMainThread() }
    }
}
