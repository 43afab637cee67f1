import SettingsKit

/// What a launch asks the application to show: a bundle (with the store and languages to use),
/// or, without one, the start page.
public struct OpenRequest: Sendable {
    /// The bundle folder, absolute; nil for the start page.
    public var bundlePath: String?
    /// Where values live (`--store`, `--domain`, `--store-format`, `--title`).
    public var setup: SessionSetup
    public var languages: [String]
    public var idiom: Idiom
    public var mode: WindowMode

    public init(bundlePath: String?, setup: SessionSetup = SessionSetup(), languages: [String], idiom: Idiom = .pad,
                mode: WindowMode = .endUser) {
        self.bundlePath = bundlePath
        self.setup = setup
        self.languages = languages
        self.idiom = idiom
        self.mode = mode
    }

    /// The same way of opening, for another folder (one chosen in the window): its own store
    /// and title, as a launch with only `--bundle` would have.
    func opening(_ folder: String) -> OpenRequest {
        var request = self
        request.bundlePath = folder
        request.setup = SessionSetup(storeFormat: setup.storeFormat)
        return request
    }
}
