import CGLib
import Foundation
import Testing
@testable import SettingsKit

/// Schemas no application should ship, read as pages (issue 32, item 8): nothing crashes, the
/// rest shows, and what was cut or skipped is a diagnostic naming the schema and the key.
@MainActor @Suite(.serialized) struct SchemaHostileTests {
    @Test func aLongDescriptionIsCutToAFootersLength() throws {
        let text = String(repeating: "word ", count: 2_000)
        let fixture = try SchemaFixture("""
        <schemalist><schema id="org.example.Long" path="/org/example/long/">
        <key name="long" type="s"><default>''</default><description>\(text)</description></key></schema></schemalist>
        """)
        let pages = try fixture.pages("org.example.Long")
        let section = try #require(pages.rootPage.sections.first { $0.rows.contains { $0.key?.text == "long" } })
        #expect(section.footer?.count == ShownText.Kind.paragraph.characterLimit)
        #expect(pages.diagnostics.contains { $0.key == "long" && $0.message.contains("the first 2000 are shown") })
    }

    @Test func tenThousandKeysAThousandChoicesAMegabyteDescriptionAndAHandle() throws {
        let huge = String(repeating: "word ", count: 200_000)
        var keys = (0..<10_000).map { "<key name=\"key-\($0)\" type=\"i\"><default>\($0)</default></key>" }
        keys.append("<key name=\"big-enum\" enum=\"org.example.Many\"><default>'v0'</default></key>")
        keys.append("<key name=\"long\" type=\"s\"><default>''</default><summary>Long</summary><description>\(huge)</description></key>")
        keys.append("<key name=\"handle\" type=\"(sh)\"><default>('', 0)</default></key>")
        let values = (0..<1_000).map { "<value nick=\"v\($0)\" value=\"\($0)\"/>" }.joined()
        let xml = """
        <schemalist><enum id="org.example.Many">\(values)</enum>
        <schema id="org.example.Hostile" path="/org/example/hostile/">\(keys.joined(separator: "\n"))</schema></schemalist>
        """
        let fixture = try SchemaFixture(xml)
        let started = ContinuousClock.now
        let pages = try fixture.pages("org.example.Hostile")
        let root = pages.rootPage
        let elapsed = ContinuousClock.now - started
        print("read 10,003 keys in \(elapsed)")
        #expect(root.rows.filter { $0.key?.text.hasPrefix("key-") == true }.count == 10_000)
        let many = try #require(root.rows.first { $0.key?.text == "big-enum" })
        #expect(many.kind.choices?.choices.count == 1_000)
        // GLib would take minutes on the megabyte (298 s measured): the folder's texts are not
        // read, the keys are titled by their names, and the file is named.
        #expect(elapsed < .seconds(60))
        #expect(root.rows.first { $0.key?.text == "long" }?.title == "Long")
        #expect(pages.diagnostics.contains { $0.file.hasSuffix("fixture.gschema.xml") && $0.message.contains("longer than 64 KB") })
        #expect(!root.rows.contains { $0.key?.text == "handle" })
        #expect(pages.diagnostics.contains { $0.key == "handle" && $0.file == "org.example.Hostile" })
        // The values of every key still go through GSettings.
        let controller = try fixture.controller("org.example.Hostile")
        let last = try #require(controller.rootPage.rows.first { $0.key?.text == "key-9999" })
        try controller.write(.string("-5"), to: last)
        #expect(controller.state(of: last).value == .integer(-5))
    }

