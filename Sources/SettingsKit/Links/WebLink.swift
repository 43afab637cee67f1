import FoundationEssentials

/// A link an open-URL row or web-view pane may hand to the desktop: only `http`, `https` and
/// `mailto` are opened; anything else (`file:`, custom schemes, `javascript:`) is refused, so a
/// bundle cannot make the settings window run or open local things.
public enum WebLink {
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The URI to open (spaces and non-ASCII percent-encoded), or why it is refused.
    public static func uri(for text: String) -> Result<String, SettingsError> {
        let trimmed = text.trimmingWhitespace()
        guard let colon = trimmed.firstIndex(of: ":"), colon != trimmed.startIndex else {
            return .failure(SettingsError(.invalidValue, tr("\"%s\" is not a link: it has no scheme such as https:.", trimmed)))
        }
        let scheme = trimmed[..<colon].lowercased()
        guard scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }), allowedSchemes.contains(scheme) else {
            return .failure(SettingsError(.invalidValue, tr("Links of the kind \"%s:\" are not opened; only web (http, https) and mail links are.", scheme)))
        }
        let rest = trimmed[trimmed.index(after: colon)...]
        if scheme != "mailto", !rest.hasPrefix("//") || rest.dropFirst(2).isEmpty {
            return .failure(SettingsError(.invalidValue, tr("\"%s\" is not a complete web address.", trimmed)))
        }
        return .success(scheme + ":" + PercentEncoding.encodeURI(String(rest)))
    }
}
