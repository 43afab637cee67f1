import Foundation

/// Reads one plist file (XML, binary or OpenStep) into a `PlistValue`, or says in a sentence
/// why it cannot. Plain XML goes through `XMLPlistReader` for speed; whatever it declines,
/// Foundation reads.
enum PlistFileReader {
    struct Failure: Error {
        var message: String
    }

    static func read(_ url: URL) -> Result<PlistValue, Failure> {
        let data: Data
        switch RegularFileReader.contents(of: url) {
        case .success(let contents): data = contents
        case .failure(let failure): return .failure(Failure(message: "Cannot read the file: \(failure.reason)."))
        }
        if data.isEmpty { return .failure(Failure(message: "The file is empty: Settings.app shows nothing for this page.")) }
        if let value = XMLPlistReader.read(data) { return .success(value) }
        do {
            let object = try PropertyListSerialization.propertyList(from: data, format: nil)
            guard let value = PlistValue(foundation: object) else {
                return .failure(Failure(message: "The file holds no property list values."))
            }
            return .success(value)
        } catch {
            return .failure(Failure(message: "Not a valid property list (XML, binary or OpenStep): \(parseDetail(error)). Settings.app shows nothing for this page."))
        }
    }

    private static func parseDetail(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        if let detail = info[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty { return detail }
        return "the parser gave up"
    }
}
