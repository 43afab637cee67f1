// HostApp: a GTK application that shows its own settings (Settings.bundle, beside this file)
// in BundleSettings' window. It supplies the widget of the bundle's IASKCustomViewSpecifier row
// and the choices of its multi-value row without Values, and handles its button row. See "Embedding" in the README of BundleSettings.
//
//     swift run HostApp               a main window with a Settings… button
//     swift run HostApp --self-test   opens the settings, presses Sync Now, checks the custom
//                                     row is in the window, prints "OK" and exits (the tests)
import Foundation
import GtkKit
import SettingsKit
import SettingsUI

// 1. The application's Settings.bundle, in the user's languages.
guard let bundlePath = Bundle.module.path(forResource: "Settings", ofType: "bundle") else {
    fatalError("HostApp: Settings.bundle is missing from the application's resources")
}
let languages = LanguagePreferences.preferred(override: [], environment: ProcessInfo.processInfo.environment)
let bundle: SettingsBundle
switch SettingsBundle.open(path: bundlePath, languages: languages) {
case .success(let opened): bundle = opened
case .failure(let problem): fatalError("HostApp: \(problem.description)")
}

// 2. A controller over the store. SessionSetup finds the store as `bundle-settings` does: the
//    domain comes from the bundle's ApplicationGroupContainerIdentifier, so the values live in
//    $XDG_CONFIG_HOME/org.example.HostApp/settings.ini, and `bundle-settings get` reads them.
let controller = SessionSetup(applicationName: "Host App").openController(for: bundle)

// 3. The host's part: the widget of the custom view row, and what Sync Now does.
var syncStatusText = "Never synced"
var syncStatus: Label?
controller.buttonHandler = { row in
    guard row.key == "sync_now" else { return }
    syncStatusText = "Synced just now"
    syncStatus?.text = syncStatusText
    print("HostApp: sync requested")
}

// The servers are known only at run time: the bundle's Server row has no Values.
controller.choicesProvider = { row in
    guard row.key == "sync_server" else { return nil }
    return [Choice(value: .string("eu"), title: "Europe"), Choice(value: .string("us"), title: "Americas"),
            Choice(value: .string("ap"), title: "Asia and Pacific")]
}

@MainActor func customView(for row: Row) -> Widget? {
    guard row.key == "sync_status" else { return nil }  // other rows: a plain row
    let label = Label(syncStatusText)
    label.alignToStart()
    syncStatus = label
    return label
}

// 4. The application: a main window whose button opens the settings window.
let application = Application(identifier: "org.example.HostApp")
var settingsWindow: SettingsWindow?

@MainActor func showSettings() -> SettingsWindow {
    if let open = settingsWindow, open.window.isVisible {
        open.present()
        return open
    }
    let window = SettingsWindow(session: controller, application: application, applicationName: "Host App",
                                geometryPath: nil, customViews: customView(for:))
    settingsWindow = window
    window.present()
    return window
}

/// Waits until the window has built the custom row, then presses Sync Now as the row does
/// (through the controller) and checks that the host's label heard of it.
@MainActor func selfTest(_ settings: SettingsWindow, deadline: Date = Date().addingTimeInterval(20),
                         done: @escaping @MainActor (String?) -> Void) {
    guard let label = syncStatus, label.isInside(settings.window) else {
        if Date() > deadline { return done("the custom view of sync_status never appeared in the settings window") }
        MainLoopSource.once(after: 50) { selfTest(settings, deadline: deadline, done: done) }
        return
    }
    guard let button = controller.firstRow(forKey: "sync_now") else { return done("the bundle has no sync_now row") }
    let server = controller.rootPage.rows.first { $0.key == "sync_server" }
    guard server?.kind.choices?.choices.count == 3 else { return done("the host's server choices are not in the page") }
    controller.press(button) { error in
        if let error { done("pressing Sync Now: \(error.description)") }
        else if label.text != "Synced just now" { done("the button handler did not run (label: \(label.text))") }
        else { done(nil) }
    }
}

var status: Int32 = 0
application.onActivate {
    // The GNOME look (boxed lists): BundleSettings' style sheet, from an installed
    // bundle-settings or the package's source tree.
    if let resources = ResourceLocator.resourcesDirectory() { SettingsStyle.load(resourcesDirectory: resources) }
    ColorScheme.followDesktop()

    let main = Window(application: application)
    main.setTitle("Host App")
    main.setDefaultSize(width: 360, height: 160)
    let settingsButton = Button(label: "Settings…")
    settingsButton.onClicked { _ = showSettings() }
    main.setChild(settingsButton)
    main.present()

    if CommandLine.arguments.contains("--self-test") {
        selfTest(showSettings()) { failure in
            if let failure { print("HostApp self-test: FAILED: \(failure)") } else { print("HostApp self-test: OK") }
            status = failure == nil ? 0 : 1
            application.quit()
        }
    }
}
let runStatus = application.run()
exit(status != 0 ? status : runStatus)
