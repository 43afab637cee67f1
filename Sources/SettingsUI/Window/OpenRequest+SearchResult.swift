import SettingsKit

extension OpenRequest {
    /// Asks for the installed application's settings at the result `identifier` names (the
    /// desktop shell's search activated it, see `ShellSearchService`): its bundle, domain and
    /// store as the hub opens them, the result's row focused. A result no longer found leaves
    /// the request as it is (the hub).
    public mutating func openSearchResult(_ identifier: String) {
        guard let result = ApplicationSearchResult.find(identifier: identifier, languages: languages) else { return }
        bundlePath = result.application.bundlePath
        setup = result.application.sessionSetup()
        application = result.application
        target = result.target
    }
}
