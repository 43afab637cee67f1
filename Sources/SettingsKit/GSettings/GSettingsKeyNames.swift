/// The GSettings name of each bundle key: one deterministic mapping, which the schema writer
/// prints (as comments beside each key) and the GSettings store uses, so both always agree.
///
/// GSettings names hold lowercase ASCII letters, digits and dashes, start with a letter, have no
/// two dashes in a row, do not end with a dash and are at most 32 bytes long
/// (`glib-compile-schemas` refuses anything else). A bundle key becomes one:
/// 1. words are split at every character that is not an ASCII letter or digit (`.`, `_`,
///    spaces, accents, …) and where a lowercase letter or digit is followed by an uppercase one,
///    or an uppercase run by an uppercase letter and a lowercase one (`kVLCSettingFont` →
///    `k`, `VLC`, `Setting`, `Font`);
/// 2. the words, lowercased, are joined with dashes: `k-vlc-setting-font`, `sync-quality`;
/// 3. a name that does not start with a letter gets `key-` in front (`2fa` → `key-2fa`; no
///    words at all → `key`);
/// 4. a name longer than 32 bytes is cut to 25 and gets `-` and six hex digits of the key's
///    hash (32-bit FNV-1a of its UTF-8 bytes, the low 24 bits), as does every key whose name
///    another key of the same bundle also maps to (`sync_quality` and `syncQuality`);
/// 5. a hashed name that another key already has (its plain name, or a hash that happens to
///    match) is hashed again with a count (`#1`, `#2`, … after the key's bytes), keys in byte
///    order, until it is free: no two keys share a name and the result depends only on the set
///    of keys.
///
/// The hash is of the key's exact bytes, so it is the same on every machine and in every run.
public struct GSettingsKeyNames: Sendable {
    /// The longest GSettings key name `glib-compile-schemas` accepts.
    public static let maximumLength = 32
    private static let hashDigits = 6

    private var names: [SettingKey: String] = [:]
    private var keys: [String: SettingKey] = [:]

    /// The mapping for one bundle: `keys` are every key the bundle stores, on every page of
    /// every idiom and language (as `GSettingsSchemaPlan(bundle:)` gathers them), so that a
    /// key's name does not change with the pages one idiom shows.
    public init(keys: some Sequence<SettingKey>) {
        let unique = Array(Set(keys))
        var byBase: [String: [SettingKey]] = [:]
        for key in unique { byBase[Self.baseName(of: key), default: []].append(key) }
        // Plain names first: they are unique among themselves, as a shared base is hashed.
        var hashedKeys: [(key: SettingKey, base: String)] = []
        for (base, sharing) in byBase {
            if sharing.count > 1 || base.utf8.count > Self.maximumLength {
                hashedKeys += sharing.map { ($0, base) }
            } else {
                names[sharing[0]] = base
            }
        }
        var taken = Dictionary(uniqueKeysWithValues: names.map { ($0.value, $0.key) })
        // A hashed name can equal a name already taken (another key's plain name or hash): the
        // key then hashes again with a count, in key order, until its name is free. Each try
        // depends only on the set of keys, so the mapping stays deterministic.
        for (key, base) in hashedKeys.sorted(by: { $0.key < $1.key }) {
            var name = Self.hashed(base, key)
            var attempt = 0
            while taken[name] != nil {
                attempt += 1
                name = Self.hashed(base, key, salt: "#\(attempt)")
            }
            taken[name] = key
            names[key] = name
        }
        self.keys = taken
    }

    /// The GSettings name of `key`: the bundle's mapping for its keys, the plain rule for others.
    public func name(of key: SettingKey) -> String {
        if let name = names[key] { return name }
        let base = Self.baseName(of: key)
        return base.utf8.count > Self.maximumLength ? Self.hashed(base, key) : base
    }

    /// The bundle key a GSettings name stands for, if it is one of the bundle's.
    public func key(named name: String) -> SettingKey? { keys[name] }

    /// Every bundle key with its name, sorted by key.
    public var all: [(key: SettingKey, name: String)] {
        names.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Steps 1 to 3 of the rule.
    static func baseName(of key: SettingKey) -> String {
        var words: [String] = []
        var word: [Character] = []
        func endWord() {
            if !word.isEmpty { words.append(String(word).lowercased()) }
            word = []
        }
        let characters = Array(key.text.unicodeScalars)
        for (index, scalar) in characters.enumerated() {
            guard scalar.isASCII, let kind = Kind(scalar) else {
                endWord()
                continue
            }
            if let last = word.last.map({ Kind($0.unicodeScalars.first!) }) {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let nextIsLower = next.map { $0.isASCII && Kind($0) == .lower } ?? false
                if kind == .upper && (last == .lower || last == .digit || (last == .upper && nextIsLower)) { endWord() }
            }
            word.append(Character(scalar))
        }
        endWord()
        let joined = words.joined(separator: "-")
        guard let first = joined.unicodeScalars.first else { return "key" }
        return Kind(first) == .lower ? joined : "key-" + joined
    }

    /// Cut to fit with a dash and the hash of `key` (and of `salt`, on a later try).
    private static func hashed(_ base: String, _ key: SettingKey, salt: String = "") -> String {
        let room = maximumLength - hashDigits - 1
        var cut = String(base.prefix(room))
        while cut.hasSuffix("-") { cut.removeLast() }
        let hash = String(StoreDomain.fnv1a(key.text + salt) & 0xFF_FFFF, radix: 16)
        return cut + "-" + String(repeating: "0", count: hashDigits - hash.count) + hash
    }

    private enum Kind: Equatable {
        case lower, upper, digit

        init?(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "a"..."z": self = .lower
            case "A"..."Z": self = .upper
            case "0"..."9": self = .digit
            default: return nil
            }
        }
    }
}
