import GtkKit
import SettingsKit

/// The application around the settings windows: what the executable runs.
@MainActor
public enum SettingsApplication {
    /// The application ID: the desktop entry's, the metainfo's and the icon's name (data/); a
    /// second launch finds the first on the session bus by it.
    public static let identifier = "org.bundlesettings.BundleSettings"

    /// Runs the application for a launch: the primary instance shows `request` and stays for
    /// later launches; a later launch hands `forwardedArguments` to the primary instance and
    /// returns at once (see `ApplicationInstance`). Answers the exit status.
    ///
    /// - `resourcesDirectory`: the folder holding `style.css`.
    /// - `geometryPath`: where the window size is remembered (default under `$XDG_STATE_HOME`).
    /// - `forwardedArguments`: this launch's command line as `readForwarded` takes it back.
    /// - `readForwarded`: the request a forwarded command line makes, in the primary instance
    ///   (nil: nothing to open).
    /// - A first-frame action (screenshot, timed exit) runs its own instance, so a measurement
    ///   or screenshot never lands in a window that happens to be open.
    /// - `sharesInstance` false runs its own instance too: for a launch in a language of its own
    ///   (`--language`), since the window's words are the process's (gettext's language is
    ///   process-wide) and the primary instance speaks its own.
    public static func run(request: OpenRequest, applicationID: String?, sharesInstance: Bool = true, forwardedArguments: [String],
                           readForwarded: @escaping @MainActor ([String]) -> OpenRequest?,
                           resourcesDirectory: String?, geometryPath: String? = WindowGeometry.defaultPath,
                           firstFrame: FirstFrameAction = .fromEnvironment()) -> Int32 {
        Application.setWindowClass(identifier)
        let application = Application(identifier: firstFrame == .none ? applicationID : nil, isUnique: sharesInstance)
        let instance = ApplicationInstance(application: application, resourcesDirectory: resourcesDirectory,
                                           geometryPath: geometryPath, firstFrame: firstFrame)
        application.addAction(named: ApplicationInstance.forwardAction) { [weak instance] arguments in
            if let request = readForwarded(arguments) { instance?.open(request) }
        }
        var started = false
        application.onActivate {
            guard !started else { return }
            started = true
            instance.open(request)
        }
        let runStatus = applicationID != nil && sharesInstance && firstFrame == .none
            ? application.runUnlessRemote { [unowned application] in application.activateAction(named: ApplicationInstance.forwardAction, strings: forwardedArguments) }
            : application.run()
        return instance.status != 0 ? instance.status : runStatus
    }
}
