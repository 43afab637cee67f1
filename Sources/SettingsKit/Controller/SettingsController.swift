import FoundationEssentials

/// A bundle (or any `PageSource`: an installed schema) bound to a store: the GTK-free state of a settings session. For each row it knows
/// the effective value and where it came from (locked system value > user value > system
/// default > bundle `DefaultValue`), what the row shows, and what an edit writes. The window
/// binds to it through `SettingsSession`; the command line uses it directly.
@MainActor
public final class SettingsController: SettingsSession {
    /// Where the pages come from: the bundle, or an installed schema. Replaced by `rereadBundle()`.
    public private(set) var source: any PageSource
    /// The bundle the pages come from; nil for a schema's session.
    public var bundle: SettingsBundle? { source as? SettingsBundle }
    public let store: any SettingsStore
    /// Replaced when the administrator changes its files (`followAdministrator()`).
    public private(set) var administrator: AdministratorLayer
    public let applicationName: String
    /// The store's domain: the D-Bus name of the application button rows reach.
    public let domain: String?
    /// Set by a Swift host that embeds the window: presses of `IASKButtonSpecifier` rows come
    /// here (with the row; its `key` says which) instead of going to the application's GAction
    /// over D-Bus. Called on the main thread. The press is still announced for `watch`.
    public var buttonHandler: (@MainActor (Row) -> Void)?
    /// Set by a Swift host: the choices of multi-value rows that have no `Values` (IASK's
    /// dynamic choices). Set it before the window asks for pages.
    public var choicesProvider: ChoicesProvider?
    private let resolver: RowStateResolver
    private var observers: [Int: @MainActor (Set<SettingKey>) -> Void] = [:]
    private var nextObserver = 0
    private var cachedWalk: BundleWalk?
    private var storeObservation: ChangeObservation?
    private var administratorMonitors: [FileChangeMonitor] = []
    /// Keys of rows and sections the host hides (IASK's `hiddenKeys`).
    public private(set) var hiddenKeys: Set<SettingKey> = []
    /// The bundle's `DefaultValue` of each key, for conditions on keys of other pages.
    private var cachedDefaults: [SettingKey: PlistValue]?
    /// The rows showing each key, in walk order: a command asking for every key (`list`) looks
    /// each up once instead of reading every row per key (`list --json` of 16,000 keys took 505 s
    /// of a debug build that way, now 6 s).
    private var cachedRowsByKey: [SettingKey: [Row]]?

    /// `walk`: the walk of `bundle` made already, its root titled `applicationName` (the
    /// search across applications makes it off the main thread, with the index): conditions
    /// read it, and checking a bundle's conditions for cycles costs milliseconds per thousand
    /// conditioned rows. Without it, the first use makes it.
    public convenience init(bundle: SettingsBundle, store: any SettingsStore, administrator: AdministratorLayer? = nil,
                            applicationName: String? = nil, domain: String? = nil, walk: BundleWalk? = nil) {
        self.init(source: bundle, store: store, administrator: administrator, applicationName: applicationName,
                  domain: domain, walk: walk)
    }

    /// A session on any page source: a schema's pages with its GSettings store (`SchemaStore`).
    public init(source: any PageSource, store: any SettingsStore, administrator: AdministratorLayer? = nil,
                applicationName: String? = nil, domain: String? = nil, walk: BundleWalk? = nil) {
        self.source = source
        self.store = store
        self.administrator = administrator ?? .empty
        self.applicationName = applicationName ?? source.defaultTitle
        self.domain = domain
        cachedWalk = walk
        resolver = RowStateResolver()
        storeObservation = store.observeChanges { [weak self] keys in self?.notify(keys) }
    }

    // MARK: SettingsSession

    public var rootPage: Page {
        var page = source.rootPage
        page.title = applicationName
        return page.supplyingChoices(choicesProvider)
    }

    public func page(named name: String) -> Page { source.page(named: name).supplyingChoices(choicesProvider) }

