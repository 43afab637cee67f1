import Testing
@testable import SettingsKit

/// The installed tree finds its data, window and catalogs from the executable's folder by the
/// relative paths meson computes (`script/meson-swift-build`).
@Suite struct BuildConfigurationTests {
    @Test func aRelativePathIsTakenFromTheFolderWithDotsResolved() {
        #expect(BuildConfiguration.resolve("../share/bundle-settings", from: "/usr/bin") == "/usr/share/bundle-settings")
        #expect(BuildConfiguration.resolve("../../share/locale", from: "/opt/x/libexec/bundle-settings") == "/opt/x/share/locale")
        #expect(BuildConfiguration.resolve("./data//icons/", from: "/srv/app/") == "/srv/app/data/icons")
    }

    @Test func anAbsolutePathIsKeptAndNothingClimbsAboveTheRoot() {
        #expect(BuildConfiguration.resolve("/etc/./xdg/../bundle-settings", from: "/usr/bin") == "/etc/bundle-settings")
        #expect(BuildConfiguration.resolve("../../../..", from: "/usr/bin") == "/")
        #expect(BuildConfiguration.resolve(".", from: "/") == "/")
    }
}
