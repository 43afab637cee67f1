import GtkKit
import SettingsKit

/// Labels showing text that is not ours (the bundle's, the store's, a path) take it through
/// `ShownText`, so no text can make the window lay out for seconds.
extension Label {
    convenience init(shown text: String, as kind: ShownText.Kind) {
        self.init(ShownText.bounded(text, as: kind))
    }

    func show(_ text: String, as kind: ShownText.Kind) {
        self.text = ShownText.bounded(text, as: kind)
    }
}
