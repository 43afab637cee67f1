import GtkKit
import SettingsKit

/// The error banner of the pages: an error belongs to the page it happened on (a write that
/// failed there), shows while that page is the current one, and goes when its cause goes (the
/// same row then saved), when it is dismissed, or when its page is closed. It never follows
/// the user to another page.
@MainActor
final class PageErrorBanner {
    let bar = InfoBar(type: .error, dismissLabel: tr("Dismiss"))
    private struct PageError {
        weak var page: PageView?
        var message: String
        /// The key of the row whose write failed, if a row's: saving it clears the error.
        var key: SettingKey?
    }
    private var errors: [PageError] = []
    private weak var current: PageView?

    init() {
        bar.on("response") { [weak self] (_: UnsafeMutableRawPointer?) in self?.dismissCurrent() }
    }

    /// Shows `message` on `page` (the current page) until its cause goes.
    func show(_ message: String, on page: PageView?, key: SettingKey? = nil) {
        errors.removeAll { $0.page == nil || $0.page === page }
        errors.append(PageError(page: page, message: message, key: key))
        current = page
        bar.show(ShownText.bounded(message, as: .paragraph))
    }

    /// The row of `key` on `page` saved: an error about it is over.
    func causeGone(key: SettingKey, on page: PageView?) {
        guard errors.contains(where: { $0.page === page && $0.key == key }) else { return }
        errors.removeAll { $0.page === page && $0.key == key }
        if page === current { bar.isRevealed = false }
    }

    /// The current page changed: shows its error, if it has one. Errors of pages no longer on
    /// the stack are dropped.
    func follow(_ pages: [PageView]) {
        errors.removeAll { error in !pages.contains { $0 === error.page } }
        current = pages.last
        if let error = errors.first(where: { $0.page === current }) {
            bar.show(ShownText.bounded(error.message, as: .paragraph))
        } else {
            bar.isRevealed = false
        }
    }

    /// Live reload replaced `old` by `new`: its error stays with it.
    func move(from old: PageView, to new: PageView) {
        for index in errors.indices where errors[index].page === old { errors[index].page = new }
    }

    private func dismissCurrent() {
        errors.removeAll { $0.page === current }
    }
}