    public func state(of row: Row) -> RowState {
        var state: RowState
        if let key = row.key {
            let effective = effectiveValue(forKey: key, bundleDefault: row.defaultValue)
            state = resolver.state(of: row, value: effective.value, source: effective.source, lockFile: effective.lockFile)
        } else {
            state = resolver.state(of: row, value: row.defaultValue, source: row.defaultValue == nil ? .none : .default)
        }
        state.isHidden = isHidden(row)
        state.isReadOnly = !isEnabled(row)
        return state
    }

    public func write(_ value: PlistValue?, to row: Row) throws(SettingsError) {
        guard let key = row.key else {
            throw SettingsError(.readOnlyRow, row.title.map { tr("%s has no Key, so nothing can be stored for it.", $0) } ?? tr("This row has no Key, so nothing can be stored for it."))
        }
        try ensureUnlocked(key)
        try ensureEnabled(row)
        let stored: PlistValue?
        if let value {
            switch RowWriteRule.stored(value, for: row) {
            case .success(let accepted): stored = accepted
            case .failure(let refusal): throw refusal
            }
        } else {
            stored = nil
        }
        try store(stored, forKey: key)
    }

    public func observeChanges(_ handler: @escaping @MainActor (Set<SettingKey>) -> Void) -> ChangeObservation {
        let id = nextObserver
        nextObserver += 1
        observers[id] = handler
        return ChangeObservation { [weak self] in self?.observers[id] = nil }
    }

    public func isHidden(key: SettingKey) -> Bool { hiddenKeys.contains(key) }

    /// Hidden by the host (its key or its group's) or by its own or its group's `BSVisibleIf`.
    public func isHidden(_ row: Row) -> Bool {
        if let key = row.key, hiddenKeys.contains(key) { return true }
        if let key = row.groupKey, hiddenKeys.contains(key) { return true }
        return !holdsConditions(row) { $0.isShown(conditionValue(forKey:)) }
    }

    public func isHidden(_ section: Section) -> Bool {
        if let key = section.key, hiddenKeys.contains(key) { return true }
        guard let header = section.header else { return false }
        return !holdsConditions(header) { $0.isShown(conditionValue(forKey:)) }
    }

    /// Whether the row's own and its group's `BSEnabledIf` let the user change it now.
    public func isEnabled(_ row: Row) -> Bool {
        holdsConditions(row) { $0.isEnabled(conditionValue(forKey:)) }
    }

    /// The effective value a condition compares: a key of another page counts with its default.
    public func conditionValue(forKey key: SettingKey) -> PlistValue? {
        let defaults = cachedDefaults ?? bundleDefaults()
        return effectiveValue(forKey: key, bundleDefault: defaults[key]).value
    }

    /// Hides rows by `Key` and whole sections by their group's `Key`, live: observers hear of
    /// the keys whose visibility changed.
    public func setHiddenKeys(_ keys: Set<SettingKey>) {
        let changed = hiddenKeys.symmetricDifference(keys)
        hiddenKeys = keys
        notify(changed)
    }

    // MARK: Live reload

    /// Forgets every page and translation table read so far, so the next request reads the
    /// files again: the bundle's author edited them (`--inspect`'s live reload).
    public func rereadBundle() {
        source = source.reread()
        cachedWalk = nil
        cachedDefaults = nil
        cachedRowsByKey = nil
    }

    public var bundleFolders: [String] { source.folders }

    /// Whether installed schemas' pages show the keys `SchemaStateRule` hides (window state,
    /// histories); nil for a source that hides none (a bundle).
    public var showsAllSettings: Bool? {
        (source as? SchemaPages)?.includesState ?? (source as? BundleWithSchemas)?.schemas.includesState
    }

    /// Shows or hides the keys `SchemaStateRule` hides ("Show All Settings"): the schemas are
    /// read again, with or without them; their values are in the store already.
    public func showAllSettings(_ all: Bool) {
        if let pages = source as? SchemaPages {
            source = pages.including(state: all)
        } else if let both = source as? BundleWithSchemas {
            source = BundleWithSchemas(bundle: both.bundle, schemas: both.schemas.including(state: all))
        } else {
            return
        }
        cachedWalk = nil
        cachedDefaults = nil
        cachedRowsByKey = nil
    }

