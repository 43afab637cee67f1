import CGLib
import FoundationEssentials

/// An installed schema as a Settings.bundle that shows the same settings, for an application
/// that moves from its schema to a bundle it curates (`bundle-settings bundle --from-schema`):
///
/// - `Settings.bundle/Root.plist` the schema's page, one `CHILD.plist` per `<child>` schema
///   (`plugins/spell.plist` deeper down), each key the row `SchemaRowMaker` shows it as, with the
///   schema's summary as its title, a short description as its subtitle, a long one as its
///   group's footer, and the schema's default as `DefaultValue`;
/// - `Settings.bundle/LANG.lproj/Root.strings` for every language the schema's gettext domain
///   has a catalog in (`DATADIR/locale/LANG/LC_MESSAGES/DOMAIN.mo`, `DATADIR` the schema's data
///   folder): the summaries and descriptions GLib would show in that language;
/// - `store.ini`: the values stay in `gsettings:ID`, where the application reads them (a child's
///   keys are `CHILD/KEY`, which `GSettingsTreeStore` finds in the child's schema).
///
/// A bundle row stores booleans, texts, lists of texts and real numbers, so a key of another
/// type is written only where a row stores it exactly: a whole number whose `<range>` spans at
/// most `integerChoiceLimit` values as a choice of those numbers. Flags, other whole numbers,
/// real numbers without a slider's range and GVariant-text types are left out and reported:
/// the application still reads them, and the author decides.
public struct SchemaBundle {
    /// Paths relative to the destination folder, with their contents.
    public var files: [(path: String, contents: Data)] = []
    /// Keys left out, languages without a usable catalog: for the author.
    public var diagnostics: [Diagnostic] = []
    /// The `.lproj` folders written, sorted.
    public var languages: [String] = []
    public var keyCount = 0

    public static let bundleName = "Settings.bundle"
    /// The most whole numbers offered as choices: a page of 100 numbers still reads as a list.
    static let integerChoiceLimit = 100

    /// The bundle of `pages` (read in the C locale, so its texts are the schema's own).
    public init(pages: SchemaPages) {
        var texts: Set<String> = []
        for node in pages.nodes {
            guard let schema = pages.installed.lookUp(node.schemaID) else { continue }
            defer { g_settings_schema_unref(schema) }
            let page = pages.page(named: node.pageName.isEmpty ? SettingsBundle.rootPageName : node.pageName)
            var specifiers: [PlistValue] = []
            for section in page.sections {
                let rows = section.rows.compactMap { specifier(of: $0, schema: schema, node: node, texts: &texts) }
                // A group whose rows are all left out would be a heading over nothing.
                if let header = section.header, case .group = header.kind, rows.isEmpty { continue }
                specifiers += [section.header.flatMap { specifier(of: $0, schema: schema, node: node, texts: &texts) }].compactMap { $0 } + rows
            }
            let document = PlistValue.dictionary(["PreferenceSpecifiers": .array(specifiers)])
            files.append((Self.bundleName + "/" + page.name + ".plist", XMLPlistWriter.document(document)))
        }
        files.append((ApplicationStoreFile.fileName, Data("[\(ApplicationStoreFile.group)]\nBackend=gsettings\nSchemaId=\(pages.schemaID)\n".utf8)))
        addTranslations(of: texts, pages: pages)
    }

    // MARK: Rows

