import FoundationEssentials

/// Finds the image files a row names. Slider images live in the bundle; `IASKCellImage` may also
/// live next to it (an app's resources, as in InAppSettingsKit's sample: `../Images/`), and a
/// name found nowhere is taken as a desktop icon name.
struct ImageResolver {
    var root: URL

    private static let extensions = ["png", "jpg", "jpeg", "svg", "gif"]

    /// A file inside the bundle, with its `@2x`/`@3x` variants; the extension is optional.
    func bundleImage(named name: String) -> ImageReference? {
        guard case .success(let clean) = ConfinedPath.validate(name) else { return nil }
        let files = variants(of: clean, in: root, confined: true)
        return files.isEmpty ? nil : .files(files)
    }

    func cellImage(named name: String) -> ImageReference {
        if let inside = bundleImage(named: name) { return inside }
        if case .success(let clean) = ConfinedPath.validate(name) {
            for folder in neighbourFolders() {
                let files = variants(of: clean, in: folder, confined: false)
                if !files.isEmpty { return .files(files) }
            }
        }
        return .iconName(name)
    }

    /// The bundle's parent folder and its direct sub-folders (`Images/`), not deeper.
    private func neighbourFolders() -> [URL] {
        let parent = root.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let folders = names.filter { !$0.hasPrefix(".") }.map { parent.appendingPathComponent($0) }.filter { child in
            var isFolder = false
            return child.standardizedFileURL != root.standardizedFileURL
                && FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder) && isFolder
                && child.pathExtension != "bundle" && child.pathExtension != "lproj"
        }
        return [parent] + folders.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// `confined`: the file must not lead out of `folder` (the bundle's images); the neighbours of
    /// the bundle are outside it by design, and links there are followed as before.
    private func variants(of name: String, in folder: URL, confined: Bool) -> [ImageFile] {
        let given = PathText.pathExtension(of: name).lowercased()
        let stem = Self.extensions.contains(given) ? PathText.deletingPathExtension(of: name) : name
        let extensions = Self.extensions.contains(given) ? [given] : Self.extensions
        var found: [ImageFile] = []
        for (scale, suffix) in [(1, ""), (2, "@2x"), (3, "@3x")] {
            for ext in extensions {
                let relative = "\(stem)\(suffix).\(ext)"
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
}