    /// Watches the administrator's defaults and locks files (GIO file monitors, no polling), so
    /// that a session open for long (the window, `watch`) follows them as dconf's locks are
    /// followed: on a change the layer is read again and observers hear of the keys whose
    /// system default or lock changed.
    public func followAdministrator() {
        guard administratorMonitors.isEmpty else { return }
        administratorMonitors = administrator.files.compactMap { path in
            FileChangeMonitor(path: path) { [weak self] in self?.rereadAdministrator() }
        }
    }

    private func rereadAdministrator() {
        let current = administrator.reread()
        let changed = administrator.changedKeys(to: current)
        administrator = current
        notify(changed)
    }

    // MARK: Values

    /// The value a key shows, by precedence: a locked key shows the system value (or the bundle
    /// default) whatever the user stored.
    public func effectiveValue(forKey key: SettingKey, bundleDefault: PlistValue?) -> (value: PlistValue?, source: ValueSource, lockFile: String?) {
        let system = administrator.systemValue(forKey: key) ?? store.systemValue(forKey: key)
        if let lock = lock(forKey: key) {
            return (system ?? bundleDefault, .locked, lock)
        }
        if let user = store.value(forKey: key) { return (user, .user, nil) }
        if let system { return (system, .system, nil) }
        if let bundleDefault { return (bundleDefault, .default, nil) }
        return (nil, .none, nil)
    }

    public var problemFinder: (@Sendable () -> [Diagnostic])? {
        { [source, applicationName, administrator] in
            administrator.diagnostics + BundleWalk(source: source, rootTitle: applicationName).diagnostics
        }
    }

    // MARK: The whole bundle, for the command line

    /// Every page reachable from Root, read once per controller.
    public var walk: BundleWalk {
        if let cachedWalk { return cachedWalk }
        let made = BundleWalk(source: source, rootTitle: applicationName)
        cachedWalk = made
        return made
    }

    /// The rows that show `key`, on every reachable page (two rows may share a key).
    public func rows(forKey key: SettingKey) -> [Row] {
        if let cachedRowsByKey { return cachedRowsByKey[key] ?? [] }
        var rowsByKey: [SettingKey: [Row]] = [:]
        for row in settingsPages(of: walk).flatMap(\.rows) where row.holdsValue {
            if let key = row.key { rowsByKey[key, default: []].append(row) }
        }
        cachedRowsByKey = rowsByKey
        return rowsByKey[key] ?? []
    }

    /// Keys of the bundle's value rows, in the order first shown.
    public var declaredKeys: [SettingKey] {
        var seen: Set<SettingKey> = []
        return settingsPages(of: walk).flatMap(\.rows).compactMap { row in
            guard let key = row.key, row.holdsValue else { return nil }
            return seen.insert(key).inserted ? key : nil
        }
    }

    /// The first row showing `key`, reading pages in walk order only until it is found: a
    /// command-line `get` or `set` of a key on Root reads Root alone.
    public func firstRow(forKey key: SettingKey) -> Row? {
        if cachedWalk != nil { return rows(forKey: key).first }
        // A list group's element page is not searched, but the pages it leads to are, as in
        // the walk.
        var searched: Set<SettingKey> = []
        var expanded: Set<SettingKey> = []
        var pending = [(name: SettingsBundle.rootPageName, isListElement: false)]
        while let (name, isListElement) = pending.popLast() {
            let page = source.page(named: name)
            if !isListElement, searched.insert(SettingKey(name)).inserted,
               let row = page.rows.first(where: { $0.key == key && $0.holdsValue }) {
                return row
            }
            guard expanded.insert(SettingKey(name)).inserted else { continue }
            pending.append(contentsOf: BundleWalk.childPages(of: page).map { ($0.name, $0.isListElement) }.reversed())
        }
        return nil
    }

