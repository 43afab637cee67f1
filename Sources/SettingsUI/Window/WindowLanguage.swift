import GtkKit
import SettingsKit

/// The window's language and direction: what `InterfaceLanguage` picked, whatever the locale.
@MainActor
public enum WindowLanguage {
    /// Makes our words and GTK's answer in `language` and lays widgets out in its direction.
    /// Call once GTK is initialised (it set the direction from the locale then) and before any
    /// widget is built: a widget keeps the default direction it was made with. Directional
    /// icons named plainly (`go-previous-symbolic`) follow, as GTK picks their `-rtl` twins.
    public static func use(_ language: InterfaceLanguage) {
        language.use()
        MessageCatalogs.makeDefaultDomain()
        followDirection(of: language)
    }

    /// Lays the widgets built from now on out in `language`'s direction.
    static func followDirection(of language: InterfaceLanguage) {
        Widget.defaultDirection = language.isRightToLeft ? .rightToLeft : .leftToRight
    }
}
