import GtkKit
import SettingsKit

/// The banner that says the store file cannot be read, from the moment the window opens: values
/// then show defaults and nothing can be saved, so editing is disabled (nothing is overwritten)
/// until the file is fixed, which the store notices by itself. The banner goes when its cause
/// goes; it cannot be dismissed before, since what it explains (insensitive rows) lasts.
///
/// A user reads one short sentence and gets what GNOME offers for a file it cannot read: the
/// folder holding it (handed to the file manager, as links are handed to the browser), and,
/// for a file that does not parse, Reset after asking, which keeps the old file beside it. The
/// parser's words show only to the bundle's author (`--inspect`).
@MainActor
final class StoreBanner {
    let bar = InfoBar(type: .warning, dismissLabel: nil)
    let openFolderButton = Button(label: tr("Open Folder"))
    let resetButton = Button(label: tr("Reset…"))
    /// The question Reset asks, while it is open.
    private(set) var confirmation: ConfirmationDialog?
    /// Hands a folder to the desktop; tests replace it.
    var folderOpener: @MainActor (String) throws(SettingsError) -> Void = { folder throws(SettingsError) in
        try DesktopLauncher.open(folder: folder)
    }
    private let session: SettingsSession
    private let showsDetails: Bool
    private var problem: StoreProblem?
    private var observation: ChangeObservation?
    /// Called with whether values can be edited.
    private let setEditable: @MainActor (Bool) -> Void
    /// Says what went wrong with an action (the window's error banner).
    var showError: @MainActor (String) -> Void = { _ in }
    /// The window the confirmation opens over.
    weak var dialogParent: Window?

    init(session: SettingsSession, showsDetails: Bool, setEditable: @escaping @MainActor (Bool) -> Void) {
        self.session = session
        self.showsDetails = showsDetails
        self.setEditable = setEditable
        bar.addAction(openFolderButton)
        bar.addAction(resetButton)
        openFolderButton.onClicked { [weak self] in self?.openFolder() }
        resetButton.onClicked { [weak self] in self?.askToReset() }
        observation = session.observeStoreProblem { [weak self] problem in self?.show(problem) }
        show(session.storeProblem)
    }

    var isEditable: Bool { !bar.isRevealed }

    private func show(_ problem: StoreProblem?) {
        self.problem = problem
        if let problem {
            bar.show(ShownText.bounded(showsDetails ? problem.details : problem.summary, as: .paragraph))
            resetButton.isVisible = problem.isUnparseable
        } else {
            bar.isRevealed = false
            confirmation?.window.destroy()
            confirmation = nil
        }
        setEditable(problem == nil)
    }

    private func openFolder() {
        guard let problem else { return }
        do {
            try folderOpener(problem.folder)
        } catch {
            showError(error.description)
        }
    }

    private func askToReset() {
        guard let problem else { return }
        let kept = PathText.lastComponent(of: problem.path) + ".broken-…"
        let dialog = ConfirmationDialog(
            parent: dialogParent,
            heading: tr("Reset Your Settings?"),
            // Translators: %s is the name the unreadable file is kept under ("settings.ini.broken-…").
            body: tr("Every setting goes back to its default. The unreadable file is kept beside it, as %s.", kept),
            cancelLabel: tr("Cancel"), confirmLabel: tr("Reset")
        ) { [weak self] in self?.reset() }
        confirmation = dialog
        dialog.present()
    }

    private func reset() {
        confirmation = nil
        do {
            _ = try session.resetUnreadableStore()
        } catch {
            showError(error.description)
        }
    }
}
