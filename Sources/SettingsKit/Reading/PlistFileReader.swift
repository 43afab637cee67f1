import FoundationEssentials

/// Reads one plist file (XML, binary or OpenStep) into a `PlistValue`, or says in a sentence
/// why it cannot.
enum PlistFileReader {
    struct Failure: Error {
        var message: String
    }

    static func read(_ url: URL, limits: PlistReadLimits = .standard) -> Result<PlistValue, Failure> {
        let data: Data
        switch RegularFileReader.contents(of: url, byteLimit: limits.fileBytes) {
        case .success(let contents): data = contents
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
