import CGtk

extension AboutDialog {
    /// A licence the about dialog names and links to (GtkLicense); the ones we use.
    public enum License: Sendable {
        case mitX11

        var gtkValue: GtkLicense {
            switch self {
            case .mitX11: GTK_LICENSE_MIT_X11
            }
        }

        init?(_ value: GtkLicense) {
            switch value {
            case GTK_LICENSE_MIT_X11: self = .mitX11
            default: return nil
            }
        }
    }
}
