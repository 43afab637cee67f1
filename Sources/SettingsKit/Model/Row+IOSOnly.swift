/// Rows that only work inside the iOS app: a desktop user gets nothing from them, so the window
/// leaves them out for users (search too), and shows them, saying why, only to the bundle's
/// author (`--inspect`). `list`, `dump` and the store keep them: they are about keys, and these
/// rows either have none or hold a value that is still the application's.
extension Row {
    /// Why this row works only inside the iOS app, in the author's words (English, as
    /// `validate`'s; a refused link's as the link says it); nil when it
    /// works here. `hostDrawsCustomViews`: a Swift host embedding the window gives custom views
    /// their widgets, as InAppSettingsKit's delegate does.
    public func iOSOnlyReason(hostDrawsCustomViews: Bool) -> String? {
        switch kind {
        case .childPane(let pane):
            if case .unavailable(let reason) = pane.target { return reason }
            return nil
        case .openURL(let link):
            guard let url = link.url, !url.isEmpty else { return "This open-URL row has no File (the URL): it does nothing." }
            if case .failure(let refusal) = WebLink.uri(for: url) { return refusal.description }
            return nil
        case .multiValue(let multiValue):
            // Choices the host supplied are in the row already (`Page.supplyingChoices`).
            return multiValue.choices.choices.isEmpty ? "Its choices come from the iOS app's code (InAppSettingsKit's delegate), and no host supplies them here." : nil
        case .customView(let custom):
            guard !hostDrawsCustomViews, custom.file == nil else { return nil }
            return "This row is drawn by the iOS app's own code (InAppSettingsKit's delegate); it is not available on this platform."
        default:
            return nil
        }
    }

    /// Whether the row is a custom view without a page of its own: it shows only what a host's
    /// widget draws (search leaves it out unless the window has such a host).
    public var isDrawnByHost: Bool {
        if case .customView(let custom) = kind { return custom.file == nil }
        return false
    }
}
