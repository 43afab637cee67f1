/// What a text reader (XML, OpenStep) has used of its `PlistReadLimits` while reading: values
/// read and containers open. Each method returns the limit's sentence once it is exceeded, for
/// the reader to throw with the place in its own text.
struct PlistReadBudget {
    let limits: PlistReadLimits
    private var values = 0
    private var depth = 0

    init(_ limits: PlistReadLimits) {
        self.limits = limits
    }

    /// Inlined: it runs once per value, and a call costs more than the count.
    @inline(__always)
    mutating func countValue() -> String? {
        values += 1
        return values > limits.values ? limits.tooManyValues : nil
    }

    /// Opens an array or dictionary; `leave` closes it.
    mutating func enter() -> String? {
        guard depth < limits.depth else { return limits.tooDeep }
        depth += 1
        return nil
    }

    mutating func leave() {
        depth -= 1
    }

    /// Starts counting values again, for a document read a second time in another form.
    mutating func restart() {
        values = 0
    }
}
