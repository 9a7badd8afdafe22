
/// An in-memory ``Terminal``: replays scripted input and keeps what was drawn, so the
/// whole explorer (``Explorer/run(_:on:traits:settings:)``) runs in tests without ncurses
/// or a pseudo-terminal, like ratatui's `TestBackend`.
///
/// ```swift
/// let terminal = TestTerminal(columns: 100, rows: 30, input: [.event(.key(.char("+"))), .event(.key(.char("q")))])
/// let status = try Explorer.run(state, on: terminal, traits: TestTerminal.traits)
/// // terminal.screen.text is what a person would see when `q` was pressed.
/// ```
public final class TestTerminal: Terminal {
    /// One scripted input step.
    public enum Step: Sendable {
        /// An input event, as the backend would decode it.
        case event(InputEvent)
        /// A wait that times out with no input: as much time passes as the wait was
        /// for (animations tick).
        case idle
        /// A quit signal arriving (SIGINT 2, SIGTERM 15, SIGHUP 1).
        case signal(Int32)
        /// Runs code of the test's at this point of the script (then the wait times out
        /// with no input, taking no time): to release work held back, or to look at what
        /// was drawn so far.
        case perform(@Sendable () -> Void)
    }

    /// The input still to come. When it runs out, the terminal reports SIGTERM, so a
    /// script without `q` still ends.
    public private(set) var steps: [Step]
    /// The current size in cells; a `.resize` event changes it.
    public private(set) var size: (columns: Int, rows: Int)
    /// What the screen shows now: every drawn frame copied onto it, clipped to the size.
    public private(set) var screen: Frame
    /// Every frame handed to ``draw(_:)``, in order.
    public private(set) var drawn: [Frame] = []
    /// How many times ``restore()`` was called.
    public private(set) var restoreCount = 0
    /// The quit signal received so far, if any.
    public private(set) var pendingQuitSignal: Int32?
    /// The time passed so far: only ``Step/idle`` steps take time, each as long as the wait
    /// it answers (the loop's tick interval).
    public private(set) var elapsed: Duration = .zero

    /// A clock for ``TerminalLoop`` that reads ``elapsed``: ticks, notes and animations then
    /// follow the script, not the machine's speed.
    public var clock: LoopClock {
        LoopClock { [unowned self] in self.elapsed }
    }

    /// A terminal of `columns` × `rows` cells that will deliver `input` in order.
    public init(columns: Int, rows: Int, input: [Step]) {
        self.size = (columns, rows)
        self.steps = input
        self.screen = Frame(width: columns, height: rows)
    }

    /// Copies `frame` onto the screen; cells outside it are dropped.
    public func draw(_ frame: Frame) {
        drawn.append(frame)
        for y in 0..<min(frame.height, screen.height) {
            for x in 0..<min(frame.width, screen.width) { screen[x, y] = frame[x, y] }
        }
    }

    /// The next scripted step: an event, a time-out (`nil`), or a signal.
    public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        guard !steps.isEmpty else { pendingQuitSignal = 15; return nil }
        switch steps.removeFirst() {
        case .event(let event):
            if case .resize(let columns, let rows) = event {
                size = (columns, rows)
                screen = Frame(width: columns, height: rows)
            }
            return event
        case .idle:
            elapsed += .milliseconds(timeoutMilliseconds ?? 0)
            return nil
        case .signal(let number):
            pendingQuitSignal = number
            return nil
        case .perform(let body):
            body()
            return nil
        }
    }

    /// Counts the call; there is nothing to give back.
    public func restore() { restoreCount += 1 }
}
