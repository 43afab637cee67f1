import Foundation

/// Settings bundles written by the tests themselves, as XML property lists.
enum FixtureBundle {
    /// The standard fixture's `ApplicationGroupContainerIdentifier`, hence its store domain.
    static let domain = "org.example.fixture"

    /// One row of every value kind, plus a title value and a child pane with a row of its own.
    static var standardPages: [String: [Any]] {
        [
            "Root": [
                ["Type": "PSGroupSpecifier", "Title": "General", "FooterText": "Footer words", "Key": "general_group"],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Enabled", "Key": "enabled", "DefaultValue": true],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Mode", "Key": "mode", "DefaultValue": "manual",
                 "TrueValue": "auto", "FalseValue": "manual"],
                ["Type": "PSMultiValueSpecifier", "Title": "Count", "Key": "count", "DefaultValue": 10,
                 "Values": [10, 42, 100], "Titles": ["Ten", "Forty-two", "Hundred"], "ShortTitles": ["10", "42", "100"]],
                ["Type": "PSRadioGroupSpecifier", "Title": "Colour", "Key": "colour", "DefaultValue": "red",
                 "Values": ["red", "blue"], "Titles": ["Red", "Blue"]],
                ["Type": "PSGroupSpecifier", "Title": "Details"],
                ["Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 2],
                ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "DefaultValue": "Jane"],
                ["Type": "PSTextFieldSpecifier", "Title": "PIN", "Key": "pin", "KeyboardType": "NumberPad"],
                ["Type": "IASKDatePickerSpecifier", "Title": "When", "Key": "when",
                 "DefaultValue": Date(timeIntervalSince1970: 1_767_261_600)],  // 2026-01-01T10:00:00Z
                ["Type": "PSTitleValueSpecifier", "Title": "Version", "Key": "version", "DefaultValue": "1.0"],
                ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Child"],
                ["Type": "IASKListGroupSpecifier", "Title": "Tags", "Key": "tags", "DefaultValue": ["a"],
                 "ItemSpecifier": ["Type": "PSTextFieldSpecifier"],
                 "AddSpecifier": ["Type": "PSTextFieldSpecifier", "Title": "Add tag"]],
            ],
            "Child": [
                ["Type": "PSToggleSwitchSpecifier", "Title": "Deep", "Key": "deep", "DefaultValue": false],
            ],
        ]
    }

    /// Writes `NAME.plist` for each page; Root carries the group container identifier.
    static func write(pages: [String: [Any]], groupContainer: String?, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, rows) in pages {
            var page: [String: Any] = ["PreferenceSpecifiers": rows]
            if name == "Root", let groupContainer { page["ApplicationGroupContainerIdentifier"] = groupContainer }
            let data = try PropertyListSerialization.data(fromPropertyList: page, format: .xml, options: 0)
            try data.write(to: URL(fileURLWithPath: folder + "/" + name + ".plist"))
        }
    }
}
