import FoundationEssentials
import Glibc
import SettingsKit

/// Where a display GTK may open listens, and whether anything listens there yet: what tells a
/// display still starting from one that turns us away, and what the window says when none opens.
///
/// Why a display that is up can fail to open: an X server makes its lock file
/// (`/tmp/.XN-lock`) before its sockets, and reads its `-auth` file as it starts, so a launcher
/// that takes the lock file or the process for "up" (or adds the cookie after starting the
/// server) starts its clients too early: their connection finds no socket (`ENOENT`), a socket
/// not yet listening (`ECONNREFUSED`), or a server not yet knowing their cookie. Xvfb took about
/// a second from its start to listening on this machine busy with other builds. `xvfb-run`
/// waits for the server's readiness signal, and its `-a` races with other servers are settled
/// by the lock (a second server on the same number exits before touching the first's sockets).
/// GTK says none of this (`gtk_init_check` answers only false), so the window looks itself.
public struct DisplaySocket: Equatable, Sendable {
    /// The variable naming the display, as set (`DISPLAY=:99`).
    public var setting: String
    /// The socket's path; nil for a display not looked at here (an X server over TCP).
    public var path: String?
    /// Whether the path is looked for in Linux's abstract namespace first, as Xlib does for an
    /// X server (which listens at both).
    public var isAlsoAbstract = false

    /// How long a display whose socket nobody listens at yet is waited for, in microseconds:
    /// ten times the second Xvfb took to listen on a busy machine, short enough for a stale
    /// `$DISPLAY` to be said soon.
    public static let patience = 10_000_000

    /// The displays GTK tries in `environment`: `$WAYLAND_DISPLAY` (in `$XDG_RUNTIME_DIR` unless
    /// absolute) and `$DISPLAY` (`:N`, `unix:N`: `/tmp/.X11-unix/XN`; `HOST:N` over TCP), those
    /// `GDK_BACKEND` allows.
    public static func of(environment: [String: String]) -> [DisplaySocket] {
        let backends = (environment["GDK_BACKEND"] ?? "").split(separator: ",").map { String($0).trimmingSpaces() }
        func allows(_ backend: String) -> Bool { backends.isEmpty || backends.contains("*") || backends.contains(backend) }
        var sockets: [DisplaySocket] = []
        if allows("wayland"), let name = environment["WAYLAND_DISPLAY"], !name.isEmpty {
            let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            sockets.append(DisplaySocket(setting: "WAYLAND_DISPLAY=" + name,
                                         path: name.hasPrefix("/") ? name : runtime.map { $0 + "/" + name }))
        }
        if allows("x11"), let name = environment["DISPLAY"], !name.isEmpty {
            var path: String?
            if let match = name.wholeMatch(of: /(unix)?:([0-9]+)(\.[0-9]+)?/) {
                path = "/tmp/.X11-unix/X" + match.2
            }
            sockets.append(DisplaySocket(setting: "DISPLAY=" + name, path: path, isAlsoAbstract: path != nil))
        }
        return sockets
    }

    /// Whether the displays of `environment` may be starting: there are some, each looked at,
    /// and nothing listens at any of them yet.
    public static func areStarting(environment: [String: String]) -> Bool {
        let sockets = of(environment: environment)
        return !sockets.isEmpty && sockets.allSatisfy { socket in
            if case .nothingListens = socket.probe() { return true }
            return false
        }
    }

    /// Why no display of `environment` opened, on one line (the window's words around it).
    public static func problem(environment: [String: String]) -> String {
        let sockets = of(environment: environment)
        guard !sockets.isEmpty else { return "$DISPLAY/$WAYLAND_DISPLAY unset" }
        return sockets.map { socket in
            let shown = TerminalText.safe(ShownText.cut(socket.setting, to: ShownText.Kind.line.characterLimit))
            guard let path = socket.path else { return shown + ": the display did not open" }
            switch socket.probe() {
            case .nothingListens(let reason):
                return "\(shown): nothing listens at \(TerminalText.safe(path)) (\(reason)) after \(patience / 1_000_000) s"
            case .listens:
                return "\(shown): the server at \(TerminalText.safe(path)) did not take us (its reason, if it gave one, is above: "
                    + "the authorization in $XAUTHORITY?)"
            }
        }.joined(separator: "; ")
    }

    public enum Probe: Equatable, Sendable {
        case listens
        /// Nothing accepts a connection there: the system's reason (no such file, refused).
        case nothingListens(String)
    }

    /// Connects to the socket (abstract first, when it is) and hangs up at once.
    public func probe() -> Probe {
        guard let path else { return .listens }
        if isAlsoAbstract, Self.connects(to: path, abstract: true) == 0 { return .listens }
        let error = Self.connects(to: path, abstract: false)
        return error == 0 ? .listens : .nothingListens(String(cString: strerror(error)))
    }

    /// 0 when something listens at the Unix socket `path`, else `errno`. Without blocking: a
    /// server whose queue of connections is full (`EAGAIN`, a stopped or hung server) listens.
    private static func connects(to path: String, abstract: Bool) -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let offset = abstract ? 1 : 0
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count + offset < capacity else { return ENAMETOOLONG }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index + offset] = byte }
        }
        // An abstract name is as long as given (no terminating NUL); a path ends at its NUL.
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + offset + bytes.count + (abstract ? 0 : 1)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(length)) }
        }
        return connected == 0 || errno == EAGAIN ? 0 : errno
    }
}
