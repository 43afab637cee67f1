import CGLib
import FoundationEssentials

/// The desktop shell's search provider on the session bus: `ShellSearchProvider` exported as
/// `org.gnome.Shell.SearchProvider2` at `objectPath`, under the well-known name `busName`, as
/// GNOME Settings, Nautilus and Calculator offer their own. The shell finds it by the installed
/// `search-providers/org.bundlesettings.BundleSettings.search-provider.ini`, and the bus starts
/// it on the first call from the installed D-Bus service file (data/meson.build).
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
    public static let objectPath = "/org/bundlesettings/BundleSettings/SearchProvider"
    /// How long a service with no call stays: the shell asks again at each keystroke of a search.
    public nonisolated static let defaultIdleSeconds: UInt32 = 60

    private let provider: ShellSearchProvider
    private let windowExecutable: String?
    private let idleSeconds: UInt32
    private var loop: OpaquePointer?
    private var idleTimer: guint = 0
    private var failure: String?

    /// `windowExecutable`: the window (`bundle-settings-window`) that activating a result starts;
    /// nil when it is not installed (then activating one says so on standard error).
    public init(provider: ShellSearchProvider, windowExecutable: String?, idleSeconds: UInt32 = defaultIdleSeconds) {
        self.provider = provider
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
        guard let node = g_dbus_node_info_new_for_xml(Self.introspection, &error) else { return takeMessage(error) }
        defer { g_dbus_node_info_unref(node) }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let method, let parameters, let invocation, let data else { return }
            let service = Unmanaged<ShellSearchService>.fromOpaque(data).takeUnretainedValue()
            let name = String(cString: method)
            MainActor.assumeIsolated { service.handle(name, parameters, invocation) }
        }
        let this = Unmanaged.passUnretained(self).toOpaque()
        // Exported before the name is asked for: a call queued by the bus while starting us is
        // delivered the moment we own the name, and must find the object there.
        let registration = g_dbus_connection_register_object(bus, Self.objectPath, node.pointee.interfaces[0], &vtable, this, nil, &error)
        guard registration != 0 else { return "cannot export \(Self.objectPath): " + takeMessage(error) }
        defer { g_dbus_connection_unregister_object(bus, registration) }

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
        let monitor = ApplicationCatalogMonitor(dataFolders: provider.dataFolders) { [provider] in provider.catalogueChanged() }
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

    /// One call; GDBus has checked the arguments' types against `introspection` already.
    private func handle(_ method: String, _ parameters: OpaquePointer, _ invocation: OpaquePointer) {
        restartIdleTimer()
        switch method {
        case "GetInitialResultSet":
            let results = provider.initialResults(terms: Self.terms(parameters, 0))
            g_dbus_method_invocation_return_value(invocation, Self.tuple(Self.stringArray(results)))
        case "GetSubsearchResultSet":
            // The previous results are not read: the terms are searched again (`subsearchResults`).
            let results = provider.subsearchResults(previous: [], terms: Self.terms(parameters, 1))
            g_dbus_method_invocation_return_value(invocation, Self.tuple(Self.stringArray(results)))
        case "GetResultMetas":
            let identifiers = Self.strings(parameters, 0, limit: ShellSearchProvider.requestLimit)
            let metas = provider.metas(identifiers: identifiers).map(Self.dictionary)
            g_dbus_method_invocation_return_value(invocation, Self.tuple(Self.array(of: "a{sv}", metas)))
        case "ActivateResult":
            // An ID from a search before its application was removed, or of a row gone: nothing to open.
            if let arguments = provider.windowArguments(opening: Self.string(parameters, 0)) { openWindow(arguments) }
            g_dbus_method_invocation_return_value(invocation, nil)
        case "LaunchSearch":
            openWindow(WindowHandOver.search(Self.terms(parameters, 0).joined(separator: " ")))
            g_dbus_method_invocation_return_value(invocation, nil)
        default:
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

    // MARK: GVariant

    private static func string(_ parameters: OpaquePointer, _ index: Int) -> String {
        guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return "" }
        defer { g_variant_unref(child) }
        return String(cString: g_variant_get_string(child, nil))
    }

    /// The strings of the array at `index`, read while `wanted` says more are (given those read
    /// so far): the rest are never made into Swift strings.
    private static func strings(_ parameters: OpaquePointer, _ index: Int, while wanted: ([String]) -> Bool) -> [String] {
        guard let array = g_variant_get_child_value(parameters, gsize(index)) else { return [] }
        defer { g_variant_unref(array) }
        var strings: [String] = []
        for position in 0..<g_variant_n_children(array) {
            guard wanted(strings) else { break }
            let child = g_variant_get_child_value(array, position)
            defer { g_variant_unref(child) }
            strings.append(String(cString: g_variant_get_string(child, nil)))
        }
        return strings
    }

    /// The first `limit` strings of the array at `index`.
    private static func strings(_ parameters: OpaquePointer, _ index: Int, limit: Int) -> [String] {
        strings(parameters, index) { $0.count < limit }
    }

    /// The search terms at `index`, as far as they make a query (`ShellSearchProvider.queryLimit`
    /// characters): the rest would be cut.
    private static func terms(_ parameters: OpaquePointer, _ index: Int) -> [String] {
        var length = 0
        return strings(parameters, index) { terms in
            length += terms.last.map { $0.count + 1 } ?? 0
            return length < ShellSearchProvider.queryLimit
        }
    }

    private static func tuple(_ value: OpaquePointer?) -> OpaquePointer? {
        var children = [value]
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1) }
    }

    private static func array(of elementType: String, _ children: [OpaquePointer?]) -> OpaquePointer? {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        return children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    private static func stringArray(_ strings: [String]) -> OpaquePointer? {
        array(of: "s", strings.map { g_variant_new_string($0) })
    }

    /// A result's meta, as the shell reads it: `id`, `name`, `description`, `gicon`.
    private static func dictionary(_ meta: ShellSearchResultMeta) -> OpaquePointer? {
        let fields: [(key: String, value: String)] = [("id", meta.identifier), ("name", meta.name), ("description", meta.description),
                                                       ("gicon", meta.icon)]
        let entries = fields.map { g_variant_new_dict_entry(g_variant_new_string($0.key), g_variant_new_variant(g_variant_new_string($0.value))) }
        return array(of: "{sv}", entries)
    }

    static let introspection = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="as" name="results" direction="out"/>
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in"/>
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in"/>
              <arg type="u" name="timestamp" direction="in"/>
            </method>
          </interface>
        </node>
        """
}
