import Foundation

/// A `Settings.bundle` folder in a fresh temporary directory, deleted with this object.
final class LocalizationTestBundle {
    let root: URL
    private let container: URL

    init() throws {
        container = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-tests-\(UUID().uuidString)")
        root = container.appendingPathComponent("Settings.bundle", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: container)
    }

    func makeFolders(_ names: String...) throws {
        for name in names {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
    }

    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, data: Data(text.utf8))
    }

    func write(_ relativePath: String, data: Data) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
