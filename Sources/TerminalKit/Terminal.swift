
/// A screen that can show frames and report input: what ``TerminalLoop`` drives.
///
/// ``CursesTerminal`` is the real one; tests can supply their own.
public protocol Terminal: AnyObject {
    /// The current size in character cells.
    var size: (columns: Int, rows: Int) { get }

    /// Shows a frame. Cells outside the screen are dropped.
    func draw(_ frame: Frame)

    /// Waits for the next input.
    ///
    /// - Parameter timeoutMilliseconds: How long to wait; `nil` waits until input arrives.
    /// - Returns: The event, or `nil` when the time ran out, a signal interrupted the
    ///   wait, or the input meant nothing to the app.
    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent?

    /// The quit signal (SIGINT, SIGTERM, SIGHUP) received so far, if any.
    var pendingQuitSignal: Int32? { get }

    /// Gives the terminal back to the shell. Safe to call more than once.
    func restore()
}
