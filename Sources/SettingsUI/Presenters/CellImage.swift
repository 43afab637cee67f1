import GtkKit
import SettingsKit

/// `IASKCellImage` as a small image at the start of a row: the bundle's file that suits the
/// display's scale (`@2x` on HiDPI), or an icon of the desktop's theme. iOS apps often name SF
/// Symbols: `SFSymbolIcons` maps them to Adwaita icons; others hold an invisible placeholder.
/// Every kind takes one column, `size` wide (`.cell-image` in style.css).
@MainActor
enum CellImage {
    static let size: Int32 = 24

    /// The icon-theme name for a bundle's name: itself when the theme has it, else the icon an
    /// SF Symbol maps to (`lock.fill` as `lock`), else nil.
    static func iconName(for name: String) -> String? {
        if Image.themeHasIcon(name) { return name }
        guard let mapped = SFSymbolIcons.iconName(for: name), Image.themeHasIcon(mapped) else { return nil }
        return mapped
    }

    /// The file whose scale suits `scale` best: the smallest at least as large, else the largest.
    static func bestFile(_ files: [ImageFile], scale: Int) -> ImageFile? {
        let sorted = files.sorted { $0.scale < $1.scale }
        return sorted.first { $0.scale >= scale } ?? sorted.last
    }

    /// The 1x file now; the file for the display's scale once the image is in a window
    /// (realized: rows built into a page already on a HiDPI screen get no change of scale to
    /// notify), and again when the window moves to a screen of another scale.
    static func fileImage(_ files: [ImageFile]) -> Image? {
        guard let first = bestFile(files, scale: 1) else { return nil }
        let image = Image(file: first.path)
        var shown = first
        let showBest: @MainActor (Image) -> Void = { image in
            guard let best = bestFile(files, scale: Int(image.scaleFactor)),
                  best != shown else { return }
            shown = best
            image.setFile(best.path)
        }
        image.on("realize") { [weak image] in if let image { showBest(image) } }
        image.on("notify::scale-factor") { [weak image] (_: UnsafeMutableRawPointer?) in if let image { showBest(image) } }
        return image
    }

    static func image(for reference: ImageReference?) -> Image? {
        switch reference {
        case .files(let files)?:
            guard let image = fileImage(files) else { return nil }
            image.setPixelSize(size)
            image.addStyleClass("cell-image")
            return image
        case .iconName(let name)?:
            // A symbol without a desktop icon keeps its place, invisible, so the titles of a
            // section stay aligned with those beside icons.
            let icon = iconName(for: name)
            let image = Image(iconName: icon ?? "image-missing-symbolic")
            // Drawn at the desktop's icon size, centred in the column of `size` that style.css
            // gives every cell image, so that titles beside icons and files start at one x.
            image.setPixelSize(size / 3 * 2)
            image.addStyleClass("cell-image")
            if icon == nil {
                image.addStyleClass("cell-image-placeholder")
                image.opacity = 0
            }
            return image
        case nil:
            return nil
        }
    }
}
