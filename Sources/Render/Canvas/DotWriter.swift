import TerminalKit
/// Direct access to a canvas's cell arrays for the rasterisers' inner loops.
///
/// Writing through `masks[i]`, `priorities[i]` and `styles[i]` checks each array's
/// uniqueness on every dot; a writer takes the buffers once per line or fill, so the
/// loops pay only for the dots. It must not outlive ``BrailleCanvas/withDotWriter(_:)``.
struct DotWriter {
    let masks: UnsafeMutablePointer<UInt8>
    let priorities: UnsafeMutablePointer<UInt8>
    let styles: UnsafeMutablePointer<CellStyle>
    let columns: Int
    let dotWidth: Int
    let dotHeight: Int

    /// ORs dot bits into a cell; the cell takes `style` when `priority` is at least the
    /// priority already stored there.
    @inline(__always)
    func paint(cell i: Int, bits: UInt8, style: CellStyle, priority: UInt8) {
        masks[i] |= bits
        if priority >= priorities[i] {
            priorities[i] = priority
            styles[i] = style
        }
    }

    /// Sets one dot; dots outside the canvas are ignored.
    @inline(__always)
    func setDot(x: Int, y: Int, style: CellStyle, priority: UInt8) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        paint(cell: (y >> 2) * columns + (x >> 1), bits: BrailleDots.bit(x: x, y: y), style: style, priority: priority)
    }
}

extension BrailleCanvas {
    /// Runs `body` with a ``DotWriter`` over this canvas's cells; an empty canvas (which
    /// no dot can reach) skips it.
    @inline(__always)
    mutating func withDotWriter(_ body: (DotWriter) -> Void) {
        let columns = columns, dotWidth = dotWidth, dotHeight = dotHeight
        masks.withUnsafeMutableBufferPointer { m in
            priorities.withUnsafeMutableBufferPointer { p in
                styles.withUnsafeMutableBufferPointer { s in
                    guard let mb = m.baseAddress, let pb = p.baseAddress, let sb = s.baseAddress else { return }
                    body(DotWriter(masks: mb, priorities: pb, styles: sb, columns: columns, dotWidth: dotWidth, dotHeight: dotHeight))
                }
            }
        }
    }
}
