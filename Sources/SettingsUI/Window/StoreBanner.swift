import CGtk
import GtkKit
import SettingsKit

/// The banner that says the store file cannot be read, from the moment the window opens: values
/// then show defaults and nothing can be saved, so editing is disabled (nothing is overwritten)
/// until the file is fixed, which the store notices by itself. The banner goes when its cause
/// goes; it cannot be dismissed before, since what it explains (insensitive rows) lasts.
@MainActor
final class StoreBanner {
    let bar = InfoBar(type: GTK_MESSAGE_WARNING, dismissLabel: nil)
    private var observation: ChangeObservation?
    /// Called with whether values can be edited.
    private let setEditable: @MainActor (Bool) -> Void

    init(session: SettingsSession, setEditable: @escaping @MainActor (Bool) -> Void) {
        self.setEditable = setEditable
        observation = session.observeStoreProblem { [weak self] problem in self?.show(problem) }
        show(session.storeProblem)
    }

    var isEditable: Bool { !bar.isRevealed }

    private func show(_ problem: String?) {
        if let problem {
            bar.show(ShownText.bounded(problem, as: .paragraph))
        } else {
            bar.isRevealed = false
        }
        setEditable(problem == nil)
    }
}
