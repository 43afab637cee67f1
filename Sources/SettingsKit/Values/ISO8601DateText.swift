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
        let time = CivilTime(secondsSince1970: wholeSeconds(since1970: date.timeIntervalSince1970))
        return pad(time.year, 4) + "-" + pad(time.month, 2) + "-" + pad(time.day, 2) + "T"
            + pad(time.hour, 2) + ":" + pad(time.minute, 2) + ":" + pad(time.second, 2) + "Z"
    }

    public static func parse(_ text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), year >= 1, scanner.take("-"),
              let month = scanner.number(digits: 2), (1...12).contains(month), scanner.take("-"),
              let day = scanner.number(digits: 2), (1...CivilTime.length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        var seconds = CivilTime.daysSince1970(year: year, month: month, day: day) * 86_400
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
