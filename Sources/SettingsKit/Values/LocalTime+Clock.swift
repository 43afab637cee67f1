import CGLib
import Glibc

/// The hours of a 12-hour clock, for time controls that must read as the locale's time text
/// does (`LocalTime.timeText`): `9:30 PM` beside spinners showing 21 would contradict it.
extension LocalTime {
    /// The hour of a 24-hour day (0–23) on a 12-hour clock: 1–12, and whether it is after noon.
    public static func twelveHour(from hour: Int) -> (hour: Int, isAfternoon: Bool) {
        let hour = ((hour % 24) + 24) % 24
        return (hour % 12 == 0 ? 12 : hour % 12, hour >= 12)
    }

    /// The hour of a 24-hour day for `hour` (1–12) before or after noon: 12 AM is 0, 12 PM is 12.
    public static func twentyFourHour(from hour: Int, isAfternoon: Bool) -> Int {
        hour % 12 + (isAfternoon ? 12 : 0)
    }

    /// The locale's words for before and after noon (`AM`/`PM`, `vorm.`…), from `LC_TIME`; the
    /// English ones where the locale has none.
    public static var halfDayNames: (morning: String, afternoon: String) {
        func name(_ item: Int, _ fallback: String) -> String {
            let text = String(cString: nl_langinfo(nl_item(item)))
            return text.isEmpty ? fallback : text
        }
        return (name(AM_STR, "AM"), name(PM_STR, "PM"))
    }
}
