import GtkKit

/// A header bar's title, cut at its end to fit ("Datenschutz & Sich…") but never within its first
/// word while the narrowest window (360 px) has room for it beside the header's buttons. GTK
/// centres a title and shrinks it to its smallest width to stay centred, which for a label cut
/// at its end is "…" alone: with Search, the menu and the window's three buttons at one end, a
/// 360 px header showed "U…" for UTM and "Einstellung…" for Einstellungen.
///
/// The smallest width is the first word's (`Label.firstWordWidth`), at most what the header's
/// other parts leave of the narrowest window, so that no title makes the window wider: in the
/// hub, on a root page (Back, Search, the application's icon, the menu, three window buttons
/// under Xvfb), about 40 px of text.
@MainActor
final class HeaderTitle {
    static let narrowestWindow: Int32 = 360
    let label: Label
    private let header: Widget

    init(label: Label, in header: Widget) {
        self.label = label
        self.header = header
        label.setEllipsizesAtEnd()
        // Measured in the font it is drawn in: from when it is in the header bar's style.
        label.on("map") { [weak self] in self?.update() }
        label.on("notify::label") { [weak self] (_: UnsafeMutableRawPointer?) in self?.update() }
    }

    /// Measures again: the title, or the buttons beside it, changed.
    func update() {
        guard label.isMapped else { return }
        label.setMinimumWidth(nil)
        let besideTitle = header.minimumWidth - label.minimumWidth
        label.setMinimumWidth(max(0, min(label.firstWordWidth, Self.narrowestWindow - besideTitle)))
    }
}
