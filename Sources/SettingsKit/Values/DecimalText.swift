/// Numbers as people write them, in decimal only: `42`, `-1.5`, `.5`, `2.5e-3`. Swift's own
/// `Double(_:)` also takes `0x1p-1`, `nan`, `inf` and `infinity`, and turns `1e-400` into 0 and
/// `1e400` into infinity without a word; a setting must store the number that was typed or
/// refuse it.
public enum DecimalText {
    public enum Failure: Error, Equatable {
        /// Not decimal notation at all.
        case notANumber
        /// Decimal, but beyond what a 64-bit real holds: too large, or so small it would read
        /// as zero.
        case unrepresentable
    }

    /// The real number `text` writes (spaces around it allowed).
    public static func real(_ text: String) -> Result<Double, Failure> {
        let trimmed = text.trimmingSpaces()
        guard let mantissaIsZero = check(Array(trimmed.utf8)) else { return .failure(.notANumber) }
        guard let number = Double(trimmed) else { return .failure(.notANumber) }
        guard number.isFinite, number != 0 || mantissaIsZero else { return .failure(.unrepresentable) }
        return .success(number)
    }

    /// Whether `bytes` are `[+-]digits[.digits][e[+-]digits]` with at least one digit before
    /// the exponent; when they are, whether every digit of the mantissa is zero.
    private static func check(_ bytes: [UInt8]) -> Bool? {
        var index = 0
        func digits() -> (count: Int, allZero: Bool) {
            let start = index
            var allZero = true
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                if bytes[index] != UInt8(ascii: "0") { allZero = false }
                index += 1
            }
            return (index - start, allZero)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        var fraction = (count: 0, allZero: true)
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fraction = digits()
        }
        guard whole.count + fraction.count > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits().count > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return whole.allZero && fraction.allZero
    }
}
