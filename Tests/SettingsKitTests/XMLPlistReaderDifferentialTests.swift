import Foundation
import Testing
@testable import SettingsKit

/// The fast XML reader against Foundation on documents Foundation itself wrote (random values of
/// every type) and on the real bundles of the shared corpus: both readings must be equal.
@Suite struct XMLPlistReaderDifferentialTests {
    /// A byte order mark never starts a text: Foundation drops it there, and so does the reader.
    static let textPieces = ["a", "Z", "0", " ", "  ", "\n", "\t", "<", ">", "&", "\"", "'", "]]>", "&amp;", "<!--",
                             "é", "ß", "日本", "😀", "𝄞", "e\u{301}", "\u{1}", "\u{7F}", "x\u{FEFF}", "\u{FFFD}", "key"]

    static func randomText(_ random: inout ReaderFuzzTests.Generator) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in textPieces.randomElement(using: &random)! }.joined()
    }

    static func randomValue(_ random: inout ReaderFuzzTests.Generator, depth: Int = 0) -> PlistValue {
        switch Int.random(in: 0..<(depth > 3 ? 7 : 9), using: &random) {
        case 0: return .bool(Bool.random(using: &random))
        case 1:
            let edges = [Int.min, Int.max, 0, -1, Int(Int32.max) + 1]
            return .integer(Bool.random(using: &random) ? edges.randomElement(using: &random)! : Int.random(in: -1_000_000...1_000_000, using: &random))
        case 2:
            let edges = [0.1, -0.0, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789.125, 1.0 / 3]
            return .real(Bool.random(using: &random) ? edges.randomElement(using: &random)! : Double.random(in: -1e9...1e9, using: &random))
        case 3: return .string(randomText(&random))
        case 4: return .date(Date(timeIntervalSinceReferenceDate: Double(Int.random(in: -12_000_000_000...250_000_000_000, using: &random))))
        case 5: return .data(Data((0..<Int.random(in: 0...80, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }))
        case 6: return .string(String(Int.random(in: -5...5, using: &random)))
        case 7: return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            var table: [SettingKey: PlistValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &random) { table[SettingKey(randomText(&random))] = randomValue(&random, depth: depth + 1) }
            return .dictionary(table)
        }
    }

    @Test func readsWhatFoundationWritesAsFoundationReadsIt() throws {
        var random = ReaderFuzzTests.Generator(state: 0x5EED_0F_C0FFEE)
        for round in 0..<500 {
            let value = Self.randomValue(&random)
            let xml = try PropertyListSerialization.data(fromPropertyList: value.foundationObject, format: .xml, options: 0)
            let expected = try #require(PlistValue(foundation: PropertyListSerialization.propertyList(from: xml, format: nil)))
            let fast = try? XMLPlistReader.read(xml, limits: .standard).get()
            #expect(fast == expected, "round \(round): \(String(decoding: xml, as: UTF8.self))")
        }
    }

    /// Every `.plist` of `../shared/corpus` (next to the repository) that Foundation reads as XML.
    @Test func readsTheCorpusAsFoundationDoes() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return }
        var compared = 0
        for case let file as URL in files where file.pathExtension == "plist" {
            guard let data = try? Data(contentsOf: file) else { continue }
            var format = PropertyListSerialization.PropertyListFormat.binary
            guard let object = try? PropertyListSerialization.propertyList(from: data, format: &format), format == .xml else { continue }
            #expect((try? XMLPlistReader.read(data, limits: .standard).get()) == PlistValue(foundation: object), "\(file.path)")
            compared += 1
        }
        if FileManager.default.fileExists(atPath: corpus.path) { #expect(compared > 0) }
    }
}
