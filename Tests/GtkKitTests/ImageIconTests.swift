import CGtk
@testable import GtkKit
import XCTest

/// An application's icon named in its desktop entry but missing from the icon theme shows the
/// fallback, not GTK's broken-image icon (issue 34: the hub showed it for such applications).
@MainActor
final class ImageIconTests: XCTestCase {
    override func setUp() async throws { GtkTestSupport.initialize() }

    func testAnIconNameTheThemeLacksShowsTheFallback() async {
        let image = Image(serializedIcon: "org.example.NoSuchIconAnywhere", fallback: "application-x-executable")
        XCTAssertEqual(gtk_image_get_storage_type(image.opaque), GTK_IMAGE_ICON_NAME)
        XCTAssertEqual(gtk_image_get_icon_name(image.opaque).map { String(cString: $0) }, "application-x-executable")
        image.setIcon(serialized: "org.example.NoSuchIconEither", fallback: "application-x-executable")
        XCTAssertEqual(gtk_image_get_storage_type(image.opaque), GTK_IMAGE_ICON_NAME)
    }

    func testAnIconTheThemeHasAndAFileIconAreShownAsTheyAre() async {
        let themed = Image(serializedIcon: "edit-find-symbolic", fallback: "application-x-executable")
        XCTAssertEqual(gtk_image_get_storage_type(themed.opaque), GTK_IMAGE_GICON)
        let file = Image(serializedIcon: "/nonexistent/picture.png", fallback: "application-x-executable")
        XCTAssertEqual(gtk_image_get_storage_type(file.opaque), GTK_IMAGE_GICON, "a file's icon is not looked up in the theme")
    }
}
