import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// Schema ownership on Debian 12's GNOME applications: the desktop entries and schema IDs of 40
/// packages unpacked from Debian's archive on 28 November 2026 (README, "Which GSettings schemas
/// are its own"). The entries are written as the few fields the rules read; the schema IDs are
/// those GLib's schema source lists over the unpacked folder (fixed paths). The packages:
///
///     baobab cheese cheese-common eog evince evince-common file-roller gnome-calculator
///     gnome-calendar gnome-characters gnome-clocks gnome-contacts gnome-disk-utility
///     gnome-font-viewer gnome-logs gnome-maps gnome-music gnome-settings-daemon-common
///     gnome-shell-common gnome-shell-extension-prefs gnome-software gnome-software-common
///     gnome-sound-recorder gnome-system-monitor gnome-terminal gnome-terminal-data
///     gnome-text-editor gnome-weather gsettings-desktop-schemas libgtk-3-common mutter-common
///     nautilus nautilus-data rhythmbox rhythmbox-data seahorse simple-scan totem totem-common yelp
@Suite struct SchemaOwnershipDebianTests {
    /// `ID|Name|Exec|more lines`, one desktop entry each, as Debian ships them.
    static let entries = """
        gnome-disk-image-mounter|Disk Image Mounter|gnome-disk-image-mounter %U|NoDisplay=true
        gnome-disk-image-writer|Disk Image Writer|gnome-disks --restore-disk-image %U|NoDisplay=true
        gnome-software-local-file-flatpak|Software Install|gnome-software --local-filename %f|NoDisplay=true
        gnome-software-local-file-fwupd|Software Install|gnome-software --local-filename %f|NoDisplay=true
        gnome-software-local-file-packagekit|Software Install|gnome-software --local-filename %f|NoDisplay=true
        gnome-software-local-file-snap|Software Install|gnome-software --local-filename %f|NoDisplay=true
        gnome-system-monitor-kde|GNOME System Monitor|gnome-system-monitor|OnlyShowIn=KDE;
        gnome-system-monitor|System Monitor|gnome-system-monitor
        nautilus-autorun-software|Run Software|nautilus-autorun-software %u|NoDisplay=true
        org.gnome.Calculator|Calculator|gnome-calculator
        org.gnome.Calendar|Calendar|gnome-calendar %U
        org.gnome.Characters|Characters|/usr/bin/gnome-characters
        org.gnome.Cheese|Cheese|cheese
        org.gnome.Contacts|Contacts|gnome-contacts
        org.gnome.DiskUtility|Disks|gnome-disks
        org.gnome.Evince-previewer|Print Preview|evince-previewer %U|NoDisplay=true
        org.gnome.Evince|Document Viewer|evince %U
        org.gnome.Extensions|Extensions|/usr/bin/gnome-extensions-app --gapplication-service|OnlyShowIn=GNOME;
        org.gnome.FileRoller|Archive Manager|file-roller %U
        org.gnome.Logs|Logs|gnome-logs
        org.gnome.Maps|Maps|gapplication launch org.gnome.Maps %U
        org.gnome.Music|Music|gnome-music
        org.gnome.Nautilus|Files|nautilus --new-window %U
        org.gnome.Rhythmbox3|Rhythmbox|rhythmbox %U
        org.gnome.Rhythmbox3.device|Rhythmbox|rhythmbox-client --select-source %U|NoDisplay=true
        org.gnome.Software|Software|gnome-software %U
        org.gnome.SoundRecorder|Sound Recorder|gnome-sound-recorder
        org.gnome.Terminal.Preferences|Preferences|gnome-terminal --preferences|NoDisplay=true
        org.gnome.Terminal|Terminal|gnome-terminal|OnlyShowIn=GNOME;Unity;
        org.gnome.TextEditor|Text Editor|gnome-text-editor %U
        org.gnome.Totem|Videos|totem %U
        org.gnome.Weather|Weather|gapplication launch org.gnome.Weather
        org.gnome.baobab|Disk Usage Analyzer|baobab %U
        org.gnome.clocks|Clocks|gnome-clocks
        org.gnome.eog|Image Viewer|eog %U
        org.gnome.font-viewer|Fonts|gnome-font-viewer %u
        org.gnome.seahorse.Application|Passwords and Keys|seahorse %u
        simple-scan|Document Scanner|simple-scan
        yelp|Help|yelp %u|OnlyShowIn=GNOME;Unity;
        """

