import CGtk

extension Widget {
    /// The child positions leading from `ancestor` down to the widget (empty for `ancestor`
    /// itself), to find a widget at the same place in a widget tree made again.
    public func childPositions(below ancestor: Widget) -> [Int] {
        var path: [Int] = []
        var current = pointer
        let top = ancestor.pointer
        while current != top, let parent = gtk_widget_get_parent(current) {
            var position = 0
            var sibling = gtk_widget_get_first_child(parent)
            while let candidate = sibling, candidate != current {
                position += 1
                sibling = gtk_widget_get_next_sibling(candidate)
            }
            path.insert(position, at: 0)
            current = parent
        }
        return path
    }

    /// The widget at `path` (as `childPositions` gives it) below this one, or the deepest one
    /// that exists on the way to it.
    public func descendant(at path: [Int]) -> Widget {
        var current = pointer
        for position in path {
            var child = gtk_widget_get_first_child(current)
            for _ in 0..<position { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
            guard let child else { break }
            current = child
        }
        return Widget(current)
    }
}
