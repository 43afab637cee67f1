import FoundationEssentials

/// Reads one located page file into a `Page`: checks its shape, picks its strings table,
/// parses and localises its rows, leaves out rows for other idioms, forms sections.
struct PageReader {
    var location: BundleLocation
    var idiom: Idiom
    var localizer: (URL) -> Localizer

    func read(name: String, file: URL, contents bytes: Result<Data, SafeFile.Failure>, root: URL) -> Page {
        let fileName = location.displayName(of: file)
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String) -> Page {
            let failure = Diagnostic(.error, file: fileName, message)
            return Page(name: name, path: file.path, title: nil, diagnostics: [failure], failure: failure)
        }

        let contents: PlistValue
        switch PlistFileReader.parse(bytes) {
        case .success(let value): contents = value
        case .failure(let failure): return fail(failure.message)
        }
        guard case .dictionary(let top) = contents else {
            return fail("The top level is \(contents.typeDescription), not a dictionary: Settings.app shows nothing for this page.")
        }
        guard let specifiers = top["PreferenceSpecifiers"] else {
            return fail("There is no PreferenceSpecifiers array: Settings.app shows nothing for this page.")
        }
        guard case .array(let entries) = specifiers else {
            return fail("PreferenceSpecifiers is \(specifiers.typeDescription), not an array: Settings.app shows nothing for this page.")
        }

        let strings = localizer(root)
        let table = stringsTable(name: name, top: top, strings: strings, file: fileName, diagnostics: &diagnostics)
        let lookup = table.flatMap(strings.lookup(table:))
        let localize: (String) -> String = { key in lookup?.string(for: key) ?? key }
        let parser = RowParser(file: fileName, localize: localize, images: ImageResolver(root: root))

        if entries.count > Self.rowLimit {
            diagnostics.append(Diagnostic(.error, file: fileName, row: Self.rowLimit, key: "PreferenceSpecifiers",
                                          "The page has \(PlistReadLimits.grouped(entries.count)) rows, more than the \(PlistReadLimits.grouped(Self.rowLimit)) this program reads: the rest are left out."))
        }
        var rows: [Row] = []
        rows.reserveCapacity(min(entries.count, Self.rowLimit))
        for (index, entry) in entries.prefix(Self.rowLimit).enumerated() {
            guard case .dictionary(let specifier) = entry else {
                diagnostics.append(Diagnostic(.warning, file: fileName, row: index, "Row \(index) is \(entry.typeDescription), not a dictionary: it is skipped, as Settings.app does."))
                continue
            }
            if let idioms = supportedIdioms(specifier, file: fileName, index: index, diagnostics: &diagnostics),
               !idiom.isSupported(by: idioms) {
                continue
            }
            let row = parser.parse(specifier, index: index)
            diagnostics.append(contentsOf: row.problems)
            rows.append(row)
        }

        var applicationGroup: String?
        if let group = top["ApplicationGroupContainerIdentifier"] {
            if let text = group.stringValue, !text.isEmpty { applicationGroup = text } else {
                diagnostics.append(Diagnostic(.warning, file: fileName, key: "ApplicationGroupContainerIdentifier", "ApplicationGroupContainerIdentifier should be a non-empty string: it is ignored."))
            }
        }
        rows = SectionBuilder.inheritingGroupConditions(rows)
        return Page(name: name, path: file.path, title: nil, sections: SectionBuilder.sections(of: rows), rows: rows,
                    diagnostics: diagnostics, applicationGroup: applicationGroup)
    }

    /// The most rows one page shows. The largest real pages (acknowledgements) have a few hundred
    /// and the benchmark page 10,000; past this a page is a mistake or an attack, and every row
    /// costs memory, a line of `dump` and, when malformed, a diagnostic.
    public static let rowLimit = 20_000

    /// The page's `StringsTable`, else its own name (minus `.inApp`/`~device`), else `Root`;
    /// `nil` when the bundle has no such table (titles are then shown as written).
    private func stringsTable(name: String, top: [SettingKey: PlistValue], strings: Localizer, file: String,
                              diagnostics: inout [Diagnostic]) -> String? {
        if let declared = top["StringsTable"] {
            guard var table = declared.stringValue, !table.isEmpty else {
                diagnostics.append(Diagnostic(.warning, file: file, key: "StringsTable", "StringsTable should be a non-empty string: it is ignored."))
                return fallbackTable(name: name, strings: strings)
            }
            if table.hasSuffix(".strings") { table.removeLast(".strings".count) }
            if !strings.tableExists(table) {
                diagnostics.append(Diagnostic(.note, file: file, key: "StringsTable", "StringsTable \"\(table)\" does not exist in the bundle: titles are shown as written."))
            }
            return table
        }
        return fallbackTable(name: name, strings: strings)
    }

    private func fallbackTable(name: String, strings: Localizer) -> String? {
        [Self.tableName(ofPage: name), "Root"].first(where: strings.tableExists)
    }

    /// The page's own name as a table name: `File` without a `.plist` extension, `.inApp` or
    /// `~device` (`Child.plist` and `Child~ipad.inApp` both use `Child.strings`).
    static func tableName(ofPage name: String) -> String {
        var base = name
        for suffix in [".plist", ".inApp", "~ipad", "~iphone"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
        }
        return base
    }

    private func supportedIdioms(_ specifier: [SettingKey: PlistValue], file: String, index: Int,
                                 diagnostics: inout [Diagnostic]) -> [String]? {
        guard let value = specifier["SupportedUserInterfaceIdioms"] else { return nil }
        guard case .array(let list) = value else {
            diagnostics.append(Diagnostic(.warning, file: file, row: index, key: "SupportedUserInterfaceIdioms", "SupportedUserInterfaceIdioms should be an array, but is \(value.typeDescription): the row is shown everywhere."))
            return nil
        }
        let names = list.compactMap(\.stringValue)
        let known: Set<String> = ["phone", "pad", "mac", "tv", "carplay", "vision"]
        for name in names where !known.contains(name.lowercased()) {
            diagnostics.append(Diagnostic(.warning, file: file, row: index, key: "SupportedUserInterfaceIdioms", "Unknown idiom \"\(Diagnostic.echo(name))\" (Phone, Pad or Mac expected)."))
        }
        return names
    }
}
