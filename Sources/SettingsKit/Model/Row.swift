/// One entry of a page's `PreferenceSpecifiers`, parsed and localised.
public struct Row: Sendable {
    /// The page file the row comes from, as diagnostics name it (`Root.plist`).
    public var file: String
    /// Position in `PreferenceSpecifiers` (what diagnostics call the row).
    public var index: Int
    public var kind: RowKind
    /// The store key (`Key`); for groups, the key that hides the whole section.
    public var key: SettingKey?
    public var title: String?
    public var defaultValue: PlistValue?
    public var subtitle: Subtitle?
    /// `IASKCellImage`: a file found in or next to the bundle, else an icon-theme name.
    public var image: ImageReference?
    public var alignment: TextAlignment?
    public var adjustsFontSizeToFitWidth = false
    /// `BSVisibleIf`/`BSEnabledIf`, its own and its group's.
    public var conditions = RowConditions()
    /// The `Key` of the group whose section the row is in: hiding that key (`setHiddenKeys`,
    /// `--hide`) hides the row with its section.
    public var groupKey: SettingKey?
    /// `BSMinimumLength`, `BSPattern`, … : what values it takes beyond its type.
    public var rules = ValueRules()
    /// Problems with this row, shown inline by the window (also in the page's diagnostics).
    public var problems: [Diagnostic] = []
    /// For the row made to edit one element of a list group in place (`ListGroupRow.elementRow`):
    /// that element, which a write to the row replaces. Nil for the bundle's own rows.
    public var listElement: ListElementPlace?

    public init(file: String, index: Int, kind: RowKind) {
        self.file = file
        self.index = index
        self.kind = kind
    }

    /// Whether the row's key names a stored value: editable rows, list groups, and the read-only
    /// rows that show a stored value (title values, button titles).
    public var holdsValue: Bool {
        guard !isBroken else { return false }
        switch kind {
        case .titleValue, .button, .listGroup: return true
        default: return kind.isEditable
        }
    }

    /// Whether the row has an error serious enough that the window shows it instead of the row.
    public var isBroken: Bool {
        if case .invalid = kind { return true }
        return false
    }
}

/// `IASKSubtitle`: one text, or a text per value (`__default__` for the rest; toggles use
/// `YES`/`NO` as keys).
public enum Subtitle: Sendable, Equatable {
    case text(String)
    case byValue([SettingKey: String], fallback: String?)

    /// The subtitle shown while the row holds `valueKey` (the value's plain text, or YES/NO).
    public func text(forValueKey valueKey: String?) -> String? {
        switch self {
        case .text(let text): return text
        case .byValue(let table, let fallback): return valueKey.flatMap { table[SettingKey($0)] } ?? fallback
        }
    }
}

public enum TextAlignment: String, Sendable, CaseIterable {
    case left = "IASKUITextAlignmentLeft"
    case center = "IASKUITextAlignmentCenter"
    case right = "IASKUITextAlignmentRight"
    case natural = "IASKUITextAlignmentNatural"
}

/// An image a row names: files in or next to the bundle, or a desktop icon name.
public enum ImageReference: Sendable, Equatable {
    /// Candidates by scale: `scale 1` file and `@2x`/`@3x` variants that exist.
    case files([ImageFile])
    case iconName(String)
}

public struct ImageFile: Sendable, Equatable {
    public var path: String
    public var scale: Int
    public init(path: String, scale: Int) {
        self.path = path
        self.scale = scale
    }
}
