import Foundation
import Synchronization

/// How a ``Cell`` stores its character: as a number.
///
/// A character of one Unicode scalar (every braille glyph, nearly every letter) is its
/// scalar value. A character of several scalars (a letter with a combining accent, a
/// flag, an emoji sequence) first becomes its canonical composition when that is one
/// scalar (so that `e` + U+0301 and `é` are the same cell, as the characters compare
/// equal); otherwise it gets a number from 0x110000 up, from a table shared by the
/// process, the same for every character that compares equal. The table is bounded:
/// past ``limit`` distinct characters, further ones are shown as U+FFFD.
public enum CellCharacters {
    /// The first number past the Unicode scalars: numbers from here are table entries.
    public static let tableBase: UInt32 = 0x11_0000
    /// The most characters the table holds.
    public static let limit = 1 << 16

    private struct Table {
        var characters: [Character] = []
        var numbers: [Character: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    /// The number of a character.
    @inlinable
    public static func code(_ c: Character) -> UInt32 {
        var scalars = c.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil { return first.value }
        return tableCode(c)
    }

    /// The number of a character and the columns it takes (``Swift/Character/terminalWidth``).
    @inline(__always)
    public static func codeAndWidth(_ c: Character) -> (code: UInt32, width: Int) {
        var scalars = c.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return (tableCode(c), 1) }
        return (scalars.next() == nil ? first.value : tableCode(c), first.terminalWidth)
    }

    /// The character of a number.
    @inlinable
    public static func character(_ code: UInt32) -> Character {
        if code < tableBase, let scalar = Unicode.Scalar(code) { return Character(scalar) }
        return tableCharacter(code)
    }

    @usableFromInline
    static func tableCode(_ c: Character) -> UInt32 {
        let composed = String(c).precomposedStringWithCanonicalMapping.unicodeScalars
        if composed.count == 1, let only = composed.first { return only.value }
        return table.withLock { t in
            if let n = t.numbers[c] { return n }
            guard t.characters.count < limit else { return 0xFFFD }
            let n = tableBase + UInt32(t.characters.count)
            t.characters.append(c)
            t.numbers[c] = n
            return n
        }
    }

    @usableFromInline
    static func tableCharacter(_ code: UInt32) -> Character {
        table.withLock { t in
            let i = Int(code) - Int(tableBase)
            return i >= 0 && i < t.characters.count ? t.characters[i] : "\u{FFFD}"
        }
    }
}
