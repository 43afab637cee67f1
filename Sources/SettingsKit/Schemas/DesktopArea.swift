/// One page of the hub's "Desktop" entry: the GSettings schemas no application owns, grouped
/// by what a user would look for them under (the panels of GNOME Settings where it has one).
///
/// `DesktopArea.of` is also the rule that a schema is desktop-wide: a schema under one of
/// `prefixes` belongs to the desktop and is never given to an application, whatever its name
/// or an application's declaration says (`org.gnome.desktop.interface` is no application's,
/// though an executable could be named `desktop`). A schema that no application owns and no
/// prefix names is in `other`.
public enum DesktopArea: String, Sendable, Hashable, CaseIterable, Comparable {
    case appearance
    case accessibility
    case keyboard
    case keyboardShortcuts
    case mouseAndTouchpad
    case devices
    case displays
    case sound
    case power
    case notifications
    case privacy
    case network
    case sharing
    case search
    case defaultApplications
    case dateAndTime
    case regionAndLanguage
    case windows
    case shell
    case files
    case other

    /// The page's title, in the user's language.
    public var title: String {
        switch self {
        case .appearance: tr("Appearance")
        case .accessibility: tr("Accessibility")
        case .keyboard: tr("Keyboard")
        case .keyboardShortcuts: tr("Keyboard Shortcuts")
        case .mouseAndTouchpad: tr("Mouse & Touchpad")
        case .devices: tr("Devices")
        case .displays: tr("Displays")
        case .sound: tr("Sound")
        case .power: tr("Power")
        case .notifications: tr("Notifications")
        case .privacy: tr("Privacy")
        case .network: tr("Network")
        case .sharing: tr("Sharing")
        case .search: tr("Search")
        case .defaultApplications: tr("Default Applications")
        case .dateAndTime: tr("Date & Time")
        case .regionAndLanguage: tr("Region & Language")
        case .windows: tr("Windows & Workspaces")
        case .shell: tr("Shell & Extensions")
        case .files: tr("Files & Thumbnails")
        case .other: tr("Other")
        }
    }

    /// Pages in the order of the cases (GNOME Settings' order, roughly), `other` last.
    public static func < (left: DesktopArea, right: DesktopArea) -> Bool {
        (allCases.firstIndex(of: left) ?? 0) < (allCases.firstIndex(of: right) ?? 0)
    }

