import Foundation
import Testing

/// Store, system and lock files that are not plain files: FIFOs (which used to hang every
/// command), devices (which used to be read until memory ran out, or replaced by a regular file),
/// links (a symlinked store used to be replaced by a regular file; a link at `settings.ini.lock`
/// used to create its target) and a hard link at `settings.ini.new` (used to be overwritten).
/// Each command runs with a watchdog, so a regression fails instead of hanging.
@Suite struct SpecialStoreFileTests {
    private static let limit = 10.0

    private func makeFolder(of path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
    }

    private func fifo(_ path: String) throws {
        try makeFolder(of: path)
        #expect(mkfifo(path, 0o644) == 0)
    }

    private func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    @Test(arguments: [["get", "name"], ["list"], ["set", "name", "Bob"], ["dump"]])
    func aFIFOAsTheStoreIsRefusedAtOnce(command: [String]) throws {
        let sandbox = try Sandbox()
        try fifo(sandbox.storePath)
        let outcome = try sandbox.runRaw([command[0], "--bundle", sandbox.bundlePath] + command.dropFirst(), timeout: Self.limit)
        #expect(!outcome.timedOut, "\(command) hung on a FIFO")
        #expect(outcome.stderr.contains("\(sandbox.storePath) is a named pipe (FIFO), not a settings file"), "\(outcome)")
        if command[0] == "set" { #expect(outcome.status != 0) }
        #expect(isFIFO(sandbox.storePath))
    }

    @Test(arguments: ["settings.ini", "locks"])
    func aFIFOAmongTheSystemFilesIsReportedAndSkipped(name: String) throws {
        let sandbox = try Sandbox()
        let path = sandbox.systemFolder + "/" + name
        try fifo(path)
        let outcome = try sandbox.run(within: Self.limit, "list")
        #expect(!outcome.timedOut, "list hung on the system \(name)")
        #expect(outcome.stderr.contains("\(path) is a named pipe (FIFO)"), "\(outcome)")
        #expect(try sandbox.run(within: Self.limit, "set", "name", "Bob").status == 0)
        #expect(try sandbox.run(within: Self.limit, "get", "name").line == "Bob")
    }

    @Test func aFIFOAtTheTemporaryFileIsReplacedNotOpened() throws {
        let sandbox = try Sandbox()
        try fifo(sandbox.storePath + ".new")
        let outcome = try sandbox.run(within: Self.limit, "set", "name", "Bob")
        #expect(!outcome.timedOut, "set hung on settings.ini.new")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try sandbox.run(within: Self.limit, "get", "name").line == "Bob")
    }

    @Test func devZeroIsRefusedNotReadUntilMemoryRunsOut() throws {
        let sandbox = try Sandbox()
        let outcome = try sandbox.run(within: Self.limit, "get", "name", "--store", "/dev/zero")
        #expect(!outcome.timedOut)
        // Like any unreadable store: a warning, and the defaults shown.
        #expect(outcome.stderr.contains("/dev/zero is a device, not a settings file"), "\(outcome)")
        let write = try sandbox.run(within: Self.limit, "set", "name", "Bob", "--store", "/dev/zero")
        #expect(write.status != 0 && write.stderr.contains("/dev/zero is a device"), "\(write)")
    }

    @Test func aDeviceAsTheStoreIsNeverReplaced() throws {
        let sandbox = try Sandbox()
        // A null device of our own, so a regression replaces nothing that matters.
        let device = sandbox.root + "/null"
        // makedev(1, 3) (major 1, minor 3: /dev/null), which Swift does not import.
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "mknod needs root")
        let outcome = try sandbox.run(within: Self.limit, "set", "name", "Bob", "--store", device)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("\(device) is a device, not a settings file"), "\(outcome)")
        var status = stat()
        #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "the device was replaced")
        #expect(!FileManager.default.fileExists(atPath: device + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: device + ".new"))
    }

    @Test func aSymlinkedStoreIsWrittenThroughToItsTarget() throws {
        let sandbox = try Sandbox()
        let target = sandbox.root + "/dotfiles/bundle-settings.ini"
        try sandbox.write("[Settings]\nkept='yes'\n", to: target)
        try makeFolder(of: sandbox.storePath)
        try FileManager.default.createSymbolicLink(atPath: sandbox.storePath, withDestinationPath: "../../dotfiles/bundle-settings.ini")
        let outcome = try sandbox.run(within: Self.limit, "set", "name", "Bob")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.storePath) == "../../dotfiles/bundle-settings.ini",
                "the link was replaced")
        let text = try #require(FileManager.default.contents(atPath: target)).utf8Text
        #expect(text.contains("name='Bob'") && text.contains("kept='yes'"), "\(text)")
        #expect(try sandbox.run(within: Self.limit, "get", "name").line == "Bob")
        // The lock and the temporary live next to the target, shared by every path to it.
        #expect(FileManager.default.fileExists(atPath: target + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.storePath + ".lock"))
    }

    @Test func aHardLinkAtTheTemporaryFileIsNotOverwritten() throws {
        let sandbox = try Sandbox()
        let other = sandbox.root + "/precious.txt"
        try sandbox.write("precious", to: other)
        try makeFolder(of: sandbox.storePath)
        #expect(link(other, sandbox.storePath + ".new") == 0)
        #expect(try sandbox.run(within: Self.limit, "set", "name", "Bob").status == 0)
        #expect(FileManager.default.contents(atPath: other)?.utf8Text == "precious")
        #expect(try sandbox.run(within: Self.limit, "get", "name").line == "Bob")
    }

    @Test func aSymlinkAtTheLockFileDoesNotCreateItsTarget() throws {
        let sandbox = try Sandbox()
        let target = sandbox.root + "/created-by-the-lock"
        try makeFolder(of: sandbox.storePath)
        try FileManager.default.createSymbolicLink(atPath: sandbox.storePath + ".lock", withDestinationPath: target)
        let outcome = try sandbox.run(within: Self.limit, "set", "name", "Bob")
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("is a symbolic link, not a lock file"), "\(outcome)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}
