import FoundationEssentials

/// One place a translation table may live: an `.lproj` folder of the bundle, or the bundle root.
public struct LocalizationFolder: Sendable, Hashable {
    /// `de.lproj`, or the empty string for the bundle root; diagnostics name files relative to the
    /// bundle through it.
    public let relativePath: String
    public let url: URL


    /// The bundle-relative path of a file in this folder, as diagnostics spell it.
    func displayPath(of fileName: String) -> String {
        relativePath.isEmpty ? fileName : "\(relativePath)/\(fileName)"
    }
}
