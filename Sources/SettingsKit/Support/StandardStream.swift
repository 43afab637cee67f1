import Glibc

/// Standard output and error written straight to their descriptors, unbuffered, as
/// `FileHandle` did (FoundationEssentials has none): a line is out before the next step starts,
/// which `watch` and the error paths rely on.
public struct StandardStream: Sendable {
    private let descriptor: Int32

    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    /// Writes all of `text`; a closed or full stream loses it, as there is nowhere to say so.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
