/// Everything that can change the explorer's state.
public enum Action: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse event.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(columns: Int, rows: Int)
    /// Time passed (about a tenth of a second); expires notes.
    case tick
}
