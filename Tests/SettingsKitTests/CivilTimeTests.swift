import Testing
@testable import SettingsKit

/// Calendar fields from seconds since 1970, on days where calendars go wrong: leap days, century
/// years, the first and last second of the writable years, and before 1970.
@Suite struct CivilTimeTests {
    static let cases: [(seconds: Int, fields: [Int])] = [
        (0, [1970, 1, 1, 0, 0, 0]),
        (-1, [1969, 12, 31, 23, 59, 59]),
        (951_782_400, [2000, 2, 29, 0, 0, 0]),
        (-2_203_891_200, [1900, 3, 1, 0, 0, 0]),
        (-12_219_292_800, [1582, 10, 15, 0, 0, 0]),
        (-62_135_596_800, [1, 1, 1, 0, 0, 0]),
        (-62_135_596_801, [0, 12, 31, 23, 59, 59]),
        (253_402_300_799, [9999, 12, 31, 23, 59, 59]),
        (1_767_261_600 + 3_723, [2026, 1, 1, 11, 2, 3]),
        (4_107_542_400, [2100, 3, 1, 0, 0, 0]),
    ]

    @Test(arguments: cases)
    func fieldsOf(seconds: Int, fields: [Int]) {
        let time = CivilTime(secondsSince1970: seconds)
        #expect([time.year, time.month, time.day, time.hour, time.minute, time.second] == fields)
    }
}
