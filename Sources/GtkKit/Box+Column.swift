import CGtk
import CGtkKit

extension Box {
    /// A column of texts (and what goes with them): its children stacked top to bottom, as a
    /// vertical box stacks them, and as wide as its widest child at any height. GTK 4.8's own
    /// box, asked how wide it must be at a given height, searches, laying every wrapping label
    /// out again at each step (`bs_widget_set_column_layout`), and GTK asks that of every box
    /// in a row and of every box not aligned to fill.
    public static func column(spacing: Int32) -> Box {
        let column = Box(.vertical, spacing: spacing)
        bs_widget_set_column_layout(column.pointer, spacing)
        return column
    }
}
