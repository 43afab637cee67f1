import CGtk

// GTK's derivable types (GtkWidget, GtkWindow, GtkBox, …) import as typed pointers, final ones
// (GtkSwitch, GtkLabel, GtkListBox, …) as `OpaquePointer`. The C cast macros (GTK_WIDGET() …)
// are not importable; these reinterpret a pointer as another GObject type. They do not check at
// run time: the wrappers only call them on pointers whose type they created themselves.

/// Views a typed GObject pointer as another GObject type.
@inline(__always)
public func gtkCast<Source, Target>(_ pointer: UnsafeMutablePointer<Source>, to _: Target.Type = Target.self)
    -> UnsafeMutablePointer<Target>
{
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
}

/// Views a final type's opaque pointer as a typed GObject pointer (`GtkWidget`, `GObject`, …).
@inline(__always)
public func gtkCast<Target>(_ pointer: OpaquePointer, to _: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
    UnsafeMutablePointer<Target>(pointer)
}

/// Views a typed pointer as the opaque pointer a final type's functions take.
@inline(__always)
public func gtkOpaque<Source>(_ pointer: UnsafeMutablePointer<Source>) -> OpaquePointer {
    OpaquePointer(pointer)
}
