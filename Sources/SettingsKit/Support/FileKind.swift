import Glibc

/// What a file is when it is not a regular file. The readers' reasons say it in English (a
/// bundle's problems are its author's); the store's messages say it in the user's language.
/// Callers match the case, never the words: the words change with the language.
enum FileKind: Equatable, Sendable {
    case namedPipe, folder, device, socket, symbolicLink, other

    /// The kind of a file of this mode; nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: self = .namedPipe
        case S_IFDIR: self = .folder
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// In English, to sit inside a sentence ("it is a folder, not a regular file").
    var text: String {
        switch self {
        case .namedPipe: "a named pipe (FIFO)"
        case .folder: "a folder"
        case .device: "a device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "something else"
        }
    }

    /// In the user's language, for our own messages.
    var translated: String {
        switch self {
        // Translators: what a settings or lock file turned out to be, in “%1$s is %2$s, not a settings file”.
        case .namedPipe: tr("a named pipe (FIFO)")
        case .folder: tr("a folder")
        case .device: tr("a device")
        case .socket: tr("a socket")
        case .symbolicLink: tr("a symbolic link")
        case .other: tr("something else")
        }
    }
}
