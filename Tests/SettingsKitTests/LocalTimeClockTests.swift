import Testing
@testable import SettingsKit

/// Time controls on the locale's clock: 12-hour where its times read `9:30 PM`.
@Suite struct LocalTimeClockTests {
    @Test func hoursOfTheDayOnATwelveHourClock() {
        let clock = (0..<24).map { LocalTime.twelveHour(from: $0) }
        #expect(clock.map(\.hour) == [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(clock.map(\.isAfternoon) == Array(repeating: false, count: 12) + Array(repeating: true, count: 12))
        for hour in 0..<24 {
            let twelve = LocalTime.twelveHour(from: hour)
            #expect(LocalTime.twentyFourHour(from: twelve.hour, isAfternoon: twelve.isAfternoon) == hour)
        }
    }

    @Test(.enabled(if: TestLocale.isGenerated("en_US.UTF-8") && TestLocale.isGenerated("de_DE.UTF-8"),
                   "needs en_US.UTF-8 and de_DE.UTF-8: run script/test-locales"))
    func theLocaleSaysWhichClock() {
        #expect(TestLocale.with("en_US.UTF-8") { LocalTime.usesTwelveHourClock } == true)
        #expect(TestLocale.with("en_US.UTF-8") { LocalTime.halfDayNames.afternoon } == "PM")
        #expect(TestLocale.with("de_DE.UTF-8") { LocalTime.usesTwelveHourClock } == false)
        #expect(LocalTime.usesTwelveHourClock == false, "the C locale")
    }
}
