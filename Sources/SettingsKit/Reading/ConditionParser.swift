/// Reads a `BSVisibleIf`/`BSEnabledIf` dictionary into a `Condition`. A malformed one (wrong
/// type, unknown operator, an empty `All`) is reported naming the row's key, and nil is
/// returned: the row then behaves as if unconditioned.
struct ConditionParser {
    /// The row key being read (`BSVisibleIf`), as diagnostics name it.
    let field: String

    /// The condition, or why it cannot be read.
    func parse(_ value: PlistValue) -> Result<Condition, ConditionError> {
        guard case .dictionary(let table) = value else {
            return .failure(ConditionError("\(field) should be a dictionary, but is \(value.typeDescription)"))
        }
        let operators: [SettingKey] = ["Equals", "NotEquals", "In", "IsSet", "All", "Any", "Not"]
        let present = operators.filter { table[$0] != nil }
        guard present.count == 1, let name = present.first else {
            let unknown = table.keys.filter { $0 != "Key" }.map(\.text).sorted()
            let found = present.isEmpty ? (unknown.isEmpty ? "no operator" : "the unknown operator \(Diagnostic.echo(unknown, separator: ", "))")
                                        : "\(present.count) operators (\(present.map(\.text).joined(separator: ", ")))"
            return .failure(ConditionError("\(field) needs exactly one of Equals, NotEquals, In, IsSet, All, Any, Not, but has \(found)"))
        }
        let operand = table[name]!
        switch name {
        case "All", "Any":
            guard case .array(let parts) = operand, !parts.isEmpty else {
                return .failure(ConditionError("\(field): \(name) should be a non-empty array of conditions"))
            }
            var conditions: [Condition] = []
            for part in parts {
                switch parse(part) {
                case .success(let condition): conditions.append(condition)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(name == "All" ? .all(conditions) : .any(conditions))
        case "Not":
            return parse(operand).map(Condition.not)
        default:
            guard case .string(let keyText)? = table["Key"], !keyText.isEmpty else {
                return .failure(ConditionError("\(field): \(name) needs a Key naming the setting it compares (a non-empty string)"))
            }
            let key = SettingKey(keyText)
            switch name {
            case "Equals": return .success(.equals(key, operand))
            case "NotEquals": return .success(.notEquals(key, operand))
            case "In":
                guard case .array(let values) = operand else {
                    return .failure(ConditionError("\(field): In should be an array of values, but is \(operand.typeDescription)"))
                }
                return .success(.isIn(key, values))
            default:
                guard case .bool(let flag) = operand else {
                    return .failure(ConditionError("\(field): IsSet should be true or false, but is \(operand.typeDescription)"))
                }
                return .success(.isSet(key, flag))
            }
        }
    }
}

/// Why a condition cannot be read, in words for the bundle's author.
struct ConditionError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
