/// Why a store could not read or write its file. The description names the file and the reason,
/// in words fit to show the user.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The file exists but is not a store file of its format; it is never overwritten.
        case unreadable
        /// Reading, writing, locking or creating the folder failed (permissions, full disk, …).
        case inputOutput
        /// The value has no representation in the store's format (a string holding U+0000, a date
        /// outside the years 1–9999), or the file would grow past the size the store reads.
        case unrepresentable
    }

    public var reason: Reason
    /// The store file (or folder) concerned.
    public var path: String
    public var description: String

    public init(_ reason: Reason, path: String, _ description: String) {
        self.reason = reason
        self.path = path
        self.description = description
    }
}
