/// Choices a Swift host supplies at run time for a multi-value row without `Values`, as
/// InAppSettingsKit's delegate does (dynamic choices: countries, accounts, devices). Called on
/// the main thread with the row; nil or none leaves the row without choices.
public typealias ChoicesProvider = @MainActor (Row) -> [Choice]?

extension Page {
    /// The page with the host's choices in its multi-value rows that have none of their own.
    @MainActor
    public func supplyingChoices(_ provider: ChoicesProvider?) -> Page {
        guard let provider else { return self }
        var page = self
        page.rows = rows.map { $0.supplyingChoices(provider) }
        // Sections hold the same rows: the host is asked once per row.
        var byIndex: [Int: Row] = [:]
        for row in page.rows { byIndex[row.index] = row }
        for index in page.sections.indices {
            page.sections[index].rows = sections[index].rows.map { byIndex[$0.index] ?? $0 }
        }
        return page
    }
}

extension Row {
    @MainActor
    func supplyingChoices(_ provider: ChoicesProvider) -> Row {
        guard case .multiValue(var multiValue) = kind, multiValue.choices.choices.isEmpty,
              let supplied = provider(self), !supplied.isEmpty else { return self }
        let list = ChoiceList(supplied)
        multiValue.choices = multiValue.sortedByTitle ? list.sortedByTitle() : list
        var row = self
        row.kind = .multiValue(multiValue)
        return row
    }
}
