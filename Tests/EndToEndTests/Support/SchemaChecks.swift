import Foundation

/// What a schema `bundle-settings schema` printed must pass: `glib-compile-schemas --strict`,
/// and an XML 1.0 parser (Python's expat, stricter than GLib's GMarkup).
enum SchemaChecks {
    /// `glib-compile-schemas --strict` on a folder of the sandbox holding only `schema` as
    /// `ID.gschema.xml`: nil when it compiles, else the compiler's messages.
    static func compileProblem(_ schema: String, id: String, in sandbox: Sandbox) throws -> String? {
        let folder = sandbox.root + "/schemas-" + UUID().uuidString
        try sandbox.write(schema, to: folder + "/" + id + ".gschema.xml")
        let outcome = try Outcome.ofTool("/usr/bin/glib-compile-schemas", ["--strict", folder], environment: sandbox.environment,
                                         in: sandbox.root)
        return outcome.status == 0 ? nil : outcome.stdout
    }

    /// Nil when `schema` is well-formed XML, else the parser's complaint.
    static func xmlProblem(_ schema: String, in sandbox: Sandbox) throws -> String? {
        let file = sandbox.root + "/check-" + UUID().uuidString + ".xml"
        try sandbox.write(schema, to: file)
        let outcome = try Outcome.ofTool("/usr/bin/python3", ["-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", file],
                                         environment: sandbox.environment, in: sandbox.root)
        return outcome.status == 0 ? nil : outcome.stdout
    }
}
