import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// An installed schema read into the bundle's page and row model (`SchemaPages`), with its
/// values through GSettings on GLib's memory backend (`SchemaStore`); real dconf is end to end
/// (`SchemaCommandTests`).
@MainActor @Suite(.serialized) struct SchemaPagesTests {
    private func row(_ page: Page, _ key: String) -> Row? { page.rows.first { $0.key?.text == key } }

    @Test func eachTypeBecomesItsRow() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        let root = try fixture.pages("org.example.Types").rootPage
        guard case .toggle = try #require(row(root, "show-grid")).kind else { Issue.record("show-grid is no toggle"); return }
        #expect(row(root, "show-grid")?.title == "Show grid")
        #expect(row(root, "show-grid")?.subtitle == .text("Draw a grid behind the text."))
        #expect(row(root, "show-grid")?.defaultValue == .bool(true))
        guard case .multiValue(let corner) = try #require(row(root, "corner")).kind else { Issue.record("corner"); return }
        #expect(corner.choices.choices.map(\.title) == ["Top left", "Bottom right"])
        #expect(corner.choices.choices.map(\.value) == [.string("top-left"), .string("bottom-right")])
        #expect(row(root, "corner")?.title == "Corner")
        guard case .multiValue(let mode) = try #require(row(root, "mode")).kind else { Issue.record("mode"); return }
        #expect(mode.choices.choices.map(\.title) == ["Fast", "Very slow"])
        guard case .flags(let style) = try #require(row(root, "style")).kind else { Issue.record("style"); return }
        #expect(style.flags.choices.map(\.title) == ["Bold", "Small caps"])
        #expect(row(root, "style")?.defaultValue == .array([.string("bold")]))
        guard case .slider(let zoom) = try #require(row(root, "zoom")).kind else { Issue.record("zoom"); return }
        #expect(zoom.minimum == 0.5 && zoom.maximum == 3)
        guard case .textField(let ratio) = try #require(row(root, "ratio")).kind else { Issue.record("ratio"); return }
        #expect(ratio.traits.keyboard == .decimalPad)
        guard case .listGroup(let words) = try #require(row(root, "words")).kind else { Issue.record("words"); return }
        #expect(words.deletable && words.itemEditing.isText)
        guard case .variantText(let maybe) = try #require(row(root, "maybe")).kind else { Issue.record("maybe"); return }
        #expect(maybe.type == "ms")
        guard case .variantText(let pair) = try #require(row(root, "pair")).kind else { Issue.record("pair"); return }
        #expect(pair.type == "(ii)")
        #expect(row(root, "pair")?.defaultValue == .string("(1, 2)"))
        guard case .textField = try #require(row(root, "name")).kind else { Issue.record("name"); return }
    }

    @Test func numbersAreBoundedByTheirRangeElseByTheirType() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        let root = try fixture.pages("org.example.Types").rootPage
        let tabWidth = try #require(row(root, "tab-width"))
        guard case .textField(let field) = tabWidth.kind else { Issue.record("tab-width is no text field"); return }
        #expect(field.traits.keyboard == .numberPad)
        #expect(tabWidth.title == "Tab Width")
        #expect(tabWidth.rules.minimumValue == 1 && tabWidth.rules.maximumValue == 32)
        #expect(tabWidth.defaultValue == .integer(8))
        #expect(row(root, "level")?.rules.minimumValue == 0 && row(root, "level")?.rules.maximumValue == 255)
        #expect(row(root, "count")?.rules.minimumValue == 0 && row(root, "count")?.rules.maximumValue == 4_294_967_295)
        let offset = try #require(row(root, "offset"))
        #expect(offset.rules.minimumValue == Double(Int32.min) && offset.rules.maximumValue == Double(Int32.max))
        guard case .textField(let signed) = offset.kind else { Issue.record("offset is no text field"); return }
        #expect(signed.traits.keyboard == .numbersAndPunctuation)
        // Whole numbers only, for an integer type.
        #expect(tabWidth.rules.violation(of: .string("4.5")) != nil)
        #expect(tabWidth.rules.violation(of: .string("33")) != nil)
        #expect(tabWidth.rules.violation(of: .string("32")) == nil)
    }

    @Test func aDescriptionThatRepeatsTheSummaryIsNotShown() throws {
        let fixture = try SchemaFixture("""
            <schemalist><schema id="org.example.Echo" path="/org/example/echo/">
              <key name="filter" type="b"><default>true</default><summary>Filter by last use</summary>
                <description>Filter by last use.</description></key>
              <key name="other" type="b"><default>true</default><summary>Filter by last use</summary>
                <description>Filter by last use, not by last change.</description></key>
            </schema></schemalist>
            """)
        let root = try fixture.pages("org.example.Echo").rootPage
        #expect(row(root, "filter")?.subtitle == nil, "the same sentence with a full stop")
        #expect(row(root, "other")?.subtitle == .text("Filter by last use, not by last change."))
        #expect(root.sections.allSatisfy { $0.footer == nil })
    }

    @Test func longDescriptionsAreFootersAndListsHeadTheirSections() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        let root = try fixture.pages("org.example.Types").rootPage
        let name = try #require(root.sections.first { $0.rows.contains { $0.key?.text == "name" } })
        #expect(name.footer?.hasPrefix("The name shown in the title bar") == true)
        #expect(name.rows.count == 1)
        #expect(row(root, "name")?.subtitle == nil)
        let words = try #require(root.sections.first { $0.header?.key?.text == "words" })
        #expect(words.title == "Words")
        // Rows are numbered in the order shown, as `Page.row(at:)` finds them.
        let shown = root.sections.flatMap { [$0.header].compactMap { $0 } + $0.rows }.map(\.index)
        #expect(shown == Array(0..<root.rows.count))
        #expect(root.rows.map(\.index) == Array(0..<root.rows.count))
    }

    @Test func stateIsLeftOutUnlessAskedForAndHandlesAreReported() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        let pages = try fixture.pages("org.example.Types")
        #expect(pages.stateKeys.map(\.text).sorted() == ["last-folder", "window-maximized", "window-size"])
        #expect(row(pages.rootPage, "window-size") == nil)
        let all = try fixture.pages("org.example.Types", includingState: true)
        #expect(row(all.rootPage, "window-size") != nil && all.stateKeys.isEmpty)
        #expect(row(pages.rootPage, "handle") == nil)
        #expect(pages.diagnostics.contains { $0.key == "handle" && $0.file == "org.example.Types" && $0.severity == .warning })
    }

    @Test func childrenArePagesAtTheirPaths() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        let pages = try fixture.pages("org.example.Types")
        let plugins = try #require(pages.rootPage.rows.first { $0.pageOpened == "plugins" })
        #expect(plugins.title == "Plugins")
        let child = pages.page(named: "plugins")
        #expect(child.failure == nil && row(child, "plugins/enabled") != nil)
        #expect(child.rows.contains { $0.pageOpened == "plugins/spell" })
        #expect(row(pages.page(named: "plugins/spell"), "plugins/spell/language") != nil)
        #expect(pages.nodes.map(\.path) == ["/org/example/types/", "/org/example/types/plugins/", "/org/example/types/plugins/spell/"])
        #expect(pages.nodes.map(\.schemaID) == ["org.example.Types", "org.example.Types.Plugins", "org.example.Relocatable"])
        let walk = BundleWalk(source: pages, rootTitle: "Types")
        #expect(walk.pages.map(\.name) == ["Root", "plugins", "plugins/spell"])
    }

    @Test func aSchemaThatIsMissingOrRelocatableSaysSo() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        guard case .failure(let missing) = SchemaPages.open(id: "org.example.None", in: fixture.installed) else { Issue.record("opened"); return }
        #expect(missing.message.contains("No GSettings schema org.example.None is installed"))
        guard case .failure(let relocatable) = SchemaPages.open(id: "org.example.Relocatable", in: fixture.installed) else { Issue.record("opened"); return }
        #expect(relocatable.message.contains("relocatable"))
    }

    @Test func valuesGoThroughGSettingsWithTheKeysTypes() throws {
        let fixture = try SchemaFixture(SchemaFixture.everyType)
        let controller = try fixture.controller("org.example.Types")
        let root = controller.rootPage
        let tabWidth = try #require(row(root, "tab-width"))
        #expect(controller.state(of: tabWidth).value == .integer(8))
        #expect(controller.state(of: tabWidth).source == .default)
        try controller.write(.string("12"), to: tabWidth)
        #expect(controller.state(of: tabWidth).value == .integer(12))
        #expect(throws: SettingsError.self) { try controller.write(.string("33"), to: tabWidth) }
        #expect(controller.state(of: tabWidth).value == .integer(12))
        let pair = try #require(row(root, "pair"))
        try controller.write(.string("(3,4)"), to: pair)
        #expect(controller.state(of: pair).value == .string("(3, 4)"))
        do {
            try controller.write(.string("(3,"), to: pair)
            Issue.record("(3, was stored")
        } catch {
            #expect(error.description.contains("GVariant text of type (ii)"))
        }
        let style = try #require(row(root, "style"))
        try controller.write(.array([.string("small-caps"), .string("bold")]), to: style)
        #expect(controller.state(of: style).value == .array([.string("bold"), .string("small-caps")]))
        #expect(controller.state(of: style).text == "Bold, Small caps")
        #expect(throws: SettingsError.self) { try controller.write(.array([.string("wide")]), to: style) }
        let corner = try #require(row(root, "corner"))
        try controller.write(.string("bottom-right"), to: corner)
        #expect(controller.state(of: corner).text == "Bottom right")
        let words = try #require(row(root, "words"))
        try controller.appendItem(.string("b"), to: words)
        #expect(controller.listItems(of: words) == [.string("a"), .string("b")])
        // A child's key lives in the child's schema, at its path.
        let language = try #require(row(controller.page(named: "plugins/spell"), "plugins/spell/language"))
        try controller.write(.string("de"), to: language)
        let reopened = try fixture.controller("org.example.Types")
        #expect(reopened.state(of: language).value == .string("de"))
        #expect(reopened.state(of: tabWidth).value == .integer(12))
        try reopened.reset(keys: [SettingKey("tab-width")])
        #expect(reopened.state(of: tabWidth).value == .integer(8))
    }

    @Test func stateRuleReadsNamesAndTypes() {
        for (name, type) in [("window-size", "(ii)"), ("window-maximized", "b"), ("sidebar-width", "i"), ("last-folder", "s"),
                             ("search-history", "as"), ("recent-files", "as"), ("first-run", "b"), ("sort-column-id", "i"),
                             ("window-position", "(ii)"), ("dialog-height", "i"), ("migrated-gtk-settings", "b")] {
            #expect(SchemaStateRule.isState(name: name, type: type), "\(name)")
        }
        for (name, type) in [("tab-width", "u"), ("remember-recent-files", "b"), ("show-line-numbers", "b"), ("sort-order", "s"),
                             ("font-size", "i"), ("style-scheme", "s"), ("first-weekday", "i")] {
            #expect(!SchemaStateRule.isState(name: name, type: type), "\(name)")
        }
        // A schema whose ID names a window's geometry holds only state; one naming a place alone does not.
        for schema in ["org.gnome.nautilus.window-state", "org.gnome.clocks.state.window"] {
            #expect(SchemaStateRule.isState(name: "maximized", type: "b", schemaID: schema), "\(schema)")
            #expect(SchemaStateRule.isState(name: "initial-size", type: "(ii)", schemaID: schema), "\(schema)")
        }
        #expect(!SchemaStateRule.isState(name: "icon-size", type: "i", schemaID: "org.example.sidebar"))
        #expect(!SchemaStateRule.isState(name: "current-workspace-only", type: "b", schemaID: "org.gnome.shell.window-switcher"))
    }

    @Test func namesAreMadeReadable() {
        #expect(ReadableName.of("bottom-right") == "Bottom right")
        #expect(ReadableName.of("tab_width") == "Tab width")
        #expect(ReadableName.of("show-VGA-output") == "Show VGA output")
        #expect(ReadableName.of("") == "")
        #expect(ReadableName.of("ProfilesList") == "Profiles List", "a CamelCase schema component")
        #expect(ReadableName.of("showVGAOutput") == "Show VGAOutput", "capitals after capitals stay one word")
        #expect(ReadableName.of("--a__b-") == "A b")
    }
}
