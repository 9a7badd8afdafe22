/// `{` `}`: scrolls the open card's lines (long route steps wrap onto several), within them.
func scrollCard(_ state: inout AppState, by delta: Int) {
    let layout = ExplorerLayout(state)
    guard let card = layout.card else { notify(&state, "no card open: Enter opens one"); return }
    let area = card.area(width: state.columns, bottom: layout.mapRows - 1)
    state.cardScroll = max(0, min(card.maxScroll(width: area.width, height: area.height), state.cardScroll + delta))
}
