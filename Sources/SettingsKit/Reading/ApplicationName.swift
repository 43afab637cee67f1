import FoundationEssentials

/// The name the window and the root page are titled with: the enclosing `.app`'s display name,
/// else the name of the folder `--bundle` named (without `.bundle`).
public enum ApplicationName {
    public static func of(bundle: SettingsBundle) -> String {
        if let info = EnclosingApplication.infoPlist(containing: bundle.location.roots[0]) {
            for key: SettingKey in ["CFBundleDisplayName", "CFBundleName"] {
                if case .string(let name)? = info[key], !name.isEmpty { return name }
            }
        }
        let folder = URL(fileURLWithPath: bundle.location.path).standardizedFileURL.lastPathComponent
        let name = folder.hasSuffix(".bundle") ? String(folder.dropLast(".bundle".count)) : folder
        // The usual folder names name no application: the title is then the word, translated.
        // Translators: the window's title when the settings bundle gives no application name.
        return ["Settings", "InAppSettings"].contains(name) ? tr("Settings") : name
    }
}

/// The `Info.plist` of the nearest `.app` folder around a path, if any.
public enum EnclosingApplication {
    public static func infoPlist(containing url: URL) -> [SettingKey: PlistValue]? {
        // Climbed on the path: each step up a URL standardises it again, 36,000 instructions.
        var folder = url.standardizedFileURL.path
        while folder != "/", !folder.isEmpty {
            if PathText.pathExtension(of: folder) == "app" {
                // Read below the `.app` folder: an Info.plist that links out of it is not used.
                let app = URL(fileURLWithPath: folder, isDirectory: true)
                for candidate in ["Info.plist", "Contents/Info.plist"] {
                    let contents = SafeFile.contents(of: candidate, beneath: app)
                    if case .success(.dictionary(let info)) = PlistFileReader.parse(contents) { return info }
                }
                return nil
            }
            folder = PathText.parent(of: folder)
        }
        return nil
    }
}
