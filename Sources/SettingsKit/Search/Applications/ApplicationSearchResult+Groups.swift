extension ApplicationSearchResult {
    /// `results` (best first) grouped by application, as the hub lists them under a heading per
    /// application: the applications in the order of their best result, each one's results in
    /// their order. The best result stays first.
    public static func groupedByApplication(_ results: [ApplicationSearchResult]) -> [ApplicationSearchResult] {
        var order: [String] = []
        var groups: [String: [ApplicationSearchResult]] = [:]
        for result in results {
            let id = result.application.id
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(result)
        }
        return order.flatMap { groups[$0] ?? [] }
    }
}
