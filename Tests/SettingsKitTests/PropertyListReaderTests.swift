import Foundation
import Testing
@testable import SettingsKit

/// The one entry point: which reader a file goes to, and the limits every reader shares.
@Suite struct PropertyListReaderTests {
    @Test func detectsEachFormat() throws {
        let value: PlistValue = .dictionary(["a": .array([.string("b")])])
        let object = value.foundationObject
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            #expect(try PropertyListReader.read(PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)).get() == value)
        }
        #expect(try PropertyListReader.read(Data("{ a = (b); }".utf8)).get() == value)
        #expect(try PropertyListReader.read(Data("<0102>".utf8)).get() == .data(Data([1, 2])))
        #expect(try PropertyListReader.read(Data("\u{FEFF}\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })).get()
            == .dictionary(["a": .string("b")]))
        #expect(try PropertyListReader.read(Data("  <!-- c --><plist><true/></plist>".utf8)).get() == .bool(true))
    }

    @Test func emptyAndUndecodableFilesFail() {
        guard case .failure(let empty) = PropertyListReader.read(Data()) else { Issue.record("read nothing"); return }
        #expect(empty.message == "the file is empty")
        guard case .failure(let latin) = PropertyListReader.read(Data([0x61, 0x3D, 0xE9, 0x3B])) else { Issue.record("read Latin-1"); return }
        #expect(latin.message.contains("not valid UTF-8") && latin.line == 1)
    }

    @Test func largerFilesThanTheLimitFailBeforeReading() throws {
        let limits = PlistReadLimits(fileBytes: 100, values: 10, depth: 10, stringBytes: 100)
        let data = Data(("(" + String(repeating: "a,", count: 60) + ")").utf8)
        guard case .failure(let failure) = PropertyListReader.read(data, limits: limits) else { Issue.record("read"); return }
        #expect(failure.message == "the file is larger than 100 bytes, the most this program reads")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Root.plist")
        try data.write(to: file)
        guard case .failure(let fileFailure) = PlistFileReader.read(file, limits: limits) else { Issue.record("read the file"); return }
        #expect(fileFailure.message.contains("larger than 100 bytes"))
    }

    @Test func xmlEnforcesTheLimits() {
        let limits = PlistReadLimits(fileBytes: 1 << 20, values: 5, depth: 2, stringBytes: 4)
        func message(_ body: String) -> String? {
            let xml = "<plist version=\"1.0\">\(body)</plist>"
            if case .failure(let failure) = PropertyListReader.read(Data(xml.utf8), limits: limits) { return failure.message }
            return nil
        }
        #expect(message("<array><array><array/></array></array>")?.contains("nested more than 2 levels") == true)
        #expect(message("<array><true/><true/><true/><true/><true/></array>")?.contains("more than 5 values") == true)
        #expect(message("<dict><key>a</key><true/><key>b</key><true/><key>c</key><true/></dict>")?.contains("more than 5 values") == true)
        #expect(message("<string>12345</string>")?.contains("longer than 4 bytes") == true)
        #expect(message("<string>1&amp;345</string>")?.contains("longer than 4 bytes") == true)
        #expect(message("<array><string>1234</string></array>") == nil)
    }

    /// The largest real pages pass the standard limits by far.
    @Test func aPageOfTenThousandRowsPassesTheStandardLimits() throws {
        let rows = (0..<10_000).map { index -> [String: Any] in
            ["Type": "PSMultiValueSpecifier", "Key": "key\(index)", "Title": "Title \(index)", "DefaultValue": index,
             "Titles": ["One", "Two", "Three"], "Values": [1, 2, 3]]
        }
        let data = try PropertyListSerialization.data(fromPropertyList: ["PreferenceSpecifiers": rows], format: .binary, options: 0)
        guard case .dictionary(let top) = try PropertyListReader.read(data).get(), case .array(let read)? = top["PreferenceSpecifiers"] else {
            Issue.record("not read")
            return
        }
        #expect(read.count == 10_000)
    }

    /// Every document with one byte changed is read or refused, never a crash (the test process
    /// would die), in each text format.
    @Test func corruptedTextDocumentsFailCleanly() throws {
        let xml = try PropertyListSerialization.data(fromPropertyList: ["a": [1, 2.5, "x&y", Data([1, 2]), Date(timeIntervalSinceReferenceDate: 0), true]],
                                                     format: .xml, options: 0)
        let openStep = Data("{ a = (1, \"x\\ny\", <0102>, { b = c; }); /* c */ \"d\" = 'e'; } // end\n".utf8)
        let strings = Data("\"k\" = \"v\";\n// c\nk2 = \"\\U00e9\";\n".utf8)
        var random = ReaderFuzzTests.Generator(state: 0x7E_47)
        for document in [xml, openStep, strings] {
            for index in document.indices {
                for replacement in [UInt8(0), 0x3C, 0x3E, 0x26, 0x22, 0x5C, 0xFF, UInt8.random(in: 0...255, using: &random)] {
                    var corrupted = document
                    corrupted[index] = replacement
                    _ = PropertyListReader.read(corrupted)
                }
            }
        }
    }
}
