import Foundation

/// Generates the bundles the benchmarks read, in a temporary folder removed on `cleanUp()`.
struct BenchBundles {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("settings-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// A bundle whose Root has `rowCount` rows of mixed types (a group every 20 rows, toggles,
    /// multi-values with 5 choices, text fields, sliders); with `localized`, an `en.lproj` table
    /// translates every title. Returns the bundle path.
    func largePage(named name: String, rowCount: Int, localized: Bool) throws -> String {
        let bundle = folder.appendingPathComponent(name, isDirectory: true)
        var rows: [[String: Any]] = []
        var strings: [String: String] = [:]
        rows.reserveCapacity(rowCount)
        func title(_ key: String) -> String {
            strings[key] = "Translated \(key.lowercased().replacing("_", with: " "))"
            return key
        }
        let choiceTitles = (0..<5).map { title("CHOICE_\($0)") }
        for index in 0..<rowCount {
            let rowTitle = title("TITLE_\(index)")
            switch index % 20 == 0 ? -1 : index % 4 {
            case -1:
                rows.append(["Type": "PSGroupSpecifier", "Title": rowTitle, "FooterText": title("FOOTER_\(index)")])
            case 0:
                rows.append(["Type": "PSToggleSwitchSpecifier", "Title": rowTitle, "Key": "toggle\(index)", "DefaultValue": index % 3 == 0])
            case 1:
                rows.append(["Type": "PSMultiValueSpecifier", "Title": rowTitle, "Key": "multi\(index)", "DefaultValue": 2,
                             "Values": [0, 1, 2, 3, 4], "Titles": choiceTitles])
            case 2:
                rows.append(["Type": "PSTextFieldSpecifier", "Title": rowTitle, "Key": "text\(index)", "DefaultValue": "text \(index)",
                             "KeyboardType": "EmailAddress", "AutocapitalizationType": "None", "AutocorrectionType": "No"])
            default:
                rows.append(["Type": "PSSliderSpecifier", "Title": rowTitle, "Key": "slider\(index)", "DefaultValue": 0.5,
                             "MinimumValue": 0, "MaximumValue": 1])
            }
        }
        try write(["PreferenceSpecifiers": rows], to: bundle.appendingPathComponent("Root.plist"))
        if localized { try writeStrings(strings, to: bundle.appendingPathComponent("en.lproj/Root.strings")) }
        return bundle.path
    }

    /// A bundle whose Root has `rowCount` switches, each shown only while the next is on, the
    /// last while the first is: one cycle of conditions through every row.
    func conditionCycle(rowCount: Int) throws -> String {
        let bundle = folder.appendingPathComponent("Cycle\(rowCount).bundle", isDirectory: true)
        let rows = (0..<rowCount).map { index -> [String: Any] in
            ["Type": "PSToggleSwitchSpecifier", "Title": "Row \(index)", "Key": "key\(index)", "DefaultValue": true,
             "BSVisibleIf": ["Key": "key\((index + 1) % rowCount)", "Equals": true]]
        }
        try write(["PreferenceSpecifiers": rows], to: bundle.appendingPathComponent("Root.plist"))
        return bundle.path
    }

    /// A bundle whose `Acknowledgements` page has `groups` groups with licence-like footers of
    /// `characters` characters in all (a LicensePlist-style acknowledgements page).
    func acknowledgements(groups: Int, characters: Int) throws -> String {
        let bundle = folder.appendingPathComponent("Acknowledgements.bundle", isDirectory: true)
        let licence = """
            Permission is hereby granted, free of charge, to any person obtaining a copy of this software and \
            associated documentation files (the "Software"), to deal in the Software without restriction, including \
            without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell \
            copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the \
            following conditions:\n\nThe above copyright notice and this permission notice shall be included in all \
            copies or substantial portions of the Software.\n\nTHE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF \
            ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A \
            PARTICULAR PURPOSE AND NONINFRINGEMENT.\n\n
            """
        let perGroup = characters / groups
        var rows: [[String: Any]] = []
        var total = 0
        for index in 0..<groups {
            let length = index == groups - 1 ? characters - total : perGroup
            var footer = "Copyright (c) 20\(10 + index % 15) Library \(index) contributors\n\n"
            while footer.count < length { footer += licence }
            footer = String(footer.prefix(length))
            total += footer.count
            rows.append(["Type": "PSGroupSpecifier", "Title": "Library\(index)", "FooterText": footer])
        }
        try write(["PreferenceSpecifiers": [["Type": "PSChildPaneSpecifier", "Title": "ACKNOWLEDGEMENTS", "File": "Acknowledgements"]]],
                  to: bundle.appendingPathComponent("Root.plist"))
        try write(["StringsTable": "Acknowledgements", "PreferenceSpecifiers": rows],
                  to: bundle.appendingPathComponent("Acknowledgements.plist"))
        try writeStrings(["ACKNOWLEDGEMENTS": "Acknowledgements", "Library0": "The first library"],
                         to: bundle.appendingPathComponent("en.lproj/Acknowledgements.strings"))
        return bundle.path
    }

    private func write(_ object: Any, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0).write(to: file)
    }

    /// A simple UTF-8 `"key" = "value";` table.
    private func writeStrings(_ table: [String: String], to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = table.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
        try Data(text.utf8).write(to: file)
    }
}
