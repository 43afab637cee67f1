import SettingsKit

/// What a page on the navigation stack was made from, so that live reload can make it again
/// from the re-read files.
enum PageOrigin {
    /// The root page.
    case root
    /// A child page of the bundle, by the name its child pane's `File` gives, with the title
    /// of the row that opened it.
    case bundlePage(name: String, title: String?)
    /// The choices of a multi-value row.
    case choices(Row, MultiValueRow)
    /// What the check of the bundle found.
    case problems

    var isProblems: Bool {
        if case .problems = self { return true }
        return false
    }
}