    private mutating func specifier(of row: Row, schema: OpaquePointer, node: SchemaPages.Node, texts: inout Set<String>) -> PlistValue? {
        var fields: [SettingKey: PlistValue] = [:]
        func text(_ field: SettingKey, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            fields[field] = .string(value)
            texts.insert(value)
        }
        text("Title", row.title)
        if case .text(let subtitle)? = row.subtitle { text("IASKSubtitle", subtitle) }
        if let key = row.key { fields["Key"] = .string(key.text) }
        if let value = row.defaultValue { fields["DefaultValue"] = value }
        switch row.kind {
        case .group(let group):
            fields["Type"] = .string("PSGroupSpecifier")
            text("FooterText", group.footer)
        case .childPane(let pane):
            guard case .page(let file) = pane.target else { return nil }
            fields["Type"] = .string("PSChildPaneSpecifier")
            fields["File"] = .string(file)
        case .toggle:
            fields["Type"] = .string("PSToggleSwitchSpecifier")
        case .multiValue(let multiValue):
            fields["Type"] = .string("PSMultiValueSpecifier")
            fields["Values"] = .array(multiValue.choices.choices.map(\.value))
            fields["Titles"] = .array(multiValue.choices.choices.map { .string($0.title) })
        case .slider(let slider):
            fields["Type"] = .string("PSSliderSpecifier")
            fields["MinimumValue"] = .real(slider.minimum)
            fields["MaximumValue"] = .real(slider.maximum)
        case .listGroup:
            fields["Type"] = .string("IASKListGroupSpecifier")
            fields["Deletable"] = .bool(true)
            // Translators: the row under a list of texts that adds one, in a Settings.bundle made from a schema.
            fields["AddSpecifier"] = .dictionary(["Type": .string("PSTextFieldSpecifier"), "Title": .string(tr("Add…")),
                                                  "AutocapitalizationType": .string("None"), "AutocorrectionType": .string("No")])
        case .textField:
            let name = String(row.key?.text.split(separator: "/").last ?? "")
            let key = SchemaKeyDescription(schema: schema, name: name, readsTexts: false)
            if key.type == "s" {
                fields["Type"] = .string("PSTextFieldSpecifier")
                fields["AutocapitalizationType"] = .string("None")
                fields["AutocorrectionType"] = .string("No")
            } else if SchemaValues.integerTypes.contains(key.type), case .numbers(let minimum, let maximum) = key.range,
                      maximum - minimum < Double(Self.integerChoiceLimit) {
                fields["Type"] = .string("PSMultiValueSpecifier")
                let numbers = Array(Int(minimum)...Int(maximum))
                fields["Values"] = .array(numbers.map { .integer($0) })
                fields["Titles"] = .array(numbers.map { .string(String($0)) })
            } else {
                return leftOut(row, type: key.type, node: node)
            }
        default:
            let name = String(row.key?.text.split(separator: "/").last ?? "")
            return leftOut(row, type: SchemaKeyDescription(schema: schema, name: name, readsTexts: false).type, node: node)
        }
        if row.key != nil { keyCount += 1 }
        return .dictionary(fields)
    }

    private mutating func leftOut(_ row: Row, type: String, node: SchemaPages.Node) -> PlistValue? {
        diagnostics.append(Diagnostic(.warning, file: node.schemaID, key: row.key?.text,
            "No row of a Settings.bundle stores this key's values exactly (type ‘\(Diagnostic.echo(type))’): it is left out; the application still reads it from GSettings."))
        return nil
    }

    // MARK: Translations

    /// One `Root.strings` per language that translates some of `texts`, from the catalogs of
    /// the tree's gettext domains (child pages look their words up in Root's table too).
    private mutating func addTranslations(of texts: Set<String>, pages: SchemaPages) {
        var domains: [(domain: String, localeFolder: String)] = []
        for node in pages.nodes {
            guard let folder = pages.installed.folder(holding: node.schemaID) else { continue }
            let declared = SchemaFileDeclarations.files(in: folder).lazy
                .compactMap { try? SchemaFileDeclarations.read($0).get() }
                .flatMap(\.schemas).first { $0.id == node.schemaID }
            guard let domain = declared?.gettextDomain, !domains.contains(where: { $0.domain == domain }) else { continue }
            let suffix = "/glib-2.0/schemas"
            guard folder.hasSuffix(suffix) else { continue }
            domains.append((domain, String(folder.dropLast(suffix.count)) + "/locale"))
        }
        var tables: [String: [String: String]] = [:]
        for (domain, localeFolder) in domains {
            for language in (try? FileManager.default.contentsOfDirectory(atPath: localeFolder)) ?? [] {
                let file = localeFolder + "/" + language + "/LC_MESSAGES/" + domain + ".mo"
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                guard let catalog = MessageCatalogFile.translations(data) else {
                    diagnostics.append(Diagnostic(.warning, file: file, "It is no gettext catalog: its language is left out."))
                    continue
                }
                guard let folder = Self.lprojName(ofLocale: language) else {
                    diagnostics.append(Diagnostic(.note, file: file, "The locale \(Diagnostic.echo(language)) has no .lproj name: its language is left out."))
                    continue
                }
                for text in texts {
                    if let translation = catalog[text] { tables[folder, default: [:]][text] = translation }
                }
            }
        }
        for (folder, table) in tables.sorted(by: { $0.key < $1.key }) {
            let lines = table.sorted { $0.key < $1.key }.map { "\"\(Self.escaped($0.key))\" = \"\(Self.escaped($0.value))\";\n" }
            files.append((Self.bundleName + "/" + folder + ".lproj/Root.strings", Data(lines.joined().utf8)))
            languages.append(folder)
        }
    }

    /// A gettext locale's folder as a `.lproj` name: `pt_BR` → `pt-BR`, `sr@latin` → `sr-Latn`;
    /// nil for another `@` variant (`ca@valencia`), which has no such name.
    static func lprojName(ofLocale locale: String) -> String? {
        var name = locale
        if name.hasSuffix("@latin") { name = String(name.dropLast("@latin".count)) + "-Latn" }
        guard !name.contains("@"), !name.isEmpty, !name.contains("/") else { return nil }
        return String(name.map { $0 == "_" ? "-" : $0 })
    }

    /// A text as a `.strings` file quotes it.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
