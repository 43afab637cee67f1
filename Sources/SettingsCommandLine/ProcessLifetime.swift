/// What a short command leaves for the end of the process to free.
///
/// Freeing a controller over a 1,000-key store at the end of `set` (its GLib key file, the
/// store's contents, the bundle's pages) was 2.7 of 16.8 million instructions: work that
/// exiting does at no cost, since the whole address space goes at once.
@MainActor
public enum ProcessLifetime {
    private static var kept: [AnyObject] = []

    /// Keeps `object` until the process exits.
    public static func keep(_ object: AnyObject) {
        kept.append(object)
    }
}
