import Foundation

/// Reads a small file of a bundle whole, saying why when it cannot: Foundation's readers either
/// hide the reason (`FileManager.contents(atPath:)`) or would follow a file that is really a
/// device or a FIFO and never finish.
enum RegularFileReader {
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// Translation tables are kilobytes; anything this large is a mistake, not worth the memory.
    static let sizeLimit = 32 << 20

    static func contents(of url: URL) -> Result<Data, Failure> {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: currentErrorDescription())) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(reason: currentErrorDescription())) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(Failure(reason: "it is not a regular file")) }
        guard status.st_size <= sizeLimit else {
            return .failure(Failure(reason: "it is larger than \(sizeLimit >> 20) MB"))
        }
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

    private static func currentErrorDescription() -> String {
        String(cString: strerror(errno))
    }
}
