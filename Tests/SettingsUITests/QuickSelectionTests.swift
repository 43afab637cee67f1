import GtkKit
@testable import SettingsKit
@testable import SettingsUI
import XCTest

/// A multi-value page stays open on pick, the check mark moving, unless the row asks for
/// IASKQuickMultiValueSelection.
@MainActor
final class QuickSelectionTests: XCTestCase {
    private func page(quick: Bool) -> Page {
        let group = DemoPages.row(0, .group(GroupRow(footer: nil)), title: "Look")
        // The footer keeps the three choices on a page of their own (else a dropdown).
        let colour = DemoPages.row(1, .multiValue(MultiValueRow(choices: DemoPages.colours, footer: "Shown in the title bar.", quickSelection: quick)),
                                   key: "colour", title: "Colour", default: .string("green"))
        return Page(name: "Root", path: nil, title: "Look", sections: [Section(header: group, rows: [colour])], rows: [group, colour])
    }

    private func pick(quick: Bool) throws -> (SettingsWindow, ChoiceListPresenter) {
        let session = FakeSession(root: page(quick: quick))
        let window = GtkTestSupport.makeWindow(session)
        try XCTUnwrap(GtkTestSupport.presenter(MultiValueRowPresenter.self, key: "colour", in: window)).listRows[0].activate()
        let choices = try XCTUnwrap(GtkTestSupport.presenter(ChoiceListPresenter.self, key: "colour", in: window))
        choices.listRows[2].activate()
        XCTAssertEqual(session.writes.last?.value, .string("blue"))
        return (window, choices)
    }

    func testWithoutQuickSelectionThePageStaysOpenAndTheMarkMoves() async throws {
        let (window, choices) = try pick(quick: false)
        defer { window.window.destroy() }
        XCTAssertEqual(window.navigation.pages.count, 2)
        XCTAssertEqual(choices.selectedIndex, 2)
    }

    func testQuickSelectionGoesBack() async throws {
        let (window, _) = try pick(quick: true)
        defer { window.window.destroy() }
        XCTAssertEqual(window.navigation.pages.count, 1)
    }
}
