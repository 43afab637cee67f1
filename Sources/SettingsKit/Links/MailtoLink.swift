import FoundationEssentials

/// A `mailto:` URI built per RFC 6068 from a mail-compose row: recipients joined with commas,
/// every character outside the unreserved set percent-encoded in header values, line breaks as
/// `%0D%0A`. An HTML body goes as plain text, since mailto cannot carry HTML.
public enum MailtoLink {
    public static func uri(for mail: MailComposeRow) -> String {
        let address = PercentEncoding.unreserved.union("@".utf8)
        let to = mail.to.map { PercentEncoding.encode(trimmed($0), keeping: address) }.joined(separator: ",")
        var fields: [(String, String)] = []
        if !mail.cc.isEmpty { fields.append(("cc", mail.cc.map { PercentEncoding.encode(trimmed($0), keeping: address) }.joined(separator: ","))) }
        if !mail.bcc.isEmpty { fields.append(("bcc", mail.bcc.map { PercentEncoding.encode(trimmed($0), keeping: address) }.joined(separator: ","))) }
        if let subject = mail.subject, !subject.isEmpty {
            fields.append(("subject", headerValue(subject.replacing("\r\n", with: " ").replacing("\n", with: " "))))
        }
        if let body = mail.body, !body.isEmpty {
            fields.append(("body", headerValue(crlf(mail.bodyIsHTML ? HTMLText.plainText(of: body) : body))))
        }
        let query = fields.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        return "mailto:" + to + (query.isEmpty ? "" : "?" + query)
    }

    private static func headerValue(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: PercentEncoding.unreserved)
    }

    /// RFC 6068 §5: line breaks in a body are CRLF.
    private static func crlf(_ text: String) -> String {
        text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
            .replacing("\n", with: "\r\n")
    }

    private static func trimmed(_ address: String) -> String {
        address.trimmingWhitespace()
    }
}
