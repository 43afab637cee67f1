import SettingsKit

/// A GSettings key of a type no other row shows (`ms`, tuples, dictionaries): a text field
/// taking GVariant text, which GLib's parser checks against the key's type as the user types,
/// its error under the field; only text that parses is stored. A value too large to edit in a
/// line (`VariantTextSizeGuard`) is not put into the field: the row says so instead.
@MainActor
enum VariantTextRowPresenter {
    static func make(row: Row, variant: VariantTextRow, binder: PageBinder) -> TextFieldRowPresenter {
        TextFieldRowPresenter(row: row, field: variant.field, binder: binder, check: { text in
            // Translators: under a field taking GVariant text; %1$s is the key's type (such as (ii)), %2$s GLib's words (in English).
            TypedVariantText.problem(of: text, type: variant.type).map { tr("Not a value of type %1$s: %2$s", variant.type, $0) }
        }, guardsSize: true)
    }
}
