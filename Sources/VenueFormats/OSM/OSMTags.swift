/// The tags of one OpenStreetMap element: its distinct keys and their values.
///
/// A specialised container rather than `[String: String]` because of how an OSM load uses
/// tags: an element has a handful of them (4–20 in real exports, metadata aside), and the
/// mapper (``SITMapper``, ``SITCategories``) asks for some 30 keys per indoor space, most of
/// them absent. A dictionary hashes the whole key on every insert and every lookup and
/// allocates a hash table per element, which made hashing and freeing those tables a fifth of
/// a GeoJSON load. Here the pairs live in one array, and a lookup walks them comparing byte
/// lengths first where the keys are ASCII (most keys differ in length), then the text. Past
/// ``indexThreshold`` pairs a dictionary from key to position is kept as well, so that an
/// element with thousands of tags is neither quadratic to build nor slow to ask.
///
/// It behaves as a dictionary does: a key appears once (keys told apart as `String` equality
/// does, so canonically equivalent spellings are one key; setting it again replaces its value,
/// setting it to nil removes it), equality ignores order, and the order of iteration is not
/// part of the contract (nothing may depend on it, as with a dictionary).
public struct OSMTags: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One tag.
    public typealias Element = (key: String, value: String)

    /// The pairs, each key once.
    private var pairs: [Element] = []
    /// Key → position in `pairs`, kept only past ``indexThreshold`` pairs.
    private var index: [String: Int]?
    /// Whether every key set so far is ASCII: only then may a lookup of an ASCII key pass over
    /// keys of another byte length (text of other lengths can be equal: `é` and `e` + U+0301).
    private var asciiKeys = true

    /// How many pairs are walked before a lookup goes through a dictionary instead: far more
    /// than real elements carry, few enough that a walk stays cheaper than hashing.
    static let indexThreshold = 32

    /// No tags.
    public init() {}

    /// Tags from a literal (`["indoor": "room", "level": "0"]`); a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The tags of a dictionary.
    public init(_ dictionary: [String: String]) {
        pairs.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { self[key] = value }
    }

    /// How many tags there are.
    public var count: Int { pairs.count }

    /// Whether there are none.
    public var isEmpty: Bool { pairs.isEmpty }

    /// The keys.
    public var keys: LazyMapSequence<[Element], String> { pairs.lazy.map(\.key) }

    /// Makes room for `n` tags.
    public mutating func reserveCapacity(_ n: Int) { pairs.reserveCapacity(n) }

    /// The value of `key`, nil when absent; setting nil removes the tag.
    public subscript(key: String) -> String? {
        get { position(of: key).map { pairs[$0].value } }
        set {
            if let i = position(of: key) {
                if let newValue { pairs[i].value = newValue } else { remove(at: i) }
            } else if let newValue {
                if asciiKeys && !Self.isASCII(key) { asciiKeys = false }
                pairs.append((key, newValue))
                if index != nil {
                    index![key] = pairs.count - 1
                } else if pairs.count > Self.indexThreshold {
                    var byKey = [String: Int](minimumCapacity: pairs.count * 2)
                    for (i, pair) in pairs.enumerated() { byKey[pair.key] = i }
                    index = byKey
                }
            }
        }
    }

    /// Removes a tag and gives its value (nil when there was none).
    @discardableResult
    public mutating func removeValue(forKey key: String) -> String? {
        guard let i = position(of: key) else { return nil }
        let value = pairs[i].value
        remove(at: i)
        return value
    }

    /// The tags for which `isIncluded` holds.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> OSMTags {
        var out = OSMTags()
        for pair in pairs where try isIncluded(pair) { out[pair.key] = pair.value }
        return out
    }

    public func makeIterator() -> IndexingIterator<[Element]> { pairs.makeIterator() }

    /// Same keys with the same values, in any order.
    public static func == (a: OSMTags, b: OSMTags) -> Bool {
        a.count == b.count && a.pairs.allSatisfy { b[$0.key] == $0.value }
    }

    /// As a dictionary prints, keys sorted: `["indoor": "room", "level": "0"]`.
    public var description: String {
        pairs.isEmpty ? "[:]" : "[" + pairs.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ") + "]"
    }

    /// Where `key` is in `pairs`.
    @inline(__always)
    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        if asciiKeys && Self.isASCII(key) {
            let n = key.utf8.count
            for i in pairs.indices where pairs[i].key.utf8.count == n && pairs[i].key == key { return i }
            return nil
        }
        for i in pairs.indices where pairs[i].key == key { return i }
        return nil
    }

    /// Whether a key is all ASCII (the form of every real OSM key).
    @inline(__always)
    private static func isASCII(_ key: String) -> Bool {
        // A native string's bytes in one buffer, walked without the view's iterator.
        key.utf8.withContiguousStorageIfAvailable { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            return high < 0x80
        } ?? key.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Removes the pair at `i`, moving the last pair into its place (order means nothing).
    private mutating func remove(at i: Int) {
        let removed = pairs[i].key
        let last = pairs.count - 1
        if i != last { pairs[i] = pairs[last] }
        pairs.removeLast()
        guard index != nil else { return }
        index![removed] = nil
        if i != last { index![pairs[i].key] = i }
    }
}
