import FoundationEssentials

/// Typed access to one row dictionary. Every key read through here is checked against the type
/// it must have; a wrong type becomes a diagnostic naming the key, and the caller gets `nil`
/// (or a sensible conversion, said in the message) instead of a crash.
struct SpecifierFields {
    let table: [SettingKey: PlistValue]
    let file: String
    let row: Int
    let localize: (String) -> String
    private(set) var diagnostics: [Diagnostic] = []

    init(table: [SettingKey: PlistValue], file: String, row: Int, localize: @escaping (String) -> String) {
        self.table = table
        self.file = file
        self.row = row
        self.localize = localize
    }

    func has(_ key: String) -> Bool { table[SettingKey(key)] != nil }

    func raw(_ key: String) -> PlistValue? { table[SettingKey(key)] }

    mutating func report(_ severity: Diagnostic.Severity, _ key: String?, _ message: String) {
        diagnostics.append(Diagnostic(severity, file: file, row: row, key: key, message))
    }

    private mutating func wrongType(_ key: String, expected: String, found: PlistValue, consequence: String = "it is ignored") {
        report(.warning, key, "\(key) should be \(expected), but is \(found.typeDescription): \(consequence).")
    }

    /// A string as written. Empty strings count as missing.
    mutating func string(_ key: String) -> String? {
        guard let value = table[SettingKey(key)] else { return nil }
        switch value {
        case .string(let text): return text.isEmpty ? nil : text
        case .integer, .real:
            report(.note, key, "\(key) should be a string; the number \(Diagnostic.echo(value.plainText)) is used as text.")
            return value.plainText
        default:
            wrongType(key, expected: "a string", found: value)
            return nil
        }
    }

    /// A user-visible text, localised. A number is shown as plain digits.
    mutating func localizedText(_ key: String) -> String? {
        guard let value = table[SettingKey(key)] else { return nil }
        switch value {
        case .string(let text): return text.isEmpty ? text : localize(text)
        case .integer, .real: return value.plainText
        default:
            wrongType(key, expected: "a string", found: value)
            return nil
        }
    }

    /// A localised title, cut to what the window shows of one (`ShownText`) with a warning: one
    /// of megabytes (a mistake or an attack) is then cut once, for `dump` and search too.
    mutating func title(_ key: String) -> String? {
        let text = localizedText(key)
        let limit = ShownText.Kind.line.characterLimit
        guard let text, text.count > limit else { return text }
        report(.warning, key, "\(key) is \(PlistReadLimits.grouped(text.count)) characters long: only the first \(PlistReadLimits.grouped(limit)) are shown.")
        return ShownText.cut(text, to: limit)
    }

    /// A boolean. IASK reads `boolValue`, so the strings YES/NO/true/false work there; we accept
    /// them with a note.
    mutating func bool(_ key: String) -> Bool? {
        guard let value = table[SettingKey(key)] else { return nil }
        switch value {
        case .bool(let flag): return flag
        case .integer, .real:
            report(.note, key, "\(key) should be a boolean; the number \(Diagnostic.echo(value.plainText)) is read as \(value.looseBool ? "YES" : "NO").")
            return value.looseBool
        case .string(let text):
            report(.note, key, "\(key) should be a boolean; the string \"\(Diagnostic.echo(text))\" is read as \(value.looseBool ? "YES" : "NO").")
            return value.looseBool
        default:
            wrongType(key, expected: "a boolean", found: value)
            return nil
        }
    }

    /// A number. A string holding a number is accepted with a warning (Settings.app would not).
    mutating func number(_ key: String) -> Double? {
        guard let value = table[SettingKey(key)] else { return nil }
        if case .bool = value {
            wrongType(key, expected: "a number", found: value)
            return nil
        }
        if let number = value.numberValue, number.isFinite { return number }
        if case .string(let text) = value, case .success(let number) = DecimalText.real(text) {
            report(.warning, key, "\(key) should be a number, but is the string \"\(Diagnostic.echo(text))\": it is read as \(PlistValue.format(real: number)).")
            return number
        }
        wrongType(key, expected: "a number", found: value)
        return nil
    }

    mutating func array(_ key: String) -> [PlistValue]? {
        guard let value = table[SettingKey(key)] else { return nil }
        if case .array(let list) = value { return list }
        wrongType(key, expected: "an array", found: value)
        return nil
    }

    mutating func dictionary(_ key: String) -> [SettingKey: PlistValue]? {
        guard let value = table[SettingKey(key)] else { return nil }
        if case .dictionary(let dictionary) = value { return dictionary }
        wrongType(key, expected: "a dictionary", found: value)
        return nil
    }

    /// An array of strings; a single string counts as a list of one (with a note).
    mutating func strings(_ key: String) -> [String]? {
        guard let value = table[SettingKey(key)] else { return nil }
        switch value {
        case .string(let text):
            report(.note, key, "\(key) should be an array of strings; the single string is used as a list of one.")
            return text.isEmpty ? [] : [text]
        case .array(let list):
            var result: [String] = []
            for (position, element) in list.enumerated() {
                if case .string(let text) = element { result.append(text) } else {
                    report(.warning, key, "\(key) item \(position) should be a string, but is \(element.typeDescription): it is skipped.")
                }
            }
            return result
        default:
            wrongType(key, expected: "an array of strings", found: value)
            return nil
        }
    }

    /// An enumeration spelled as iOS spells it. Case is ignored with a warning (`"no"` for `No`);
    /// an unknown name is reported and the default applies.
    mutating func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) -> E? where E.RawValue == String {
        guard let text = string(key) else { return nil }
        if let exact = E(rawValue: text) { return exact }
        if let loose = E.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            report(.warning, key, "\(key) \"\(Diagnostic.echo(text))\" should be spelled \"\(loose.rawValue)\"; read as \"\(loose.rawValue)\", but Settings.app may not.")
            return loose
        }
        let known = E.allCases.map(\.rawValue).joined(separator: ", ")
        report(.warning, key, "\(key) \"\(Diagnostic.echo(text))\" is not one of \(known): the default is used.")
        return nil
    }
}
