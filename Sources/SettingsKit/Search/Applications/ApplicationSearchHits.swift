/// What the last queries of a search across applications matched, each application's entries
/// (`ApplicationSearchIndex.search(_:limit:hidden:narrowing:isShown:)`), so that the next
/// keystroke reads fewer: typing a letter narrows the last query's matches, taking one back
/// finds its query's matches again. Belongs to one index: another one's ignores it.
public struct ApplicationSearchHits: Sendable {
    var generation: Int?
    var queries: [(needle: SearchText, matches: [[Int]])]

    /// Queries kept: as many letters as a query is likely to be typed with, before one is taken back.
    static let limit = 32

    /// None yet.
    public init() {
        generation = nil
        queries = []
    }

    init(generation: Int, queries: [(needle: SearchText, matches: [[Int]])]) {
        self.generation = generation
        self.queries = queries
    }
}