    /// The schema IDs, `~` for `org.gnome.`.
    static let schemas = expanded("""
        ~Characters ~Cheese ~Contacts ~Disks ~Disks.benchmark ~Evince ~Evince.Default ~FileRoller ~FileRoller.Dialogs
        ~FileRoller.Dialogs.Add ~FileRoller.Dialogs.Extract ~FileRoller.Dialogs.LastOutput ~FileRoller.Dialogs.New
        ~FileRoller.FileSelector ~FileRoller.General ~FileRoller.Listing ~FileRoller.UI ~Logs ~Maps ~Music
        ~SimpleScan ~SoundRecorder ~Terminal.Legacy.Settings ~Terminal.ProfilesList ~TextEditor ~Weather ~baobab
        ~baobab.preferences ~baobab.ui ~calculator ~calendar ~clocks ~clocks.state ~clocks.state.window ~desktop.a11y
        ~desktop.a11y.applications ~desktop.a11y.interface ~desktop.a11y.keyboard ~desktop.a11y.magnifier
        ~desktop.a11y.mouse ~desktop.app-folders ~desktop.background ~desktop.calendar ~desktop.datetime
        ~desktop.default-applications ~desktop.default-applications.office
        ~desktop.default-applications.office.calendar ~desktop.default-applications.office.tasks
        ~desktop.default-applications.terminal ~desktop.input-sources ~desktop.interface ~desktop.lockdown
        ~desktop.media-handling ~desktop.notifications ~desktop.peripherals ~desktop.peripherals.keyboard
        ~desktop.peripherals.mouse ~desktop.peripherals.pointingstick ~desktop.peripherals.touchpad
        ~desktop.peripherals.trackball ~desktop.privacy ~desktop.screensaver ~desktop.search-providers
        ~desktop.session ~desktop.sound ~desktop.thumbnail-cache ~desktop.thumbnailers ~desktop.wm.keybindings
        ~desktop.wm.preferences ~eog ~eog.fullscreen ~eog.plugins ~eog.ui ~eog.view ~gnome-system-monitor
        ~gnome-system-monitor.disktreenew ~gnome-system-monitor.memmapstree ~gnome-system-monitor.openfilestree
        ~gnome-system-monitor.proctree ~mutter ~mutter.keybindings ~mutter.wayland ~mutter.wayland.keybindings
        ~nautilus ~nautilus.compression ~nautilus.icon-view ~nautilus.list-view ~nautilus.preferences
        ~nautilus.window-state ~rhythmbox ~rhythmbox.library ~rhythmbox.player ~rhythmbox.plugins
        ~rhythmbox.plugins.android ~rhythmbox.plugins.audiocd ~rhythmbox.plugins.daap
        ~rhythmbox.plugins.generic-player ~rhythmbox.plugins.grilo ~rhythmbox.plugins.ipod ~rhythmbox.plugins.iradio
        ~rhythmbox.plugins.listenbrainz ~rhythmbox.plugins.lyrics ~rhythmbox.plugins.magnatune
        ~rhythmbox.plugins.mtpdevice ~rhythmbox.plugins.replaygain ~rhythmbox.plugins.webremote ~rhythmbox.podcast
        ~rhythmbox.rhythmdb ~rhythmbox.sharing ~rhythmbox.sources ~seahorse ~seahorse.manager
        ~settings-daemon.peripherals ~settings-daemon.peripherals.keyboard ~settings-daemon.peripherals.smartcard
        ~settings-daemon.peripherals.touchscreen ~settings-daemon.plugins ~settings-daemon.plugins.color
        ~settings-daemon.plugins.housekeeping ~settings-daemon.plugins.media-keys ~settings-daemon.plugins.power
        ~settings-daemon.plugins.wwan ~settings-daemon.plugins.xsettings ~shell ~shell.app-switcher
        ~shell.keybindings ~shell.overrides ~shell.weather ~shell.window-switcher ~shell.world-clocks ~software
        ~system.locale ~system.location ~system.proxy ~system.proxy.ftp ~system.proxy.http ~system.proxy.https
        ~system.proxy.socks ~totem ~totem.plugins.opensubtitles ~totem.plugins.pythonconsole ~yelp
        org.gtk.Settings.ColorChooser org.gtk.Settings.Debug org.gtk.Settings.EmojiChooser
        org.gtk.Settings.FileChooser
        """)

