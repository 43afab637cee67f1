// settings-fuzz: the fuzz targets of SettingsKit (see Fuzz/README.md and script/fuzz).
//
//   settings-fuzz TARGET [libFuzzer options] [CORPUS…]   fuzz (libFuzzer build, made by script/fuzz)
//   settings-fuzz TARGET FILE…                           replay inputs (any debug build)
//   settings-fuzz --list                                 the target names
//
// One executable for all targets: libFuzzer's `main` is not used (SwiftPM links every executable
// with its own entry point), so `main` here picks the target from the first argument and hands the
// rest to `LLVMFuzzerRunDriver`. script/fuzz builds with `-D FUZZING`, ASan and libFuzzer's
// coverage instrumentation, and links `libclang_rt.fuzzer_no_main`; a plain `swift build` makes a
// replay-only tool, so the normal build needs no libFuzzer. A release build has no targets
// (`@testable import` needs a debug build).
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

#if FUZZING
/// libFuzzer's entry point for programs with their own `main` (libclang_rt.fuzzer_no_main).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The target `main` chose; set once before libFuzzer starts calling back.
nonisolated(unsafe) private var selectedTarget: (@Sendable (Data) -> Void)?
#endif

@main
enum FuzzMain {
    static func main() {
        #if DEBUG
        var arguments = CommandLine.arguments
        guard arguments.count >= 2 else { usage() }
        let name = arguments.remove(at: 1)
        if name == "--list" {
            for target in fuzzTargets { print(target.key) }
            exit(0)
        }
        guard let target = fuzzTargets.first(where: { $0.key == name })?.value else { usage() }
        #if FUZZING
        selectedTarget = target
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var count = CInt(arguments.count)
        let status = cArguments.withUnsafeMutableBufferPointer { buffer -> CInt in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&count, &argv) { bytes, size in
                selectedTarget?(bytes.map { Data(bytes: $0, count: size) } ?? Data())
                return 0
            }
        }
        exit(status)
        #else
        replay(target, files: arguments.dropFirst())
        #endif
        #else
        warn("settings-fuzz: the fuzz targets need a debug build (they use @testable import)\n")
        exit(2)
        #endif
    }

    static func warn(_ text: String) {
        var line = text
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    #if DEBUG
    /// Runs each file (or each file in each folder) through the target, as libFuzzer does with
    /// file arguments; a crash ends the process.
    static func replay(_ target: @Sendable (Data) -> Void, files: ArraySlice<String>) {
        for path in files {
            var paths = [path]
            if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                paths = names.sorted().map { path + "/" + $0 }
            }
            for file in paths {
                guard let data = FileManager.default.contents(atPath: file) else {
                    warn("settings-fuzz: cannot read \(file)\n")
                    exit(2)
                }
                warn("settings-fuzz: running \(file)\n")
                target(data)
            }
        }
    }

    static func usage() -> Never {
        warn("usage: settings-fuzz TARGET [libFuzzer options | FILE…]\ntargets: \(fuzzTargets.map(\.key).joined(separator: " "))\n")
        exit(2)
    }
    #endif
}
