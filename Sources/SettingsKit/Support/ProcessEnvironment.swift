import Glibc

/// The process's environment variables, read from `environ`.
///
/// FoundationEssentials' `ProcessInfo.environment` finds each variable's `=` with
/// `String.firstIndex(of:)`, a character at a time: 0.36 million instructions for the 42
/// variables of a desktop session, read twice by every `get` and `set` (3 % of a `set`,
/// callgrind, release build). The split here is made on the bytes.
public enum ProcessEnvironment {
    public static var variables: [String: String] { variables(in: environ) }

    /// Each variable of a NULL-terminated array of `NAME=value` entries by name; the first of a
    /// name given twice, as `getenv` finds it. An entry with no `=` has no name getenv would find.
    static func variables(in entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var variables: [String: String] = [:]
        var entry = entries
        while let variable = entry.pointee {
            entry += 1
            guard let equals = strchr(variable, CInt(UInt8(ascii: "="))) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: variable, count: equals - variable), as: UTF8.self)
            if variables[name] == nil { variables[name] = String(cString: equals + 1) }
        }
        return variables
    }
}
