/// Labels as shown, remembered for the renderer's model: a unit's label cut to the width
/// of its room (``Swift/String/abbreviated(toWidth:ellipsis:)``) and labels folded to
/// ASCII for the ASCII charset.
///
/// Cutting walks the label's words and characters, which on dense floors cost more than
/// drawing the map when done for every candidate of every frame. A cut depends only on
/// the label and the width (and the charset, for the ellipsis), and a label has at most
/// as many cuts as it has columns, so remembering them is bounded by the floor's labels.
struct LabelCuts {
    /// Which label, at which width.
    struct Key: Hashable {
        /// The floor.
        var ordinal: Int
        /// A unit's position in ``FloorGeometry/units`` (0 and up), or a kiosk's position
        /// in ``FloorGeometry/kiosks`` as `-1 - position`.
        var feature: Int
        /// The width cut to, in columns; ``whole`` for the whole label.
        var width: Int
        /// Whether the ASCII charset is in use (folded text, `~` as the ellipsis).
        var ascii: Bool
    }

    /// A label as shown: its text (nil when no cut fits) and width in columns.
    struct Shown {
        var text: String?
        var width: Int
    }

    /// The ``Key/width`` of a whole label.
    static let whole = -1

    private var entries: [Key: Shown] = [:]

    /// Forgets every label (another model).
    mutating func removeAll() {
        entries.removeAll()
    }

    /// The label for `key`, made by `make` the first time it is asked for.
    mutating func shown(_ key: Key, make: () -> String?) -> Shown {
        if let s = entries[key] { return s }
        let text = make()
        let s = Shown(text: text, width: text?.terminalWidth ?? 0)
        entries[key] = s
        return s
    }
}
