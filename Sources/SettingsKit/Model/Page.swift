/// Rows grouped as the window shows them: a heading, rows, a footer.
public struct Section: Sendable {
    public var title: String?
    public var footer: String?
    /// The group's `Key`, which hides the whole section at once.
    public var key: SettingKey?
    /// The row that opened the section (group, radio group, list group); `nil` for rows before
    /// the first group.
    public var header: Row?
    public var rows: [Row]

    public init(header: Row?, rows: [Row] = []) {
        self.header = header
        self.rows = rows
        self.title = header?.title
        self.key = header?.key
        switch header?.kind {
        case .group(let group): footer = group.footer
        case .radioGroup(let radio): footer = radio.footer
        default: footer = nil
        }
    }
}

/// One plist file of the bundle, parsed and localised.
public struct Page: Sendable {
    /// The name a child pane uses (`Root`, `com.mono0926.LicensePlist/Alamofire`).
    public var name: String
    /// The plist that was read, if one was found.
    public var path: String?
    /// The title shown: the row that opened it, the root page's application name.
    public var title: String?
    public var sections: [Section]
    /// Every row in file order, including those that start sections.
    public var rows: [Row]
    /// Problems of this page and its strings, in file order.
    public var diagnostics: [Diagnostic]
    /// `ApplicationGroupContainerIdentifier`, a candidate for the store's domain.
    public var applicationGroup: String?
    /// Why the page could not be read at all (missing, unparseable, wrong shape), if so.
    /// The row that leads here shows it; the rest of the bundle keeps working.
    public var failure: Diagnostic?
    /// An installed GSettings schema's page (`SchemaPageReader`): its rows' keys are the key
    /// names `gsettings` and dconf-editor show, so search finds the rows by them too.
    public var isSchema = false

    public init(name: String, path: String?, title: String?, sections: [Section] = [], rows: [Row] = [],
                diagnostics: [Diagnostic] = [], applicationGroup: String? = nil, failure: Diagnostic? = nil) {
        self.name = name
        self.path = path
        self.title = title
        self.sections = sections
        self.rows = rows
        self.diagnostics = diagnostics
        self.applicationGroup = applicationGroup
        self.failure = failure
    }

    /// The row at `index` in `PreferenceSpecifiers` (rows are in that order; some may be left
    /// out, for another idiom).
    public func row(at index: Int) -> Row? {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return rows.indices.contains(low) && rows[low].index == index ? rows[low] : nil
    }
}
