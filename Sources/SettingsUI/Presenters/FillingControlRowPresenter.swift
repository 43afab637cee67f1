import GtkKit

/// Presenters whose control fills the row after the title (an entry): a section gives the
/// texts of these rows one width, so that their controls start at one x.
@MainActor
protocol FillingControlRowPresenter: RowPresenter {
    /// The row's title and subtitle; nil when the control is under them, not beside.
    var texts: Widget? { get }
}

extension FillingControlRowPresenter {
    var fillingRowTexts: Widget? { texts }
}
