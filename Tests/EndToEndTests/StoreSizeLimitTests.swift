import Foundation
import Testing

/// No command writes a store larger than the 16 MiB a store is read up to: such a file would show
/// every value at its default and refuse every later write.
@Suite struct StoreSizeLimitTests {
    /// A sandbox whose store is 1,000 bytes short of the limit.
    private func nearlyFullSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        let header = "[Settings]\nfiller='"
        let filler = String(repeating: "x", count: 16 * 1024 * 1024 - 1_000 - header.utf8.count - 2)
        try sandbox.write(header + filler + "'\n", to: sandbox.storePath)
        return sandbox
    }

    @Test func setRefusesAValueThatWouldMakeTheStoreTooLargeToRead() throws {
        let sandbox = try nearlyFullSandbox()
        let before = try #require(sandbox.storeBytes())
        let refused = try sandbox.run("set", "name", String(repeating: "y", count: 2_000))
        #expect(refused.status == 1, "\(refused.status) \(refused.stderr)")
        #expect(refused.stderr.contains("16,777,216"), "the limit is named: \(refused.stderr)")
        #expect(sandbox.storeBytes() == before)
        let fits = try sandbox.run("set", "name", "Ann")
        #expect(fits.status == 0, "\(fits)")
        #expect(try sandbox.run("get", "name").line == "Ann")
    }

    @Test func importRefusesValuesThatWouldMakeTheStoreTooLargeToRead() throws {
        let sandbox = try nearlyFullSandbox()
        let before = try #require(sandbox.storeBytes())
        let source = sandbox.root + "/source.ini"
        try sandbox.write("[Settings]\nname='\(String(repeating: "y", count: 2_000))'\n", to: source)
        let refused = try sandbox.run("import", "--from", source)
        #expect(refused.status == 1, "\(refused.status) \(refused.stderr)")
        #expect(refused.stderr.contains("16,777,216"), "the limit is named: \(refused.stderr)")
        #expect(refused.stdout.contains("0 of 1 keys imported"), "\(refused.stdout)")
        #expect(sandbox.storeBytes() == before)
    }
}
