import FoundationEssentials
import SettingsKit

extension OpenRequest {
    /// What the launch `arguments` (the program's name left out) ask for when they are none
    /// (the hub) or one folder (what the desktop entry, file managers and the hub pass), read
    /// without swift-argument-parser, relative paths taken from `folder`: its reading of the
    /// window's options reflects every option type, and the Swift runtime scans the executable's
    /// 3,800 protocol conformances for each (13 of the 550 million instructions to the demo's
    /// first frame). Nil for anything else, which the parser reads (`WindowOptions`), and
    /// answers mistakes in.
    public static func plain(_ arguments: [String], in folder: String) -> OpenRequest? {
        let folderArgument: String?
        switch arguments.count {
        case 0: folderArgument = nil
        case 1 where !arguments[0].hasPrefix("-") && arguments[0] != "help": folderArgument = arguments[0]
        default: return nil
        }
        let languages = LanguagePreferences.preferred(override: [], environment: ProcessEnvironment.variables)
        return OpenRequest(bundlePath: folderArgument.map { PathText.absolute($0, in: folder) }, setup: StoreChoice().setup(),
                           languages: languages)
    }
}
