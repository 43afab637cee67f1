import Foundation
import Testing

@Suite struct DumpCommandTests {
    @Test func theDocumentHasTheFixedFieldNames() throws {
        // The child page leads on to a page with a warning, so diagnostics has an entry.
        var pages = FixtureBundle.standardPages
        pages["Child"] = (pages["Child"] ?? []) + [["Type": "PSChildPaneSpecifier", "Title": "Broken", "File": "Broken"]]
        pages["Broken"] = ["not a row"]
        let sandbox = try Sandbox(pages: pages)

        let outcome = try sandbox.run("dump")
        #expect(outcome.status == 0, "\(outcome)")
        let document = try #require(try outcome.json() as? [String: Any])
        #expect(document["bundle"] as? String == sandbox.bundlePath)
        #expect(document["languages"] is [String])

        let pageList = try #require(document["pages"] as? [[String: Any]])
        #expect(pageList.map { $0["file"] as? String } == ["Root", "Child", "Broken"])
        for page in pageList {
            #expect(Set(page.keys).isSuperset(of: ["file", "path", "title", "sections"]), "\(page.keys)")
        }
        #expect(pageList[0]["path"] as? String == sandbox.bundlePath + "/Root.plist")
        #expect(pageList[1]["title"] as? String == "More")

        let sections = try #require(pageList[0]["sections"] as? [[String: Any]])
        for section in sections {
            #expect(Set(section.keys).isSuperset(of: ["title", "footer", "key", "rows"]), "\(section.keys)")
        }
        #expect(sections[0]["title"] as? String == "General")
        #expect(sections[0]["footer"] as? String == "Footer words")
        #expect(sections[0]["key"] as? String == "general_group")

        let rows = sections.flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        for row in rows {
            #expect(Set(row.keys).isSuperset(of: ["type", "key", "title", "subtitle", "value", "text"]), "\(row.keys)")
        }
        let count = try #require(rows.first { $0["key"] as? String == "count" })
        #expect(count["type"] as? String == "PSMultiValueSpecifier")
        #expect(count["value"] as? Int == 10)
        #expect(count["text"] as? String == "10")
        let choices = try #require(count["choices"] as? [[String: Any]])
        #expect(choices.map { $0["value"] as? Int } == [10, 42, 100])
        #expect(choices.map { $0["title"] as? String } == ["Ten", "Forty-two", "Hundred"])
        #expect(choices.map { $0["shortTitle"] as? String } == ["10", "42", "100"])
        let pane = try #require(rows.first { $0["type"] as? String == "PSChildPaneSpecifier" })
        #expect(pane["file"] as? String == "Child")

        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let skipped = try #require(diagnostics.first { $0["file"] as? String == "Broken.plist" })
        #expect(Set(skipped.keys) == ["severity", "file", "row", "key", "message"])
        #expect(skipped["severity"] as? String == "warning")
        #expect(skipped["row"] as? Int == 0)
        #expect(skipped["message"] as? String != nil)
    }

    @Test func itShowsEffectiveValuesAfterASet() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("set", "name", "Bob").status == 0)
        #expect(try sandbox.run("set", "count", "42").status == 0)
        let document = try #require(try sandbox.run("dump").json() as? [String: Any])
        let rows = (document["pages"] as? [[String: Any]] ?? [])
            .flatMap { $0["sections"] as? [[String: Any]] ?? [] }
            .flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        let name = try #require(rows.first { $0["key"] as? String == "name" })
        #expect(name["value"] as? String == "Bob")
        #expect(name["text"] as? String == "Bob")
        #expect(name["source"] as? String == "user")
        let count = try #require(rows.first { $0["key"] as? String == "count" })
        #expect(count["value"] as? Int == 42)
        #expect(count["text"] as? String == "42")
        #expect(count["source"] as? String == "user")
        let enabled = try #require(rows.first { $0["key"] as? String == "enabled" })
        #expect(enabled["source"] as? String == "default")
    }
}
