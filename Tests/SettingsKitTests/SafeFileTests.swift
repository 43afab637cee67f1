import Foundation
import Testing
@testable import SettingsKit

/// `SafeFile`, the one place files are opened: bundle files never lead out of their folder, not
/// even when they are swapped for a link while being read, with `openat2` and with the walk that
/// stands in for it on older kernels; store files that are FIFOs, devices or links.
@Suite(.timeLimit(.minutes(10))) struct SafeFileTests {
    private func text(_ result: Result<Data, SafeFile.Failure>) -> String? {
        guard case .success(let data) = result else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private func cause(_ result: Result<Data, SafeFile.Failure>) -> SafeFile.Failure.Cause? {
        guard case .failure(let failure) = result else { return nil }
        return failure.cause
    }

    @Test(arguments: [true, false])
    func aFileOrFolderThatIsALinkOutOfTheFolderIsRefused(usingOpenat2: Bool) throws {
        let fixture = BundleFixture()
        fixture.text("Outside.txt", "outside")
        fixture.text("Elsewhere/Page.txt", "outside")
        fixture.folder("Settings.bundle")
        fixture.symlink("Settings.bundle/Absolute.txt", to: fixture.url("Outside.txt").path)
        fixture.symlink("Settings.bundle/Relative.txt", to: "../Outside.txt")
        fixture.symlink("Settings.bundle/Sub", to: fixture.url("Elsewhere").path)
        let bundle = fixture.url("Settings.bundle")
        for name in ["Absolute.txt", "Relative.txt", "../Outside.txt", "Sub/Page.txt"] {
            #expect(cause(SafeFile.contents(of: name, beneath: bundle, usingOpenat2: usingOpenat2)) == .escapes, "\(name)")
        }
    }

    @Test(arguments: [true, false])
    func linksThatStayInsideAreFollowed(usingOpenat2: Bool) throws {
        let fixture = BundleFixture()
        fixture.text("Settings.bundle/Shared/Real.txt", "inside")
        fixture.symlink("Settings.bundle/Relative.txt", to: "Shared/Real.txt")
        fixture.symlink("Settings.bundle/en.lproj", to: "Shared")
        // An absolute link naming a file inside is inside too (the kernel refuses it; the walk decides).
        fixture.symlink("Settings.bundle/Absolute.txt", to: fixture.url("Settings.bundle/Shared/Real.txt").resolvingSymlinksInPath().path)
        let bundle = fixture.url("Settings.bundle")
        for name in ["Relative.txt", "en.lproj/Real.txt", "Absolute.txt", "Shared/../Shared/Real.txt"] {
            #expect(text(SafeFile.contents(of: name, beneath: bundle, usingOpenat2: usingOpenat2)) == "inside", "\(name)")
        }
    }

    @Test(arguments: [true, false])
    func specialFilesAndLargeFilesAreRefusedBeforeReading(usingOpenat2: Bool) throws {
        let fixture = BundleFixture()
        fixture.fifo("Settings.bundle/Pipe.plist")
        fixture.text("Settings.bundle/Big.plist", String(repeating: "x", count: 100))
        fixture.folder("Settings.bundle/Folder.plist")
        let bundle = fixture.url("Settings.bundle")
        #expect(cause(SafeFile.contents(of: "Pipe.plist", beneath: bundle, usingOpenat2: usingOpenat2)) == .notRegular(kind: .namedPipe))
        #expect(cause(SafeFile.contents(of: "Folder.plist", beneath: bundle, usingOpenat2: usingOpenat2)) == .notRegular(kind: .folder))
        #expect(cause(SafeFile.contents(of: "Big.plist", beneath: bundle, byteLimit: 99, usingOpenat2: usingOpenat2)) == .tooLarge)
        #expect(cause(SafeFile.contents(of: "Missing.plist", beneath: bundle, usingOpenat2: usingOpenat2)) == .missing)
        #expect(cause(SafeFile.contents(atPath: "/dev/zero", byteLimit: SafeFile.storeByteLimit)) == .notRegular(kind: .device))
    }

    /// The old check looked at the path and then opened it again: a page swapped between a file
    /// and a link out of the bundle leaked the outside file about one read in six.
    @Test(arguments: [true, false])
    func aPageSwappedForALinkOutWhileReadingNeverLeaksTheOutsideFile(usingOpenat2: Bool) throws {
        let fixture = BundleFixture()
        fixture.page("Outside.plist", [toggle("outside-secret")])
        fixture.page("Settings.bundle/Inside.plist", [toggle("inside")])
        fixture.page([childPane("Swap", file: "Swap")])
        let bundle = fixture.url("Settings.bundle")
        let regular = bundle.appendingPathComponent("Swap.plist").path
        let link = bundle.appendingPathComponent("Swap.link").path
        let copy = bundle.appendingPathComponent("Swap.copy").path
        let swapper = Swapper(target: regular, link: link, copy: copy,
                              outside: fixture.url("Outside.plist").path, inside: bundle.appendingPathComponent("Inside.plist").path)
        swapper.start()
        defer { swapper.stop() }
        // On a loaded machine the swapping thread may start late: read until it has swapped
        // many times while reading went on (at least 200 reads, at most 20 seconds).
        var readInside = 0
        var reads = 0
        let deadline = Date().addingTimeInterval(20)
        while reads < 200 || swapper.swaps < 50, Date() < deadline {
            reads += 1
            let contents = SafeFile.contents(of: "Swap.plist", beneath: bundle, usingOpenat2: usingOpenat2)
            if let text = text(contents) {
                #expect(!text.contains("outside-secret"), "the outside file was read")
                readInside += 1
            }
            let page = PageLocator(roots: [bundle], localizedFolders: { _ in [] }, listedNames: { _, _ in nil }, idiom: .pad).locate("Swap")
            if case .success(let found) = page, let text = text(found.contents) {
                #expect(!text.contains("outside-secret"), "the outside page was read")
            }
        }
        // The swap really happened both ways (else the test proves nothing).
        #expect(swapper.swaps >= 50)
    }
}

/// Renames a link out of the bundle and a regular file in turns over one name, on its own
/// thread: `rename` makes each swap atomic, so the name is always one or the other.
private final class Swapper: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var count = 0
    private let target, link, copy, outside, inside: String
    private var thread: Thread?

    init(target: String, link: String, copy: String, outside: String, inside: String) {
        self.target = target
        self.link = link
        self.copy = copy
        self.outside = outside
        self.inside = inside
    }

    var swaps: Int { lock.withLock { count } }

    func start() {
        let thread = Thread { [self] in
            while lock.withLock({ running }) {
                unlink(link)
                symlink(outside, link)
                rename(link, target)
                unlink(copy)
                Glibc.link(inside, copy)
                rename(copy, target)
                lock.withLock { count += 1 }
            }
        }
        self.thread = thread
        thread.start()
    }

    func stop() {
        lock.withLock { running = false }
        while !(thread?.isFinished ?? true) { usleep(1000) }
    }
}
