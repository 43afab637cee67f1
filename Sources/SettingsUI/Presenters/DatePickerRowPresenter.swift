import CGtk
import Foundation
import GtkKit
import SettingsKit

/// `IASKDatePickerSpecifier`: a calendar and/or hour and minute spin buttons (minutes in steps
/// of `MinuteInterval`), in local time. Compact: a button showing the formatted value opens
/// them in a popover; Inline and Wheels: they sit in the row under the title. Stores a date.
@MainActor
final class DatePickerRowPresenter: RowPresenter {
    let row: Row
    private let picker: DatePickerRow
    private let view: RowView
    let calendar: CalendarView?
    let hour: SpinButton?
    let minute: SpinButton?
    /// The popover's button (compact style only).
    let button: MenuButton?
    private weak var host: RowHost?
    private var isShowingState = false
    /// The stored date, if any: the parts the controls do not show are kept from it.
    private var shownDate: Date?
    private let clock = Calendar.current

    init(row: Row, picker: DatePickerRow, host: RowHost) {
        self.row = row
        self.picker = picker
        self.host = host
        view = RowView(row: row)
        let name = row.title ?? row.key ?? "Date"
        let controls = Box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        controls.addStyleClass("date-controls")
        if picker.mode != .time {
            let calendar = CalendarView()
            calendar.setAccessibleLabel("\(name), date")
            controls.append(calendar)
            self.calendar = calendar
        } else {
            calendar = nil
        }
        if picker.mode != .date {
            let time = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
            time.setAlignment(horizontal: GTK_ALIGN_CENTER)
            let hour = SpinButton(minimum: 0, maximum: 23, step: 1)
            hour.padValues(to: 2)
            hour.setAccessibleLabel("\(name), hour")
            let minute = SpinButton(minimum: 0, maximum: 59, step: picker.minuteInterval)
            minute.padValues(to: 2)
            minute.setAccessibleLabel("\(name), minutes")
            time.append(hour)
            time.append(Label(":"))
            time.append(minute)
            controls.append(time)
            self.hour = hour
            self.minute = minute
        } else {
            hour = nil
            minute = nil
        }
        switch picker.style {
        case .compact:
            let button = MenuButton(popoverChild: controls)
            view.addTrailing(button)
            view.listRow.isActivatable = true
            self.button = button
        case .inline, .wheels:
            controls.setAlignment(horizontal: GTK_ALIGN_CENTER)
            view.addBelow(controls)
            button = nil
        }
        calendar?.onDaySelected { [weak self] in self?.userChanged() }
        hour?.onValueChanged { [weak self] in self?.userChanged() }
        minute?.onValueChanged { [weak self] in self?.userChanged() }
    }

    var listRows: [ListBoxRow] { [view.listRow] }

    func update(_ state: RowState) {
        if case .date(let date)? = state.value { shownDate = date } else { shownDate = nil }
        let date = shownDate ?? Date()
        let parts = clock.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        isShowingState = true
        calendar?.select(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        hour?.value = parts.hour ?? 0
        minute?.value = Self.snap(parts.minute ?? 0, to: picker.minuteInterval)
        isShowingState = false
        button?.label = state.text ?? "Not set"
        button?.setAccessibleName("\(row.title ?? row.key ?? "Date"): \(state.text ?? "not set")")
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {
        if let button { button.popup() } else { (calendar as Widget?)?.grabFocus() }
    }

    static func snap(_ minute: Int, to interval: Int) -> Int {
        guard interval > 1 else { return minute }
        return minute / interval * interval
    }

    /// The date the controls show, keeping from the stored date what they do not show.
    var chosenDate: Date? {
        var parts = clock.dateComponents([.year, .month, .day, .hour, .minute, .second], from: shownDate ?? Date())
        if let calendar {
            let day = calendar.selectedDay
            (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        }
        if let hour, let minute {
            parts.hour = hour.value
            parts.minute = minute.value
            parts.second = 0
        } else if shownDate == nil {
            (parts.hour, parts.minute, parts.second) = (0, 0, 0)
        }
        return clock.date(from: parts)
    }

    private func userChanged() {
        guard !isShowingState, let date = chosenDate, date != shownDate else { return }
        host?.write(.date(date), to: row)
    }
}
