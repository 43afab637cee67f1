import GtkKit
import SettingsKit
