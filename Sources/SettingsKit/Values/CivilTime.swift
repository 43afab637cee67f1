/// A moment in UTC as calendar fields of the proleptic Gregorian calendar (astronomical years:
/// the year before 1 is 0), computed from seconds since 1970 by hand because
/// FoundationEssentials has no `DateFormatter`, and a `Calendar` would be a heavier detour for
/// one fixed, time-zone-free form.
struct CivilTime: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    /// Whole seconds since 1970-01-01T00:00:00Z, negative before it.
    init(secondsSince1970 seconds: Int) {
        let (days, secondOfDay) = Self.floorDivision(seconds, by: 86_400)
        (year, month, day) = Self.civil(fromDaysSince1970: days)
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        second = secondOfDay % 60
    }

    /// Howard Hinnant's civil_from_days: exact for any day count, before 1970 included.
    private static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let (era, dayOfEra) = floorDivision(days + 719_468, by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Howard Hinnant's days_from_civil, the inverse of `civil(fromDaysSince1970:)`.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let (era, yearOfEra) = floorDivision(marchYear, by: 400)
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Quotient rounded down and a remainder that is never negative.
    private static func floorDivision(_ value: Int, by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }
}
