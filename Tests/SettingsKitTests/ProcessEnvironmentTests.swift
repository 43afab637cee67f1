import FoundationEssentials
import Glibc
import Testing
@testable import SettingsKit

@Suite struct ProcessEnvironmentTests {
    @Test func eachVariableIsSplitAtItsFirstEqualsSign() {
        let found = Self.variables(of: ["PATH=/usr/bin", "QUERY=a=b=c", "EMPTY=", "NO_EQUALS", "=nameless", "UTF8=ünï 名前"])
        #expect(found == ["PATH": "/usr/bin", "QUERY": "a=b=c", "EMPTY": "", "": "nameless", "UTF8": "ünï 名前"])
    }

    /// getenv finds the first of a name given twice, and so does every reader of ours.
    @Test func theFirstOfANameGivenTwiceIsTheOneFound() {
        #expect(Self.variables(of: ["LANG=de_DE.UTF-8", "LANG=C"]) == ["LANG": "de_DE.UTF-8"])
    }

    @Test func theProcessesOwnVariablesAreFoundationsToo() {
        #expect(ProcessEnvironment.variables == ProcessInfo.processInfo.environment)
    }

    private static func variables(of entries: [String]) -> [String: String] {
        var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { ProcessEnvironment.variables(in: $0.baseAddress!) }
    }
}
