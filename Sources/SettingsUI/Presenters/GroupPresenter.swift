import GtkKit
import SettingsKit

/// `PSGroupSpecifier` (and the headings of radio groups): a section's heading above its list
/// and its footer below.
@MainActor
enum GroupPresenter {
    static func heading(_ text: String) -> Label {
        let label = Label(shown: text, as: .line)
        label.alignToStart()
        label.setWraps(true)
        // As a row's title: a heading of 300 characters of words would otherwise take a
        // screenful of lines, and their layout, before the page's first frame.
        label.limitLines(to: RowView.linesShown)
        label.addStyleClass("section-heading")
        // A heading as wide as a row's content in the narrowest window at most is laid out as
        // one line (once, see `Label.setShowsWholeLine`), measured once it is styled by its
        // window and before the window first measures it.
        label.on("notify::root") { [weak label] (_: UnsafeMutableRawPointer?) in
            guard let label, label.isInWindow, !label.text.isEmpty else { return }
            label.showsWholeLine(within: RowView.narrowestContentWidth)
        }
        return label
    }

    /// The footer, which takes no focus (one Tab stop per row: a footer is not a row). A short
    /// one is a caption, dim as GNOME's group descriptions. A long one (a licence) is body text
    /// at full contrast, being read rather than glanced at; it is in a text view, as a GtkLabel
    /// lays out all of its text at every measure, so tens of thousands of characters would take
    /// seconds at every width change, where a text view lays out what is visible first and the
    /// rest when idle.
    /// `heading`: the section's, which names a long footer for screen readers (a text view is
    /// a control of its own, and would otherwise be announced without a name).
    static func footer(_ text: String, heading: String?) -> Widget {
        let footer: Widget
        // Longer than a label may hold (licences): in a text view.
        if text.count > ShownText.Kind.paragraph.characterLimit {
            footer = TextView(readOnly: ShownText.bounded(text, as: .document))
            footer.isFocusable = false
            // Translators: the accessible name of a long section footer; %s is the section's heading.
            footer.setAccessibleLabel(heading.flatMap { $0.isEmpty ? nil : tr("%s, footer", $0) } ?? tr("Section footer"))
        } else {
            let label = Label(shown: text, as: .paragraph)
            label.alignToStart()
            label.setWrapsAsParagraph()
            label.addStyleClass("dim-label")
            label.addStyleClass("caption")
            footer = label
        }
        footer.addStyleClass("section-footer")
        return footer
    }
}
