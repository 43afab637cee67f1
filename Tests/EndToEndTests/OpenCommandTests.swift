import Foundation
import Testing

/// Opening the window: the command line hands its arguments straight to the window executable,
/// which answers mistakes before it starts GTK (no display here), in the command line's name.
@Suite struct OpenCommandTests {
    @Test(arguments: [["--bundel", "x"], ["open", "--bundel", "x"], ["--store-format", "yaml"]])
    func aMistakeIsAnsweredWithoutADisplayInTheCommandsName(arguments: [String]) throws {
        let outcome = try Sandbox().runRaw(arguments)
        #expect(outcome.status != 0, "\(outcome)")
        #expect(outcome.stderr.contains("bundle-settings"), "\(outcome)")
        #expect(!outcome.stderr.contains("bundle-settings-window"), "\(outcome)")
        #expect(!outcome.stderr.lowercased().contains("display"), "refused before GTK: \(outcome)")
    }

    @Test func helpIsTheCommandLines() throws {
        let overview = try Sandbox().runRaw(["--help"])
        #expect(overview.status == 0, "\(overview)")
        #expect(overview.stdout.contains("validate"), "the subcommands are listed: \(overview)")
        // Help after the window's options is the window command's help, still without GTK.
        let open = try Sandbox().runRaw(["--bundle", "x", "--help"])
        #expect(open.status == 0, "\(open)")
        #expect(open.stdout.contains("--bundle") && open.stdout.contains("bundle-settings open"), "\(open)")
    }

    /// `bundle-settings FOLDER` is answered by the window executable itself, whose usage names
    /// no `open` subcommand: the command line did not parse it first.
    @Test func aFolderGivenFirstGoesStraightToTheWindow() throws {
        let outcome = try Sandbox().runRaw(["x", "y"])
        #expect(outcome.status != 0, "\(outcome)")
        #expect(outcome.stderr.contains("Unexpected argument 'y'"), "\(outcome)")
        #expect(outcome.stderr.contains("Usage: bundle-settings [") && outcome.stderr.contains("[<folder>]")
                    && !outcome.stderr.contains("bundle-settings open"), "the window answered: \(outcome)")
    }

    @Test func aBundleFolderNamedLikeASubcommandStillOpensTheWindow() throws {
        let sandbox = try Sandbox()
        let outcome = try sandbox.runRaw(["--bundle", "set", "--store-format", "yaml"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("yaml"), "the window's option check ran: \(outcome)")
    }
}