    /// The desktop-wide prefixes and their areas. A prefix names the schema equal to it and those
    /// extending it by a dot, compared without case (`org.gnome.mutter` names
    /// `org.gnome.mutter.wayland`, not `org.gnome.mutterfoo`); the longest prefix naming a schema
    /// gives its area. README, "Which GSettings schemas are its own", shows this table.
    public static let prefixes: [(prefix: String, area: DesktopArea)] = [
        // gsettings-desktop-schemas: org.gnome.desktop.* by the component after it.
        ("org.gnome.desktop", .other),
        ("org.gnome.desktop.a11y", .accessibility),
        ("org.gnome.desktop.app-folders", .shell),
        ("org.gnome.desktop.background", .appearance),
        ("org.gnome.desktop.calendar", .dateAndTime),
        ("org.gnome.desktop.datetime", .dateAndTime),
        ("org.gnome.desktop.default-applications", .defaultApplications),
        ("org.gnome.desktop.input-sources", .keyboard),
        ("org.gnome.desktop.interface", .appearance),
        ("org.gnome.desktop.lockdown", .privacy),
        ("org.gnome.desktop.media-handling", .defaultApplications),
        ("org.gnome.desktop.notifications", .notifications),
        ("org.gnome.desktop.peripherals", .devices),
        ("org.gnome.desktop.peripherals.keyboard", .keyboard),
        ("org.gnome.desktop.peripherals.mouse", .mouseAndTouchpad),
        ("org.gnome.desktop.peripherals.pointingstick", .mouseAndTouchpad),
        ("org.gnome.desktop.peripherals.touchpad", .mouseAndTouchpad),
        ("org.gnome.desktop.peripherals.trackball", .mouseAndTouchpad),
        ("org.gnome.desktop.privacy", .privacy),
        ("org.gnome.desktop.remote-desktop", .sharing),
        // The lock screen: GNOME Settings shows it under Privacy ("Screen Lock").
        ("org.gnome.desktop.screensaver", .privacy),
        ("org.gnome.desktop.search-providers", .search),
        // `idle-delay`: GNOME Settings' "Screen Blank", under Power.
        ("org.gnome.desktop.session", .power),
        ("org.gnome.desktop.sound", .sound),
        ("org.gnome.desktop.thumbnail-cache", .files),
        ("org.gnome.desktop.thumbnailers", .files),
        ("org.gnome.desktop.wm.keybindings", .keyboardShortcuts),
        ("org.gnome.desktop.wm.preferences", .windows),
        // gnome-settings-daemon.
        ("org.gnome.settings-daemon", .other),
        ("org.gnome.settings-daemon.peripherals", .devices),
        ("org.gnome.settings-daemon.peripherals.keyboard", .keyboard),
        ("org.gnome.settings-daemon.peripherals.mouse", .mouseAndTouchpad),
        ("org.gnome.settings-daemon.peripherals.touchpad", .mouseAndTouchpad),
        ("org.gnome.settings-daemon.peripherals.trackball", .mouseAndTouchpad),
        // Night Light is here, and GNOME Settings shows it under Displays.
        ("org.gnome.settings-daemon.plugins.color", .displays),
        // Emptying the trash and temporary files: "File History & Trash", under Privacy.
        ("org.gnome.settings-daemon.plugins.housekeeping", .privacy),
        ("org.gnome.settings-daemon.plugins.media-keys", .keyboardShortcuts),
        ("org.gnome.settings-daemon.plugins.power", .power),
        ("org.gnome.settings-daemon.plugins.sharing", .sharing),
        ("org.gnome.settings-daemon.plugins.wwan", .network),
        // Font rendering and GTK setting overrides for X11 applications.
        ("org.gnome.settings-daemon.plugins.xsettings", .appearance),
        // The window manager and the shell.
        ("org.gnome.mutter", .windows),
        ("org.gnome.mutter.keybindings", .keyboardShortcuts),
        ("org.gnome.mutter.wayland.keybindings", .keyboardShortcuts),
        ("org.gnome.shell", .shell),
        ("org.gnome.shell.app-switcher", .windows),
        ("org.gnome.shell.keybindings", .keyboardShortcuts),
        ("org.gnome.shell.overrides", .windows),
        ("org.gnome.shell.window-switcher", .windows),
        ("org.gnome.SessionManager", .other),
        ("org.gnome.login-screen", .other),
        // System-wide settings (gsettings-desktop-schemas' org.gnome.system.*).
        ("org.gnome.system", .other),
        ("org.gnome.system.locale", .regionAndLanguage),
        ("org.gnome.system.location", .privacy),
        ("org.gnome.system.proxy", .network),
        // GTK's own dialogs, in every GTK application.
        ("org.gtk", .other),
        ("org.gtk.Settings.FileChooser", .files),
        ("org.gtk.gtk4.Settings.FileChooser", .files),
        // Services and libraries every application shares.
        ("org.freedesktop", .other),
        ("org.freedesktop.ibus", .keyboard),
        ("org.gnome.crypto", .other),
        ("org.gnome.evolution-data-server", .other),
        ("org.gnome.online-accounts", .other),
        ("org.gnome.GWeather", .other),
        ("org.gnome.GWeather4", .other),
        ("org.gnome.nm-applet", .network),
    ]

    /// The area of a desktop-wide schema; nil when no prefix names it (an application may own it).
    public static func of(schema id: String) -> DesktopArea? {
        let folded = id.lowercased()
        return foldedPrefixes.filter { SchemaName.folded(folded, extends: $0.prefix) }
            .max { $0.prefix.utf8.count < $1.prefix.utf8.count }?.area
    }

    private static let foldedPrefixes = prefixes.map { (prefix: $0.prefix.lowercased(), area: $0.area) }
}
