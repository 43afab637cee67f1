import CGtk
import GtkKit
import SettingsKit

/// `PSGroupSpecifier` (and the headings of radio groups): a section's heading above its list
/// and its footer below.
@MainActor
enum GroupPresenter {
    /// Footers longer than this (licences) are shown in a text view, not a label.
    static let longFooter = 2_000

    static func heading(_ text: String) -> Label {
        let label = Label(text)
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
        if text.count > longFooter {
            footer = TextView(readOnly: text)
            // Translators: the accessible name of a long section footer; %s is the section's heading.
            footer.setAccessibleLabel(heading.flatMap { $0.isEmpty ? nil : tr("%s, footer", $0) } ?? tr("Section footer"))
        } else {
            let label = Label(text)
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
