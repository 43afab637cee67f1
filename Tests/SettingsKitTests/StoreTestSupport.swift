import CGLib
import Foundation
@testable import SettingsKit

/// A fresh folder under the temporary folder, removed when the value goes away.
final class ScratchFolder {
    let path: String

    init() {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("store-tests-" + UUID().uuidString)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ text: String, to name: String) throws {
        let target = file(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Dispatches GLib main-context events (file monitors) until `condition` holds or `timeout`
/// passes; returns whether it held.
@MainActor
func iterateMainContext(for timeout: TimeInterval = 3, until condition: () -> Bool = { false }) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        while g_main_context_iteration(nil, 0) != 0 {}
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Records the change events of a store.
@MainActor
final class ChangeRecorder {
    private(set) var events: [Set<SettingKey>] = []
    private var observation: ChangeObservation?

    init(_ store: any SettingsStore) {
        observation = store.observeChanges { [weak self] keys in self?.events.append(keys) }
    }
}

/// The `store-writer` helper built next to the test binary.
enum StoreWriter {
    static var path: String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("store-writer").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/store-writer").path
    }

    /// Starts `store-writer PATH PREFIX COUNT`.
    static func start(store: String, prefix: String, count: Int) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [store, prefix, String(count)]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func run(store: String, prefix: String, count: Int) throws -> Int32 {
        let process = try start(store: store, prefix: prefix, count: count)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Runs a shell command, for writes to a store file by a program that is not a store.
func runShell(_ command: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Every kind of value, nested and with awkward text, for round-trip tests.
let sampleValues: [SettingKey: PlistValue] = [
    "bool": .bool(true),
    "false": .bool(false),
    "integer": .integer(1),
    "negative": .integer(-42),
    "int64": .integer(5_000_000_000),
    "min": .integer(Int.min),
    "max": .integer(Int.max),
    "real": .real(1.0),
    "fraction": .real(0.1),
    "huge": .real(1e300),
    "negativeReal": .real(-2.5),
    "string": .string("1"),
    "empty": .string(""),
    "awkward": .string("  line one\nline two\t'quoted' \"double\" = ; # [x] \\ ü 日本 🎉 \r\n  "),
    "date": .date(Date(timeIntervalSince1970: 1_577_836_800)),
    "data": .data(Data([0, 1, 2, 255])),
    "emptyData": .data(Data()),
    "byteString": .data(Data("abc\0".utf8)),
    "array": .array([.integer(1), .real(1), .string("1"), .bool(true), .array([]), .dictionary([:])]),
    "emptyArray": .array([]),
    "dictionary": .dictionary(["a": .integer(1), "nested": .dictionary(["list": .array([.string("x"), .data(Data([7]))])]),
                               "key with = and spaces ": .date(Date(timeIntervalSince1970: 0))]),
    "emptyDictionary": .dictionary([:]),
]
