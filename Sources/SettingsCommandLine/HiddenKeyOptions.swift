import ArgumentParser
import SettingsKit

/// `--hide KEY[,KEY…]`: what an embedding host does with `SettingsController.setHiddenKeys`,
/// for a launcher (the window) and for `dump`.
public struct HiddenKeyOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("hide"), help: ArgumentHelp(
        "Hide the rows with these keys, and whole groups by their group's Key (repeat it, or separate keys by commas).",
        valueName: "KEY[,KEY…]"))
    public var hide: [String] = []

    public init() {}

    public var hiddenKeys: Set<SettingKey> {
        Set(hide.flatMap { $0.split(separator: ",", omittingEmptySubsequences: true) }.map { SettingKey(String($0)) })
    }
}
