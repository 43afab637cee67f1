import CGLib
import CGioOnDemand

/// Which of several schemas another of them holds as a `<child>`, at any depth: an application
/// may own both a schema and its child (`org.example.Clock` and `org.example.clock.alarms`, its
/// `<child name="alarms">`), and the child is then shown once, as the child page it is, not also
/// as a schema of its own beside its parent. A schema with a fixed path is at that path only
/// (`glib-compile-schemas` refuses a `<child>` elsewhere), so its ID says it is the same one.
enum SchemaChildren {
    /// `ids` (schemas with a fixed path) without those another of them leads to as a child, in
    /// their order. Only schemas with children are walked (GLib names a child's schema through a
    /// GSettings object alone, made on a memory backend: nothing is read from dconf), at most
    /// `SchemaPages.nodeLimit` of them.
    static func outermost(_ ids: [String], in installed: InstalledSchemas) -> [String] {
        guard ids.count > 1 else { return ids }
        let backend = g_memory_settings_backend_new()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        var children: Set<String> = []
        var walked = 0
        for id in ids {
            guard let schema = installed.lookUp(id) else { continue }
            defer { g_settings_schema_unref(schema) }
            guard hasChildren(schema), let root = g_settings_new_full(schema, backend, nil) else { continue }
            var pending = [root]
            while let settings = pending.popLast() {
                defer { g_object_unref(settings) }
                walked += 1
                guard let nodeSchema = bs_settings_get_schema(settings) else { continue }
                defer { g_settings_schema_unref(nodeSchema) }
                if settings != root { children.insert(String(cString: g_settings_schema_get_id(nodeSchema))) }
                let names = g_settings_schema_list_children(nodeSchema)
                defer { g_strfreev(names) }
                for name in InstalledSchemas.strings(names) where walked + pending.count < SchemaPages.nodeLimit {
                    if let child = g_settings_get_child(settings, name) { pending.append(child) }
                }
            }
        }
        return ids.filter { !children.contains($0) }
    }

    private static func hasChildren(_ schema: OpaquePointer) -> Bool {
        let names = g_settings_schema_list_children(schema)
        defer { g_strfreev(names) }
        return names?.pointee != nil
    }
}
