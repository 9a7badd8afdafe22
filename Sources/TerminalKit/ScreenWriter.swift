/// The one writer of the screen: turns each new ``Frame`` into the bytes that make the terminal
/// show it, for every terminal kind, and keeps the model of what the terminal shows.
///
/// The model is the last frame written (as cell keys, with the text of cells whose character
/// has several scalars), the cursor and the colours the last update left (``WriterState``);
/// the scroll region is always the whole screen (the writer never sets one). Each update is
/// planned by ``UpdateBound`` from the model to the new frame with the sequences the terminal's
/// description allows (``TerminalSequences``: which moves, whether rows may slide sideways or
/// scroll, whether characters repeat, which colours), and written in one piece by the caller.
/// The model follows only what was written, so it can never disagree with the screen unless
/// something else writes to the terminal or the terminal changes size: the caller then calls
/// ``forget()``, and the next update clears the screen and paints the frame afresh.
///
/// Frames are first brought to what the terminal shows (``prepared(_:)``): colours it lacks are
/// brought down (``ColorSupport``), attributes it lacks dropped, control characters blanked, a
/// lone combining mark set on a space, a double-width character given its continuation cell
/// (or a space where it would not fit), and spaces given their cheapest look (``BlankStyles``).
public struct ScreenWriter {
    /// The terminal's capabilities.
    public let capabilities: TerminalCapabilities
    /// Whether rows may slide sideways (delete and insert characters) where the terminal can.
    public var slidesRows: Bool

    /// What the terminal shows, as the last update left it; nil when not known.
    public private(set) var shown: CellKeys?
    private var shownClusters: [Int: [UInt8]] = [:]
    /// Where the last update left the cursor and colours; nil when not known.
    public private(set) var state: WriterState?
    /// The sequences of the last few screen sizes (a resize and back reuses them).
    private var sequencesBySize: [(width: Int, height: Int, sequences: TerminalSequences)] = []
    private var charsetReset = false

    /// A writer for a terminal; nothing is known of its screen yet.
    public init(capabilities: TerminalCapabilities, slidesRows: Bool = true) {
        self.capabilities = capabilities
        self.slidesRows = slidesRows
    }

    /// Forgets what the screen shows, where the cursor is and which colours are set: after a
    /// resize, or after something else wrote to the terminal. The next update clears the screen.
    public mutating func forget() {
        shown = nil
        shownClusters = [:]
        state = nil
    }

    /// The bytes that turn the screen into `frame` (a clear and a full paint when the screen is
    /// not known or had another size), the model then updated as if they were written.
    public mutating func update(to frame: Frame) -> [UInt8] {
        let width = frame.width, height = frame.height
        guard width > 0, height > 0 else { return [] }
        let sequences = sequences(width: width, height: height)
        let (prepared, clusters) = Self.prepared(frame, for: sequences)
        let keys = CellKeys(prepared)
        var out: [UInt8] = []
        if !charsetReset, let reset = sequences.charsetReset {
            out += reset   // G0 is ASCII from here on: sgr0 is sent without it
            charsetReset = true
        }
        if state == nil {
            // Colours not known: reset them (the cursor goes by addressing first anyway).
            if sequences.pens.resets { sequences.pens.append(from: Self.unknownPen, to: .plain, to: &out) }
            state = WriterState()
        }
        var from = CellKeys(Frame(width: 0, height: 0))
        if let shown, shown.width == width, shown.height == height {
            from = shown
            for (index, text) in shownClusters where clusters[index] != text && keys.keys[index] == from.keys[index] {
                from.forget(index)
            }
        }
        let moves = UpdateBound.Capabilities(repeatCharacter: true, backColorErase: false, slideRows: slidesRows)
        let plan = UpdateBound.plan(from: from, to: keys, capabilities: moves, sequences: sequences, start: state, clusters: clusters)
        let written = UpdateBound.write(plan, from: from, to: keys, capabilities: moves, sequences: sequences,
                                        start: state, clusters: clusters)
        shown = keys
        shownClusters = clusters
        state = written.end
        var bytes = out + written.bytes
        // The cursor rests on the frame's selected item (screen readers follow it); moved only
        // when it is elsewhere, so an unchanged frame still writes nothing.
        if let spot = frame.cursor, spot.x >= 0, spot.x < width, spot.y >= 0, spot.y < height,
           var end = state, end.row != spot.y || end.column != spot.x {
            sequences.appendMove(fromRow: end.row, fromColumn: end.column, toRow: spot.y, column: spot.x, to: &bytes)
            end.row = spot.y
            end.column = spot.x
            state = end
        }
        return bytes
    }

