import CNCursesW
import Glibc
import TerminalKit

extension CursesTerminal {
    /// Waits for and decodes the next key, mouse event or resize.
    ///
    /// - Parameter timeoutMilliseconds: How long to wait; `nil` blocks until input.
    ///   A tick of about 50 ms suits animations and expiring notes.
    /// - Returns: The event, or `nil` when the time ran out, a signal interrupted the
    ///   wait (see ``pendingQuitSignal``), the input closed, or the input meant
    ///   nothing to the app (an unknown key, pointer motion with no button held).
    public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        guard !isRestored, !inputClosed else { return nil }
        wtimeout(window, Int32(clamping: timeoutMilliseconds ?? -1))
        var code: wint_t = 0
        let result = wget_wch(window, &code)
        if result == ERR {
            noteIfInputClosed(readError: errno)
            return nil
        }
        let isFunctionKey = result == KEY_CODE_YES
        if isFunctionKey && code == UInt32(KEY_RESIZE) {
            // ncurses resized its windows (dropping what fell outside): the next draw
            // must write every cell.
            writer.forget()
            let (columns, rows) = size
            return .resize(columns: columns, rows: rows)
        }
        if isFunctionKey && code == UInt32(KEY_MOUSE) {
            var report = MEVENT()
            guard getmouse(&report) == OK else { return nil }
            return mouseDecoder.decode(buttonState: report.bstate, column: Int(report.x), row: Int(report.y))
                .map(InputEvent.mouse)
        }
        return KeyDecoder.decode(code: code, isFunctionKey: isFunctionKey).map(InputEvent.key)
    }

    /// `wget_wch` returns ERR for a timeout, a signal and a lost terminal alike;
    /// only the last leaves the descriptor hung up (or reading fails with EIO).
    private func noteIfInputClosed(readError: Int32) {
        if readError == EIO {
            inputClosed = true
            return
        }
        var probe = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        if poll(&probe, 1, 0) == 1, probe.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            inputClosed = true
        }
    }
}
