import SettingsKit

/// `get KEY` and `set KEY VALUE`, with the session's options in their `--name VALUE` form and
/// `--json`, read without swift-argument-parser: the commands scripts run most, in loops. The
/// parser reflects every option type of the command (and, to find passthrough arguments and
/// completion requests, of every subcommand), and the Swift runtime scans the executable's
/// protocol conformances for each: 16 of the 60 million instructions of a `set` on a 1,000-key
/// store. Nil for anything else (help, `--name=VALUE`, a value starting with `-`, an option given
/// twice or not of these, a mistake), which the parser reads and answers as ever.
public struct PlainValueCommand: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case get(key: String)
        case set(key: String, value: String)
    }

    public var action: Action
    public var session: SessionChoice
    public var json: Bool

    public init?(_ arguments: [String]) {
        guard let name = arguments.first else { return nil }
        var words: [String] = []
        var session = SessionChoice()
        var json = false
        var given: Set<String> = []
        var index = arguments.index(after: arguments.startIndex)
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            // `help` is a word the parser may take for its own.
            guard word.hasPrefix("-") else {
                guard word != "help" else { return nil }
                words.append(word)
                continue
            }
            guard given.insert(word).inserted else { return nil }
            if word == "--json" {
                json = true
                continue
            }
            guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
            let value = arguments[index]
            index += 1
            switch word {
            case "--bundle": session.bundle.bundle = value
            case "--app": session.bundle.app = value
            case "--language": session.bundle.language = value
            case "--idiom":
                guard let idiom = Idiom(rawValue: value) else { return nil }
                session.bundle.idiom = idiom
            case "--store": session.store.store = value
            case "--domain": session.store.domain = value
            case "--store-format":
                guard SessionSetup.format(named: value) != nil else { return nil }
                session.store.storeFormat = value
            default: return nil
            }
        }
        // Excluded by the options' own validation, which says so.
        guard session.bundle.app == nil || session.bundle.bundle == nil else { return nil }
        switch (name, words.count) {
        case ("get", 1): action = .get(key: words[0])
        case ("set", 2): action = .set(key: words[0], value: words[1])
        default: return nil
        }
        self.session = session
        self.json = json
    }
}
