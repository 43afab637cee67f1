import FoundationEssentials

/// Finds the image files a row names. Slider images live in the bundle; `IASKCellImage` may also
/// live next to it (an app's resources, as in InAppSettingsKit's sample: `../Images/`), and a
/// name found nowhere is taken as a desktop icon name.
struct ImageResolver {
    var root: URL
    /// The bundle's neighbours and the file names in each, listed on the first image not found
    /// in the bundle, once per page rather than once per row.
    private let neighbours: NeighbourFolders
    /// The names in the bundle's own folder, listed on the first image looked up there: a name
    /// that is an icon's (most are) is then not looked for as 15 files, each a path and a system
    /// call (3 of the demo's 50 rows, with icons for their choices, took 5 million instructions).
    private let bundleFiles: FolderNames

    fileprivate static let extensions = ["png", "jpg", "jpeg", "svg", "gif"]

    init(root: URL) {
        self.root = root
        neighbours = NeighbourFolders(bundle: root)
        bundleFiles = FolderNames(folder: root)
    }

    /// A file inside the bundle, with its `@2x`/`@3x` variants; the extension is optional.
    func bundleImage(named name: String) -> ImageReference? {
        guard case .success(let clean) = ConfinedPath.validate(name) else { return nil }
        // A name in a sub-folder is looked for as before; one at the top only among its names.
        let files = variants(of: clean, in: root, confined: true, among: clean.contains("/") ? nil : bundleFiles.names)
        return files.isEmpty ? nil : .files(files)
    }

    func cellImage(named name: String) -> ImageReference {
        if let inside = bundleImage(named: name) { return inside }
        if case .success(let clean) = ConfinedPath.validate(name) {
            for (folder, names) in neighbours.listing {
                let files = variants(of: clean, in: folder, confined: false, among: names)
                if !files.isEmpty { return .files(files) }
            }
        }
        return .iconName(name)
    }

    /// `confined`: the file must not lead out of `folder` (the bundle's images); the neighbours of
    /// the bundle are outside it by design, and links there are followed as before.
    /// `among`: the folder's file names, when already listed: names not in it are not looked up.
    private func variants(of name: String, in folder: URL, confined: Bool, among names: ImageFolderNames? = nil) -> [ImageFile] {
        let given = PathText.pathExtension(of: name).lowercased()
        let stem = Self.extensions.contains(given) ? PathText.deletingPathExtension(of: name) : name
        if let names, !names.stems.contains(stem) { return [] }
        let extensions = Self.extensions.contains(given) ? [given] : Self.extensions
        var found: [ImageFile] = []
        for (scale, suffix) in [(1, ""), (2, "@2x"), (3, "@3x")] {
            for ext in extensions {
                let relative = "\(stem)\(suffix).\(ext)"
                if let names, !names.names.contains(relative) { continue }
                let candidate = folder.appendingPathComponent(relative)
                // GTK reads the file later, and would wait forever on a FIFO.
                let usable = confined ? SafeFile.isReadableRegularFile(relative, beneath: folder)
                    : SafeFile.isReadableRegularFile(atPath: candidate.path)
                if usable {
                    found.append(ImageFile(path: candidate.path, scale: scale))
                    break
                }
            }
        }
        return found
    }

    /// A folder's file names, and the stems of the image files among them (`icon` of
    /// `icon@2x.png`): a name whose stem is not there is no image of the folder, and its 15
    /// candidate file names are not made (most names are icons': 0.5 of `set`'s 13.6 million
    /// instructions went to making them for the demo's three).
    struct ImageFolderNames {
        let names: Set<String>
        let stems: Set<String>

        init(_ listed: [String]) {
            names = Set(listed)
            var stems = Set<String>()
            for name in listed where ImageResolver.extensions.contains(PathText.pathExtension(of: name)) {
                let base = PathText.deletingPathExtension(of: name)
                stems.insert(base)
                if base.hasSuffix("@2x") || base.hasSuffix("@3x") { stems.insert(String(base.dropLast(3))) }
            }
            self.stems = stems
        }
    }
}

/// The names in one folder, listed on first use; a page is read on one thread, so no lock is
/// needed.
private final class FolderNames: @unchecked Sendable {
    private let folder: URL
    private var listed: ImageResolver.ImageFolderNames?

    init(folder: URL) { self.folder = folder }

    var names: ImageResolver.ImageFolderNames {
        if let listed { return listed }
        let names = ImageResolver.ImageFolderNames(FolderListing.names(atPath: folder.path) ?? [])
        listed = names
        return names
    }
}

/// The bundle's parent folder and at most `limit` of its direct sub-folders (`Images/`, as in
/// InAppSettingsKit's sample), by name, with the names of the files in each. A bundle unpacked
/// in a folder of thousands of others (Downloads, /tmp) looked in every one of them for every
/// row's image: half a second for the demo bundle in /tmp.
private final class NeighbourFolders: @unchecked Sendable {
    static let limit = 16
    private let bundle: URL
    private var listed: [(URL, ImageResolver.ImageFolderNames)]?

    init(bundle: URL) { self.bundle = bundle }

    /// Filled on first use; a page is read on one thread, so no lock is needed.
    var listing: [(URL, ImageResolver.ImageFolderNames)] {
        if let listed { return listed }
        // On paths, not URLs: standardising URLs to compare them was 0.2 of `set`'s 14.4 million
        // instructions. A bundle root is absolute and resolved (`BundleLocation`).
        let bundlePath = PathText.withoutTrailingSlashes(bundle.path)
        let parentPath = PathText.parent(of: bundlePath)
        let bundleName = PathText.lastComponent(of: bundlePath)
        let names = (FolderListing.names(atPath: parentPath) ?? []).sorted()
        var folders: [String] = []
        for name in names where !name.hasPrefix(".") && folders.count < Self.limit {
            let child = parentPath == "/" ? "/" + name : parentPath + "/" + name
            let pathExtension = PathText.pathExtension(of: name)
            guard name != bundleName, pathExtension != "bundle", pathExtension != "lproj", FolderListing.isFolder(child) else { continue }
            folders.append(child)
        }
        let listing = ([parentPath] + folders).map { folder in
            (URL(fileURLWithPath: folder, isDirectory: true), ImageResolver.ImageFolderNames(FolderListing.names(atPath: folder) ?? []))
        }
        listed = listing
        return listing
    }
}
