import CGLib

/// Whether a write through GSettings reached dconf. GSettings does not say: a write dconf never
/// got or refused (no session bus, no service, a database it cannot write) is undone once
/// `g_settings_sync` returns, the key holding what it held before. A key holding a third value
/// was written over by another writer meanwhile: a success. Both GSettings stores
/// (`GSettingsStore`, `SchemaStore`) ask this of each key they wrote.
enum GSettingsWriteCheck {
    /// `written`: the value the write gave (nil: a reset); `before`, `now`: the user's value
    /// before and after it (`g_settings_get_user_value`).
    static func wasLost(written: OpaquePointer?, before: OpaquePointer?, now: OpaquePointer?) -> Bool {
        !same(written, now) && same(before, now)
    }

    private static func same(_ one: OpaquePointer?, _ other: OpaquePointer?) -> Bool {
        switch (one, other) {
        case (nil, nil): true
        case (let one?, let other?): g_variant_equal(UnsafeRawPointer(one), UnsafeRawPointer(other)) != 0
        default: false
        }
    }
}
