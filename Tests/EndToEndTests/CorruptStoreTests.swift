import Foundation
import Testing

/// A store file that does not parse is reported and never overwritten.
@Suite struct CorruptStoreTests {
    private func corruptSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("this is [not a key file\nname='Bob'\n", to: sandbox.storePath)
        return sandbox
    }

    @Test func getWarnsAndShowsTheDefault() throws {
        let sandbox = try corruptSandbox()
        let outcome = try sandbox.run("get", "name")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.line == "Jane")
        #expect(outcome.stderr.contains("warning"), "\(outcome)")
        #expect(outcome.stderr.contains(sandbox.storePath), "\(outcome)")
    }

    @Test func setRefusesAndLeavesTheFileAlone() throws {
        let sandbox = try corruptSandbox()
        let before = try #require(sandbox.storeBytes())
        let outcome = try sandbox.run("set", "name", "Alice")
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.contains(sandbox.storePath), "\(outcome)")
        #expect(sandbox.storeBytes() == before)
        #expect(try sandbox.run("reset", "--all").status == 1)
        #expect(sandbox.storeBytes() == before)
    }

    /// GLib's reader ends a line at a NUL byte: the group header after it would go unseen, the
    /// other group's `name` be read as ours, and a rewrite drop the header and what follows the NUL.
    @Test func aStoreHoldingANULByteIsUnreadableAndLeftAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[Settings]\ncount=42\u{0}[Other]\nname='Eve'\n", to: sandbox.storePath)
        let before = try #require(sandbox.storeBytes())
        let read = try sandbox.run("get", "name")
        #expect(read.status == 0 && read.line == "Jane", "\(read)")
        #expect(read.stderr.contains(sandbox.storePath) && read.stderr.contains("NUL"), "\(read)")
        let write = try sandbox.run("set", "colour", "blue")
        #expect(write.status == 1, "\(write)")
        #expect(write.stderr.contains("NUL"), "\(write)")
        #expect(sandbox.storeBytes() == before)
    }

    @Test func aCorruptPlistStoreIsLeftAloneToo() throws {
        let sandbox = try Sandbox()
        let path = sandbox.root + "/values.plist"
        try sandbox.write("<plist><dict><key>name</key>", to: path)
        let before = try #require(sandbox.storeBytes(at: path))
        let read = try sandbox.run("get", "name", "--store", path)
        #expect(read.status == 0 && read.line == "Jane", "\(read)")
        #expect(read.stderr.contains(path), "\(read)")
        #expect(try sandbox.run("set", "name", "Alice", "--store", path).status == 1)
        #expect(sandbox.storeBytes(at: path) == before)
    }

    @Test func aStoredValueThatCannotBeReadIsNamedOnStandardError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[Settings]\ncount=not gvariant\n", to: sandbox.storePath)
        let outcome = try sandbox.run("get", "count")
        #expect(outcome.line == "10", "\(outcome)")
        #expect(outcome.stderr.hasPrefix("bundle-settings: \(sandbox.storePath)::count: warning: the stored value cannot be read"),
                "\(outcome)")
    }

    /// `get` and `set` read the stored values they need alone, so they warn of their own key's:
    /// another key's unreadable value is none of their business (`list` says it).
    @Test func getAndSetWarnOfTheirOwnKeyAlone() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[Settings]\ncount=not gvariant\n", to: sandbox.storePath)
        let read = try sandbox.run("get", "name")
        #expect(read.status == 0 && read.line == "Jane" && read.stderr.isEmpty, "\(read)")
        let write = try sandbox.run("set", "name", "Alice")
        #expect(write.status == 0 && write.stderr.isEmpty, "\(write)")
        #expect(try sandbox.run("get", "name").line == "Alice")
        #expect(sandbox.storeBytes().map { String(decoding: $0, as: UTF8.self).contains("count=not gvariant") } == true)
        let listed = try sandbox.run("list")
        #expect(listed.stderr.contains("::count: warning: the stored value cannot be read"), "\(listed)")
        let own = try sandbox.run("set", "count", "42")
        #expect(own.status == 0 && own.stderr.contains("::count: warning: the stored value cannot be read"), "\(own)")
    }

    /// GLib 2.74 gives this error an offset from a NULL pointer (a 20-digit number); the message
    /// names where the value became too deep instead.
    @Test func aValueNestedTooDeeplyIsNamedWithItsOffset() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[Settings]\ncount=" + String(repeating: "<", count: 200) + "\n", to: sandbox.storePath)
        let outcome = try sandbox.run("get", "count")
        #expect(outcome.line == "10", "\(outcome)")
        #expect(outcome.stderr.contains(": 128:variant nested too deeply"), "\(outcome)")
    }
}
