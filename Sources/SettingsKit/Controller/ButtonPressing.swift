/// Button rows (`IASKButtonSpecifier`) tell the host application they were pressed: a Swift host
/// that embeds the window sets `buttonHandler`; otherwise the press activates the GAction named
/// by the row's `Key` that the application with the store's domain exports on the session bus.
/// Every press is also announced for `watch`.
extension SettingsController {
    public func press(_ row: Row, completion: @escaping @MainActor (SettingsError?) -> Void) {
        guard case .button = row.kind, let key = row.key else {
            completion(SettingsError(.readOnlyRow, tr("%s is not a button the application can be told about.", row.title ?? tr("This row"))))
            return
        }
        if let domain { ButtonPresses.announce(domain: domain, key: key.text) }
        if let buttonHandler {
            buttonHandler(row)
            completion(nil)
            return
        }
        guard let domain else {
            completion(SettingsError(.invalidValue, tr("No application is known for these settings, so the button cannot reach it.")))
            return
        }
        HostAction.activate(applicationID: domain, action: key.text, completion: completion)
    }
}