    /// Parses command-line text the way the key's row takes it and stores it. Keys the bundle
    /// does not declare need an explicit type. Returns what was stored.
    @discardableResult
    public func set(_ text: String, forKey key: SettingKey, type: RowWriteRule.ExplicitType? = nil, json: Bool = false) throws(SettingsError) -> PlistValue {
        try ensureUnlocked(key)
        let row = try firstRow(forKey: key).map { first throws(SettingsError) in try changeableRow(first, forKey: key) }
        let parsed: Result<PlistValue, SettingsError>
        if let row, takesTypedValues(row) {
            parsed = json ? RowWriteRule.parse(json: text, for: row) : RowWriteRule.parse(text, for: row)
        } else if json {
            parsed = RowWriteRule.parseJSON(text)
        } else if let type {
            parsed = RowWriteRule.parse(text, as: type)
        } else if row != nil {
            // Read-only rows (title values, button titles) show what the application stores.
            parsed = .success(.string(text))
        } else {
            throw SettingsError(.invalidValue, "The bundle has no setting \"\(key)\": give --type (string, integer, real, bool, date) or --json to store it anyway.")
        }
        let value: PlistValue
        switch parsed {
        case .success(let accepted): value = accepted
        case .failure(let refusal): throw refusal
        }
        try store(value, forKey: key)
        return value
    }

    /// `value` as storing it under `key` stores it, checked as `set --json` checks it: the key
    /// must not be locked, and its row, when it has an editable one, must take the value
    /// (`RowWriteRule.accepted`, the bundle's rules included). What `import` copies. A
    /// `BSEnabledIf` that makes the row read-only now does not refuse it: an import restores
    /// many keys at once, among them perhaps the very key that enables this one.
    public func checked(_ value: PlistValue, forKey key: SettingKey) throws(SettingsError) -> PlistValue {
        try ensureUnlocked(key)
        guard let row = firstRow(forKey: key), takesTypedValues(row) else { return value }
        switch RowWriteRule.accepted(value, for: row) {
        case .success(let accepted): return accepted
        case .failure(let refusal): throw refusal
        }
    }

    /// Removes user values so defaults show again.
    public func reset(keys: [SettingKey]) throws(SettingsError) {
        for key in keys {
            try ensureUnlocked(key)
            try store(nil, forKey: key)
        }
    }

    /// Removes the user values of every key the bundle declares (other keys in the store are
    /// left alone: they may belong to the application), in one write of the store. Locked keys
    /// are skipped and returned.
    @discardableResult
    public func resetAll() throws(SettingsError) -> [SettingKey] {
        let keys = declaredKeys
        let skipped = keys.filter { lock(forKey: $0) != nil }
        do {
            try store.setValues(keys.filter { lock(forKey: $0) == nil }.map { ($0, nil) })
        } catch {
            throw SettingsError(.storeFailure, tr("Not saved: %s", error.description))
        }
        return skipped
    }

    /// The administrator's lock on `key`: a lock file of ours, or the store's own (dconf).
    func lock(forKey key: SettingKey) -> String? {
        administrator.lockFile(forKey: key) ?? store.lock(forKey: key)
    }

    // MARK: What the commands say of rows and keys

    /// The pages the user can open now (`PageVisibility`): what `isVisible` and `canChange` are
    /// asked with, one snapshot for a whole command.
    public func openablePages() -> PageVisibility {
        PageVisibility(walk: walk) { !isHidden($0) }
    }

    /// Whether the user sees the row now: the host does not hide it, its own and its group's
    /// `BSVisibleIf` hold, and the page it is on can be opened (`PageVisibility`). What `dump`
    /// and `list --json` call `visible`.
    public func isVisible(_ row: Row, pages: PageVisibility) -> Bool {
        !isHidden(row) && pages.isOpenable(row)
    }

    /// Whether the user can change the row now: visible, not read-only by a `BSEnabledIf`, its
    /// key not locked. What `dump` and `list --json` call `editable`, and what `set` requires.
    public func canChange(_ row: Row, pages: PageVisibility) -> Bool {
        isVisible(row, pages: pages) && isEnabled(row) && row.key.map { lock(forKey: $0) == nil } ?? true
    }

    /// What `list --json` says of a key: visible when one of its rows is, editable when the
    /// user can change one of them now (when `set` takes it). A key no row shows is visible,
    /// and editable unless locked.
    public func access(toKey key: SettingKey, pages: PageVisibility) -> (visible: Bool, editable: Bool) {
        let rows = rows(forKey: key)
        guard !rows.isEmpty else { return (true, lock(forKey: key) == nil) }
        return (rows.contains { isVisible($0, pages: pages) }, rows.contains { canChange($0, pages: pages) })
    }

