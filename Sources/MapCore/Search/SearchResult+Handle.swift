import IMDF

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
}
