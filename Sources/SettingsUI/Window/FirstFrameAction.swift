import FoundationEssentials
import SettingsKit
import GtkKit
import Glibc

/// What the application does once its window has painted its first frame: nothing, quit (to
/// measure start-up), or save a screenshot and quit. The hub's first frame is its first with
/// its lists (installed applications, recent bundles), as a user sees it once they are read.
public enum FirstFrameAction: Equatable, Sendable {
    case none
    case exit
    case screenshot(path: String)

    static let screenshotVariable = "BUNDLE_SETTINGS_SCREENSHOT"
    static let exitVariable = "BUNDLE_SETTINGS_EXIT_AFTER_FIRST_FRAME"

    /// `BUNDLE_SETTINGS_SCREENSHOT=path.png` saves a screenshot; `BUNDLE_SETTINGS_EXIT_AFTER_FIRST_FRAME=1`
    /// quits.
    public static func fromEnvironment(_ environment: [String: String] = ProcessEnvironment.variables)
        -> FirstFrameAction
    {
        if let path = environment[screenshotVariable], !path.isEmpty { return .screenshot(path: path) }
        if let flag = environment[exitVariable], !flag.isEmpty, flag != "0" { return .exit }
        return .none
    }

    /// Arranges the action on `window`; for a screenshot, `finish` is called with whether it
    /// was saved, after which the caller closes the window (`exit` ends the process itself).
    @MainActor
    func install(on window: SettingsWindow, finish: @escaping @MainActor (Bool) -> Void) {
        install(on: window.window, finish: finish)
    }

    /// The same on any window (the start page's, a status page's). `ready`: for a window whose
    /// first frame is not what it is for (the hub, until its lists are read), the frame acted on
    /// is the first painted once it has called back.
    @MainActor
    func install(on window: Window, once ready: ((@escaping @MainActor () -> Void) -> Void)? = nil,
                 finish: @escaping @MainActor (Bool) -> Void) {
        let act: @MainActor () -> Void
        switch self {
        case .none:
            return
        case .exit:
            // At once, when the display server has the frame: a timed launch ends at its first
            // frame, and tearing the window down is not start-up. `_exit`: threads still reading
            // in the background must not meet exit handlers. The C baselines (`bench/`) end the
            // same way.
            act = {
                window.waitForDisplay()
                Glibc._exit(0)
            }
        case .screenshot(let path):
            act = {
                let saved = WidgetScreenshot.savePNG(of: window, to: path)
                if !saved { StandardStream.error.write("Could not save a screenshot to \(path)\n") }
                MainLoopSource.once(after: 0) { finish(saved) }
            }
        }
        FirstFrame.afterPaint(of: window, once: ready ?? { ready in ready() }, act)
    }
}
