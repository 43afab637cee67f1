import Foundation
import Testing
@testable import SettingsKit

/// `RecentBookmarkFilter` and `RecentFolderList` reading through it: the desktop's recent-files
/// list is cut to the bookmarks that may be ours before GLib parses it, and no entry of another
/// program, however broken, hides one of ours.
@Suite(.timeLimit(.minutes(10))) struct RecentBookmarkFilterTests {
    static let application = "Bundle Settings"
    static let prolog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xbel version="1.0"
              xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
              xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
        >

        """

    let fixture = BundleFixture()

    /// A bookmark as GLib writes it; `name` as it appears in the file (escaped).
    static func bookmark(_ path: String, name: String = application, title: String = "A title", second: Int = 0) -> String {
        let time = String(format: "2026-01-01T00:%02d:%02dZ", second / 60 % 60, second % 60)
        return """
              <bookmark href="file://\(path)" added="\(time)" modified="\(time)" visited="\(time)">
                <title>\(title)</title>
                <info>
                  <metadata owner="http://freedesktop.org">
                    <mime:mime-type type="inode/directory"/>
                    <bookmark:applications>
                      <bookmark:application name="\(name)" exec="&apos;x %f&apos;" modified="\(time)" count="1"/>
                    </bookmark:applications>
                  </metadata>
                </info>
              </bookmark>

            """
    }

    /// A folder of ours, made so that the list keeps it (only existing folders are listed).
    func folder(_ name: String) -> String {
        fixture.text("\(name)/.keep", "")
        return fixture.url(name).path
    }

    func cut(_ xbel: String) -> String? {
        Array(xbel.utf8).withUnsafeBytes { RecentBookmarkFilter.bookmarks(mayBeOf: Self.application, in: $0) }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The paths of our entries read from `xbel`, newest first.
    func listed(_ xbel: String) -> [String] {
        let file = fixture.text("recently-used.xbel", xbel).path
        return RecentFolderList.entries(in: file, registeredBy: Self.application).map(\.path)
    }

    @Test func oursAreKeptAndOthersDropped() throws {
        let ours = [folder("one"), folder("two")]
        let xbel = Self.prolog + Self.bookmark(ours[0], second: 1) + Self.bookmark("/other/a.txt", name: "Text Editor")
            + Self.bookmark(ours[1], second: 2) + Self.bookmark("/other/b.txt", name: "Bundle Viewer") + "</xbel>\n"
        let text = try #require(cut(xbel))
        #expect(text.contains(ours[0]) && text.contains(ours[1]))
        #expect(!text.contains("/other/"), "another program's entries are dropped")
        #expect(text.hasPrefix(Self.prolog.dropLast()), "the root and its namespaces are kept as they were")
        #expect(listed(xbel) == [ours[1], ours[0]])
    }

    /// GLib turns a tab or line break in an attribute into a space and decodes character
    /// references: each spelling is ours to GLib, so each is kept.
    @Test(arguments: ["Bundle&#32;Settings", "Bundle&#x20;Settings", "Bundle\tSettings", "Bundle\nSettings", "&#66;undle Settings"])
    func aNameSpelledOtherwiseIsKept(spelling: String) throws {
        let ours = folder("ours")
        let xbel = Self.prolog + Self.bookmark("/other/a.txt", name: "Other") + Self.bookmark(ours, name: spelling) + "</xbel>\n"
        #expect(try #require(cut(xbel)).contains(ours))
        #expect(listed(xbel) == [ours])
    }

    /// Entries of other programs that are broken: GLib refused the whole list for any of them;
    /// the cut drops the broken entry and keeps reading, so ours after it are listed.
    @Test(arguments: [
        ("an attribute never closed", #"<bookmark href="file:///other/a.txt><title>x</title></bookmark>"#),
        ("a < in an attribute", #"<bookmark href="file:///other/<a>.txt"><title>x</title></bookmark>"#),
        ("a bookmark never closed", #"<bookmark href="file:///other/a.txt"><title>x</title>"#),
        ("mismatched tags", #"<bookmark href="file:///other/a.txt"><title>x</info></bookmark>"#),
        ("a comment never closed", #"<bookmark href="file:///other/a.txt"><title><!-- x</title></bookmark>"#),
        ("CDATA never closed", #"<bookmark href="file:///other/a.txt"><title><![CDATA[ x</title></bookmark>"#),
        ("an unknown entity", #"<bookmark href="file:///other/a.txt"><title>&nbsp;</title></bookmark>"#),
        ("a control character", "<bookmark href=\"file:///other/a.txt\"><title>\u{01}</title></bookmark>"),
    ])
    func aBrokenEntryOfAnotherProgramDoesNotHideOurs(case: String, broken: String) throws {
        let ours = [folder("before"), folder("after")]
        let xbel = Self.prolog + Self.bookmark(ours[0], second: 1) + broken + "\n" + Self.bookmark(ours[1], second: 2) + "</xbel>\n"
        #expect(listed(xbel) == [ours[1], ours[0]], "\(`case`)")
    }

    @Test func aBrokenEntryThatIsNotUTF8DoesNotHideOurs() throws {
        let ours = folder("ours")
        var bytes = Data((Self.prolog + #"<bookmark href="file:///other/a.txt"><title>"#).utf8)
        bytes.append(contentsOf: [0xC3, 0x28, 0xFF])
        bytes.append(contentsOf: Data(("</title></bookmark>\n" + Self.bookmark(ours) + "</xbel>\n").utf8))
        let file = fixture.raw("recently-used.xbel", bytes).path
        #expect(RecentFolderList.entries(in: file, registeredBy: Self.application).map(\.path) == [ours])
    }

    /// What looks like the end of a bookmark inside a comment, CDATA, a processing instruction
    /// or an attribute does not end it; a bookmark of ours inside a comment is not one (to GLib
    /// either).
    @Test func commentsCDATAAndAttributesAreReadAsGLibReadsThem() throws {
        let ours = [folder("one"), folder("two"), folder("commented")]
        let other = """
            <bookmark href="file:///other/a.txt" note='/bookmark> "Bundle"'>
            <!-- </bookmark> --><title><![CDATA[</bookmark><bookmark href="file:///other/b">]]></title>
            <?note </bookmark>?></bookmark>

            """
        let xbel = Self.prolog + "<!-- \(Self.bookmark(ours[2])) -->\n" + Self.bookmark(ours[0], second: 1) + other
            + Self.bookmark(ours[1], second: 2) + "</xbel>\n"
        let text = try #require(cut(xbel))
        #expect(!text.contains("/other/"))
        #expect(listed(xbel) == [ours[1], ours[0]])
    }

    /// A prolog the cut does not follow (a DOCTYPE), or a root other than `<xbel>`: read whole
    /// by GLib, as before.
    @Test func aListThatCannotBeCutIsReadWhole() throws {
        let ours = folder("ours")
        let doctype = Self.prolog.replacingOccurrences(of: "<xbel", with: "<!DOCTYPE xbel>\n<xbel")
        let xbel = doctype + Self.bookmark("/other/a.txt", name: "Other") + Self.bookmark(ours) + "</xbel>\n"
        #expect(cut(xbel) == nil)
        #expect(listed(xbel) == [ours])
        #expect(cut("<bookmarks/>") == nil)
        #expect(cut(Self.prolog + "</xbel>\n") != nil)
    }

    /// A FIFO in place of the list is not waited on (GLib's reader would wait for a writer).
    @Test func aFIFOInPlaceOfTheListIsNotWaitedOn() throws {
        let path = fixture.url("recently-used.xbel").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(RecentFolderList.entries(in: path, registeredBy: Self.application).isEmpty)
    }

    /// 50,000 entries of other programs (22 MB, as a busy desktop's): what GLib is given is
    /// ours alone, a few kilobytes.
    @Test func aHugeListIsCutToOurs() throws {
        let ours = (0..<5).map { folder("bundle\($0)") }
        var xbel = Self.prolog
        for index in 0..<50_000 {
            if index % 10_000 == 0 { xbel += Self.bookmark(ours[index / 10_000], second: index / 10_000) }
            xbel += Self.bookmark("/other/document\(index).txt", name: "Other", title: "Document \(index) of another program")
        }
        xbel += "</xbel>\n"
        #expect(xbel.utf8.count > 20_000_000)
        let text = try #require(cut(xbel))
        #expect(text.utf8.count < 5_000)
        #expect(listed(xbel) == ours.reversed())
    }
}
