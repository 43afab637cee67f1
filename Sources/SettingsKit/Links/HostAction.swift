import CGLib
import FoundationEssentials

/// Reaches the application a bundle belongs to: activates the GAction it exports on the session
/// bus, exactly as `gapplication action APP-ID ACTION` does (org.gtk.Actions.Activate on the
/// application's object path). Button rows use it with the store's domain as APP-ID.
public enum HostAction {
    /// Calls `completion` on the main thread with nothing, or with why the action was not reached.
    @MainActor
    public static func activate(applicationID: String, action: String,
                                completion: @escaping @MainActor (SettingsError?) -> Void) {
        guard g_dbus_is_name(applicationID) != 0, g_dbus_is_unique_name(applicationID) == 0 else {
            completion(SettingsError(.invalidValue, tr("\"%s\" is not an application name that can be reached on D-Bus.", applicationID)))
            return
        }
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            completion(SettingsError(.storeFailure, tr("The desktop's message bus is not available: %s.", takeMessage(error))))
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let pending = Unmanaged.passRetained(Pending(applicationID: applicationID, action: action, completion: completion))
        g_dbus_connection_call(
            bus, applicationID, objectPath(of: applicationID), "org.gtk.Actions", "Activate",
            bs_gtk_actions_activate_parameters(action), nil, G_DBUS_CALL_FLAGS_NONE, 5_000, nil,
            { source, result, data in
                guard let data else { return }
                let pending = Unmanaged<Pending>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                if let reply { g_variant_unref(reply) }
                let problem = reply == nil ? pending.explain(error) : nil
                MainActor.assumeIsolated { pending.completion(problem) }
            },
            pending.toOpaque())
    }

    /// GApplication's object path: `/` and the id with `.` as `/` and `-` as `_`.
    static func objectPath(of applicationID: String) -> String {
        "/" + applicationID.replacing(".", with: "/").replacing("-", with: "_")
    }

    private final class Pending {
        let applicationID: String
        let action: String
        let completion: @MainActor (SettingsError?) -> Void

        init(applicationID: String, action: String, completion: @escaping @MainActor (SettingsError?) -> Void) {
            self.applicationID = applicationID
            self.action = action
            self.completion = completion
        }

        func explain(_ error: UnsafeMutablePointer<GError>?) -> SettingsError {
            let remote = error.flatMap { g_dbus_error_get_remote_error($0) }.map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            let message = takeMessage(error)
            switch remote {
            case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
                return SettingsError(.storeFailure, tr("%s is not running: start it, then press the button again.", applicationID))
            case "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownObject",
                 "org.freedesktop.DBus.Error.UnknownInterface":
                return SettingsError(.storeFailure, tr("%s does not take actions from other programs.", applicationID))
            case "org.freedesktop.DBus.Error.InvalidArgs":
                return SettingsError(.storeFailure, tr("%1$s has no action \"%2$s\".", applicationID, action))
            default:
                return SettingsError(.storeFailure, tr("%1$s did not take the action \"%2$s\": %3$s.", applicationID, action, message))
            }
        }
    }
}
