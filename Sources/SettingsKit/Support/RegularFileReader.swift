import FoundationEssentials
import Glibc

/// Reads a file of a bundle whole, saying why when it cannot: Foundation's readers either hide
/// the reason (`FileManager.contents(atPath:)`) or would open a file that is really a FIFO or a
/// device and never finish.
enum RegularFileReader {
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// `byteLimit`: a larger file is refused before a byte of it is read. Pages and translation
    /// tables are kilobytes (the largest real acknowledgement pages a few hundred); anything far
    /// larger is a mistake or an attack, not worth the memory.
    static func contents(of url: URL, byteLimit: Int = PlistReadLimits.standard.fileBytes) -> Result<Data, Failure> {
        // Checking before opening keeps devices closed (opening one can have effects of its
        // own); O_NONBLOCK keeps a FIFO swapped in after the check from blocking the open, and
        // fstat refuses it then.
        var status = stat()
        guard stat(url.path, &status) == 0 else { return .failure(Failure(reason: currentErrorDescription())) }
        if let refusal = refusal(for: status, byteLimit: byteLimit) { return .failure(refusal) }
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: currentErrorDescription())) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(reason: currentErrorDescription())) }
        if let refusal = refusal(for: status, byteLimit: byteLimit) { return .failure(refusal) }
        var data = Data(count: Int(status.st_size))
        var filled = 0
        while filled < data.count {
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(Failure(reason: currentErrorDescription())) }
            // The file shrank while being read; what was there is all there is.
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .success(data)
    }

    /// Whether `url` is a regular file (symlinks followed), without opening it.
    static func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    private static func refusal(for status: stat, byteLimit: Int) -> Failure? {
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_size > byteLimit else { return nil }
            return Failure(reason: "it is larger than \(PlistReadLimits.grouped(byteLimit)) bytes, the most this program reads")
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFDIR: kind = "a folder"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "something else"
        }
        return Failure(reason: "it is \(kind), not a regular file")
    }

    /// strerror's sentence, lower-cased to sit inside ours ("permission denied").
    private static func currentErrorDescription() -> String {
        let text = String(cString: strerror(errno))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
