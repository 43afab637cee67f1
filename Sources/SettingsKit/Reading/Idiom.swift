/// The device class a page is read for. A desktop is a large-screen, non-phone idiom, as Mac
/// Catalyst treats it: `pad` (which also accepts rows marked `Mac`); `--idiom phone` previews
/// what an iPhone shows.
public enum Idiom: String, Sendable, CaseIterable {
    case phone, pad

    /// The `~device` suffix of page files for this idiom.
    public var deviceSuffix: String {
        switch self {
        case .phone: "~iphone"
        case .pad: "~ipad"
        }
    }

    /// The `SupportedUserInterfaceIdioms` entries that include this idiom.
    var supportedNames: Set<String> {
        switch self {
        case .phone: ["phone"]
        case .pad: ["pad", "mac"]
        }
    }

    /// Missing or empty lists mean everywhere; names compare without regard to case.
    func isSupported(by idioms: [String]) -> Bool {
        idioms.isEmpty || idioms.contains { supportedNames.contains($0.lowercased()) }
    }
}
