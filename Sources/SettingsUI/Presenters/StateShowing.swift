/// Tells the user's edits from a presenter's own: a presenter shows a state by setting its
/// control, and the control reports that change as it reports an edit. Changes made
/// `during(_:)` are the presenter's; an edit handler ignores what arrives while `isActive`.
@MainActor
final class StateShowing {
    private(set) var isActive = false

    func during(_ change: () -> Void) {
        isActive = true
        defer { isActive = false }
        change()
    }
}
