import ArgumentParser
import SettingsCommandLine
import FoundationEssentials
import SettingsKit

struct WatchCommand: MainThreadCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print one JSON line per change ({\"key\", \"value\", \"source\"}) or button press ({\"key\", \"event\": \"button\"}) until interrupted.")

    @OptionGroup var options: SessionOptions


    @MainActor
    func runOnMainThread() throws {
        let controller = try options.openController()
        let observation = controller.observeChanges { keys in
            for key in keys.sorted() {
                let effective = controller.effectiveValue(forKey: key, bundleDefault: controller.firstRow(forKey: key)?.defaultValue)
                let line: [String: Any] = [
                    "key": key,
                    "value": effective.value.map(JSONRendering.object(of:)) as Any,
                    "source": effective.source.rawValue,
                ]
                // Written unbuffered: a reader of a pipe sees each change at once.
                StandardStream.output.write((JSONRendering.text(ofObject: line, pretty: false) + "\n"))
            }
        }
        let presses = controller.domain.flatMap { domain in
            ButtonPresses.subscribe(domain: domain) { key in
                let line = JSONRendering.text(ofObject: ["key": key, "event": "button"], pretty: false)
                StandardStream.output.write((line + "\n"))
            }
        }
        MainLoop.runUntilInterrupted()
        observation.cancel()
        withExtendedLifetime(presses) {}
    }
}
