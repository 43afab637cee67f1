/// Whom the window is for.
public enum WindowMode: Sendable, Equatable {
    /// A user changing settings: rows Settings.app drops are not shown, and the bundle's
    /// problems are not offered (they are its author's to fix, not the user's).
    case endUser
    /// The bundle's author (`--inspect`): broken rows shown in place with what is wrong, the
    /// Problems page in the header bar, and live reload as the bundle's files are edited.
    case inspect
}
