import CGtk
import GtkKit
import SettingsKit

/// The application around the settings window: what the executable runs.
@MainActor
public enum SettingsApplication {
    /// Runs the application until its window closes; answers the exit status.
    ///
    /// - `applicationID`: the D-Bus name (so a second launch raises the running window); nil
    ///   makes every launch independent.
    /// - `resourcesDirectory`: the folder holding `style.css`.
    /// - `geometryPath`: where the window size is remembered (default under `$XDG_STATE_HOME`).
    /// - `firstFrame`: what to do once the window has painted (see `FirstFrameAction`); by
    ///   default read from the environment.
    /// - `search`: a text to search every page for, shown in the first frame.
    public static func run(session: SettingsSession, applicationName: String, applicationID: String? = nil,
                           resourcesDirectory: String?, geometryPath: String? = WindowGeometry.defaultPath,
                           firstFrame: FirstFrameAction = .fromEnvironment(), search: String? = nil) -> Int32 {
        let application = Application(identifier: applicationID)
        var settingsWindow: SettingsWindow?
        var status: Int32 = 0
        application.onActivate { [unowned application] in
            if let settingsWindow {
                settingsWindow.present()
                return
            }
            ColorScheme.followDesktop()
            if let resourcesDirectory { SettingsStyle.load(resourcesDirectory: resourcesDirectory) }
            let window = SettingsWindow(session: session, application: application,
                                        applicationName: applicationName, geometryPath: geometryPath)
            settingsWindow = window
            if let search { window.search.start(query: search) }
            firstFrame.install(on: window) { [unowned window] succeeded in
                if !succeeded { status = 1 }
                // Quit at once: rows still being built from idle callbacks must not delay it.
                window.window.destroy()
                settingsWindow = nil
                application.quit()
            }
            window.present()
        }
        let runStatus = application.run()
        return status != 0 ? status : runStatus
    }
}