    /// Each listed application's schemas, by its name (`~` for `org.gnome.`).
    static let expected: [String: String] = [
        "Archive Manager": """
            ~FileRoller ~FileRoller.Dialogs ~FileRoller.Dialogs.Add ~FileRoller.Dialogs.Extract
            ~FileRoller.Dialogs.LastOutput ~FileRoller.Dialogs.New ~FileRoller.FileSelector ~FileRoller.General
            ~FileRoller.Listing ~FileRoller.UI
            """,
        "Calculator": "~calculator",
        "Calendar": "~calendar",
        "Characters": "~Characters",
        "Cheese": "~Cheese",
        "Clocks": "~clocks ~clocks.state ~clocks.state.window",
        "Contacts": "~Contacts",
        "Disk Usage Analyzer": "~baobab ~baobab.preferences ~baobab.ui",
        "Disks": "~Disks ~Disks.benchmark",
        "Document Scanner": "~SimpleScan",
        "Document Viewer": "~Evince ~Evince.Default",
        "Files": """
            ~nautilus ~nautilus.compression ~nautilus.icon-view ~nautilus.list-view ~nautilus.preferences
            ~nautilus.window-state
            """,
        "Help": "~yelp",
        "Image Viewer": "~eog ~eog.fullscreen ~eog.plugins ~eog.ui ~eog.view",
        "Logs": "~Logs",
        "Maps": "~Maps",
        "Music": "~Music",
        "Passwords and Keys": "~seahorse ~seahorse.manager",
        "Rhythmbox": """
            ~rhythmbox ~rhythmbox.library ~rhythmbox.player ~rhythmbox.plugins ~rhythmbox.plugins.android
            ~rhythmbox.plugins.audiocd ~rhythmbox.plugins.daap ~rhythmbox.plugins.generic-player
            ~rhythmbox.plugins.grilo ~rhythmbox.plugins.ipod ~rhythmbox.plugins.iradio
            ~rhythmbox.plugins.listenbrainz ~rhythmbox.plugins.lyrics ~rhythmbox.plugins.magnatune
            ~rhythmbox.plugins.mtpdevice ~rhythmbox.plugins.replaygain ~rhythmbox.plugins.webremote
            ~rhythmbox.podcast ~rhythmbox.rhythmdb ~rhythmbox.sharing ~rhythmbox.sources
            """,
        "Software": "~software",
        "Sound Recorder": "~SoundRecorder",
        "System Monitor": """
            ~gnome-system-monitor ~gnome-system-monitor.disktreenew ~gnome-system-monitor.memmapstree
            ~gnome-system-monitor.openfilestree ~gnome-system-monitor.proctree
            """,
        "Terminal": "~Terminal.Legacy.Settings ~Terminal.ProfilesList",
        "Text Editor": "~TextEditor",
        "Videos": "~totem ~totem.plugins.opensubtitles ~totem.plugins.pythonconsole",
        "Weather": "~Weather",
    ]

    /// `text`'s schema IDs, `~` for `org.gnome.`.
    static func expanded(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { String($0).replacing("~", with: "org.gnome.") }
    }

    /// The applications as the hub would take them from the entries, on GNOME.
    static func candidates() -> (applications: [DesktopApplication], candidates: [SchemaOwnerCandidate]) {
        let fixture = ApplicationFixture()
        for line in entries.split(separator: "\n") {
            let fields = line.trimmingSpaces().split(separator: "|").map(String.init)
            fixture.files.text("system/applications/\(fields[0]).desktop",
                               (["[Desktop Entry]", "Type=Application", "Name=" + fields[1], "Exec=" + fields[2]] + fields.dropFirst(3))
                                .joined(separator: "\n") + "\n")
        }
        var environment = fixture.environment
        environment["XDG_CURRENT_DESKTOP"] = "GNOME"
        let scan = DesktopApplication.scan(environment: environment, languages: ["en"])
        #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
        return (scan.applications, SchemaOwnerCandidate.all(desktop: scan.applications, bundles: []))
    }

