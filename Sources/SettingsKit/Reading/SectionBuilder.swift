/// Groups a page's rows into sections: a group, radio group or list group opens a section;
/// rows before the first group form a section without heading. Plain rows after a radio or list
/// group stay in its section and are shown (IASK drops them).
enum SectionBuilder {
    static func sections(of rows: [Row]) -> [Section] {
        var sections: [Section] = []
        for row in rows {
            if row.kind.startsSection {
                sections.append(Section(header: row))
            } else if sections.isEmpty {
                sections.append(Section(header: nil, rows: [row]))
            } else {
                sections[sections.count - 1].rows.append(row)
            }
        }
        return sections
    }

    /// The rows with the conditions of the group whose section each is in: a group's
    /// `BSVisibleIf`/`BSEnabledIf` covers its rows, so every surface asks the row alone.
    static func inheritingGroupConditions(_ rows: [Row]) -> [Row] {
        var group: Row?
        return rows.map { row in
            if row.kind.startsSection {
                group = row
                return row
            }
            var inheriting = row
            inheriting.conditions.groupVisibleIf = group?.conditions.visibleIf
            inheriting.conditions.groupEnabledIf = group?.conditions.enabledIf
            inheriting.groupKey = group?.key
            return inheriting
        }
    }
}
