import FoundationEssentials

/// Finds the plist of a page by the search order of SCHEMA.md §1:
///
///     for bundle in roots (InAppSettings.bundle, Settings.bundle):
///       for ext in [.inApp.plist, .plist]:
///         for device in [~DEVICE, (none)]:
///           for folder in [bundle root, <language>.lproj for each preferred language]:
///             NAME + device + ext
///
/// The bundle root comes before `.lproj` folders, as NSBundle does (IASK does the opposite).
struct PageLocator {
    var roots: [URL]
    /// `.lproj` folder names in language order, per bundle root.
    var localizedFolders: (URL) -> [String]
    var idiom: Idiom

    struct Found {
        var file: URL
        /// The bundle folder the page was found in: its strings and images resolve there.
        var root: URL
    }

    enum Failure: Error {
        case refused(String)
        case escapes(URL)
        case notFound(candidates: [String])
    }

    func locate(_ name: String) -> Result<Found, Failure> {
        let cleanName: String
        switch ConfinedPath.validate(name) {
        case .success(let valid): cleanName = valid
        case .failure(let refusal): return .failure(.refused(ConfinedPath.explain(refusal, name: name)))
        }
        // `File` sometimes carries the extension already.
        let base = cleanName.hasSuffix(".plist") ? String(cleanName.dropLast(".plist".count)) : cleanName
        var tried: [String] = []
        for root in roots {
            let folders = [""] + localizedFolders(root)
            for ext in [".inApp.plist", ".plist"] {
                for device in [idiom.deviceSuffix, ""] {
                    for folder in folders {
                        let relative = (folder.isEmpty ? "" : folder + "/") + base + device + ext
                        if tried.count < 8 { tried.append(relative) }
                        let candidate = root.appendingPathComponent(relative)
                        guard isRegularFile(candidate) else { continue }
                        guard ConfinedPath.isInside(candidate, root: root) else { return .failure(.escapes(candidate)) }
                        return .success(Found(file: candidate, root: root))
                    }
                }
            }
        }
        return .failure(.notFound(candidates: tried))
    }

    private func isRegularFile(_ url: URL) -> Bool {
        var isFolder: Bool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder
    }
}