    /// The sequences for a screen size, made once for each of the last four sizes.
    private mutating func sequences(width: Int, height: Int) -> TerminalSequences {
        if let index = sequencesBySize.firstIndex(where: { $0.width == width && $0.height == height }) {
            return sequencesBySize[index].sequences
        }
        let made = TerminalSequences(capabilities, width: width, height: height)
        sequencesBySize.append((width, height, made))
        if sequencesBySize.count > 4 { sequencesBySize.removeFirst() }
        return made
    }

    /// A pen no cell has, standing for colours that are not known (so that a reset is sent).
    private static let unknownPen = ShortestSequences.Pen(fg: 0x100, bg: 0x100, bold: true, dim: true, reverse: true)

    /// `frame` as this terminal can show it (see the type's description), and the UTF-8 of its
    /// cells whose character has several scalars, by index.
    static func prepared(_ frame: Frame, for sequences: TerminalSequences) -> (Frame, [Int: [UInt8]]) {
        var out = frame
        let pens = sequences.pens
        let support = pens.resets ? sequences.capabilities.colorSupport : .none
        let width = frame.width, height = frame.height
        var clusters: [Int: [UInt8]] = [:]
        func color(_ c: TermColor) -> TermColor {
            guard case .index(let i) = c else { return c }
            switch support {
            case .none: return .default
            case .ansi8: return .index(ColorSupport.nearestANSI(i))
            case .xterm256: return pens.has(foreground: UInt32(i)) ? c : .default
            }
        }
        for row in 0..<height {
            var column = 0
            while column < width {
                var cell = frame[column, row]
                cell.style = CellStyle(fg: color(cell.style.fg), bg: color(cell.style.bg),
                                       bold: cell.style.bold && pens.bold != nil, dim: cell.style.dim && pens.dim != nil,
                                       reverse: cell.style.reverse && pens.reverse != nil)
                let scalars = cell.character.unicodeScalars
                let first = scalars.first?.value ?? 0x20
                var advance = 1
                if first < 0x20 || first == 0x7F || (0x80..<0xA0).contains(first) || cell.character == Character.wideContinuation {
                    cell.character = " "
                } else if let scalar = scalars.first, scalar.value >= 0x300, scalar.terminalWidth == 0 {
                    switch scalar.properties.generalCategory {
                    case .nonspacingMark, .enclosingMark, .spacingMark:
                        cell.character = Character(String(String.UnicodeScalarView([" "] + Array(scalars))))
                    default:
                        cell.character = " "
                    }
                } else if UpdateBound.isWide(UInt64(first)) {
                    if column + 1 < width {
                        out[column + 1, row] = Cell(Character.wideContinuation, style: cell.style)
                        advance = 2
                    } else {
                        cell.character = " "
                    }
                }
                out[column, row] = cell
                if cell.character.unicodeScalars.count > 1 {
                    clusters[row * width + column] = Array(String(cell.character).utf8)
                }
                column += advance
            }
        }
        // Without the wait at the last column, writing the bottom-right cell would scroll the screen.
        let flags = sequences.capabilities.flags
        if flags.contains("am") && !flags.contains("xenl") {
            out[width - 1, height - 1] = .blank
            clusters[width * height - 1] = nil
        }
        let styled = BlankStyles.normalized(out)
        return (styled, clusters)
    }
}

extension CellKeys {
    /// Marks a cell as not known (always written: no key equals it).
    mutating func forget(_ index: Int) {
        keys[index] = UpdateBound.unknown
    }
}
