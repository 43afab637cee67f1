import Foundation
import Testing
@testable import SettingsKit

@Suite struct ISO8601DateTextTests {
    @Test(arguments: [
        ("2026-05-01T09:30:00Z", 1_777_627_800.0),
        ("2026-05-01T11:30:00+02:00", 1_777_627_800),
        ("2026-05-01T11:30:00+0200", 1_777_627_800),
        ("2026-05-01T04:30:00-05:00", 1_777_627_800),
        ("2026-05-01T09:30:00.250Z", 1_777_627_800),
        ("2026-05-01T09:30:00", 1_777_627_800),
        ("2026-05-01", 1_777_593_600),
        ("2024-02-29", 1_709_164_800),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func readsTheFormsItPromises(text: String, seconds: Double) {
        #expect(ISO8601DateText.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    /// A formatter would roll these over into another day; a setting must not.
    @Test(arguments: ["2026-02-30", "2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31",
                      "2026-05-01T25:00:00Z", "2026-05-01T24:00:00Z", "2026-05-01T10:60:00Z", "2026-05-01T10:00:60Z",
                      "0000-01-01", "2026-5-1", "26-05-01", "2026-05-01T10:00Z", "2026-05-01T10:00:00+25:00",
                      "2026-05-01 10:00:00", "2026-05-01T10:00:00ZZ", "2026-05-01T10:00:00.Z", "", "yesterday",
                      "２０２６-05-01"])
    func refusesWhatNamesNoMoment(text: String) {
        #expect(ISO8601DateText.parse(text) == nil)
    }

    /// Proleptic Gregorian, as property lists count: no ten days lost in 1582.
    @Test(arguments: ["1000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "1582-10-10T12:00:00Z", "1600-02-29T00:00:00Z",
                      "9999-12-31T23:59:59Z", "2000-02-29T13:05:09Z"])
    func readsBackWhatItWrites(text: String) throws {
        let date = try #require(ISO8601DateText.parse(text))
        #expect(ISO8601DateText.format(date) == text)
    }

    @Test func agreesWithFoundationOnEveryDayOfFourCenturies() throws {
        let formatter = ISO8601DateFormatter()
        var seconds = -11_644_473_600.0  // 1601-01-01, the start of a 400-year cycle
        for _ in 0..<(146_097 / 7) {
            let date = Date(timeIntervalSince1970: seconds + 3_723)
            #expect(ISO8601DateText.format(date) == formatter.string(from: date))
            seconds += 7 * 86_400
        }
    }

    @Test func wholeSecondsRoundDown() {
        #expect(ISO8601DateText.format(Date(timeIntervalSince1970: 59.999)) == "1970-01-01T00:00:59Z")
        #expect(ISO8601DateText.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
    }
}

@Suite struct LocalTimeTests {
    /// The window's date picker converts through the local fields: a round trip keeps the moment.
    @Test func fieldsReadBackAsTheSameMoment() throws {
        for seconds in [0.0, 1_777_627_800, -1_000_000_000, 4_102_444_800] {
            let date = Date(timeIntervalSince1970: seconds)
            let fields = try #require(LocalTime.fields(of: date))
            #expect(LocalTime.date(from: fields) == date)
        }
    }

    @Test func impossibleFieldsNameNoMoment() {
        #expect(LocalTime.date(from: .init(year: 2026, month: 2, day: 30)) == nil)
        #expect(LocalTime.date(from: .init(year: 2026, month: 1, day: 1, hour: 25)) == nil)
    }

    /// Under the C locale (tests, scripts) the date is unambiguous ISO and the clock 24-hour.
    @Test func theCLocaleWritesISODatesAndATwentyFourHourClock() throws {
        let date = try #require(LocalTime.date(from: .init(year: 2026, month: 11, day: 24, hour: 21, minute: 5)))
        #expect(LocalTime.dateText(of: date) == "2026-11-24")
        #expect(LocalTime.timeText(of: date) == "21:05")
        #expect(!LocalTime.usesTwelveHourClock)
    }
}

@Suite struct TextHelperTests {
    @Test(arguments: [("/a/b", "/a", "b"), ("/a", "/", "a"), ("a", "", "a"), ("/", "/", "/"), ("a/b/", "a", "b"),
                      ("/x/Settings.bundle", "/x", "Settings.bundle"), ("//a//b//", "//a", "b"), ("a//", "", "a"), ("//", "/", "/"),
                      ("", "", ""), ("/é/ü/", "/é", "ü")])
    func pathsSplitAsNSStringSplitsThem(path: String, parent: String, last: String) {
        #expect(PathText.parent(of: path) == parent)
        #expect(PathText.lastComponent(of: path) == last)
    }

    @Test(arguments: [("icon.png", "png", "icon"), ("icon", "", "icon"), (".hidden", "", ".hidden"), ("a.b/c", "", "a.b/c"),
                      ("dir/icon.tar.gz", "gz", "dir/icon.tar"), ("icon.", "", "icon")])
    func extensionsSplitAsNSStringSplitsThem(name: String, suffix: String, stem: String) {
        #expect(PathText.pathExtension(of: name) == suffix)
        #expect(PathText.deletingPathExtension(of: name) == stem)
    }

    @Test func trimmingKeepsInnerTextAndLineBreaksWhenAsked() {
        #expect("  a b\t".trimmingSpaces() == "a b")
        #expect("\n a \n".trimmingSpaces() == "\n a \n")
        #expect("\n a \r\n".trimmingWhitespace() == "a")
        #expect(" \u{00A0}".trimmingWhitespace() == "")
    }

    @Test func titlesSortByLetterThenNumberIgnoringCaseAndAccents() {
        let titles = ["zebra", "Item 10", "Äpfel", "item 9", "Birne", "apfel"]
        let sorted = titles.sorted { TitleCollation.key(for: $0).lexicographicallyPrecedes(TitleCollation.key(for: $1)) }
        #expect(sorted == ["apfel", "Äpfel", "Birne", "item 9", "Item 10", "zebra"])
    }
}
