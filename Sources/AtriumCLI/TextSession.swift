#if canImport(Glibc)
import Glibc
#endif
import Foundation
import AtriumApp
import MapCore
import TextMode

/// `atrium --text`: the text mode's interpreter wired to standard input and output. On a
/// terminal, a prompt and ``LineEditor`` (Tab completes); from a pipe, one command a line and
/// no prompt, so scripts and tests read only answers. Live positions (`--position`) are
/// checked between keys and said only when the place changes. Everything written is plain
/// lines: no cursor addressing, no drawing.
struct TextSession {
    /// The interpreter.
    let interpreter: TextInterpreter
    /// Live positions, when `--position` gave a source.
    let feed: LiveFeed?
    /// The prompt on a terminal.
    static let prompt = "> "
    /// How often (milliseconds) live positions are looked at while waiting for a key.
    static let livePollMilliseconds: Int32 = 250

    /// Runs until `quit`, end of input or Control-C; returns the exit status.
    func run(_ initial: TextState) -> Int32 {
        var state = initial
        let (first, started) = interpreter.start(state)
        state = started
        Self.say(first)
        let terminal = isatty(STDIN_FILENO) == 1
        var saved = termios()
        if terminal, tcgetattr(STDIN_FILENO, &saved) == 0 {
            var raw = saved
            // No line discipline or echo (the editor echoes); signals and output processing stay.
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        }
        defer { if terminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) } }
        var editor = LineEditor(prompt: Self.prompt)
        var lines = LineBuffer(limit: 4096)
        let completion = TextCompletion(venue: interpreter.venue, ui: interpreter.ui)
        var feedOrdinal: Int?
        if terminal { Self.write(Self.prompt) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            if let feed, feed.hasNews {
                var said: [String] = []
                for event in feed.take() { said += live(event, &state, feedOrdinal: &feedOrdinal) }
                if !said.isEmpty {
                    if terminal { Self.write("\n") }
                    Self.say(said)
                    if terminal { Self.write(Self.prompt + editor.line) }
                }
            }
            var poll = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poll, 1, feed == nil ? -1 : Self.livePollMilliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            let n = read(STDIN_FILENO, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                // End of input: a pipe's last line without a newline is still a command.
                if !terminal, let last = lines.append([0x0A]).first, !last.isEmpty {
                    let (said, next) = interpreter.respond(to: last, state)
                    state = next
                    Self.say(said)
                    if state.quit { return 0 }
                }
                if terminal { Self.write("\n") }
                Self.say([interpreter.goodbye])
                return 0
            }
            if terminal {
                for byte in buffer[0..<n] {
                    for out in editor.feed(byte, complete: completion.complete) {
                        switch out {
                        case .write(let text): Self.write(text)
                        case .submit(let line):
                            let (said, next) = interpreter.respond(to: line, state)
                            state = next
                            Self.say(said)
                            if state.quit { return 0 }
                            Self.write(Self.prompt)
                        case .endOfInput:
                            Self.write("\n")
                            Self.say([interpreter.goodbye])
                            return 0
                        case .interrupt:
                            Self.say([interpreter.goodbye])
                            return 130
                        }
                    }
                }
            } else {
                for line in lines.append(buffer[0..<n]) {
                    let (said, next) = interpreter.respond(to: line, state)
                    state = next
                    Self.say(said)
                    if state.quit { return 0 }
                }
            }
        }
    }

    /// What a live source's event changes: a fix placed on the map (said when the place
    /// changes), or a note about the source.
    func live(_ event: LiveFeedEvent, _ state: inout TextState, feedOrdinal: inout Int?) -> [String] {
        switch event {
        case .fix(let fix):
            do {
                let position = try interpreter.venue.model.livePosition(fix, shownOrdinal: state.ordinal, feedOrdinal: feedOrdinal)
                if fix.namesFloor { feedOrdinal = position.ordinal }
                let (said, next) = interpreter.live(position, state)
                state = next
                return said
            } catch {
                return [interpreter.liveNote(error.text(interpreter.ui))]
            }
        case .problem(let text), .status(let text): return [interpreter.liveNote(text)]
        case .statusFeed: return []
        }
    }

    /// Writes lines, each ended by a newline.
    static func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.joined(separator: "\n") + "\n")
    }

    /// Writes text to standard output, whole.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
