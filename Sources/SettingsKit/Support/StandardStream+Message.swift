extension StandardStream {
    /// `bundle-settings: MESSAGE` as a line of its own, the one way our messages reach standard
    /// error. Messages quote what files hold (a store.ini's schema ID, a bundle's keys, paths),
    /// and any of it may carry escape sequences that would recolour, retitle or rewrite the
    /// user's terminal: they are escaped here (`TerminalText.safe`), so no message can miss it.
    public func writeMessage(_ message: String) {
        write("bundle-settings: " + TerminalText.safe(message) + "\n")
    }
}
