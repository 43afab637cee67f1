/// The one answer to "which page does this row open": a child pane's page (not a URL), or a
/// custom view's `File`. Defaults, search, live reload and list groups all ask it.
extension Row {
    public var pageOpened: String? {
        switch kind {
        case .childPane(let pane):
            if case .page(let name) = pane.target { return name }
            return nil
        case .customView(let custom):
            return custom.file
        default:
            return nil
        }
    }

    /// The title of the page it opens: a child pane's `IASKChildTitle`, else the row's title.
    public var titleOfPageOpened: String? {
        if case .childPane(let pane) = kind { return PageTitle.first(pane.childTitle, title) }
        return title
    }
}
