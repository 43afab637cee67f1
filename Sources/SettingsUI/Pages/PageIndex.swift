import SettingsKit

/// Which rows and sections of a page a change concerns: presenters and sections by the key they
/// show and by the keys their conditions read, with each presenter's section and place.
@MainActor
struct PageIndex {
    private(set) var presenters: [RowPresenter] = []
    private var presentersByKey: [SettingKey: [RowPresenter]] = [:]
    private var sectionsByKey: [SettingKey: [SectionView]] = [:]
    /// By the keys their conditions read: a change of one of those keys may show, hide, enable
    /// or disable them.
    private var presentersByConditionKey: [SettingKey: [RowPresenter]] = [:]
    private var sectionsByConditionKey: [SettingKey: [SectionView]] = [:]
    private var sectionOfPresenter: [ObjectIdentifier: SectionView] = [:]
    /// Each presenter's index in `presenters`, made again when a presenter was inserted.
    private var placeOfPresenter: [ObjectIdentifier: Int] = [:]
    /// Presenters from this place on have moved since `placeOfPresenter` was made.
    private var placesValidBefore = Int.max

    /// `model`: the bundle's section it shows, whose group's key or condition hides it whole.
    mutating func add(_ section: SectionView, model: Section?) {
        if let key = model?.key { sectionsByKey[key, default: []].append(section) }
        for key in model?.header?.conditions.keys ?? [] { sectionsByConditionKey[key, default: []].append(section) }
    }

    /// `place`: where in page order the presenter goes (a row built in a page's gap, above rows
    /// built before it); nil: after the others.
    mutating func add(_ presenter: RowPresenter, in section: SectionView, at place: Int? = nil) {
        sectionOfPresenter[ObjectIdentifier(presenter)] = section
        if let place, place < presenters.count {
            presenters.insert(presenter, at: place)
            placesValidBefore = min(placesValidBefore, place)
        } else {
            placeOfPresenter[ObjectIdentifier(presenter)] = presenters.count
            presenters.append(presenter)
        }
        if let key = presenter.row.key { presentersByKey[key, default: []].append(presenter) }
        for key in presenter.row.conditions.keys { presentersByConditionKey[key, default: []].append(presenter) }
    }

    func presenters(forKey key: SettingKey) -> [RowPresenter] { presentersByKey[key] ?? [] }

    /// The presenters a change of `keys` concerns, in page order: those showing one of the
    /// keys and those whose conditions read one.
    func presenters(affectedBy keys: Set<SettingKey>) -> [RowPresenter] {
        var seen: Set<ObjectIdentifier> = []
        return keys.flatMap { (presentersByKey[$0] ?? []) + (presentersByConditionKey[$0] ?? []) }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The sections a change of `keys` may hide or show: by their group's key or condition.
    func sections(affectedBy keys: Set<SettingKey>) -> [SectionView] {
        var seen: Set<ObjectIdentifier> = []
        return keys.flatMap { (sectionsByKey[$0] ?? []) + (sectionsByConditionKey[$0] ?? []) }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    func section(of presenter: RowPresenter) -> SectionView? { sectionOfPresenter[ObjectIdentifier(presenter)] }

    /// The presenter's index among the page's presenters.
    mutating func place(of presenter: RowPresenter) -> Int? {
        if placesValidBefore < presenters.count {
            for place in placesValidBefore..<presenters.count { placeOfPresenter[ObjectIdentifier(presenters[place])] = place }
        }
        placesValidBefore = .max
        return placeOfPresenter[ObjectIdentifier(presenter)]
    }
}
