import GtkKit
import SettingsKit

/// `PSSliderSpecifier`: a horizontal scale between the bundle's two images. Settings.app shows
/// no title; we show `Title` when the bundle gives one, above the scale.
@MainActor
final class SliderRowPresenter: SingleRowPresenter, RowPresenter {
    private let slider: SliderRow
    let scale: Scale

    init(row: Row, slider: SliderRow, binder: PageBinder) {
        self.slider = slider
        scale = Scale(minimum: slider.minimum, maximum: slider.maximum)
        // The title only: the bundle's images are the scale's ends.
        super.init(row: row, view: RowView(title: row.title), binder: binder)
        scale.setExpands(horizontally: true)
        let track = Box(.horizontal, spacing: 6)
        track.setExpands(horizontally: true)
        if let image = Self.image(slider.minimumImage) { track.append(image) }
        track.append(scale)
        if let image = Self.image(slider.maximumImage) { track.append(image) }
        if view.hasTitle {
            // Title above, scale below: the scale keeps the row's full width.
            view.addBelow(track)
        } else {
            view.addTrailing(track)
            view.letControlExpand()
        }
        view.label(scale, fallback: row.key?.text ?? tr("Slider"))
        view.makeControlTheTabStop()
        scale.onValueChanged { [weak self] in self?.userMoved() }
    }

    private static func image(_ reference: ImageReference?) -> Image? {
        switch reference {
        case .files(let files):
            return CellImage.fileImage(files)
        case .iconName(let name):
            return Image(iconName: name)
        case nil:
            return nil
        }
    }

    func update(_ state: RowState) {
        showingState.during {
            scale.value = slider.clamp(state.value?.numberValue ?? slider.minimum)
        }
        view.show(state)
    }

    func activate(_ listRow: ListBoxRow) {}

    private func userMoved() {
        guard !showingState.isActive else { return }
        binder?.write(.real(scale.value), to: row)
    }
}
