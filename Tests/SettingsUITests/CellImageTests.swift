import CGtk
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// Image files of the bundle shown at the display's scale. Run under `GDK_SCALE=2` to see the
/// `@2x` file chosen; at scale 1 the 1x file must stay.
@MainActor
final class CellImageTests: XCTestCase {
    func testTheFileForTheDisplaysScaleIsShownOnceTheImageIsInAWindow() async throws {
        GtkTestSupport.initialize()
        let folder = GtkTestSupport.resourcesDirectory + "/Settings.bundle/"
        let files = [ImageFile(path: folder + "Appearance.png", scale: 1), ImageFile(path: folder + "Appearance@2x.png", scale: 2)]
        let image = try XCTUnwrap(CellImage.fileImage(files))
        let window = Window(application: nil)
        defer { window.destroy() }
        window.setChild(image)
        window.present()
        GtkTestSupport.iterate(for: 2) { gtk_widget_get_mapped(image.pointer) != 0 }
        let scale = gtk_widget_get_scale_factor(image.pointer)
        let shown = try XCTUnwrap(bs_object_dup_string(image.raw, "file"))
        defer { g_free(shown) }
        XCTAssertEqual(String(cString: shown), files[min(Int(scale), 2) - 1].path, "scale \(scale)")
    }
}
