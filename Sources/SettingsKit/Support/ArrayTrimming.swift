extension Array {
    /// The same elements in storage of their count: an array grown by appending keeps up to
    /// twice the room it needs, which an index kept for hours (`PackedSearchEntries`,
    /// `FoldedTextBlock`) should not.
    func trimmedToCount() -> [Element] {
        guard capacity > count else { return self }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
