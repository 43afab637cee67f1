import Foundation
import Testing
@testable import SettingsKit

/// When a multi-value row is a dropdown, a page, a searchable page or an empty state, and how
/// the page's search matches.
@Suite struct ChoicePresentationTests {
    private static func multiValue(_ count: Int, _ extra: [String: Any] = [:]) -> [String: Any] {
        var keys: [String: Any] = ["Key": "pick", "Title": "Pick", "DefaultValue": 0,
                                   "Values": Array(0..<count), "Titles": (0..<count).map { "Choice \($0)" }]
        keys.merge(extra) { _, new in new }
        return row("PSMultiValueSpecifier", keys)
    }

    private static func presentation(_ row: [String: Any]) throws -> ChoicePresentation {
        let page = BundleFixture.rows([row])
        let parsed = try #require(page.row(key: "pick"))
        guard case .multiValue(let multi) = parsed.kind else { throw Failure("not a multi-value: \(parsed.kind)") }
        return ChoicePresentation.of(parsed, multi)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func upToEightPlainChoicesAreADropdown() throws {
        #expect(try Self.presentation(Self.multiValue(1)) == .dropDown)
        #expect(try Self.presentation(Self.multiValue(3)) == .dropDown)
        #expect(try Self.presentation(Self.multiValue(8)) == .dropDown)
        #expect(try Self.presentation(Self.multiValue(9)) == .page(searchable: false))
    }

    @Test func moreThanFifteenChoicesGetASearchablePage() throws {
        #expect(try Self.presentation(Self.multiValue(15)) == .page(searchable: false))
        #expect(try Self.presentation(Self.multiValue(16)) == .page(searchable: true))
        #expect(try Self.presentation(Self.multiValue(200)) == .page(searchable: true))
    }

    @Test func choicesWithImagesSubtitlesOrAFooterKeepTheirPage() throws {
        let icons = Self.multiValue(3, ["IconNames": ["folder", "folder", "folder"]])
        #expect(try Self.presentation(icons) == .page(searchable: false))
        let subtitles = Self.multiValue(3, ["IASKSubtitle": ["0": "Zero", "__default__": "Other"]])
        #expect(try Self.presentation(subtitles) == .page(searchable: false))
        let footer = Self.multiValue(3, ["FooterText": "Pick wisely"])
        #expect(try Self.presentation(footer) == .page(searchable: false))
        // One subtitle for every value is the row's, not the choices': still a dropdown.
        #expect(try Self.presentation(Self.multiValue(3, ["IASKSubtitle": "Always"])) == .dropDown)
    }

    @Test func noValuesMeansTheApplicationSuppliesThem() throws {
        let dynamic = row("PSMultiValueSpecifier", ["Key": "pick", "Title": "Country", "DefaultValue": "de"])
        #expect(try Self.presentation(dynamic) == .suppliedByApplication)
    }

    @Test func theFilterIgnoresCaseAndAccentsAndMatchesAnywhere() {
        let choices = ChoiceList(["Café Zürich", "Crème brûlée", "Tokyo", "São Paulo", "東京"].enumerated().map {
            Choice(value: .integer($0.offset), title: $0.element)
        })
        #expect(ChoiceFilter("cafe").matchingIndices(in: choices) == [0])
        #expect(ChoiceFilter("ZURICH").matchingIndices(in: choices) == [0])
        #expect(ChoiceFilter("brulee").matchingIndices(in: choices) == [1])
        #expect(ChoiceFilter("sao p").matchingIndices(in: choices) == [3])
        #expect(ChoiceFilter("京").matchingIndices(in: choices) == [4])
        #expect(ChoiceFilter("o").matchingIndices(in: choices) == [2, 3])
        #expect(ChoiceFilter("  ").matchingIndices(in: choices) == [0, 1, 2, 3, 4])
        #expect(ChoiceFilter("xyz").matchingIndices(in: choices).isEmpty)
    }

    /// The same folding as the window's search: what finds a row there finds a choice here.
    @Test func theFilterFoldsAsTheWindowSearchDoes() {
        let choices = ChoiceList(["Ｗｉｄｅ", "Dark  Mode", "ﬁne"].enumerated().map {
            Choice(value: .integer($0.offset), title: $0.element)
        })
        #expect(ChoiceFilter("wide").matchingIndices(in: choices) == [0])
        #expect(ChoiceFilter("dark mode").matchingIndices(in: choices) == [1])
        #expect(ChoiceFilter("fine").matchingIndices(in: choices) == [2])
    }

    @Test func theFilterMatchesShortTitlesToo() {
        let choices = ChoiceList([Choice(value: .string("us"), title: "United States of America", shortTitle: "USA")])
        #expect(ChoiceFilter("usa").matchingIndices(in: choices) == [0])
    }
}
