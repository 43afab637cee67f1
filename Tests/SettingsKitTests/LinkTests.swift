import Testing
@testable import SettingsKit

@Suite struct MailtoLinkTests {
    @Test func recipientsAndFieldsPerRFC6068() {
        var mail = MailComposeRow()
        mail.to = ["support@example.com", "a+b@example.org"]
        mail.cc = ["cc@example.com"]
        mail.bcc = ["hidden@example.com"]
        mail.subject = "Q&A? 1+1=2 #1 100% ok"
        mail.body = "Line one\nLine two: café"
        #expect(MailtoLink.uri(for: mail) ==
            "mailto:support@example.com,a%2Bb@example.org?cc=cc@example.com&bcc=hidden@example.com"
            + "&subject=Q%26A%3F%201%2B1%3D2%20%231%20100%25%20ok"
            + "&body=Line%20one%0D%0ALine%20two%3A%20caf%C3%A9")
    }

    @Test func emptyFieldsAreLeftOut() {
        var mail = MailComposeRow()
        mail.subject = ""
        #expect(MailtoLink.uri(for: mail) == "mailto:")
        mail.to = ["x@example.com"]
        #expect(MailtoLink.uri(for: mail) == "mailto:x@example.com")
    }

    @Test func htmlBodyGoesAsPlainText() {
        var mail = MailComposeRow()
        mail.body = "<p>Hello <b>you</b> &amp; me</p><p>Bye<br/>now</p>"
        mail.bodyIsHTML = true
        #expect(MailtoLink.uri(for: mail) == "mailto:?body=Hello%20you%20%26%20me%0D%0ABye%0D%0Anow")
    }
}

@Suite struct WebLinkTests {
    @Test(arguments: [
        ("https://example.com/a b", "https://example.com/a%20b"),
        ("https://例え.jp/über?q=ä", "https://%E4%BE%8B%E3%81%88.jp/%C3%BCber?q=%C3%A4"),
        ("https://example.com/already%20encoded", "https://example.com/already%20encoded"),
        ("  HTTP://example.com  ", "http://example.com"),
        ("mailto:someone@example.com", "mailto:someone@example.com"),
    ])
    func opensWebAndMailLinks(text: String, expected: String) throws {
        #expect(try WebLink.uri(for: text).get() == expected)
    }

    @Test(arguments: ["file:///etc/passwd", "javascript:alert(1)", "myapp://settings", "example.com", "https://", "sms:123"])
    func refusesEverythingElse(text: String) {
        #expect(throws: SettingsError.self) { try WebLink.uri(for: text).get() }
    }
}
