/// One strings table looked up down the localisation chain, for the rows of one page.
///
/// A page asks for every title it has, so each lookup must cost little more than one dictionary
/// access: the folders' tables are held here once fetched, and a folder further down the chain
/// is only fetched when a key is missing from all before it (so a broken fallback table that no
/// key needs is never read, as before).
final class TranslationLookup {
    private let localizer: Localizer
    private let fileName: String
    private var tables: [[SettingKey: String]] = []
    private var nextFolder = 0

    init(localizer: Localizer, fileName: String) {
        self.localizer = localizer
        self.fileName = fileName
    }

    func string(for text: String) -> String? {
        // Translation keys are compared exactly, as NSBundle's tables compare them.
        let key = SettingKey(text)
        for table in tables {
            if let value = table[key] { return value }
        }
        while nextFolder < localizer.folders.count {
            let folder = localizer.folders[nextFolder]
            nextFolder += 1
            guard let table = localizer.table(fileName, in: folder) else { continue }
            tables.append(table)
            if let value = table[key] { return value }
        }
        return nil
    }
}
