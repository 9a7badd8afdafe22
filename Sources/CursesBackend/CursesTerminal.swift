import CNCursesW
import Glibc
import TerminalKit

/// A terminal opened through ncurses: shows ``Frame``s and reads keys, mouse and resizes.
///
/// ncurses is used for what it is good at: looking up the terminal's description (the
/// capabilities ``ScreenWriter`` builds its sequences from), setting the terminal's modes
/// (cbreak, no echo, the alternate screen, the hidden cursor) and decoding input. It draws
/// nothing: every frame is written by TerminalKit's ``ScreenWriter`` in one piece, straight to
/// the descriptor. It holds no app logic. Create one per process (ncurses keeps one current
/// screen) and use it from a single thread, preferably the main thread: signals (SIGWINCH,
/// SIGINT …) cut a wait short only on a thread that does not block them, and worker threads
/// of the Swift runtime do. Elsewhere they are still noticed when the wait's timeout ends.
/// The type is deliberately not `Sendable`. The terminal is given back to the shell by
/// ``restore()``, which also runs from `deinit`.
///
/// ```swift
/// let terminal = try CursesTerminal()
/// defer { terminal.restore() }
/// if !terminal.isUTF8 { /* switch the map to its ASCII character set */ }
/// ```
public final class CursesTerminal: Terminal {
    /// Choices made when the screen opens.
    public struct Options: Sendable {
        /// Report mouse presses, releases, drags and the wheel.
        public var mouse: Bool
        /// How long ncurses waits after a bare Escape for the rest of a key sequence.
        public var escapeDelayMilliseconds: Int
        /// Record SIGINT, SIGTERM and SIGHUP (see ``QuitSignals``), so that a signal ends the
        /// read loop cleanly instead of killing the process mid-screen.
        public var handlesQuitSignals: Bool
        /// Slide rows sideways in the terminal (delete/insert character) where that saves
        /// bytes, as after a horizontal pan. Used only where the description has `dch` and `ich`.
        public var shiftsSideways: Bool

        /// Creates options; the defaults suit the interactive app.
        public init(mouse: Bool = true, escapeDelayMilliseconds: Int = 25, handlesQuitSignals: Bool = true,
                    shiftsSideways: Bool = true) {
            self.mouse = mouse
            self.escapeDelayMilliseconds = escapeDelayMilliseconds
            self.handlesQuitSignals = handlesQuitSignals
            self.shiftsSideways = shiftsSideways
        }
    }

    /// Terminal types tried, in order, when `$TERM` (or the requested name) is unknown.
    public static let fallbackTerms = ["xterm-256color", "xterm", "vt100"]

    /// Whether the locale's character set is UTF-8. When `false`, braille and other
    /// non-ASCII characters come out blank, so the app should draw in ASCII.
    public let isUTF8: Bool
    /// The fallback terminal type that was used because the requested one was
    /// unknown, or `nil` when the requested one worked. Worth a note to the user.
    public let fallbackTerm: String?
    /// What the terminal's description says it can do.
    public let capabilities: TerminalCapabilities
    /// The colours the terminal can show.
    public var colorSupport: ColorSupport { capabilities.colorSupport }
    /// Whether ``restore()`` has run; after that the terminal ignores draws and input.
    public private(set) var isRestored = false

    let options: Options
    let window: UnsafeMutablePointer<WINDOW>
    let inputDescriptor: Int32
    private let screen: OpaquePointer
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    let outputDescriptor: Int32
    var mouseDecoder = MouseDecoder()
    var inputClosed = false
    /// The one writer of the screen, with its model of what the terminal shows.
    var writer: ScreenWriter

    /// Opens the screen on the process's standard input and output, using `$TERM`.
    ///
    /// - Throws: ``CursesTerminalError`` when no terminal description fits.
    public convenience init(options: Options = Options()) throws {
        try self.init(inputDescriptor: STDIN_FILENO, outputDescriptor: STDOUT_FILENO, term: nil, options: options)
    }