    /// The row's state as the commands report it (`dump`): hidden also when its page cannot
    /// be opened now.
    public func reportedState(of row: Row, pages: PageVisibility) -> RowState {
        var state = state(of: row)
        state.isHidden = !isVisible(row, pages: pages)
        return state
    }

    // MARK: Private

    /// The row `set` writes `key` through: `first`, its first row, when the user can change it
    /// now, else the first of its rows the user can change (`canChange`, the lock aside: asked
    /// before). A key on Root without conditions is known changeable from Root alone, so such a
    /// `set` reads no other page.
    private func changeableRow(_ first: Row, forKey key: SettingKey) throws(SettingsError) -> Row {
        if first.conditions.isEmpty, !isHidden(first), first.file == source.rootPage.rows.first?.file { return first }
        let pages = openablePages()
        let rows = rows(forKey: key)
        if let row = rows.first(where: { isVisible($0, pages: pages) && isEnabled($0) }) { return row }
        guard let visible = rows.first(where: { isVisible($0, pages: pages) }) else {
            let name = first.title ?? first.key?.text ?? tr("this row")
            // Translators: %s is a setting's title; a BSVisibleIf condition of the bundle hides it
            // now (its own, its group's, or that of the row leading to its page).
            throw SettingsError(.readOnlyRow, tr("%s cannot be changed now: another setting hides it.", name))
        }
        // Shown but read-only, as every shown row of the key is: refused, saying so.
        try ensureEnabled(visible)
        return visible
    }

    /// Whether `holds` says yes of the row's conditions; rows whose conditions depend on
    /// themselves in a cycle (reported by `validate`) behave as unconditioned.
    private func holdsConditions(_ row: Row, _ holds: (RowConditions) -> Bool) -> Bool {
        guard !row.conditions.isEmpty else { return true }
        if let key = row.key, walk.conditionCheck.cyclicKeys.contains(key) { return true }
        return holds(row.conditions)
    }

    private func bundleDefaults() -> [SettingKey: PlistValue] {
        var defaults: [SettingKey: PlistValue] = [:]
        for row in settingsPages(of: walk).flatMap(\.rows) where row.holdsValue {
            if let key = row.key, let value = row.defaultValue, defaults[key] == nil { defaults[key] = value }
        }
        cachedDefaults = defaults
        return defaults
    }

    private func ensureEnabled(_ row: Row) throws(SettingsError) {
        guard !isEnabled(row) else { return }
        let name = row.title ?? row.key?.text ?? tr("this row")
        // Translators: %s is a setting's title; a BSEnabledIf condition of the bundle makes it read-only now.
        throw SettingsError(.readOnlyRow, tr("%s cannot be changed now: another setting makes it read-only.", name))
    }

    private func ensureUnlocked(_ key: SettingKey) throws(SettingsError) {
        if let lock = lock(forKey: key) {
            throw SettingsError(.locked(lockFile: lock), tr("\"%1$s\" is locked by your administrator (%2$s).", key, lock))
        }
    }

    private func store(_ value: PlistValue?, forKey key: SettingKey) throws(SettingsError) {
        do {
            try store.setValue(value, forKey: key)
        } catch {
            // Translators: a value could not be stored; %s says why.
            throw SettingsError(.storeFailure, tr("Not saved: %s", error.description))
        }
    }

    private func notify(_ keys: Set<SettingKey>) {
        guard !keys.isEmpty else { return }
        for handler in observers.values { handler(keys) }
    }

    /// Whether the row's type parses and checks what is written (not a title value's or a
    /// button's text, which the application stores).
    private func takesTypedValues(_ row: Row) -> Bool {
        if case .listGroup = row.kind { return true }
        return row.kind.isEditable
    }

    /// The walk's pages whose keys are settings: a list group's element page names fields of
    /// one array element, so its keys are not the bundle's (unless a settings page shows them too).
    private func settingsPages(of walk: BundleWalk) -> [Page] {
        walk.pages.filter { !walk.listElementPages.contains(SettingKey($0.name)) }
    }
}
