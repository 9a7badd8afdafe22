import PTY

extension TerminalSize {
    /// Most columns a served session gets.
    static let sessionMaxColumns = 400
    /// Most lines a served session gets.
    static let sessionMaxRows = 150

    /// A client's `pty-req` or `window-change` size, clamped to at most
    /// `sessionMaxColumns`×`sessionMaxRows` so one session stays cheap to draw
    /// (0 or less still means "unknown": 24×80).
    static func forSession(rows: Int, columns: Int) -> TerminalSize {
        TerminalSize(
            rows: rows <= 0 ? rows : min(rows, sessionMaxRows),
            columns: columns <= 0 ? columns : min(columns, sessionMaxColumns))
    }
}
