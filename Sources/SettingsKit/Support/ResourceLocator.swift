import CGLib
import FoundationEssentials

/// What the build was configured with: the version, and where an installation keeps its files
/// relative to the installed executables. meson passes its own values (`meson.build`'s
/// `project(version:)` and the paths between its `bindir`, `libexecdir` and `datadir`) through
/// `Sources/CGLib/shim.h`; a development build or a SwiftPM dependant gets that header's
/// defaults, the layout `--prefix` alone gives (`bin/`, `libexec/`, `share/`).
public enum BuildConfiguration {
    /// `project(version:)` of `meson.build`: what `--version` prints.
    public static let version = String(cString: bs_build_version())
    /// From `bindir` to `datadir/bundle-settings`.
    public static let dataFromBin = String(cString: bs_build_data_from_bin())
    /// From `libexecdir/bundle-settings` to `datadir/bundle-settings`.
    public static let dataFromLibexec = String(cString: bs_build_data_from_libexec())
    /// From `bindir` to `libexecdir/bundle-settings`.
    public static let libexecFromBin = String(cString: bs_build_libexec_from_bin())

    /// The folder of the running executable, symbolic links resolved (`/proc/self/exe`, so a
    /// start through `PATH` or a link finds the real installation).
    public static var executableDirectory: String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
              let slash = executable.lastIndex(of: "/") else { return nil }
        return slash == executable.startIndex ? "/" : String(executable[..<slash])
    }

    /// `relative` (or an absolute path, kept) taken from `folder`, with `.` and `..` resolved
    /// lexically.
    public static func resolve(_ relative: String, from folder: String) -> String {
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        // Split and put together on the bytes: String's split walks characters, and its
        // `joined(separator:)` and `append(contentsOf:)` of substrings are generic code the
        // Swift runtime finds the types of by name on first use: 0.1 million instructions a
        // call, and every command resolves three or four paths at start.
        var parts: [Substring.UTF8View] = []
        for part in joined.utf8.split(separator: UInt8(ascii: "/")) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        var resolved: [UInt8] = []
        for part in parts {
            resolved.append(UInt8(ascii: "/"))
            resolved.append(contentsOf: part)
        }
        return resolved.isEmpty ? "/" : String(decoding: resolved, as: UTF8.self)
    }
}

/// Finds the files shipped in `Resources/` (the demo bundle, CSS) at run time:
/// `$BUNDLE_SETTINGS_DATA_DIR`, then the installed copy where meson put it (`datadir/bundle-settings`,
/// found from the running executable's folder, see `BuildConfiguration`). No source path is
/// compiled in: development builds (`script/run`, `script/test`) set `BUNDLE_SETTINGS_DATA_DIR`
/// to the source tree's `Resources/`.
public enum ResourceLocator {
    /// The folder's path. A path, not a URL: every caller wants one, and making
    /// FoundationEssentials' URL of it and a path of the URL again was 0.3 million instructions.
    public static func resourcesDirectory(environment: [String: String] = ProcessEnvironment.variables) -> String? {
        var candidates: [String] = []
        if let explicit = environment["BUNDLE_SETTINGS_DATA_DIR"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        // The command line lives in bindir, the window in libexecdir/bundle-settings: either
        // executable finds the data from its own folder.
        if let folder = BuildConfiguration.executableDirectory {
            candidates.append(BuildConfiguration.resolve(BuildConfiguration.dataFromBin, from: folder))
            candidates.append(BuildConfiguration.resolve(BuildConfiguration.dataFromLibexec, from: folder))
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + demoBundleName) }
    }

    public static let demoBundleName = "Settings.bundle"

    /// The demo bundle opened when no `--bundle` is given.
    public static func demoBundlePath(environment: [String: String] = ProcessEnvironment.variables) -> String? {
        resourcesDirectory(environment: environment).map { $0 + "/" + demoBundleName }
    }
}