    /// Opens the screen on any pair of descriptors, such as a pseudo-terminal or a
    /// file for counting the bytes a frame costs. The descriptors are duplicated,
    /// so the caller keeps ownership of its own.
    ///
    /// - Parameters:
    ///   - inputDescriptor: Where keys are read from.
    ///   - outputDescriptor: Where the screen is written to.
    ///   - term: The terminal type; `nil` reads `$TERM`. Unknown types fall back
    ///     through ``fallbackTerms``.
    ///   - options: See ``Options``.
    /// - Throws: ``CursesTerminalError``.
    public init(inputDescriptor: Int32, outputDescriptor: Int32, term: String?, options: Options = Options()) throws {
        setlocale(LC_ALL, "")
        isUTF8 = Self.isUTF8Codeset(String(cString: cnc_codeset()))
        signal(SIGPIPE, SIG_IGN)   // a closed terminal makes writes fail (EPIPE), not kill us
        // Before newterm: ncurses only installs its own SIGINT/SIGTERM handlers when none are set.
        if options.handlesQuitSignals { QuitSignals.install() }
        guard let output = Self.stream(duplicating: outputDescriptor, mode: "w") else {
            throw CursesTerminalError.cannotOpenStreams(errno: errno)
        }
        guard let input = Self.stream(duplicating: inputDescriptor, mode: "r") else {
            let code = errno
            fclose(output)
            throw CursesTerminalError.cannotOpenStreams(errno: code)
        }
        let opened = Self.openScreen(term: term, output: output, input: input)
        guard let screen = opened.screen, let window = cnc_stdscr() else {
            fclose(output)
            fclose(input)
            throw CursesTerminalError.unknownTerminal(tried: opened.tried)
        }
        let name = opened.fallback ?? (term ?? getenv("TERM").map { String(cString: $0) } ?? "")
        let capabilities = Self.lookUpCapabilities(name: name)
        // A terminal that cannot move the cursor (TERM=dumb) would get the map as a stream of
        // fragments: refuse it before anything is drawn, leaving the screen as it was.
        guard capabilities.canAddressCursor else {
            endwin()
            delscreen(screen)
            fclose(output)
            fclose(input)
            throw CursesTerminalError.noCursorAddressing(term: name)
        }
        self.screen = screen
        self.window = window
        self.outputFile = output
        self.inputFile = input
        self.outputDescriptor = fileno(output)
        self.inputDescriptor = fileno(input)
        self.fallbackTerm = opened.fallback
        self.options = options
        self.capabilities = capabilities
        writer = ScreenWriter(capabilities: capabilities, slidesRows: options.shiftsSideways)

        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        leaveok(window, true)
        set_escdelay(Int32(options.escapeDelayMilliseconds))
        // ncurses' set-up output (the alternate screen, a cleared screen, the cursor hidden),
        // flushed before the writer's first frame, which starts by clearing the screen again:
        // the writer knows nothing of what ncurses left. The mouse modes come after, in order.
        wnoutrefresh(window)
        doupdate()
        if options.mouse { enableMouse() }
    }
    deinit {
        restore()
    }

    /// The screen size in character cells.
    public var size: (columns: Int, rows: Int) {
        guard !isRestored else { return (0, 0) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// The quit signal recorded by ``QuitSignals``, or SIGHUP once the terminal's input
    /// has gone away; `nil` while neither happened.
    public var pendingQuitSignal: Int32? {
        let signal = QuitSignals.pending
        if signal != 0 { return signal }
        return inputClosed ? SIGHUP : nil
    }

    /// Gives the terminal back: stops mouse reports, shows the cursor, leaves the
    /// alternate screen and restores the tty modes. Safe to call more than once.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        if options.mouse { disableMouse() }
        curs_set(1)
        endwin()
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
    }

    /// Draws a frame: ``ScreenWriter`` turns it into the bytes that change what the screen
    /// shows into it, written here in one piece. Cells beyond the screen are dropped; screen
    /// cells beyond the frame are blanked.
    public func draw(_ frame: Frame) {
        guard !isRestored else { return }
        let (columns, rows) = size
        var fitted = frame
        if frame.width != columns || frame.height != rows {
            fitted = Frame(width: columns, height: rows)
            for y in 0..<min(rows, frame.height) { for x in 0..<min(columns, frame.width) { fitted[x, y] = frame[x, y] } }
        }
        let bytes = writer.update(to: fitted)
        // Bytes that did not all arrive leave the screen unknown: the next frame repaints it.
        if !writeAll(bytes) { writer.forget() }
    }

    /// Sends a control sequence straight to the terminal, after what ncurses has flushed.
    func writeControl(_ sequence: String) {
        _ = writeAll(Array(sequence.utf8))
    }

    /// Writes bytes straight to the terminal, after what ncurses has flushed, retrying
    /// short writes and interrupted calls. Returns whether all went out; gives up on other
    /// errors (a closed terminal is noticed on the input side).
    func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    private func enableMouse() {
        mousemask(CNC_ALL_MOUSE_EVENTS | CNC_REPORT_MOUSE_POSITION, nil)
        mouseinterval(0)
        // ncurses asks only for press/release reports (mode 1000, sent and flushed by
        // mousemask); mode 1002 adds motion while a button is held, which drags need.
        // It must come after 1000, which would otherwise replace it.
        writeControl(Self.buttonMotionOn)
    }

    private func disableMouse() {
        writeControl(Self.buttonMotionOff)
        mousemask(0, nil)
    }

    /// xterm "button-event tracking" on.
    static let buttonMotionOn = "\u{1b}[?1002h"
    /// xterm "button-event tracking" off.
    static let buttonMotionOff = "\u{1b}[?1002l"

    /// Whether a `nl_langinfo(CODESET)` name is UTF-8 ("UTF-8", "utf8", …).
    static func isUTF8Codeset(_ name: String) -> Bool {
        name.uppercased().filter { $0 != "-" && $0 != "_" } == "UTF8"
    }

    /// A C stream on a duplicate of `descriptor`, or `nil` (with `errno` set).
    private static func stream(duplicating descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let file = fdopen(copy, mode) else {
            let code = errno
            close(copy)
            errno = code
            return nil
        }
        return file
    }

    private static func openScreen(
        term: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>
    ) -> (screen: OpaquePointer?, fallback: String?, tried: [String]) {
        let requested = term ?? getenv("TERM").map { String(cString: $0) } ?? ""
        var tried = [requested.isEmpty ? "(TERM unset)" : requested]
        if !requested.isEmpty, let screen = newterm(requested, output, input) {
            return (screen, nil, tried)
        }
        for candidate in fallbackTerms where candidate != requested {
            tried.append(candidate)
            if let screen = newterm(candidate, output, input) {
                return (screen, candidate, tried)
            }
        }
        return (nil, nil, tried)
    }
}
