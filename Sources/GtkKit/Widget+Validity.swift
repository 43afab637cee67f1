import CGtk

extension Widget {
    /// Tells screen readers the widget's value is invalid and why (its accessible description
    /// and invalid state); nil says it is valid again.
    public func setAccessibleInvalid(because reason: String?) {
        if let reason {
            bs_accessible_set_invalid(pointer)
            bs_accessible_set_description(pointer, reason)
        } else {
            gtk_accessible_reset_state(opaque, GTK_ACCESSIBLE_STATE_INVALID)
            gtk_accessible_reset_property(opaque, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }
}
