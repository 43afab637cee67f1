import GtkKit
import SettingsKit

/// A page that says where the window stands when it has no settings to show, as GNOME's status
/// pages do (plain GTK 4.8 has no AdwStatusPage): a large dim icon, a title, the reason, and an
/// **Open Bundle…** button (the suggested action). Below it, room for more (the start page's
/// recent bundles).
@MainActor
final class StatusPage {
    let widget: ScrolledWindow
    let column = Box.column(spacing: 12)
    let icon: Image
    let title: Label
    let reason: Label
    let openButton: Button

    init(iconName: String, title text: String, reason reasonText: String, onOpen: @escaping @MainActor () -> Void) {
        // An installed application's icon is in the theme; a build folder's is not.
        icon = Image(iconName: Image.themeHasIcon(iconName) ? iconName : "preferences-system-symbolic")
        icon.setPixelSize(128)
        icon.addStyleClass("dim-label")
        icon.addStyleClass("status-icon")
        title = Label(shown: text, as: .line)
        title.addStyleClass("title-1")
        title.setWraps(true)
        title.setHorizontalTextAlignment(0.5)
        title.centerLines()
        reason = Label(shown: reasonText, as: .paragraph)
        reason.addStyleClass("dim-label")
        reason.setWrapsAsParagraph()
        reason.setHorizontalTextAlignment(0.5)
        reason.centerLines()
        reason.isVisible = !reasonText.isEmpty
        openButton = Button(mnemonic: tr("_Open Bundle…"))
        // GTK 4.8 would name it twice, once with the access key's underscore.
        openButton.replaceAccessibleLabel(with: tr("Open Bundle…"))
        openButton.addStyleClass("suggested-action")
        openButton.addStyleClass("status-button")
        openButton.setAlignment(horizontal: .center)
        openButton.onClicked(onOpen)
        column.addStyleClass("status-page")
        column.setAlignment(vertical: .center)
        column.setExpands(vertically: true)
        for part: Widget in [icon, title, reason, openButton] { column.append(part) }
        widget = ScrolledWindow(child: Clamp(maximumWidth: PageView.maximumWidth, child: column))
        widget.setExpands(horizontally: true, vertically: true)
    }

    /// The page for a bundle that cannot be opened: no folder, no Root page, a broken one.
    static func cannotOpen(_ path: String, reason: String, onOpen: @escaping @MainActor () -> Void) -> StatusPage {
        // Translators: the window's title when the settings bundle given cannot be read; %s is its folder.
        StatusPage(iconName: "dialog-warning-symbolic", title: tr("Cannot Open “%s”", RecentBundles.displayName(of: path)),
                   reason: reason, onOpen: onOpen)
    }
}
