import Foundation

// Temporary stand-in until the localisation branch lands; replaced at merge.
public final class Localizer: Sendable {
    public let folders: [String]
    public init(bundleRoot: URL, languages: [String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundleRoot.path)) ?? []
        folders = (languages + ["en", "Base"]).map { $0 + ".lproj" }.filter(names.contains)
        root = bundleRoot
    }
    private let root: URL
    public func string(for key: String, table: String) -> String? {
        for folder in folders {
            let url = root.appendingPathComponent(folder).appendingPathComponent(table + ".strings")
            if let data = try? Data(contentsOf: url),
               let dict = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String],
               let value = dict[key] { return value }
        }
        return nil
    }
    public func tableExists(_ table: String) -> Bool {
        folders.contains { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent(table + ".strings").path) }
    }
    public var diagnostics: [Diagnostic] { [] }
}

public enum LanguagePreferences {
    public static func fromEnvironment(_ env: [String: String]) -> [String] {
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = env[name], !value.isEmpty {
                return value.split(separator: ":").map { String($0.split(separator: ".")[0]).replacingOccurrences(of: "_", with: "-") }
            }
        }
        return []
    }
}
