import CGLib
import FoundationEssentials
import Glibc

/// Dates as the user's clock and language show them, through GLib: FoundationEssentials has no
/// time-zone database and no locale data (both live in ICU, which this program does not link).
/// GLib reads the zone from `TZ` or `/etc/localtime` and the formats from the C library's
/// locale (`LC_TIME`), which the window sets from the environment at start.
public enum LocalTime {
    /// The calendar fields of a moment in the local time zone.
    public struct Fields: Equatable, Sendable {
        public var year: Int
        public var month: Int
        public var day: Int
        public var hour: Int
        public var minute: Int
        public var second: Int

        public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
            (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
        }
    }

    public static func fields(of date: Date) -> Fields? {
        guard let moment = localMoment(date) else { return nil }
        defer { g_date_time_unref(moment) }
        return Fields(year: Int(g_date_time_get_year(moment)), month: Int(g_date_time_get_month(moment)),
                      day: Int(g_date_time_get_day_of_month(moment)), hour: Int(g_date_time_get_hour(moment)),
                      minute: Int(g_date_time_get_minute(moment)), second: Int(g_date_time_get_second(moment)))
    }

    /// The moment these local fields name, or nil when they name no day (February 30th).
    public static func date(from fields: Fields) -> Date? {
        guard let moment = g_date_time_new_local(gint(fields.year), gint(fields.month), gint(fields.day),
                                                 gint(fields.hour), gint(fields.minute), gdouble(fields.second))
        else { return nil }
        defer { g_date_time_unref(moment) }
        return Date(timeIntervalSince1970: Double(g_date_time_to_unix(moment)))
    }

    /// Whether the locale writes times on a 12-hour clock: its time format (`T_FMT`) uses the
    /// AM/PM form, as `en_US` does and `de_DE` and `C` do not.
    public static var usesTwelveHourClock: Bool {
        let format = String(cString: nl_langinfo(nl_item(T_FMT)))
        return format.contains("%r") || format.contains("%I") || format.contains("%l") || format.contains("%p")
    }

    /// The locale's way of writing the date (`%x`); the `C` locale's `11/24/26` is ambiguous,
    /// so there the ISO form `2026-11-24` is used instead.
    public static func dateText(of date: Date) -> String? {
        let isPOSIX = String(cString: nl_langinfo(nl_item(D_FMT))) == "%m/%d/%y"
        return format(date, isPOSIX ? "%Y-%m-%d" : "%x")
    }

    /// Hours and minutes, on the clock the locale uses (`9:30 PM`, `21:30`).
    public static func timeText(of date: Date) -> String? {
        format(date, usesTwelveHourClock ? "%l:%M %p" : "%H:%M")?.trimmingSpaces()
    }

    private static func format(_ date: Date, _ pattern: String) -> String? {
        guard let moment = localMoment(date), let text = g_date_time_format(moment, pattern) else { return nil }
        defer { g_date_time_unref(moment); g_free(text) }
        return String(cString: text)
    }

    private static func localMoment(_ date: Date) -> OpaquePointer? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
        return g_date_time_new_from_unix_local(gint64(seconds))
    }
}
