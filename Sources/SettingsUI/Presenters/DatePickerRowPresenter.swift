import FoundationEssentials
import GtkKit
import SettingsKit

/// `IASKDatePickerSpecifier`: a calendar and/or hour and minute spin buttons (minutes in steps
/// of `MinuteInterval`), in local time, on the locale's clock: where times read `9:30 PM`, the
/// hour runs 1–12 beside a button that switches between AM and PM (as GNOME Clocks' alarms). Compact: a button showing the formatted value opens
/// them in a popover; Inline and Wheels: they sit in the row under the title, and the row is one
/// Tab stop that Enter moves into (`RowPartsFocus`). Stores a date.
@MainActor
final class DatePickerRowPresenter: SingleRowPresenter, RowPresenter {
    private let picker: DatePickerRow
    private(set) var calendar: CalendarView?
    private(set) var hour: SpinButton?
    private(set) var minute: SpinButton?
    /// AM or PM, on a 12-hour clock only.
    private(set) var halfOfDay: Button?
    private var isAfternoon = false
    /// The popover's button (compact style only).
    let button: MenuButton?
    /// Inline and wheels styles: the row is the Tab stop, Enter moves into its parts.
    private(set) var parts: RowPartsFocus?
    /// The stored date, if any: the parts the controls do not show are kept from it.
    private var shownDate: Date?

    init(row: Row, picker: DatePickerRow, binder: PageBinder) {
        self.picker = picker
        let controls = Box(.vertical, spacing: 8)
        controls.addStyleClass("date-controls")
        button = picker.style == .compact ? MenuButton(popoverChild: controls) : nil
        super.init(row: row, binder: binder)
        if let button {
            // The calendar is built when the popover first opens: it is the costliest widget
            // of a page, and most pages are shown without anyone picking a date.
            view.addTrailing(button)
            view.listRow.isActivatable = true
            view.makeControlTheTabStop()
            // `controls` is held by the handler, which the popover holds: no cycle.
            button.popover.on("show") { [weak self] in
                guard let self, calendar == nil, hour == nil else { return }
                fill(controls)
            }
        } else {
            fill(controls)
            controls.setAlignment(horizontal: .center)
            view.addBelow(controls)
            parts = RowPartsFocus(row: view.listRow, parts: controls)
        }
    }

    /// Puts the calendar and/or the time controls the mode asks for in `controls`, showing the
    /// current date.
    private func fill(_ controls: Box) {
        let name = row.title ?? row.key?.text ?? tr("Date")
        if picker.mode != .time {
            let calendar = CalendarView(arrowNames: [tr("Previous month"), tr("Next month"), tr("Previous year"), tr("Next year")])
            // Translators: the accessible name of a date picker's calendar; %s is the row's title.
            calendar.setAccessibleLabel(tr("%s, date", name))
            controls.append(calendar)
            calendar.onDaySelected { [weak self] in self?.userChanged() }
            self.calendar = calendar
        }
        if picker.mode != .date {
            let time = Box(.horizontal, spacing: 4)
            time.setAlignment(horizontal: .center)
            // Hours then minutes in every language: a time is written left to right even in a
            // right-to-left window, which would otherwise show 09:30 as 30:09.
            time.setDirection(.leftToRight)
            let twelveHour = LocalTime.usesTwelveHourClock
            let hour = SpinButton(minimum: twelveHour ? 1 : 0, maximum: twelveHour ? 12 : 23, step: 1)
            if !twelveHour { hour.padValues(to: 2) }
            hour.setAccessibleLabel(tr("%s, hour", name))
            let minute = SpinButton(minimum: 0, maximum: 59, step: picker.minuteInterval)
            minute.padValues(to: 2)
            minute.setAccessibleLabel(tr("%s, minutes", name))
            time.append(hour)
            time.append(Label(":"))
            time.append(minute)
            if twelveHour {
                // Named by what it shows, so a screen reader says whether it is AM or PM.
                let halfOfDay = Button(label: LocalTime.halfDayNames.morning)
                halfOfDay.onClicked { [weak self] in
                    guard let self else { return }
                    isAfternoon.toggle()
                    showHalfOfDay()
                    userChanged()
                }
                time.append(halfOfDay)
                self.halfOfDay = halfOfDay
            }
            controls.append(time)
            hour.onValueChanged { [weak self] in self?.userChanged() }
            minute.onValueChanged { [weak self] in self?.userChanged() }
            self.hour = hour
            self.minute = minute
        }
        showDateInControls()
    }

    func update(_ state: RowState) {
        if case .date(let date)? = state.value { shownDate = date } else { shownDate = nil }
        showDateInControls()
        // Translators: the value of a date row that has none yet.
        button?.label = state.text ?? tr("Not set")
        let name = RowView.titleAndValue(row.title ?? row.key?.text ?? tr("Date"), state.text ?? tr("not set"))
        button?.setAccessibleName(name)
        // The inline row is itself the Tab stop: it says the date as the compact button does.
        if parts != nil { view.setAccessibleName(name) }
        view.show(state)
    }

    private func showDateInControls() {
        let parts = LocalTime.fields(of: shownDate ?? Date()) ?? LocalTime.Fields(year: 1970, month: 1, day: 1)
        showingState.during {
            calendar?.select(year: parts.year, month: parts.month, day: parts.day)
            if halfOfDay != nil {
                let clock = LocalTime.twelveHour(from: parts.hour)
                hour?.value = clock.hour
                isAfternoon = clock.isAfternoon
                showHalfOfDay()
            } else {
                hour?.value = parts.hour
            }
            minute?.value = Self.snap(parts.minute, to: picker.minuteInterval)
        }
    }

    private func showHalfOfDay() {
        let names = LocalTime.halfDayNames
        halfOfDay?.label = isAfternoon ? names.afternoon : names.morning
    }

    func activate(_ listRow: ListBoxRow) {
        if let button { button.popup() } else { parts?.edit(focusing: calendar ?? hour) }
    }

    static func snap(_ minute: Int, to interval: Int) -> Int {
        guard interval > 1 else { return minute }
        return minute / interval * interval
    }

    /// The date the controls show, keeping from the stored date what they do not show.
    var chosenDate: Date? {
        guard var parts = LocalTime.fields(of: shownDate ?? Date()) else { return nil }
        if let calendar {
            let day = calendar.selectedDay
            (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        }
        if let hour, let minute {
            let hourOfDay = halfOfDay == nil ? hour.value : LocalTime.twentyFourHour(from: hour.value, isAfternoon: isAfternoon)
            (parts.hour, parts.minute, parts.second) = (hourOfDay, minute.value, 0)
        } else if shownDate == nil {
            (parts.hour, parts.minute, parts.second) = (0, 0, 0)
        }
        return LocalTime.date(from: parts)
    }

    private func userChanged() {
        guard !showingState.isActive, let date = chosenDate, date != shownDate else { return }
        binder?.write(.date(date), to: row)
    }
}
