import CGtk
import GtkKit
import SettingsKit
@testable import SettingsUI
import XCTest

/// The line between two rows of a group is the bottom border of the upper row, and all four of
/// that border's sides have its colour: GTK draws a rounded border (the group's first row has
/// rounded top corners) whose sides differ in colour side by side, each through a clip mask,
/// which took the cairo renderer more than half of the demo's first frame's drawing.
@MainActor
final class RowSeparatorTests: XCTestCase {
    /// Every node of the tree under `node`, for the node types GTK 4.8 builds a window from.
    private static func nodes(under node: OpaquePointer) -> [OpaquePointer] {
        var children: [OpaquePointer] = []
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            children = (0..<gsk_container_node_get_n_children(node)).compactMap { gsk_container_node_get_child(node, $0) }
        case GSK_TRANSFORM_NODE: children = [gsk_transform_node_get_child(node)].compactMap { $0 }
        case GSK_OPACITY_NODE: children = [gsk_opacity_node_get_child(node)].compactMap { $0 }
        case GSK_CLIP_NODE: children = [gsk_clip_node_get_child(node)].compactMap { $0 }
        case GSK_ROUNDED_CLIP_NODE: children = [gsk_rounded_clip_node_get_child(node)].compactMap { $0 }
        case GSK_SHADOW_NODE: children = [gsk_shadow_node_get_child(node)].compactMap { $0 }
        case GSK_DEBUG_NODE: children = [gsk_debug_node_get_child(node)].compactMap { $0 }
        case GSK_COLOR_MATRIX_NODE: children = [gsk_color_matrix_node_get_child(node)].compactMap { $0 }
        default: break
        }
        return [node] + children.flatMap { nodes(under: $0) }
    }

    /// What `widget` draws (its CSS boxes and its children), as a render node the caller unrefs.
    private static func renderNode(of widget: UnsafeMutablePointer<GtkWidget>) throws -> OpaquePointer {
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget)))
        return try XCTUnwrap(gtk_snapshot_free_to_node(snapshot), "the row draws something")
    }

    func testTheLineBetweenRowsIsABorderOfOneColour() async throws {
        let bundle = try SettingsBundle.open(path: GtkTestSupport.resourcesDirectory + "/Settings.bundle", languages: ["en"]).get()
        let window = GtkTestSupport.makeWindow(SettingsController(bundle: bundle, store: MemoryStore()))
        defer { window.window.destroy() }
        let page = try XCTUnwrap(window.currentPage)
        let list = try XCTUnwrap(GtkTestSupport.descendants(of: page.widget.pointer, withClass: "boxed-list").first)
        let firstRow = try XCTUnwrap(gtk_widget_get_first_child(list))
        XCTAssertNotNil(gtk_widget_get_next_sibling(firstRow), "a group of more than one row")
        let drawn = try Self.renderNode(of: firstRow)
        defer { gsk_render_node_unref(drawn) }
        let separators = Self.nodes(under: drawn).filter { node in
            guard gsk_render_node_get_node_type(node) == GSK_BORDER_NODE, let widths = gsk_border_node_get_widths(node) else { return false }
            // top, right, bottom, left: only the bottom side is drawn.
            return widths[0] == 0 && widths[1] == 0 && widths[2] > 0 && widths[3] == 0
        }
        let separator = try XCTUnwrap(separators.first, "the first row draws its bottom border")
        let colours = try XCTUnwrap(gsk_border_node_get_colors(separator))
        for side in 0..<4 where side != 2 {
            XCTAssertTrue(gdk_rgba_equal(withUnsafePointer(to: colours[side]) { $0 }, withUnsafePointer(to: colours[2]) { $0 }) != 0,
                          "side \(side) has the separator's colour")
        }
    }
}
