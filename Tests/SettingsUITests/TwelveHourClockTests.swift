import CGtk
import Foundation
import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// Where the locale writes times on a 12-hour clock (`7:00 PM`), the time controls beside that
/// text count hours 1–12 with an AM/PM button, not 0–23.
@MainActor
final class TwelveHourClockTests: XCTestCase {
    /// en_US.UTF-8 from script/test-locales, on this thread only.
    private func inUSEnglish(_ body: () throws -> Void) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-locales").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: folder + "/en_US.UTF-8"),
                          "needs en_US.UTF-8: run script/test-locales")
        let previousPath = getenv("LOCPATH").map { String(cString: $0) }
        setenv("LOCPATH", folder, 1)
        let locale = newlocale(LC_CTYPE_MASK | LC_TIME_MASK, "en_US.UTF-8", nil)
        if let previousPath { setenv("LOCPATH", previousPath, 1) } else { unsetenv("LOCPATH") }
        let english = try XCTUnwrap(locale)
        let previous = uselocale(english)
        defer {
            uselocale(previous)
            freelocale(english)
        }
        try body()
    }

    private static func range(of spin: SpinButton) -> ClosedRange<Int> {
        var minimum = 0.0, maximum = 0.0
        gtk_spin_button_get_range(spin.opaque, &minimum, &maximum)
        return Int(minimum)...Int(maximum)
    }

    func testTimeControlsCountTwelveHoursWithAnAMPMButton() async throws {
        try inUSEnglish {
            let session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
            let window = GtkTestSupport.makeWindow(session)
            defer { window.window.destroy() }
            let start = Calendar.current.date(from: DateComponents(year: 2024, month: 2, day: 29, hour: 19, minute: 0))!
            session.changeExternally("alarm", to: .date(start))
            let picker = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "Alarm" } as? DatePickerRowPresenter)
            picker.listRows[0].activate()
            defer { picker.button?.popdown() }
            let hour = try XCTUnwrap(picker.hour)
            let halfOfDay = try XCTUnwrap(picker.halfOfDay, "a 12-hour locale has an AM/PM button")
            XCTAssertEqual(hour.value, 7)
            XCTAssertEqual(halfOfDay.label, "PM")
            XCTAssertEqual(Self.range(of: hour), 1...12)

            @MainActor func storedHour() throws -> Int? {
                guard case .date(let stored)? = session.writes.last?.value else { return nil }
                return Calendar.current.component(.hour, from: stored)
            }
            bs_signal_emit(UnsafeMutableRawPointer(halfOfDay.pointer), "clicked")
            XCTAssertEqual(halfOfDay.label, "AM")
            XCTAssertEqual(try storedHour(), 7)
            hour.value = 12
            XCTAssertEqual(try storedHour(), 0, "12 AM is midnight")
        }
    }

    func testTheCLocaleKeepsTwentyFourHours() async throws {
        let session = FakeSession(root: IASKPages.root, pages: ["Account": IASKPages.account])
        let window = GtkTestSupport.makeWindow(session)
        defer { window.window.destroy() }
        let picker = try XCTUnwrap(window.currentPage?.presenters.first { $0.row.title == "Alarm" } as? DatePickerRowPresenter)
        picker.listRows[0].activate()
        defer { picker.button?.popdown() }
        XCTAssertNil(picker.halfOfDay)
        XCTAssertEqual(Self.range(of: try XCTUnwrap(picker.hour)), 0...23)
    }
}
