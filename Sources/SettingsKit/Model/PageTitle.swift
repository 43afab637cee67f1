/// The title a page shows in the header bar. Bundles leave titles empty (`IASKChildTitle` of
/// "", a row titled ""), which would leave a page with a blank header; the next candidate
/// stands in, as the row that opened the page names it.
public enum PageTitle {
    /// The first candidate with something to read (not empty, not only white space).
    public static func first(_ candidates: String?...) -> String? {
        candidates.lazy.compactMap { $0 }.first { !$0.trimmingWhitespace().isEmpty }
    }
}
