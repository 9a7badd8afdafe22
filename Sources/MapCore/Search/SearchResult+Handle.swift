import VenueFormats

extension SearchResult {
    /// The selectable feature this result stands for; nil for openings and levels.
    public var handle: FeatureHandle? {
        switch kind {
        case .occupant: return .occupant(featureIndex)
        case .unit: return .unit(featureIndex)
        case .amenity: return .amenity(featureIndex)
        case .kiosk: return .kiosk(featureIndex)
        case .opening, .level: return nil
        }
    }
}

extension SearchIndex {
    /// The best selectable match for a query: what `--select`, `--from` and `--to` take.
    public func bestFeature(_ query: String) -> FeatureHandle? {
        search(query, limit: 10).lazy.compactMap(\.handle).first
    }

    /// Every place with the same name as the best match of a query, when there are several (a
    /// chain's two shops on two levels): route to the nearest reachable one with
    /// ``Router/nearest(from:to:options:)``; nil when the name is one place's.
    public func namesakes(_ query: String) -> [FeatureHandle]? {
        let results = search(query, limit: 50)
        guard let best = results.first(where: { $0.handle != nil }) else { return nil }
        let name = best.name.lowercased()
        var seen = Set<FeatureHandle>()
        let same = results.filter { $0.name.lowercased() == name }.compactMap(\.handle).filter { seen.insert($0).inserted }
        return same.count >= 2 ? same : nil
    }
}

extension SearchIndex {
    /// The places a query means when it names a *kind* of place rather than one place: when
    /// every word of it names a category ("toilet", "women's restroom", "elevator", "cafe"),
    /// every selectable feature of that category, as handles; nil when the query is a name
    /// (an exact name match wins: a shop called "Cafe" is that shop) or names no category.
    /// A facility query ("has toilets") means every place that has it, when there is one.
    /// Route to the nearest with ``Router/nearest(from:to:options:)``.
    public func categoryDestinations(_ query: String) -> [FeatureHandle]? {
        let parsed = SearchQuery(query)
        guard !parsed.isEmpty else { return nil }
        if let facility = FacilityQuery.facility(in: parsed) {
            var seen = Set<FeatureHandle>()
            let having = entries.filter { $0.facilities.contains(facility) }.compactMap(\.result.handle).filter { seen.insert($0).inserted }
            if !having.isEmpty { return having }
        }
        var found: [FeatureHandle] = []
        var seen = Set<FeatureHandle>()
        var exactName = false
        for entry in entries {
            let hits = parsed.words.map { SearchMatcher.categoryHit($0, entry) }
            if let rank = SearchMatcher.rank(entry, parsed), rank.tier == .exact, !hits.allSatisfy({ $0 }) { exactName = true }
            guard hits.allSatisfy({ $0 }), let h = entry.result.handle, seen.insert(h).inserted else { continue }
            found.append(h)
        }
        return found.isEmpty || exactName ? nil : found
    }
}
