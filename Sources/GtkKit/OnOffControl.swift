/// A control that is on or off and says so itself: a switch, or a check button. A row holds
/// either, as its bundle's style asks, and treats them alike.
@MainActor
public protocol OnOffControl: Widget {
    var isOn: Bool { get set }
    /// Called after the state changed, by the user or by `isOn`.
    func onToggled(_ handler: @escaping @MainActor () -> Void)
}
