import SettingsCommandLine
import SettingsKit
import Testing

/// How `get`, `set` and `reset` tell a schema's key from a bundle's (`SchemaKeyName`).
@Suite struct SchemaKeyNameTests {
    @Test func aSchemaIDBeforeTheKeyNamesItsSchemaWhenNoBundleIsNamed() {
        let plain = SessionChoice()
        #expect(SchemaKeyName("org.gnome.TextEditor:tab-width", schema: nil, session: plain)
                == SchemaKeyName("tab-width", schema: "org.gnome.TextEditor", session: plain))
        #expect(SchemaKeyName("org.gnome.TextEditor:tab-width", schema: nil, session: plain)?.key == "tab-width")
        #expect(SchemaKeyName("org.example.Editor:spell/language", schema: nil, session: plain)?.key == "spell/language")
        // With --schema, its own ID before the key is optional; another's is part of the key.
        #expect(SchemaKeyName("org.example.Editor:corner", schema: "org.example.Editor", session: plain)?.key == "corner")
        #expect(SchemaKeyName("org.other.App:corner", schema: "org.example.Editor", session: plain)?.key == "org.other.App:corner")
    }

    @Test func otherwiseTheKeyIsTheBundles() {
        let plain = SessionChoice()
        #expect(SchemaKeyName("tab-width", schema: nil, session: plain) == nil)
        // No dot: no schema ID; an empty name; not a schema ID at all.
        #expect(SchemaKeyName("prefix:name", schema: nil, session: plain) == nil)
        #expect(SchemaKeyName("org.example.App:", schema: nil, session: plain) == nil)
        #expect(SchemaKeyName("a b.c:name", schema: nil, session: plain) == nil)
        // A bundle or store named: its keys may hold a colon.
        for session in [SessionChoice(bundle: BundleChoice(bundle: "B")), SessionChoice(bundle: BundleChoice(app: "org.example.App")),
                        SessionChoice(store: StoreChoice(store: "s.ini"))] {
            #expect(SchemaKeyName("org.example.App:name", schema: nil, session: session) == nil)
        }
    }
}
