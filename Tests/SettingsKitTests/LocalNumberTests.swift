import Foundation
import Testing
@testable import SettingsKit

/// Numbers in rows follow LC_NUMERIC; what is stored never does.
@MainActor @Suite(.serialized) struct LocalNumberTests {
    private func slider() -> Row {
        var row = Row(file: "Root.plist", index: 0, kind: .slider(SliderRow(minimum: 0, maximum: 10_000)))
        row.key = "volume"
        return row
    }

    private func titleValue() -> Row {
        var row = Row(file: "Root.plist", index: 1, kind: .titleValue(TitleValueRow(choices: nil)))
        row.key = "size"
        return row
    }

    @Test func theCLocaleWritesNumbersAsStored() {
        let resolver = RowStateResolver()
        #expect(resolver.text(of: slider(), value: .real(0.42)) == "0.42")
        #expect(resolver.text(of: slider(), value: .real(2.5)) == "2.5")
        #expect(resolver.text(of: slider(), value: .real(3)) == "3")
        #expect(resolver.text(of: titleValue(), value: .integer(5000)) == "5000")
        #expect(resolver.text(of: titleValue(), value: .real(-0.0001)) == "-0.0001")
        #expect(LocalNumber.text(1e20) == "1e+20")
    }

    @Test(.enabled(if: TestLocale.isGenerated("de_DE.UTF-8"), "needs de_DE.UTF-8: run script/test-locales"))
    func germanRowsShowGermanNumbersAndTheStoreStaysC() throws {
        let resolver = RowStateResolver()
        let texts = TestLocale.with("de_DE.UTF-8") {
            [resolver.text(of: slider(), value: .real(0.42)), resolver.text(of: slider(), value: .real(1234.5)),
             resolver.text(of: titleValue(), value: .integer(5000)), resolver.text(of: titleValue(), value: .real(0.125))]
        }
        #expect(texts == ["0,42", "1.234,5", "5.000", "0,125"])
        // The key file, written and read under the German locale, keeps C numbers.
        let folder = ScratchFolder()
        let path = folder.file("settings.ini")
        let stored = try TestLocale.with("de_DE.UTF-8") { () throws -> [PlistValue?] in
            let store = KeyFileStore(path: path, watching: false)
            try store.setValue(.real(0.42), forKey: "volume")
            return [KeyFileStore(path: path, watching: false).value(forKey: "volume")]
        }
        #expect(folder.read("settings.ini")?.contains("volume=0.42") == true, "\(folder.read("settings.ini") ?? "")")
        #expect(stored == [.real(0.42)])
    }
}
