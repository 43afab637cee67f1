/// `{Key: DefaultValue}` for every row of Root and the pages reachable from it (each page once,
/// cycles cut): what a host application registers at start. Rows left out for another idiom are
/// not there; the first row wins when several share a key. Pages that edit one element of a
/// list group's array are left out: their keys are fields of that element.
public enum DefaultsGatherer {
    public static func gather(_ walk: BundleWalk, editableOnly: Bool = true) -> [(key: SettingKey, value: PlistValue)] {
        var seen: Set<SettingKey> = []
        var result: [(key: SettingKey, value: PlistValue)] = []
        for page in walk.pages where !walk.listElementPages.contains(SettingKey(page.name)) {
            for row in page.rows {
                guard let key = row.key, let value = row.defaultValue, !row.isBroken else { continue }
                if editableOnly, !row.kind.isEditable { continue }
                if seen.insert(key).inserted { result.append((key, value)) }
            }
        }
        return result
    }
}
