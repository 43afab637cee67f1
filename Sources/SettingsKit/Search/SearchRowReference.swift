/// A row of a page by identity (the page's name, the row's index in its
/// `PreferenceSpecifiers`): what a search entry keeps of the conditioned rows on its path, so
/// the session can ask at query time whether they are shown, without rebuilding the index.
public struct SearchRowReference: Sendable, Hashable {
    public var page: String
    public var row: Int

}
