import FoundationEssentials

/// The `File` of a child pane or custom view turned into a path that cannot leave the bundle.
///
/// `File` may name a sub-folder (`com.mono0926.LicensePlist/Alamofire`), but `..` and absolute
/// paths are refused here, and symlinks pointing outside the bundle when the file is opened.
enum ConfinedPath {
    enum Refusal: Error, Equatable {
        case empty, absolute, parentReference, hidden
    }

    /// Checks the name's shape; links are checked when the file is opened (`SafeFile`, which
    /// opens below the bundle folder and refuses a link out of it).
    static func validate(_ name: String) -> Result<String, Refusal> {
        let trimmed = name.trimmingSpaces()
        if trimmed.isEmpty { return .failure(.empty) }
        if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") { return .failure(.absolute) }
        let components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return .failure(.parentReference) }
        if components.contains(where: { $0.hasPrefix(".") }) { return .failure(.hidden) }
        // Put together by hand: `joined(separator:)` of substrings is generic code whose types
        // the Swift runtime looks up by name on first use, 0.19 million instructions.
        var clean = ""
        for component in components {
            if !clean.isEmpty { clean += "/" }
            clean += String(component)
        }
        return .success(clean)
    }

    static func explain(_ refusal: Refusal, name: String) -> String {
        switch refusal {
        case .empty: "File is empty: this row leads nowhere."
        case .absolute: "File \"\(name)\" is an absolute path: File must name a page inside the bundle, so it is not read."
        case .parentReference: "File \"\(name)\" uses \"..\" to leave the bundle: it is not read."
        case .hidden: "File \"\(name)\" names a hidden file: files starting with \".\" are ignored."
        }
    }
}
