import CGLib
import FoundationEssentials

/// A GLib key file read from bytes (a desktop entry, an application's `store.ini`), for the few
/// lookups the catalogue makes. Bytes come from `SafeFile`, never from GLib opening a path, so the
/// file's size and kind are checked first.
final class KeyFileDocument {
    let keyFile: OpaquePointer

    /// Parses `data`, keeping translations (`Name[de]`); fails with GLib's message.
    init(data: Data) throws(KeyFileDocumentFailure) {
        keyFile = g_key_file_new()
        var error: UnsafeMutablePointer<GError>?
        let loaded = withGCharPointer(to: data) { text, length in
            g_key_file_load_from_data(keyFile, text, gsize(length), G_KEY_FILE_KEEP_TRANSLATIONS, &error)
        }
        // Thrown after every property is set: `deinit` frees the key file.
        guard loaded != 0 else { throw KeyFileDocumentFailure(message: takeMessage(error)) }
    }

    deinit { g_key_file_free(keyFile) }

    func hasGroup(_ group: String) -> Bool { g_key_file_has_group(keyFile, group) != 0 }

    /// The value as a string (escapes decoded), nil when missing or not valid.
    func string(_ group: String, _ key: String) -> String? {
        guard let value = g_key_file_get_string(keyFile, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The value as a boolean (`true`, `false`, `1`, `0`), nil when missing or not valid.
    func boolean(_ group: String, _ key: String) -> Bool? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_boolean(keyFile, group, key, &error)
        guard error == nil else {
            g_error_free(error)
            return nil
        }
        return value != 0
    }

    /// The value in the first of `languages` that has a translation of it, else the untranslated
    /// one. Desktop entries are written in English with translations beside (`Name[de]`), so an
    /// English preference before another (`LANGUAGE=en:de`) takes the untranslated value.
    func localeString(_ group: String, _ key: String, languages: [String]) -> String? {
        for language in languages {
            // BCP 47 `de-DE` is the POSIX locale `de_DE`, whose lookup falls back to `de`.
            let locale = language.replacing("-", with: "_")
            if locale == "en" || locale.hasPrefix("en_") { break }
            guard let found = g_key_file_get_locale_for_key(keyFile, group, key, locale) else { continue }
            g_free(found)
            guard let value = g_key_file_get_locale_string(keyFile, group, key, locale, nil) else { continue }
            defer { g_free(value) }
            return String(cString: value)
        }
        return string(group, key)
    }

    /// The groups, in file order.
    func groups() -> [String] {
        var count: gsize = 0
        guard let groups = g_key_file_get_groups(keyFile, &count) else { return [] }
        defer { g_strfreev(groups) }
        return (0..<Int(count)).compactMap { groups[$0].map { String(cString: $0) } }
    }

    /// The value as a list (`a;b;`), nil when missing.
    func list(_ group: String, _ key: String) -> [String]? {
        var count: gsize = 0
        guard let items = g_key_file_get_string_list(keyFile, group, key, &count, nil) else { return nil }
        defer { g_strfreev(items) }
        return (0..<Int(count)).compactMap { items[$0].map { String(cString: $0) } }
    }

    /// The keys of `group`, in file order.
    func keys(of group: String) -> [String] {
        var count: gsize = 0
        guard let keys = g_key_file_get_keys(keyFile, group, &count, nil) else { return [] }
        defer { g_strfreev(keys) }
        return (0..<Int(count)).compactMap { keys[$0].map { String(cString: $0) } }
    }
}

struct KeyFileDocumentFailure: Error {
    var message: String
}
