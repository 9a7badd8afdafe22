import VenueFormats

/// Tab's round of the named places in view: the candidates last computed and which one is
/// selected (none before the first Tab).
public struct SelectionCycle: Equatable, Sendable {
    /// The candidates, nearest the centre first.
    public var candidates: [FeatureHandle] = []
    /// The candidate selected last, if any.
    public var index: Int?

    /// An empty round.
    public init() {}
}

/// The selected place and its card: whether the card is open, how far it is scrolled, and
/// Tab's round of candidates.
public struct SelectionState: Equatable, Sendable {
    /// The selected feature.
    public var feature: FeatureHandle?
    /// Whether the place card (or the route's card) is open.
    public var cardOpen = false
    /// The first line the place or route card shows (scrolled with `{` `}`); back to 0
    /// whenever the selection or the route changes.
    public var cardScroll = 0
    /// Tab's round of candidates.
    public var cycle = SelectionCycle()

    /// Nothing selected.
    public init() {}

    /// Selects a feature (or nothing), opening or closing the card.
    public mutating func select(_ feature: FeatureHandle?, cardOpen: Bool) {
        self.feature = feature
        self.cardOpen = cardOpen
    }

    /// Tab (forward) and Shift-Tab: the next candidate in view, starting a new round when the
    /// candidates changed. Returns the position in the round (0-based) and its length.
    public mutating func advance(through candidates: [FeatureHandle], forward: Bool) -> (index: Int, count: Int) {
        if candidates != cycle.candidates { cycle = SelectionCycle(); cycle.candidates = candidates }
        let n = candidates.count, last = cycle.index ?? -1
        let index = forward ? (last + 1) % n : (last - 1 + n) % n
        cycle.index = index
        feature = candidates[index]
        return (index, n)
    }

    /// The floor shown changed: Tab starts a new round there.
    public mutating func forgetCycle() {
        cycle = SelectionCycle()
    }

    /// Esc on the map: closes the card, else drops the selection.
    public mutating func escape() {
        if cardOpen {
            cardOpen = false
        } else {
            feature = nil
            cycle.index = nil
        }
    }

    /// `{` `}`: scrolls the card within `maxScroll` lines.
    public mutating func scrollCard(by delta: Int, maxScroll: Int) {
        cardScroll = max(0, min(maxScroll, cardScroll + delta))
    }
}
