/// Labels as shown, remembered for the renderer's model: a unit's label cut to the width
/// of its room (``Swift/String/abbreviated(toWidth:ellipsis:)``) and labels folded to
/// ASCII for the ASCII charset.
///
/// Cutting walks the label's words and characters, which on dense floors cost more than
/// drawing the map when done for every candidate of every frame. A cut depends only on
/// the label and the width (and the charset, for the ellipsis), and a label has at most
/// as many cuts as it has columns, so remembering them is bounded by the floor's labels.
/// Tables are arrays by feature and width, so a frame finds its cuts without hashing;
/// texts get numbers (``Shown/textID``) so that telling cuts apart needs no hashing either.
struct LabelCuts {
    /// A label as shown: its text (nil when no cut fits), width in columns, and the
    /// numbers of that text and of the label it was made from (equal texts, equal numbers).
    struct Shown {
        var text: String?
        var width: Int
        var textID: Int32
        var sourceID: Int32
    }

    /// The tables of one floor in one charset, by feature: a unit's position in
    /// ``FloorGeometry/units``, then the kiosks after the units.
    private struct Floor {
        /// Cuts by feature, then width.
        var cuts: [[Shown?]] = []
        /// Whole labels folded to ASCII, by feature.
        var folded: [Shown?] = []
    }

    private struct FloorKey: Hashable {
        var ordinal: Int
        var ascii: Bool
    }

    private var floors: [FloorKey: Floor] = [:]
    /// The floor of the frame being drawn, taken out of ``floors`` (see ``begin(ordinal:ascii:features:)``).
    private var current = Floor()
    private var currentKey: FloorKey?
    /// Numbers of the texts met so far.
    private var numbers: [String: Int32] = [:]
    /// For each text number, the label that claimed it as a cut in the frame stamped
    /// ``frame`` (see ``claim(_:)``).
    private var claimedBy: [Int32] = []
    private var claimedIn: [UInt32] = []
    private var frame: UInt32 = 0

    /// Forgets every label (another model).
    mutating func removeAll() {
        self = LabelCuts()
    }

    /// Starts a frame on a floor with `features` labelled features (units then kiosks):
    /// its tables become current and no cut is claimed yet.
    mutating func begin(ordinal: Int, ascii: Bool, features: Int) {
        end()
        let key = FloorKey(ordinal: ordinal, ascii: ascii)
        current = floors.removeValue(forKey: key) ?? Floor()
        currentKey = key
        if current.cuts.count < features {
            current.cuts += repeatElement([], count: features - current.cuts.count)
            current.folded += repeatElement(nil, count: features - current.folded.count)
        }
        frame &+= 1
        if frame == 0 {   // the stamps wrapped: start them again
            for i in claimedIn.indices { claimedIn[i] = 0 }
            frame = 1
        }
    }

    /// Puts the current floor's tables back.
    mutating func end() {
        if let key = currentKey { floors[key] = current }
        currentKey = nil
        current = Floor()
    }

    /// Feature `feature`'s whole label `source` folded by `make`, made the first time.
    mutating func folded(_ feature: Int, source: String, make: () -> String) -> Shown {
        if let s = current.folded[feature] { return s }
        let s = shown(make(), source: source)
        current.folded[feature] = s
        return s
    }

    /// Feature `feature`'s label `source` cut to `width` columns by `make`, made the first time.
    mutating func cut(_ feature: Int, width: Int, source: String, make: () -> String?) -> Shown {
        if width < current.cuts[feature].count, let s = current.cuts[feature][width] { return s }
        let s = shown(make(), source: source)
        if current.cuts[feature].count <= width {
            current.cuts[feature] += repeatElement(nil, count: width + 1 - current.cuts[feature].count)
        }
        current.cuts[feature][width] = s
        return s
    }

    /// Claims a cut's text for its label in this frame: false when another label (other
    /// text) was cut to the same text already, so that two labels never look the same.
    mutating func claim(_ s: Shown) -> Bool {
        let id = Int(s.textID)
        if claimedIn[id] == frame { return claimedBy[id] == s.sourceID }
        claimedIn[id] = frame
        claimedBy[id] = s.sourceID
        return true
    }

    private mutating func shown(_ text: String?, source: String) -> Shown {
        Shown(text: text, width: text?.terminalWidth ?? 0, textID: text.map { number($0) } ?? -1, sourceID: number(source))
    }

    private mutating func number(_ text: String) -> Int32 {
        if let n = numbers[text] { return n }
        let n = Int32(numbers.count)
        numbers[text] = n
        claimedBy.append(-1)
        claimedIn.append(0)
        return n
    }
}
