import CGLib
import FoundationEssentials

/// The desktop shell's search on the session bus: one `ShellSearchProvider` answering each
/// desktop's interface at its own object path, under the well-known name `busName` — GNOME
/// Shell's `org.gnome.Shell.SearchProvider2` (`GnomeShellSearchFace`), as GNOME Settings,
/// Nautilus and Calculator offer their own, and Plasma's KRunner `org.kde.krunner1`
/// (`KRunnerSearchFace`). The shell finds it by the installed
/// `search-providers/org.bundlesettings.BundleSettings.search-provider.ini`, KRunner by
/// `krunner/dbusplugins/org.bundlesettings.BundleSettings.desktop`, and the bus starts it on
/// the first call of either from the one installed D-Bus service file (data/meson.build).
///
/// Why a service of the command-line executable (`bundle-settings search-provider`, not listed
/// in its help) rather than of the window's GApplication: answering a query needs the index,
/// not GTK. The command line starts without loading GTK or needing a display, so each search
/// session the shell starts is cheap, the window's start-up path (`Application.runUnlessRemote`)
/// is left as it is, and a window open on a bundle is never slowed by queries. Activating a
/// result starts the window executable with the result's ID (`--search-result`), which hands
/// over to a running window as any launch does. The service quits after `idleSeconds` without
/// a call, and at once when another process owns the name or the bus goes away.
@MainActor
public final class ShellSearchService {
    public static let busName = "org.bundlesettings.BundleSettings.SearchProvider"
    /// How long a service with no call stays: the shell asks again at each keystroke of a search.
    public nonisolated static let defaultIdleSeconds: UInt32 = 60

    private let provider: ShellSearchProvider
    /// Each desktop's interface, all answered from `provider`.
    private let faces: [any SearchBusFace]
    private let windowExecutable: String?
    private let idleSeconds: UInt32
    private var loop: OpaquePointer?
    private var idleTimer: guint = 0
    private var failure: String?

    /// `windowExecutable`: the window (`bundle-settings-window`) that activating a result starts;
    /// nil when it is not installed (then activating one says so on standard error).
    public init(provider: ShellSearchProvider, windowExecutable: String?, idleSeconds: UInt32 = defaultIdleSeconds) {
        self.provider = provider
        faces = [GnomeShellSearchFace(provider: provider), KRunnerSearchFace(provider: provider)]
        self.windowExecutable = windowExecutable
        self.idleSeconds = idleSeconds
    }

    /// Serves calls until idle, interrupted (SIGINT, SIGTERM) or the name is lost. Answers why
    /// it could not serve, nil when it served and went idle.
    public func run() -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            return "no session bus: " + takeMessage(error)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, path, _, method, parameters, invocation, data in
            guard let path, let method, let parameters, let invocation, let data else { return }
            let service = Unmanaged<ShellSearchService>.fromOpaque(data).takeUnretainedValue()
            let (objectPath, name) = (String(cString: path), String(cString: method))
            MainActor.assumeIsolated { service.handle(objectPath, name, parameters, invocation) }
        }
        let this = Unmanaged.passUnretained(self).toOpaque()
        // Exported before the name is asked for: a call queued by the bus while starting us is
        // delivered the moment we own the name, and must find the object there.
        var registrations: [guint] = []
        defer { registrations.forEach { g_dbus_connection_unregister_object(bus, $0) } }
        for face in faces {
            guard let node = g_dbus_node_info_new_for_xml(face.introspection, &error) else { return takeMessage(error) }
            defer { g_dbus_node_info_unref(node) }
            let registration = g_dbus_connection_register_object(bus, face.objectPath, node.pointee.interfaces[0], &vtable, this, nil, &error)
            guard registration != 0 else { return "cannot export \(face.objectPath): " + takeMessage(error) }
            registrations.append(registration)
        }

        let loop = g_main_loop_new(nil, 0)
        self.loop = loop
        defer {
            self.loop = nil
            g_main_loop_unref(loop)
        }
        // Not queued behind another owner: a second service has nothing to do.
        let owner = g_bus_own_name_on_connection(bus, Self.busName, G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE, nil, { connection, _, data in
            guard let data else { return }
            let service = Unmanaged<ShellSearchService>.fromOpaque(data).takeUnretainedValue()
            let busClosed = connection.map { g_dbus_connection_is_closed($0) != 0 } ?? true
            MainActor.assumeIsolated { service.nameLost(busClosed: busClosed) }
        }, this, nil)
        defer { g_bus_unown_name(owner) }
        // Installs and removals while it runs: the next search lists the applications again.
        let monitor = ApplicationCatalogMonitor(dataFolders: provider.dataFolders, flatpakInstallations: provider.flatpakInstallations) { [provider] in provider.catalogueChanged() }
        defer { withExtendedLifetime(monitor) {} }
        restartIdleTimer()
        MainLoop.runUntilInterrupted(loop)
        if idleTimer != 0 { g_source_remove(idleTimer) }
        idleTimer = 0
        return failure
    }

    /// The session ended (the bus closed: nothing to say), or another process serves the name.
    private func nameLost(busClosed: Bool) {
        if !busClosed { failure = "\(Self.busName) is owned by another process." }
        g_main_loop_quit(loop)
    }

    private func restartIdleTimer() {
        if idleTimer != 0 { g_source_remove(idleTimer) }
        idleTimer = g_timeout_add_seconds(idleSeconds, { data in
            guard let data else { return 0 }
            let service = Unmanaged<ShellSearchService>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                service.idleTimer = 0
                g_main_loop_quit(service.loop)
            }
            return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// One call to the face exported at `path`.
    private func handle(_ path: String, _ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        restartIdleTimer()
        let answer = faces.first { $0.objectPath == path }?.answer(method, parameters) { openWindow($0) } ?? .unknownMethod
        switch answer {
        case .value(let value):
            g_dbus_method_invocation_return_value(invocation, value)
        case .unknownMethod:
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownMethod", "No method \(method)")
        }
    }

    /// Starts the window (which hands over to a running one); the child is reaped when it exits.
    /// The shell's timestamp is not passed on: the window asks for focus as any launch does.
    private func openWindow(_ arguments: [String]) {
        guard let windowExecutable else {
            return StandardStream.error.write("bundle-settings: the settings window is not installed beside bundle-settings: the result cannot be opened.\n")
        }
        var argv = ([windowExecutable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: GPid = 0
        var error: UnsafeMutablePointer<GError>?
        let started = argv.withUnsafeMutableBufferPointer { g_spawn_async(nil, $0.baseAddress, nil, G_SPAWN_DO_NOT_REAP_CHILD, nil, nil, &pid, &error) }
        guard started != 0 else {
            StandardStream.error.write("bundle-settings: cannot start \(windowExecutable): \(takeMessage(error))\n")
            return
        }
        g_child_watch_add(pid, { pid, _, _ in g_spawn_close_pid(pid) }, nil)
    }
}
