import CGtk

/// A GtkAboutDialog: the application's name, version, licence, website and credits.
@MainActor
public final class AboutDialog: Widget {
    public init() { super.init(gtk_about_dialog_new()) }

    public var programName: String {
        get { gtk_about_dialog_get_program_name(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_program_name(opaque, newValue) }
    }

    public var version: String {
        get { gtk_about_dialog_get_version(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_version(opaque, newValue) }
    }

    public var comments: String {
        get { gtk_about_dialog_get_comments(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_comments(opaque, newValue) }
    }

    public var website: String {
        get { gtk_about_dialog_get_website(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_website(opaque, newValue) }
    }

    public var logoIconName: String {
        get { gtk_about_dialog_get_logo_icon_name(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_logo_icon_name(opaque, newValue) }
    }

    /// nil: no licence, or one not among `License`'s.
    public var licenseType: License? {
        get { License(gtk_about_dialog_get_license_type(opaque)) }
        set { gtk_about_dialog_set_license_type(opaque, newValue?.gtkValue ?? GTK_LICENSE_UNKNOWN) }
    }

    public var copyright: String {
        get { gtk_about_dialog_get_copyright(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_copyright(opaque, newValue) }
    }

    /// Translators' names; GTK shows none while it is the untranslated `translator-credits`.
    public var translatorCredits: String {
        get { gtk_about_dialog_get_translator_credits(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_translator_credits(opaque, newValue) }
    }

    public var title: String {
        get { gtk_window_get_title(gtkCast(pointer, to: GtkWindow.self)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(gtkCast(pointer, to: GtkWindow.self), newValue) }
    }

    /// Shows the dialog over `parent`, modal, closed by its close button or Escape (it hides, so
    /// it can be shown again).
    public func present(over parent: Widget) { ModalWindow.present(self, over: parent) }

    public func destroy() { gtk_window_destroy(gtkCast(pointer, to: GtkWindow.self)) }

    /// The window it is shown over, if any.
    public var transientParent: UnsafeMutablePointer<GtkWindow>? {
        gtk_window_get_transient_for(gtkCast(pointer, to: GtkWindow.self))
    }
}
