import CGtk
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
        label.addStyleClass("section-heading")
        return label
    }

    /// The footer as selectable text. A GtkLabel lays out all of its text at every measure, so
    /// a licence of tens of thousands of characters would take seconds at every width change;
    /// a text view lays out what is visible first and the rest when idle.
    /// `heading`: the section's, which names a long footer for screen readers (a text view is
    /// a control of its own, and would otherwise be announced without a name).
    static func footer(_ text: String, heading: String?) -> Widget {
        let footer: Widget
        // Longer than a label may hold (licences): in a text view.
        if text.count > ShownText.Kind.paragraph.characterLimit {
            footer = TextView(readOnly: ShownText.bounded(text, as: .document))
            // Translators: the accessible name of a long section footer; %s is the section's heading.
            footer.setAccessibleLabel(heading.flatMap { $0.isEmpty ? nil : tr("%s, footer", $0) } ?? tr("Section footer"))
        } else {
            let label = Label(shown: text, as: .paragraph)
            label.alignToStart()
            label.setWraps(true)
            label.setSelectable(true)
            footer = label
        }
        footer.addStyleClass("section-footer")
        footer.addStyleClass("dim-label")
        footer.addStyleClass("caption")
        return footer
    }
}
