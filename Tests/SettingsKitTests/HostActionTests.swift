import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// A host application in this process exports an action on the session bus (script/test runs
/// the tests inside dbus-run-session); the button call must reach it as `gapplication action`.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil, "needs a session bus"))
struct HostActionTests {
    final class Activations {
        var names: [String] = []
    }

    /// Registers an application exporting `actions`; returns it with the log of activations.
    private func startHost(id: String, actions: [String]) throws -> (OpaquePointer, Activations) {
        let application = try #require(g_application_new(id, G_APPLICATION_DEFAULT_FLAGS))
        let log = Activations()
        for name in actions {
            let action = g_simple_action_new(name, nil)
            let activated: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { action, _, data in
                guard let action, let data else { return }
                let log = Unmanaged<Activations>.fromOpaque(data).takeUnretainedValue()
                log.names.append(String(cString: g_action_get_name(action)))
            }
            g_signal_connect_data(UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activated, to: GCallback.self),
                                  Unmanaged.passUnretained(log).toOpaque(), nil, GConnectFlags(rawValue: 0))
            g_action_map_add_action(OpaquePointer(application), action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application, nil, &error) != 0 else {
            throw HostError(message: takeMessage(error))
        }
        return (OpaquePointer(application), log)
    }

    struct HostError: Error { var message: String }

    private func activate(_ id: String, _ action: String) -> SettingsError?? {
        var outcome: SettingsError??
        HostAction.activate(applicationID: id, action: action) { outcome = .some($0) }
        let deadline = Date().addingTimeInterval(5)
        while outcome == nil, Date() < deadline { g_main_context_iteration(nil, 1) }
        return outcome
    }

    @Test func aButtonReachesTheHostsExportedAction() throws {
        let id = "org.bundlesettings.TestHost.p\(getpid())"
        let (application, log) = try startHost(id: id, actions: ["refresh-library"])
        defer { g_object_unref(UnsafeMutableRawPointer(application)) }
        let outcome = try #require(activate(id, "refresh-library"), "no answer from the bus")
        #expect(outcome == nil, "\(outcome?.description ?? "")")
        let deadline = Date().addingTimeInterval(2)
        while log.names.isEmpty, Date() < deadline { g_main_context_iteration(nil, 0) }
        #expect(log.names == ["refresh-library"])
    }

    @Test func anUnknownActionIsSaidPlainly() throws {
        let id = "org.bundlesettings.TestHost.q\(getpid())"
        let (application, _) = try startHost(id: id, actions: [])
        defer { g_object_unref(UnsafeMutableRawPointer(application)) }
        let outcome = try #require(activate(id, "missing"))
        #expect(outcome?.description == "\(id) has no action \"missing\".", "\(outcome?.description ?? "")")
    }

    @Test func anApplicationThatIsNotRunningIsSaidPlainly() throws {
        let outcome = try #require(activate("org.bundlesettings.NotRunning.x\(getpid())", "refresh"))
        #expect(outcome?.description.contains("is not running") == true)
    }

    @Test func objectPathFollowsGApplication() {
        #expect(HostAction.objectPath(of: "org.example.My-App") == "/org/example/My_App")
    }

    private func buttonController(domain: String) throws -> (SettingsController, Row, ScratchFolder) {
        let folder = ScratchFolder()
        let rows: [[String: Any]] = [["Type": "IASKButtonSpecifier", "Key": "refresh-library", "Title": "Refresh"]]
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .xml, options: 0)
        try folder.write(String(decoding: data, as: UTF8.self), to: "Settings.bundle/Root.plist")
        let bundle = try SettingsBundle.open(path: folder.file("Settings.bundle"), languages: ["en"]).get()
        let controller = SettingsController(bundle: bundle, store: MemoryStore(), domain: domain)
        return (controller, try #require(controller.rows(forKey: "refresh-library").first), folder)
    }

    @Test func pressingAButtonActivatesTheActionAndIsAnnouncedForWatch() throws {
        let id = "org.bundlesettings.TestHost.r\(getpid())"
        let (application, log) = try startHost(id: id, actions: ["refresh-library"])
        defer { g_object_unref(UnsafeMutableRawPointer(application)) }
        let (controller, button, folder) = try buttonController(domain: id)
        var announced: [String] = []
        let subscription = ButtonPresses.subscribe(domain: id) { announced.append($0) }
        var outcome: SettingsError??
        controller.press(button) { outcome = .some($0) }
        let deadline = Date().addingTimeInterval(5)
        while outcome == nil || log.names.isEmpty || announced.isEmpty, Date() < deadline { g_main_context_iteration(nil, 0) }
        #expect(outcome.map { $0 == nil } == true)
        #expect(log.names == ["refresh-library"])
        #expect(announced == ["refresh-library"])
        withExtendedLifetime((subscription, folder)) {}
    }

    @Test func anEmbeddingHostGetsTheCallInsteadOfDBus() throws {
        let (controller, button, folder) = try buttonController(domain: "org.bundlesettings.NoSuchHost.s\(getpid())")
        var pressed: [String?] = []
        controller.buttonHandler = { pressed.append($0.key?.text) }
        var outcome: SettingsError??
        controller.press(button) { outcome = .some($0) }
        #expect(pressed == ["refresh-library"])
        #expect(outcome.map { $0 == nil } == true)
        withExtendedLifetime(folder) {}
    }
}
