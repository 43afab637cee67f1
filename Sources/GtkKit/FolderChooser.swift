import CGtk

/// A folder chooser (GtkFileChooserNative, SELECT_FOLDER): the desktop's own dialog, or its
/// portal when sandboxed. It is no widget and GTK does not keep it alive, so each open chooser
/// is held here until it answers.
@MainActor
public final class FolderChooser {
    private let native: OpaquePointer
    private let onChosen: @MainActor (String?) -> Void
    private static var open: [FolderChooser] = []

    /// The chooser shown now, if any (for tests).
    public static var current: FolderChooser? { open.last }

    /// Shows a chooser over `parent`; `onChosen` gets the folder's path, or nil on cancel.
    @discardableResult
    public static func choose(title: String, acceptLabel: String, cancelLabel: String, parent: Window?,
                              startingIn folder: String? = nil,
                              _ onChosen: @escaping @MainActor (String?) -> Void) -> FolderChooser {
        let chooser = FolderChooser(title: title, acceptLabel: acceptLabel, cancelLabel: cancelLabel,
                                    parent: parent, startingIn: folder, onChosen: onChosen)
        open.append(chooser)
        gtk_native_dialog_show(chooser.dialog)
        return chooser
    }

    private init(title: String, acceptLabel: String, cancelLabel: String, parent: Window?, startingIn folder: String?,
                 onChosen: @escaping @MainActor (String?) -> Void) {
        self.onChosen = onChosen
        let parentWindow = parent.map { gtkCast($0.pointer, to: GtkWindow.self) }
        native = gtk_file_chooser_native_new(title, parentWindow, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, acceptLabel, cancelLabel)
        gtk_native_dialog_set_modal(dialog, 1)
        if let folder {
            let file = g_file_new_for_path(folder)
            _ = gtk_file_chooser_set_current_folder(chooserInterface, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        SignalConnection.connect(UnsafeMutableRawPointer(native), "response") { [weak self] (response: UnsafeMutableRawPointer?) in
            // The response id arrives as the pointer-sized argument.
            self?.respond(Int32(truncatingIfNeeded: Int(bitPattern: response)))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(native))
    }

    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { gtkCast(native, to: GtkNativeDialog.self) }
    private var chooserInterface: OpaquePointer { native }

    /// Answers as the user would: `folder` chosen, or nil (cancel).
    public func respond(choosing folder: String?) {
        finish(folder)
    }

    private func respond(_ response: Int32) {
        var chosen: String?
        if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooserInterface) {
            if let path = g_file_get_path(file) {
                chosen = String(cString: path)
                g_free(path)
            }
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        finish(chosen)
    }

    private func finish(_ chosen: String?) {
        gtk_native_dialog_destroy(dialog)
        Self.open.removeAll { $0 === self }
        onChosen(chosen)
    }
}
