import Foundation
import Testing

/// The product names no address the project does not hold: a link to a domain nobody here owns
/// (the About window's website, a package's homepage, a translation's bug address) sends users
/// to whoever registers it. Every URL and mail address in what we ship (the sources, data,
/// translations, packaging and scripts; and, when testing an installed copy, what meson
/// installed in `share/`) is on a reserved example domain (RFC 2606/6761) or is one of the few
/// standards documents and dependencies below.
@Suite struct ProductAddressTests {
    /// Third parties' addresses we may name, as URL prefixes: what they are is in the comment.
    static let allowedPrefixes = [
        "http://www.apple.com/DTDs/",                    // the property-list DTD plists declare
        "http://www.w3.org/",                            // XML namespaces (SVG)
        "http://www.freedesktop.org/standards/",         // the recent-files list's namespaces
        "http://freedesktop.org",                        // its metadata owner
        "https://www.debian.org/doc/packaging-manuals/", // debian/copyright's format
        "https://www.swift.org/install/",                // where bootstrap sends for the toolchain
        "https://github.com/apple/swift-argument-parser", // our one dependency (Package.swift)
    ]

    /// Hosts no one can register: reserved for examples and tests.
    static func isReserved(_ host: String) -> Bool {
        let host = host.lowercased()
        return ["example.com", "example.org", "example.net"].contains { host == $0 || host.hasSuffix("." + $0) }
            || [".example", ".test", ".invalid", ".localhost"].contains { host.hasSuffix($0) }
            || host == "localhost"
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What is shipped or run from the source tree (not tests: their fixtures hold hostile URLs).
    static let shipped = ["Sources", "Resources", "data", "po", "debian", "Examples", "script", "meson.build",
                          "README.md", "Package.swift", "LICENSE"]

    /// The addresses in `text` that are neither reserved nor allowed, each with the file it is in.
    /// Words are cut at spaces, quotes and brackets, and only those holding `://` or `@` are
    /// looked at (a regular expression over megabytes of sources took minutes in a debug build).
    static func foreignAddresses(in text: String, file: String) -> [String] {
        var found: [String] = []
        let separators = Set(" \t\n\r\"'<>()`\\[]{},;")
        for word in text.split(whereSeparator: { separators.contains($0) }) where word.contains("://") || word.contains("@") {
            let word = String(word)
            if let marker = word.range(of: "://") {
                let scheme = String(word[..<marker.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || "+.-".contains($0) }.reversed())
                let url = scheme + "://" + word[marker.upperBound...]
                let authority = word[marker.upperBound...].prefix { $0 != "/" }
                // Placeholders ("https://…/", "file://{path}") and schemes without a host.
                guard let host = hostName(String(authority)), scheme.lowercased() != "file" else { continue }
                if isReserved(host) || allowedPrefixes.contains(where: { url.hasPrefix($0) }) { continue }
                found.append("\(file): \(url)")
            } else if let at = word.lastIndex(of: "@"), at != word.startIndex {
                let host = String(word[word.index(after: at)...].reversed().drop { ".:".contains($0) }.reversed())
                // Image names at a scale (`icon@2x.png`) and Swift attributes are no mail addresses.
                guard let name = hostName(host), !["png", "jpg", "jpeg", "svg", "gif"].contains(name.split(separator: ".").last!)
                else { continue }
                if !isReserved(name) { found.append("\(file): \(word)") }
            }
        }
        return found
    }

    /// The host of an authority (`user@host:port`), lower-cased, when it is a domain name.
    static func hostName(_ authority: String) -> String? {
        let host = authority.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
        let name = host.lowercased()
        guard name.wholeMatch(of: /[a-z0-9\-]+(\.[a-z0-9\-]+)+/) != nil, name.contains(where: \.isLetter) else { return nil }
        return name
    }

    /// Every file under `path` (itself when a file) whose path below it `including` accepts,
    /// with its printable ASCII as text and every other byte a space (a `.mo` catalog holds its
    /// addresses in ASCII).
    static func files(under path: String, including: (String) -> Bool = { _ in true }) -> [(path: String, text: String)] {
        var paths: [String] = []
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        if isFolder.boolValue {
            for case let relative as String in FileManager.default.enumerator(atPath: path) ?? FileManager.DirectoryEnumerator()
            where including(relative) {
                paths.append(path + "/" + relative)
            }
        } else {
            paths = [path]
        }
        return paths.compactMap { file in
            guard !file.hasSuffix(".png"), var data = FileManager.default.contents(atPath: file) else { return nil }
            // A binary plist's strings lie side by side: read as XML, each is an element of its own.
            if data.starts(with: Data("bplist00".utf8)),
               let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
               let xml = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0) {
                data = xml
            }
            return (file, String(decoding: data.map { (0x20..<0x7F).contains($0) || $0 == 0x0A ? $0 : 0x20 }, as: UTF8.self))
        }
    }

    @Test func theSourcesNameOnlyReservedAndAllowedAddresses() throws {
        let found = Self.shipped.flatMap { Self.files(under: Self.root.appendingPathComponent($0).path) }
            .flatMap { Self.foreignAddresses(in: $0.text, file: $0.path) }
        #expect(found.isEmpty, "addresses the project does not hold:\n\(found.joined(separator: "\n"))")
    }

    @Test(.enabled(if: BundleSettingsBinary.isInstalled, "checks what meson installed (script/test)"))
    func theInstalledDataNamesOnlyReservedAndAllowedAddresses() throws {
        let share = URL(fileURLWithPath: BundleSettingsBinary.path).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share").path
        // Our files only: the Debian package installs into /usr, whose share/ holds every other
        // package's too. Each of ours is named for the project (its data folder, desktop entry,
        // metainfo, icons, catalogs, search provider, D-Bus service, completions, man page).
        let files = Self.files(under: share) { relative in
            let lowered = relative.lowercased()
            return lowered.contains("bundle-settings") || lowered.contains("bundlesettings")
        }
        #expect(!files.isEmpty, "nothing installed under \(share)")
        let found = files.flatMap { Self.foreignAddresses(in: $0.text, file: $0.path) }
        #expect(found.isEmpty, "addresses the project does not hold:\n\(found.joined(separator: "\n"))")
    }

    /// The check itself: a domain nobody here holds is found, in a URL or a mail address, and
    /// the reserved and allowed ones are not.
    @Test func aForeignDomainIsFound() {
        let text = """
            <url type="homepage">https://bundlesettings.org/</url> Report-Msgid-Bugs-To: bugs@bundlesettings.org
            https://example.org/x a@b.example http://www.apple.com/DTDs/PropertyList-1.0.dtd icon@2x.png https://…/x.git
            """
        #expect(Self.foreignAddresses(in: text, file: "f") == ["f: https://bundlesettings.org/", "f: bugs@bundlesettings.org"])
    }
}
