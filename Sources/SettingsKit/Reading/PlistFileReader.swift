import FoundationEssentials

/// Reads one plist file (XML, binary or OpenStep) into a `PlistValue`, or says in a sentence
/// why it cannot.
enum PlistFileReader {
    struct Failure: Error {
        var message: String
    }

    /// The file `url` names, read without leaving its folder (a link out of it is refused).
    static func read(_ url: URL, limits: PlistReadLimits = .standard) -> Result<PlistValue, Failure> {
        let folder = url.deletingLastPathComponent()
        return parse(SafeFile.contents(of: url.lastPathComponent, beneath: folder, byteLimit: limits.fileBytes), limits: limits)
    }

    /// The plist in bytes `SafeFile` read (or the reason it could not).
    static func parse(_ contents: Result<Data, SafeFile.Failure>, limits: PlistReadLimits = .standard) -> Result<PlistValue, Failure> {
        let data: Data
        switch contents {
        case .success(let bytes): data = bytes
        case .failure(let failure): return .failure(Failure(message: "Cannot read the file: \(failure.reason). Settings.app shows nothing for this page."))
        }
        if data.isEmpty { return .failure(Failure(message: "The file is empty: Settings.app shows nothing for this page.")) }
        switch PropertyListReader.read(data, limits: limits) {
        case .success(let value):
            return .success(value)
        case .failure(let failure):
            return .failure(Failure(message: "Not a valid property list (XML, binary or OpenStep): \(failure.description). Settings.app shows nothing for this page."))
        }
    }
}