    @Test func debiansGnomeApplicationsOwnTheirSchemasAndTheRestIsTheDesktops() throws {
        let (applications, candidates) = Self.candidates()
        #expect(applications.count == 39)
        let ownership = SchemaOwnership.assign(schemas: Self.schemas, applications: candidates)
        let names = Dictionary(uniqueKeysWithValues: applications.map { ($0.id, $0.name) })
        let byName = Dictionary(uniqueKeysWithValues: ownership.applications.map { (names[$0.key] ?? $0.key, $0.value) })
        let expected = Self.expected.mapValues(Self.expanded)
        for name in Set(expected.keys).union(byName.keys).sorted() {
            #expect(byName[name] == expected[name], "\(name)")
        }
        // 26 of the 28 applications a GNOME menu shows list settings: Fonts has no schema, and
        // Extensions' (org.gnome.shell) are the desktop's.
        let listed = applications.filter(\.isShown).map(\.name)
        #expect(listed.count == 28)
        #expect(Set(listed).subtracting(byName.keys) == ["Fonts", "Extensions"])
        // Every other schema is the desktop's, none withheld.
        let owned = Set(expected.values.flatMap { $0 })
        #expect(Set(ownership.desktop.values.flatMap { $0 }) == Set(Self.schemas).subtracting(owned))
        #expect(ownership.owners.count == Self.schemas.count)
        let desktop = ownership.desktop
        #expect(desktop[.appearance] == ["org.gnome.desktop.background", "org.gnome.desktop.interface",
                                         "org.gnome.settings-daemon.plugins.xsettings"])
        #expect(desktop[.files] == ["org.gnome.desktop.thumbnail-cache", "org.gnome.desktop.thumbnailers", "org.gtk.Settings.FileChooser"])
        #expect(desktop[.mouseAndTouchpad] == ["org.gnome.desktop.peripherals.mouse", "org.gnome.desktop.peripherals.pointingstick",
                                               "org.gnome.desktop.peripherals.touchpad", "org.gnome.desktop.peripherals.trackball"])
        #expect(desktop[.windows] == ["org.gnome.desktop.wm.preferences", "org.gnome.mutter", "org.gnome.mutter.wayland",
                                      "org.gnome.shell.app-switcher", "org.gnome.shell.overrides", "org.gnome.shell.window-switcher"])
        #expect(desktop[.privacy] == ["org.gnome.desktop.lockdown", "org.gnome.desktop.privacy", "org.gnome.desktop.screensaver",
                                      "org.gnome.settings-daemon.plugins.housekeeping", "org.gnome.system.location"])
        #expect(desktop[.other] == ["org.gnome.settings-daemon.plugins", "org.gtk.Settings.ColorChooser", "org.gtk.Settings.Debug",
                                    "org.gtk.Settings.EmojiChooser"])
    }

    /// The same over the packages themselves, unpacked (not installed) into a folder given as
    /// `BUNDLE_SETTINGS_DEBIAN_ROOT` (README, "Which GSettings schemas are its own", shows how):
    /// the schemas as GLib's schema source lists them, the entries as the hub reads them. Prints
    /// the mapping, and checks the fixture above is what the packages hold.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_DEBIAN_ROOT"] != nil))
    func theUnpackedPackagesGiveTheSameOwners() throws {
        let root = try #require(ProcessInfo.processInfo.environment["BUNDLE_SETTINGS_DEBIAN_ROOT"])
        let schemas = Self.schemaIDs(in: root + "/usr/share/glib-2.0/schemas")
        let home = BundleFixture()
        let environment = ["HOME": home.url("home").path, "XDG_DATA_HOME": home.url("user").path,
                           "XDG_DATA_DIRS": root + "/usr/share", "XDG_CURRENT_DESKTOP": "GNOME"]
        let scan = DesktopApplication.scan(environment: environment, languages: ["en"])
        let ownership = SchemaOwnership.assign(schemas: schemas, applications: SchemaOwnerCandidate.all(desktop: scan.applications, bundles: []))
        let names = Dictionary(uniqueKeysWithValues: scan.applications.map { ($0.id, $0.name) })
        for application in scan.applications {
            let owned = ownership.applications[application.id] ?? []
            let state = application.isHidden ? "hidden" : application.isShown ? "listed" : "not listed"
            print("\(application.name) (\(application.id), \(state)): \(owned.isEmpty ? "-" : owned.joined(separator: " "))")
        }
        for (area, schemas) in ownership.desktop.sorted(by: { $0.key < $1.key }) {
            print("Desktop, \(area.title): \(schemas.joined(separator: " "))")
        }
        for (schema, owner) in ownership.owners.sorted(by: { $0.key < $1.key }) {
            if case .withheld(let id) = owner { print("withheld: \(schema) (\(id))") }
        }
        #expect(Set(schemas) == Set(Self.schemas))
        let byName = Dictionary(uniqueKeysWithValues: ownership.applications.map { (names[$0.key] ?? $0.key, $0.value) })
        #expect(byName == Self.expected.mapValues(Self.expanded))
    }

    /// The schemas with a fixed path of a folder's `gschemas.compiled`, as GLib lists them.
    static func schemaIDs(in folder: String) -> [String] {
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(folder, nil, 1, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            Issue.record("\(folder): \(message)")
            return []
        }
        defer { g_settings_schema_source_unref(source) }
        var fixed: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        var relocatable: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?
        g_settings_schema_source_list_schemas(source, 0, &fixed, &relocatable)
        defer { g_strfreev(fixed); g_strfreev(relocatable) }
        var ids: [String] = []
        var index = 0
        while let id = fixed?[index] {
            ids.append(String(cString: id))
            index += 1
        }
        return ids.sorted()
    }
}
