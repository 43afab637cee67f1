import Foundation
import Testing

/// `import` says what it copied, and exits 0 only when it copied every key of a source that exists.
@Suite struct ImportCommandTests {
    private func importing(_ contents: String?, _ sandbox: Sandbox) throws -> Outcome {
        let source = sandbox.root + "/source.ini"
        if let contents { try sandbox.write(contents, to: source) }
        return try sandbox.run("import", "--from", source)
    }

    @Test func aSourceThatDoesNotExistIsAnError() throws {
        let sandbox = try Sandbox()
        let outcome = try importing(nil, sandbox)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.contains("source.ini does not exist"), "\(outcome)")
        #expect(sandbox.storeBytes() == nil)
    }

    @Test(arguments: ["", "[Other]\nname='Bob'\n", "# only a comment\n"])
    func aSourceWithNoSettingsIsAnError(contents: String) throws {
        let sandbox = try Sandbox()
        let outcome = try importing(contents, sandbox)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.contains("holds no settings"), "\(outcome)")
    }

    @Test func aValueThatCannotBeReadIsNamedAndCounted() throws {
        let sandbox = try Sandbox()
        let outcome = try importing("[Settings]\nname=not gvariant\n", sandbox)
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.stderr.contains("bundle-settings: name: not imported:"), "\(outcome)")
        #expect(outcome.stdout.contains("0 of 1 keys imported"), "\(outcome)")
    }

    /// What `set` refuses for a key's row, `import` refuses too.
    @Test func valuesTheKeysRowsRefuseAreNamedAndLeftOut() throws {
        let sandbox = try Sandbox()
        let outcome = try importing("""
            [Settings]
            volume='loud'
            enabled='notbool'
            colour=42
            count=7
            name='Bob'
            mode='auto'

            """, sandbox)
        #expect(outcome.status == 1, "\(outcome)")
        for key in ["volume", "enabled", "colour", "count"] {
            #expect(outcome.stderr.contains("bundle-settings: \(key): not imported:"), "\(key): \(outcome.stderr)")
        }
        #expect(outcome.stdout.contains("2 of 6 keys imported"), "\(outcome)")
        for (key, value) in ["name": "Bob", "mode": "auto", "volume": "0.5", "enabled": "true", "colour": "red", "count": "10"] {
            #expect(try sandbox.run("get", key).line == value, "\(key)")
        }
    }

    @Test func aSourceThatFitsWhollyExitsZero() throws {
        let sandbox = try Sandbox()
        let outcome = try importing("[Settings]\nname='Bob'\nvolume=1.5\nextra=int64 5000000000\n", sandbox)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.contains("3 of 3 keys imported"), "\(outcome)")
        #expect(try sandbox.run("get", "volume").line == "1.5")
    }
}
