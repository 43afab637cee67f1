import SettingsKit

/// Picks the presenter for a row's type: the one place that dispatches on `RowKind`, for the
/// rows of a page and for the elements a list group edits in place alike.
@MainActor
enum RowPresenterFactory {
    /// The presenter editing one element of a list group in its row (`ListGroupRow.elementRow`),
    /// the presenter of its kind of row; nil for an element not edited in place.
    /// With the presenter, its row's view, in which the list puts the element's delete button.
    static func elementEditor(for element: Row, binder: PageBinder) -> (presenter: RowPresenter, view: RowView)? {
        // A class cast: cheap, unlike a cast to a protocol (`RowPresenter.dynamicRows`).
        guard let presenter = presenter(for: element, binder: binder), let single = presenter as? SingleRowPresenter else {
            return nil
        }
        return (presenter, single.view)
    }

    /// `nil` for groups: their section's heading and footer show them (`GroupPresenter`).
    static func presenter(for row: Row, binder: PageBinder) -> RowPresenter? {
        switch row.kind {
        case .group:
            return nil
        case .radioGroup(let radio):
            return ChoiceListPresenter(row: row, choices: radio.choices, binder: binder)
        case .toggle(let toggle):
            return ToggleRowPresenter(row: row, toggle: toggle, binder: binder)
        case .slider(let slider):
            return SliderRowPresenter(row: row, slider: slider, binder: binder)
        case .textField(let field):
            return TextFieldRowPresenter(row: row, field: field, binder: binder)
        case .titleValue:
            return TitleValueRowPresenter(row: row)
        case .multiValue(let multiValue):
            switch ChoicePresentation.of(row, multiValue) {
            case .dropDown: return DropDownRowPresenter(row: row, multiValue: multiValue, binder: binder)
            case .menu: return ChoiceMenuRowPresenter(row: row, choices: multiValue.choices, binder: binder)
            case .page, .suppliedByApplication: return MultiValueRowPresenter(row: row, multiValue: multiValue, binder: binder)
            }
        case .childPane(let pane):
            return ChildPaneRowPresenter(row: row, pane: pane, binder: binder)
        case .invalid(let typeName):
            return InvalidRowPresenter(row: row, typeName: typeName)
        case .openURL(let link):
            return OpenURLRowPresenter(row: row, link: link, binder: binder)
        case .mailCompose(let mail):
            return MailComposeRowPresenter(row: row, mail: mail, binder: binder)
        case .button:
            return ButtonRowPresenter(row: row, binder: binder)
        case .textView(let textView):
            return TextViewRowPresenter(row: row, textView: textView, binder: binder)
        case .datePicker(let picker):
            return DatePickerRowPresenter(row: row, picker: picker, binder: binder)
        case .listGroup(let list):
            return ListGroupPresenter(row: row, list: list, binder: binder)
        case .customView(let custom):
            return CustomViewRowPresenter(row: row, custom: custom, binder: binder)
        case .flags(let flags):
            return FlagsRowPresenter(row: row, flags: flags, binder: binder)
        case .variantText(let variant):
            return VariantTextRowPresenter.make(row: row, variant: variant, binder: binder)
        }
    }
}
