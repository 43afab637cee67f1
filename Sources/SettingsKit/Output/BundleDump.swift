import FoundationEssentials

/// The JSON document `bundle-settings dump` prints. Field names are fixed: scripts rely on them
/// (README.md documents the shape). A field that is absent is an optional boxed in `Any`, which
/// `JSONWriter` writes as null.
public struct BundleDump {
    /// The bundle, or the installed schema (`dump --schema`).
    public var source: any PageSource
    public var walk: BundleWalk
    /// What each row shows: defaults only, or effective values once a store is attached.
    public var state: (Row) -> RowState

    public init(bundle: SettingsBundle, walk: BundleWalk, state: @escaping (Row) -> RowState) {
        self.init(source: bundle, walk: walk, state: state)
    }

    public init(source: any PageSource, walk: BundleWalk, state: @escaping (Row) -> RowState) {
        self.source = source
        self.walk = walk
        self.state = state
    }

    public func jsonObject() -> [String: Any] {
        var object: [String: Any] = [
            "pages": walk.pages.map(page),
            "diagnostics": walk.diagnostics.map(Self.diagnostic),
        ]
        if let bundle = source as? SettingsBundle {
            object["bundle"] = bundle.location.path
            object["bundleFolders"] = bundle.location.roots.map(\.path)
            object["languages"] = bundle.languages
            object["localizations"] = bundle.localizationFolders
            object["idiom"] = bundle.idiom.rawValue
        }
        if let schema = source as? SchemaPages {
            object["schema"] = schema.schemaID
            object["schemas"] = schema.nodes.map { ["id": $0.schemaID, "path": $0.path, "page": $0.pageName] as [String: Any] }
            object["stateKeys"] = schema.stateKeys.map(\.text)
        }
        return object
    }

    public func jsonText() -> String { JSONRendering.text(ofObject: jsonObject(), pretty: true) }

    private func page(_ page: Page) -> [String: Any] {
        var object: [String: Any] = [
            "file": page.name,
            "path": page.path as Any,
            "title": page.title as Any,
            "sections": page.sections.map(section),
        ]
        if let failure = page.failure { object["error"] = failure.message }
        if let group = page.applicationGroup { object["applicationGroup"] = group }
        return object
    }

    private func section(_ section: Section) -> [String: Any] {
        var object: [String: Any] = [
            "title": section.title as Any,
            "footer": section.footer as Any,
            "key": section.key?.text as Any,
            "rows": section.rows.map(row),
        ]
        if let header = section.header, !isPlainGroup(header) { object["header"] = row(header) }
        return object
    }

    private func isPlainGroup(_ row: Row) -> Bool {
        if case .group = row.kind { return true }
        return false
    }

    private func row(_ row: Row) -> [String: Any] {
        let shown = state(row)
        var object: [String: Any] = [
            "type": row.kind.typeName,
            "index": row.index,
            "key": row.key?.text as Any,
            "title": row.title as Any,
            "subtitle": shown.subtitle as Any,
            "value": shown.value.map(JSONRendering.object(of:)) as Any,
            "source": shown.source.rawValue,
            "text": shown.text as Any,
        ]
        if let choices = row.kind.choices {
            object["choices"] = choices.choices.map { choice in
                [
                    "value": JSONRendering.object(of: choice.value),
                    "title": choice.title,
                    "shortTitle": choice.shortTitle as Any,
                ] as [String: Any]
            }
        }
        if let target = childTarget(row) { object["file"] = target }
        if shown.isLocked { object["locked"] = true }
        object["visible"] = !shown.isHidden
        object["editable"] = !shown.isHidden && !shown.isReadOnly && !shown.isLocked
        let conditions: [(String, Condition?)] = [
            ("BSVisibleIf", row.conditions.visibleIf), ("BSEnabledIf", row.conditions.enabledIf),
            ("groupVisibleIf", row.conditions.groupVisibleIf), ("groupEnabledIf", row.conditions.groupEnabledIf),
        ]
        let present = conditions.compactMap { name, condition in condition.map { (name, JSONRendering.object(of: $0.propertyList)) } }
        if !present.isEmpty { object["conditions"] = Dictionary(uniqueKeysWithValues: present) }
        if !row.rules.isEmpty { object["rules"] = row.rules.propertyList.mapValues(JSONRendering.object(of:)) }
        if !row.problems.isEmpty { object["problems"] = row.problems.map(\.message) }
        if case .variantText(let variant) = row.kind { object["gvariantType"] = variant.type }
        return object
    }

    private func childTarget(_ row: Row) -> String? {
        switch row.kind {
        case .childPane(let pane):
            switch pane.target {
            case .page(let name): return name
            case .url(let url): return url
            case .unavailable, .none: return nil
            }
        case .openURL(let link): return link.url
        case .customView(let custom): return custom.file
        default: return nil
        }
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> [String: Any] {
        [
            "severity": diagnostic.severity.rawValue,
            "file": diagnostic.file,
            "row": diagnostic.row as Any,
            "key": diagnostic.key as Any,
            "message": diagnostic.message,
        ]
    }
}