    /// A dictionary past `VariantTextSizeGuard.editLimit` in dconf (a 10 MB `a{sv}`, issue 32,
    /// item 8; here GLib's memory backend): its row's value is said too large to edit rather
    /// than put into an entry, the search holds none of it, writing another key leaves it as it
    /// is, and Restore Defaults resets it, after which it is edited as any other.
    @Test func aValueTooLargeToEditIsSaidSoKeptAndRestoredToItsDefault() throws {
        let fixture = try SchemaFixture("""
        <schemalist><schema id="org.example.Big" path="/org/example/big/">
        <key name="cache" type="a{sv}"><default>{}</default><summary>Cache</summary></key>
        <key name="dark" type="b"><default>false</default><summary>Dark</summary></key></schema></schemalist>
        """)
        let entries = (0...(VariantTextSizeGuard.editLimit / 100)).map { "'entry\($0)': <'\(String(repeating: "x", count: 100))'>" }
        let variant = try TypedVariantText.parse("{" + entries.joined(separator: ", ") + "}", type: "a{sv}").get()
        defer { g_variant_unref(variant) }
        let schema = try #require(fixture.installed.lookUp("org.example.Big"))
        defer { g_settings_schema_unref(schema) }
        let settings = try #require(g_settings_new_full(schema, fixture.backend, nil))
        defer { g_object_unref(settings) }
        #expect(g_settings_set_value(settings, "cache", variant) != 0)

        let controller = try fixture.controller("org.example.Big")
        let cache = try #require(controller.firstRow(forKey: "cache"))
        #expect(VariantTextSizeGuard.isTooLargeToEdit(controller.state(of: cache).value))
        #expect(!VariantTextSizeGuard.isTooLargeToEdit(.string(String(repeating: "x", count: VariantTextSizeGuard.editLimit))), "at the limit, edited")
        let index = controller.makeSearchIndex()
        #expect(index.search("entry1").results.isEmpty, "values are not searched")
        #expect(index.search("cache").results.count == 1)

        try controller.write(.bool(true), to: try #require(controller.firstRow(forKey: "dark")))
        let kept = try #require(g_settings_get_user_value(settings, "cache"))
        defer { g_variant_unref(kept) }
        #expect(g_variant_equal(UnsafeRawPointer(kept), UnsafeRawPointer(variant)) != 0, "written as it was")

        #expect(try controller.resetAll().isEmpty)
        #expect(g_settings_get_user_value(settings, "cache") == nil)
        #expect(controller.state(of: cache).value == cache.defaultValue)
        #expect(!VariantTextSizeGuard.isTooLargeToEdit(controller.state(of: cache).value))
    }

    /// A value of megabytes in dconf (issue 32, item 8; here GLib's memory backend) is made into
    /// GVariant text only when its key is asked for: `get` of another key of its schema made it
    /// on opening, at 1.7 billion instructions for 10 MB. A change made elsewhere is still heard
    /// without making it, and `list`/`dump`'s `allValues` makes it. (A value read again
    /// unchanged is no change: `SchemaKeyfileStoreTests`.)
    @Test func aValueIsMadeIntoTextOnlyWhenItsKeyIsAskedFor() throws {
        let fixture = try SchemaFixture("""
        <schemalist><schema id="org.example.Big" path="/org/example/big/">
        <key name="cache" type="a{sv}"><default>{}</default><summary>Cache</summary></key>
        <key name="dark" type="b"><default>false</default><summary>Dark</summary></key></schema></schemalist>
        """)
        let schema = try #require(fixture.installed.lookUp("org.example.Big"))
        defer { g_settings_schema_unref(schema) }
        let settings = try #require(g_settings_new_full(schema, fixture.backend, nil))
        defer { g_object_unref(settings) }
        func write(_ text: String) throws {
            let variant = try TypedVariantText.parse(text, type: "a{sv}").get()
            defer { g_variant_unref(variant) }
            #expect(g_settings_set_value(settings, "cache", variant) != 0)
            while g_main_context_iteration(nil, 0) != 0 {}
        }
        try write("{'a': <1>}")
        #expect(g_settings_set_boolean(settings, "dark", 1) != 0)

        let pages = try fixture.pages("org.example.Big")
        let store = SchemaStore(pages: pages, backend: fixture.backend)
        let controller = SettingsController(source: pages, store: store)
        var changed: [Set<SettingKey>] = []
        let observation = controller.observeChanges { changed.append($0) }
        defer { observation.cancel() }
        #expect(controller.effectiveValue(forKey: "dark", bundleDefault: nil).value == .bool(true), "what get dark prints")
        #expect(Array(store.userValues.made.keys) == ["dark"], "the cache is not made into text")

        try write("{'b': <2>}")
        #expect(changed == [["cache"]], "a change elsewhere is heard")
        #expect(Array(store.userValues.made.keys) == ["dark"])

        #expect(store.value(forKey: "cache") == .string("{'b': <2>}"))
        #expect(store.userValues.made.keys.contains("cache"))
        try write("{'c': <3>}")
        #expect(changed == [["cache"], ["cache"]])
        #expect(store.allValues == ["cache": .string("{'c': <3>}"), "dark": .bool(true)], "made again after its change")
    }
}
