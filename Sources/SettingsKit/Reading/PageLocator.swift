import FoundationEssentials
import Glibc

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
    /// The names in a folder (`""`: the bundle root) of a bundle root, nil when it cannot be
    /// listed: a candidate not among them is not opened. Most candidates do not exist (six of
    /// the seven for the demo's Root page), and each was three system calls and a sentence saying
    /// why it failed.
    var listedNames: (URL, String) -> Set<String>?
    var idiom: Idiom

    struct Found {
        var file: URL
        /// The bundle folder the page was found in: its strings and images resolve there.
        var root: URL
        /// The page's bytes, read from the very file that was found (or why they could not be).
        var contents: Result<Data, SafeFile.Failure>
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
                        let fileName = base + device + ext
                        let relative = (folder.isEmpty ? "" : folder + "/") + fileName
                        if tried.count < 8 { tried.append(relative) }
                        // A name with a folder in it is opened as before: only its folder's
                        // names are listed.
                        if !fileName.contains("/"), let names = listedNames(root, folder), !names.contains(fileName) { continue }
                        // Found and read in one opening, below the bundle folder: a link out of
                        // it is refused however the files change meanwhile. A missing file or a
                        // folder is no candidate; anything else (a FIFO, a huge file) is the page,
                        // and its reader says why it cannot be read.
                        let contents = SafeFile.contents(of: relative, beneath: root)
                        if case .failure(let failure) = contents {
                            switch failure.cause {
                            case .missing, .notRegular(kind: .folder): continue
                            // The kernel refuses the link before looking for the file: a
                            // candidate that does not exist out there either is just missing
                            // (an `.lproj` linked out of the bundle holds few of them).
                            case .escapes:
                                let file = root.appendingPathComponent(relative)
                                var status = stat()
                                guard stat(file.path, &status) == 0 else { continue }
                                return .failure(.escapes(file))
                            default: break
                            }
                        }
                        return .success(Found(file: root.appendingPathComponent(relative), root: root, contents: contents))
                    }
                }
            }
        }
        return .failure(.notFound(candidates: tried))
    }
}
