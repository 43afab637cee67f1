import Foundation
import Testing

/// The command line links GLib alone and loads GIO when a command first needs it
/// (`Sources/CGioOnDemand`): `get` and `set` on a key file, most of its runs, never pay for GIO
/// and the libraries behind it. The loader's own trace (`LD_DEBUG=files`) says what each run
/// loaded and why.
@Suite struct GIOLoadingTests {
    private func loadedGIO(_ outcome: Outcome) -> [Substring] {
        outcome.stderr.split(separator: "\n").filter { $0.contains("file=libgio-2.0.so") }
    }

    @Test func getAndSetOnAKeyFileLoadNoGIO() throws {
        let sandbox = try Sandbox()
        sandbox.extraEnvironment["LD_DEBUG"] = "files"
        let set = try sandbox.run("set", "count", "42")
        #expect(set.status == 0, "\(set)")
        #expect(loadedGIO(set).isEmpty, "\(set.stderr)")
        #expect(set.stderr.contains("file=libglib-2.0.so"), "the trace is there to read")
        let get = try sandbox.run("get", "count")
        #expect(get.stdout == "42\n", "\(get)")
        #expect(loadedGIO(get).isEmpty, "\(get.stderr)")
    }

    /// GSettings is GIO's: the same command on a GSettings store loads it then, and works.
    @Test func aGSettingsStoreLoadsGIOWhenItIsOpened() throws {
        let sandbox = try Sandbox()
        sandbox.extraEnvironment["LD_DEBUG"] = "files"
        let get = try sandbox.run("get", "count", "--store", "gsettings:org.example.missing")
        #expect(get.status == 0, "\(get)")
        #expect(get.stdout == "10\n", "the default still shows")
        #expect(get.stderr.contains("The GSettings schema org.example.missing is not installed"), "\(get.stderr)")
        let loads = loadedGIO(get)
        #expect(loads.contains { $0.contains("dynamically loaded by") }, "\(get.stderr)")
        #expect(!loads.contains { $0.contains("needed by") }, "loaded when opened, not linked")
    }

    /// A GIO the system cannot load is said, naming the library, and the command exits as the
    /// loader's own failure does (127); commands that need no GIO still work.
    @Test func aGIOThatCannotBeLoadedIsSaid() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root + "/broken-libraries"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/libgio-2.0.so.0", contents: Data()))
        sandbox.extraEnvironment["LD_LIBRARY_PATH"] = folder
        let gsettings = try sandbox.run("get", "count", "--store", "gsettings:org.example.missing")
        #expect(gsettings.status == 127, "\(gsettings)")
        #expect(gsettings.stderr.contains("bundle-settings: cannot load libgio-2.0.so.0, which this command needs: "),
                "\(gsettings.stderr)")
        #expect(try sandbox.run("set", "count", "42").status == 0)
        #expect(try sandbox.run("get", "count").stdout == "42\n")
    }
}
