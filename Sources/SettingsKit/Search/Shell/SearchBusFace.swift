/// One desktop's interface to the search (`ShellSearchService` exports each at its own object
/// path under one bus name): GNOME Shell's `GnomeShellSearchFace`, Plasma's `KRunnerSearchFace`.
/// A face turns its desktop's calls into the shared `ShellSearchProvider`'s searches and its
/// answers into its desktop's types; the index, the process, its idle timer and the window it
/// opens are the service's, the same for both.
@MainActor
protocol SearchBusFace: AnyObject {
    /// Where the face is exported under `ShellSearchService.busName`.
    var objectPath: String { get }
    /// Its interface as D-Bus introspection XML: one `<node>` holding one `<interface>`.
    var introspection: String { get }
    /// The answer to one call of `method`, whose `parameters` GDBus has checked against
    /// `introspection`. `open` starts the window with the given arguments (`WindowHandOver`).
    func answer(_ method: String, _ parameters: OpaquePointer, open: ([String]) -> Void) -> SearchBusReply
}

/// What a face answers a call.
enum SearchBusReply {
    /// The reply's values as a tuple, nil for a method that returns nothing.
    case value(OpaquePointer?)
    /// No method of that name (GDBus checks only those the introspection names).
    case unknownMethod
}
