import FoundationEssentials

/// Dates as ISO 8601 text, the one form every output and `set` use, in the proleptic Gregorian
/// calendar (as property lists count dates): `1000-01-01` is the same day in the store, in `get`
/// and in the window, with no Julian switch in 1582.
///
/// Parsing is strict, field by field: `2026-02-30` and `T25:00:00` are refused rather than rolled
/// over into March or the next day, as a formatter would. Accepted: `YYYY-MM-DD`, optionally
/// followed by `THH:MM:SS`, an optional fraction of a second (dropped: stores keep whole seconds)
/// and a zone (`Z`, `±HH:MM` or `±HHMM`; none means UTC). Years 0001 to 9999.
public enum ISO8601DateText {
    /// `2026-05-01T09:30:00Z`: UTC, whole seconds (rounded down, as the XML plist format does).
    public static func format(_ date: Date) -> String {
        let seconds = wholeSeconds(since1970: date.timeIntervalSince1970)
        let (days, secondOfDay) = seconds.quotientAndFloorRemainder(dividingBy: 86_400)
        let day = CivilDay(daysSince1970: days)
        return pad(day.year, 4) + "-" + pad(day.month, 2) + "-" + pad(day.day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
    }

    public static func parse(_ text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), year >= 1, scanner.take("-"),
              let month = scanner.number(digits: 2), (1...12).contains(month), scanner.take("-"),
              let day = scanner.number(digits: 2), (1...CivilDay.length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        var seconds = CivilDay(year: year, month: month, day: day).daysSince1970 * 86_400
        if scanner.isAtEnd { return Date(timeIntervalSince1970: Double(seconds)) }
        guard scanner.take("T"),
              let hour = scanner.number(digits: 2), hour < 24, scanner.take(":"),
              let minute = scanner.number(digits: 2), minute < 60, scanner.take(":"),
              let second = scanner.number(digits: 2), second < 60
        else { return nil }
        seconds += hour * 3600 + minute * 60 + second
        if scanner.take(".") || scanner.take(",") {
            guard scanner.skipDigits() > 0 else { return nil }
        }
        if scanner.take("Z") {
            return scanner.isAtEnd ? Date(timeIntervalSince1970: Double(seconds)) : nil
        }
        if scanner.isAtEnd { return Date(timeIntervalSince1970: Double(seconds)) }
        let sign: Int
        if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return nil }
        guard let offsetHours = scanner.number(digits: 2), offsetHours < 24 else { return nil }
        _ = scanner.take(":")
        guard let offsetMinutes = scanner.number(digits: 2), offsetMinutes < 60, scanner.isAtEnd else { return nil }
        seconds -= sign * (offsetHours * 3600 + offsetMinutes * 60)
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// Whole seconds, rounded down; dates beyond what an `Int` counts are pinned to its ends.
    private static func wholeSeconds(since1970 interval: Double) -> Int {
        guard interval.isFinite else { return interval > 0 ? Int.max / 2 : Int.min / 2 }
        let floored = interval.rounded(.down)
        // Half the range keeps the day arithmetic below from overflowing.
        return floored >= Double(Int.max / 2) ? Int.max / 2 : floored <= Double(Int.min / 2) ? Int.min / 2 : Int(floored)
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number.magnitude)
        let sign = number < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A day of the proleptic Gregorian calendar, counted from 1970-01-01 (Howard Hinnant's
/// `days_from_civil` and `civil_from_days`, exact for every representable day).
struct CivilDay: Equatable {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    var daysSince1970: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

private extension Int {
    /// Quotient and a remainder that is never negative, so times before 1970 land on the right day.
    func quotientAndFloorRemainder(dividingBy divisor: Int) -> (Int, Int) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}

/// Reads fixed-width ASCII numbers and single characters from UTF-8 bytes.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
        position += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + digits] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return position - start
    }
}
