import FoundationEssentials
import Glibc
import SettingsKit

// Test helper: another process writing a store, for the multi-process store tests and the write
// benchmark. `store-writer PATH PREFIX COUNT` sets PREFIX0 … PREFIX<COUNT-1> to 0 … COUNT-1,
// one write each (format from PATH's extension), then prints the mean time per write.
let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 0 else {
    StandardStream.error.write("usage: store-writer PATH PREFIX COUNT\n")
    exit(2)
}
// One-shot, and many run at once: no file monitor (an inotify instance) each.
let store = StoreLocation(path: arguments[1], format: StoreLocation.format(ofPath: arguments[1])).openStore(watching: false)
let start = Date()
for index in 0..<count {
    do {
        try store.setValue(.integer(index), forKey: SettingKey(arguments[2] + String(index)))
    } catch {
        StandardStream.error.write("store-writer: \(error)\n")
        exit(1)
    }
}
let microseconds = count == 0 ? 0 : Int(Date().timeIntervalSince(start) * 1_000_000) / count
print("\(microseconds) µs per write")
