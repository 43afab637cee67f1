/// Where a search result leads: the pages to open from Root, one after the other (so Back
/// retraces them), and the row to show on the last one.
public struct SearchTarget: Sendable, Equatable {
    /// One page opened on the way, by the row of the page before it that opens it.
    public struct Step: Sendable, Hashable {
        /// The name a child pane uses (`File`).
        public var page: String
        /// The title the page opens with, as the row opening it gives it.
        public var title: String?
        /// The opening row's index on the page before (Root for the first step).
        public var openerRow: Int

        public init(page: String, title: String?, openerRow: Int) {
            self.page = page
            self.title = title
            self.openerRow = openerRow
        }
    }

    /// Pages after Root, in the order they open; empty for a row of Root.
    public var steps: [Step]
    /// The row's index in the last page's `PreferenceSpecifiers` (for a heading or footer, the
    /// group row's): the window shows the first row at or after it.
    public var row: Int
    /// For a choice of a radio group: which of its rows (in the group's order).
    public var choice: Int?
    /// For a list group: its add row (after the items, however many are stored), not its first.
    public var isListAddRow: Bool

    public init(steps: [Step], row: Int, choice: Int? = nil, isListAddRow: Bool = false) {
        self.steps = steps
        self.row = row
        self.choice = choice
        self.isListAddRow = isListAddRow
    }
}
