import ArgumentParser

/// What the window takes: the session's options and its title.
public struct WindowOptions: ParsableArguments, Sendable {
    @OptionGroup public var session: SessionOptions

    @Option(help: "The window's title (default: the enclosing app's name, else the bundle folder's name).")
    public var title: String?

    @Option(help: "Open the window searching every page for this text.")
    public var search: String?

    public init() {}
}
