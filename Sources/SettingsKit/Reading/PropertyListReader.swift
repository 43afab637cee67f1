import FoundationEssentials

/// Reads a property list in any of its three formats into a `PlistValue`, or says in a clause
/// why it cannot: binary (`bplist00`), XML (UTF-8, UTF-16 or ISO 8859-1) and OpenStep text
/// (including the brace-less form of `.strings` files), the formats Settings.app reads.
/// Every reader enforces `limits`, because a bundle is untrusted input.
public enum PropertyListReader {
    public static func read(_ data: Data, limits: PlistReadLimits = .standard) -> Result<PlistValue, PropertyListReadFailure> {
        guard data.count <= limits.fileBytes else { return .failure(PropertyListReadFailure(limits.fileTooLarge)) }
        guard !data.isEmpty else { return .failure(PropertyListReadFailure("the file is empty")) }
        if data.starts(with: Array("bplist".utf8)) { return BinaryPlistReader.read(data, limits: limits) }
        // UTF-8 XML, by far the most common, is read from the file's own bytes without a copy.
        if !PlistTextDecoder.isUTF16(data), XMLPlistReader.isXML(data) {
            return XMLPlistReader.read(data, limits: limits)
        }
        let text: [UInt8]
        switch PlistTextDecoder.utf8Text(of: data) {
        case .success(let decoded): text = decoded
        case .failure(let failure): return .failure(failure.readFailure)
        }
        if XMLPlistReader.isXML(text) { return XMLPlistReader.read(Data(text), limits: limits, transcodedFromUTF16: true) }
        return OpenStepPlistReader.read(text, limits: limits)
    }
}
