/// What is wrong with the conditions of a bundle's settings pages, as `validate` reports it:
/// conditions naming keys the bundle does not declare, comparing with values the key can never
/// have, or depending on each other in a cycle. Rows in a cycle behave as unconditioned.
///
/// Its cost and its report are linear in the conditions: a cycle is one diagnostic, whatever its
/// length, naming as many of its keys as a title holds. (One per member, each naming every key,
/// made a cycle of 4,000 rows a 188 MB report and one of 8,000 cost `dump` 46 s and 2.1 GB.)
public struct ConditionCheck: Sendable {
    /// Keys of rows whose conditions depend, through other rows' conditions, on themselves.
    public private(set) var cyclicKeys: Set<SettingKey> = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// `pages`: the settings pages (a list group's element pages name fields, not settings).
    public init(pages: [Page]) {
        let rows = pages.flatMap(\.rows)
        guard rows.contains(where: { !$0.conditions.isEmpty }) else { return }
        var valueRows: [SettingKey: Row] = [:]
        for row in rows where row.holdsValue {
            if let key = row.key, valueRows[key] == nil { valueRows[key] = row }
        }
        for row in rows {
            for (field, condition) in [("BSVisibleIf", row.conditions.visibleIf), ("BSEnabledIf", row.conditions.enabledIf)] {
                guard let condition else { continue }
                check(condition, field: field, of: row, against: valueRows)
            }
        }
        findCycles(rows: rows)
    }

    private mutating func check(_ condition: Condition, field: String, of row: Row, against valueRows: [SettingKey: Row]) {
        for key in condition.keys.sorted() where valueRows[key] == nil {
            diagnostics.append(Diagnostic(.warning, file: row.file, row: row.index, key: field,
                                          "\(field) names \"\(Diagnostic.echo(key.text))\", which no setting of the bundle has: it never has a value."))
        }
        for (key, values) in condition.comparisons {
            guard let target = valueRows[key] else { continue }
            for value in values where !Self.canHold(value, target) {
                diagnostics.append(Diagnostic(.warning, file: row.file, row: row.index, key: field,
                                              "\(field) compares \"\(Diagnostic.echo(key.text))\" with \(Diagnostic.echo(value.plainText)) (\(value.typeName)), a value that setting never has."))
            }
        }
    }

    /// Whether the row can ever hold `value`: a switch holds its two values, a choice one of
    /// its `Values`, a slider a number in range, a text row a string.
    static func canHold(_ value: PlistValue, _ row: Row) -> Bool {
        switch row.kind {
        case .toggle(let toggle):
            return value.isFoundationEqual(to: toggle.trueValue) || value.isFoundationEqual(to: toggle.falseValue)
        case .multiValue, .radioGroup:
            guard let choices = row.kind.choices?.choices, !choices.isEmpty else { return true }
            return choices.contains { $0.value.isFoundationEqual(to: value) }
        case .slider(let slider):
            if case .bool = value { return false }
            guard let number = value.numberValue else { return false }
            return number >= slider.minimum && number <= slider.maximum
        case .textField, .textView:
            return value.stringValue != nil
        case .datePicker:
            if case .date = value { return true }
            return false
        case .flags(let flags):
            guard case .array(let items) = value else { return false }
            return flags.setFlags(in: value).count == items.count
        case .variantText(let variant):
            guard case .string(let text) = value else { return false }
            return TypedVariantText.problem(of: text, type: variant.type) == nil
        default:
            return true
        }
    }

    /// Tarjan's strongly connected components over "row key → keys its conditions read", kept
    /// on an explicit stack so a long chain of conditions cannot overflow the thread's.
    private mutating func findCycles(rows: [Row]) {
        var edges: [SettingKey: Set<SettingKey>] = [:]
        // Each key's first conditioned row, with its place among the rows: a cycle is reported
        // on the first of its rows.
        var firstRow: [SettingKey: (row: Row, order: Int)] = [:]
        for (order, row) in rows.enumerated() {
            guard let key = row.key, !row.conditions.isEmpty else { continue }
            edges[key, default: []].formUnion(row.conditions.keys)
            if firstRow[key] == nil { firstRow[key] = (row, order) }
        }
        var index: [SettingKey: Int] = [:]
        var lowLink: [SettingKey: Int] = [:]
        var onStack: Set<SettingKey> = []
        var stack: [SettingKey] = []
        var counter = 0
        for start in edges.keys.sorted() where index[start] == nil {
            var work: [(key: SettingKey, successors: [SettingKey], next: Int)] = []
            func enter(_ key: SettingKey) {
                index[key] = counter
                lowLink[key] = counter
                counter += 1
                stack.append(key)
                onStack.insert(key)
                work.append((key, (edges[key] ?? []).sorted(), 0))
            }
            enter(start)
            while !work.isEmpty {
                let top = work.count - 1
                let key = work[top].key
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if index[successor] == nil {
                        enter(successor)
                    } else if onStack.contains(successor) {
                        lowLink[key] = min(lowLink[key]!, index[successor]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.key { lowLink[parent] = min(lowLink[parent]!, lowLink[key]!) }
                guard lowLink[key] == index[key] else { continue }
                var component: [SettingKey] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == key { break }
                }
                guard component.count > 1 || edges[key]?.contains(key) == true else { continue }
                cyclicKeys.formUnion(component)
                guard let first = component.compactMap({ firstRow[$0] }).min(by: { $0.order < $1.order })?.row else { continue }
                diagnostics.append(Diagnostic(.error, file: first.file, row: first.index,
                                              key: first.conditions.visibleIf != nil ? "BSVisibleIf" : "BSEnabledIf",
                                              Self.cycleMessage(component)))
            }
        }
    }

    /// What a cycle's one diagnostic says: how many keys, and their names, sorted, cut as a
    /// title is (`Diagnostic.echo`).
    static func cycleMessage(_ keys: [SettingKey]) -> String {
        let names = Diagnostic.echo(keys.sorted().lazy.map { "\"\($0)\"" }, separator: " → ")
        guard keys.count > 1 else {
            return "The condition of \(names) reads its own key, a cycle: it is ignored."
        }
        return "The conditions of \(PlistReadLimits.grouped(keys.count)) keys depend on each other in a cycle (\(names)): they are ignored."
    }
}
