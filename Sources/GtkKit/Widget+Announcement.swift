import CGtk

extension Widget {
    /// Has screen readers say `message` now, in the widget's name, on GTK 4.14 and later
    /// (looked up when run: see `bs_accessible_announce`). Answers whether it could.
    @discardableResult
    public func announce(_ message: String) -> Bool { bs_accessible_announce(pointer, message) != 0 }
}
