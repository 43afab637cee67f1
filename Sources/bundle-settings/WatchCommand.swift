import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct WatchCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print one JSON line per change ({\"key\", \"value\", \"source\"}) or button press ({\"key\", \"event\": \"button\"}) until interrupted.")

    @OptionGroup var options: SessionOptions
    @OptionGroup var schema: SchemaOptions
    @OptionGroup var state: StateKeyOptions

    @Flag(help: "First print {\"event\": \"ready\", \"store\": PATH} once changes are being followed, so a script can start writing then.")
    var ready = false

    func validate() throws { try schema.checkExcludes(options) }

    @MainActor
    func runOnMainThread() throws {
        // A schema's store hears others' writes through GSettings' signals while the main loop runs.
        let controller = try state.openController(options, schema: schema, watching: true)
        // The application's own state changes as it runs (a window resized): said only with --all.
        let unsaid = Set((controller.source as? SchemaPages)?.stateKeys ?? [])
        // Said rather than waited out: a watch that hears nothing would look like a quiet store.
        guard controller.store.followsChanges else {
            throw fail("cannot follow changes to \(controller.store.location.path): no file monitor could be made "
                + "(this user's inotify instances may all be in use: see fs.inotify.max_user_instances).")
        }
        // Changes that come faster than the store is re-read are coalesced: what is promised is
        // a line for every key whose value differs from what this watch last said of it.
        var said: [SettingKey: Shown] = [:]
        func effective(_ key: SettingKey) -> Shown {
            let effective = controller.effectiveValue(forKey: key, bundleDefault: controller.firstRow(forKey: key)?.defaultValue)
            return Shown(value: effective.value, source: effective.source)
        }
        for key in controller.declaredKeys { said[key] = effective(key) }
        let observation = controller.observeChanges { keys in
            for key in keys.sorted() where !unsaid.contains(key) {
                let now = effective(key)
                guard said[key] != now else { continue }
                said[key] = now
                write([
                    "key": key.text,
                    "value": now.value.map(JSONRendering.object(of:)) as Any,
                    "source": now.source.rawValue,
                ])
            }
        }
        let storeState = controller.store.observeLoadError { error in
            let path = controller.store.location.path
            if let error {
                write(["event": "unreadable", "store": path, "message": error.description])
            } else {
                write(["event": "readable", "store": path])
            }
        }
        // A schema has no buttons.
        let presses = controller.bundle == nil ? nil : controller.domain.flatMap { domain in
            ButtonPresses.subscribe(domain: domain) { key in write(["key": key, "event": "button"]) }
        }
        // Everything above is in place: a change made from now on is reported. Said rather than
        // left to guess, since a watch starts slowly on a busy machine.
        if ready { write(["event": "ready", "store": controller.store.location.path]) }
        MainLoop.runUntilInterrupted()
        observation.cancel()
        storeState.cancel()
        withExtendedLifetime(presses) {}
    }
}

/// What a line says of a key.
private struct Shown: Equatable {
    var value: PlistValue?
    var source: ValueSource
}

/// One JSON line, written unbuffered: a reader of a pipe sees each event at once.
private func write(_ line: [String: Any]) {
    StandardStream.output.write(JSONRendering.text(ofObject: line, pretty: false) + "\n")
}
