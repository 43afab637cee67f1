import SettingsKit

/// Picks the presenter for a row's type: the one place that dispatches on `RowKind`.
@MainActor
enum RowPresenterFactory {
    /// `nil` for groups: their section's heading and footer show them (`GroupPresenter`).
    static func presenter(for row: Row, host: RowHost) -> RowPresenter? {
        switch row.kind {
        case .group:
            return nil
        case .radioGroup(let radio):
            return ChoiceListPresenter(row: row, choices: radio.choices, host: host)
        case .toggle(let toggle):
            return ToggleRowPresenter(row: row, toggle: toggle, host: host)
        case .slider(let slider):
            return SliderRowPresenter(row: row, slider: slider, host: host)
        case .textField(let field):
            return TextFieldRowPresenter(row: row, field: field, host: host)
        case .titleValue:
            return TitleValueRowPresenter(row: row)
        case .multiValue(let multiValue):
            if ChoicePresentation.of(row, multiValue) == .dropDown {
                return DropDownRowPresenter(row: row, multiValue: multiValue, host: host)
            }
            return MultiValueRowPresenter(row: row, multiValue: multiValue, host: host)
        case .childPane(let pane):
            return ChildPaneRowPresenter(row: row, pane: pane, host: host)
        case .invalid(let typeName):
            return InvalidRowPresenter(row: row, typeName: typeName)
        case .openURL(let link):
            return OpenURLRowPresenter(row: row, link: link, host: host)
        case .mailCompose(let mail):
            return MailComposeRowPresenter(row: row, mail: mail, host: host)
        case .button:
            return ButtonRowPresenter(row: row, host: host)
        case .textView(let textView):
            return TextViewRowPresenter(row: row, textView: textView, host: host)
        case .datePicker(let picker):
            return DatePickerRowPresenter(row: row, picker: picker, host: host)
        case .listGroup(let list):
            return ListGroupPresenter(row: row, list: list, host: host)
        case .customView(let custom):
            return CustomViewRowPresenter(row: row, custom: custom, host: host)
        }
    }
}
