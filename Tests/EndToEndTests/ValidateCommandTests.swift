import Foundation
import Testing

@Suite struct ValidateCommandTests {
    /// `FILE:ROW:KEY: severity: message`, fields that do not apply left empty.
    static var linePattern: Regex<(Substring, Substring)> { #/^[^:]*:\d*:[^:]*: (error|warning|note): .+$/#}

    @Test func aCleanBundleExitsZeroAndPrintsNothing() throws {
        let outcome = try Sandbox().run("validate")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func errorsExitOneWithOneLinePerProblem() throws {
        let sandbox = try Sandbox(pages: ["Root": [
            ["Type": "PSMultiValueSpecifier", "Title": "Count", "Key": "count", "Values": [1, 2], "Titles": ["One"]],
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Missing"],
        ]])
        let outcome = try sandbox.run("validate")
        #expect(outcome.status == 1, "\(outcome)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        for line in lines { #expect(line.wholeMatch(of: Self.linePattern) != nil, "\(line)") }
        #expect(lines.contains { $0.hasPrefix("Root.plist:0:Titles: error: ") })
        #expect(lines.contains { $0.hasPrefix("Root.plist:1:File: error: ") && $0.contains("Missing") })
    }

    @Test func warningsAloneExitZero() throws {
        // A non-dictionary element of PreferenceSpecifiers is skipped with a warning.
        let sandbox = try Sandbox(pages: ["Root": [
            "not a row",
            ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on", "DefaultValue": true],
        ]])
        let outcome = try sandbox.run("validate")
        #expect(outcome.status == 0, "\(outcome)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.wholeMatch(of: Self.linePattern) != nil && line.contains(": warning: "), "\(line)") }
    }

    @Test func aMissingFolderExitsTwo() throws {
        let sandbox = try Sandbox()
        let outcome = try sandbox.runRaw(["validate", "--bundle", sandbox.root + "/Nothing.bundle"])
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stderr.contains("Nothing.bundle"))
    }

    @Test func aFolderWithoutRootExitsTwo() throws {
        let sandbox = try Sandbox(pages: ["Child": []])
        let outcome = try sandbox.run("validate")
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.stdout.contains("Root.plist::: error: "), "\(outcome)")
    }

    @Test(arguments: [[], ["--language", "de"], ["--idiom", "phone"], ["--language", "de", "--idiom", "phone"]])
    func theDemoBundleValidatesWithoutAnyWarning(options: [String]) throws {
        let outcome = try Sandbox().runRaw(["validate"] + options)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.isEmpty, "\(outcome)")
    }
}
