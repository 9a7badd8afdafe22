extension AppState {
    /// `{` `}`: scrolls the open card's lines (long route steps wrap onto several), within them.
    mutating func scrollCard(by delta: Int) {
        let layout = ExplorerLayout(self)
        guard let card = layout.card else { status.post(env.ui.noteNoCard); return }
        let area = card.area(width: screen.columns, bottom: layout.mapBottom)
        selection.scrollCard(by: delta, maxScroll: card.maxScroll(width: area.width, height: area.height))
    }
}
