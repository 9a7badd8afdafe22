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
/// Each pair carries its key's first 16 bytes packed in two words with its byte length
/// (``KeyWords``), worked out once when the tag is set; a lookup packs the key it asks for
/// once, then passes over a pair with two or three integer comparisons. An ASCII key of at
/// most 16 bytes is equal to another exactly when their words are (ASCII text is equal only to
/// the same bytes); a longer one is then compared as text.
///
/// It behaves as a dictionary does: a key appears once (keys told apart as `String` equality
/// does, so canonically equivalent spellings are one key; setting it again replaces its value,
/// setting it to nil removes it), equality ignores order, and the order of iteration is not
/// part of the contract (nothing may depend on it, as with a dictionary).
public struct OSMTags: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One tag.
    public typealias Element = (key: String, value: String)

    /// A key's byte length and first 16 bytes (zeros past its end, in memory order), for
    /// comparing keys as integers.
    struct KeyWords: Equatable, Sendable {
        var count: Int
        var head: UInt64
        var tail: UInt64

        init(count: Int, head: UInt64, tail: UInt64) {
            self.count = count
            self.head = head
            self.tail = tail
        }

        /// The words of an ASCII key; nil when it is not all ASCII.
        @inline(__always)
        init?(_ key: String) {
            guard let words = key.utf8.withContiguousStorageIfAvailable({ KeyWords(ascii: $0) }) ?? Array(key.utf8).withUnsafeBufferPointer({ KeyWords(ascii: $0) }) else {
                return nil
            }
            self = words
        }

        /// The words of UTF-8 bytes; nil when they are not all ASCII. Read with a few loads that
        /// stay within the bytes (overlapping where the count is not a power of two), without a
        /// loop or a copy: a lookup packs the key it asks for every time.
        @inline(__always)
        init?(ascii bytes: UnsafeBufferPointer<UInt8>) {
            let n = bytes.count
            var head: UInt64 = 0, tail: UInt64 = 0
            if n > 0, let base = bytes.baseAddress {
                let p = UnsafeRawPointer(base)
                func load64(_ offset: Int) -> UInt64 { UInt64(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
                func load32(_ offset: Int) -> UInt64 { UInt64(UInt32(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
                if n >= 8 {
                    head = load64(0)
                    if n >= 16 {
                        tail = load64(8)
                    } else if n > 8 {
                        tail = load64(n - 8) >> (8 * UInt64(16 - n))   // bytes 8..<n, the overlap shifted out
                    }
                } else if n >= 4 {
                    head = load32(0) | load32(n - 4) << (8 * UInt64(n - 4))   // the overlap ORs the same bytes
                } else {
                    head = UInt64(bytes[0]) | UInt64(bytes[n / 2]) << (8 * UInt64(n / 2)) | UInt64(bytes[n - 1]) << (8 * UInt64(n - 1))
                }
            }
            var high = head | tail
            var i = 16
            while i < n {
                high |= UInt64(bytes[i])
                i += 1
            }
            guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
            count = n
            self.head = head
            self.tail = tail
        }

        /// Whether two ASCII keys with these words are surely equal without comparing their text.
        var isWhole: Bool { count <= 16 }
    }

    /// One tag and its key's words (nil for a key that is not all ASCII), as stored.
    public struct Entry: Sendable {
        var key: String
        var value: String
        var words: KeyWords?
    }

    /// The pairs, each key once.
    private var pairs: [Entry] = []
    /// Key → position in `pairs`, kept only past ``indexThreshold`` pairs.
    private var index: [String: Int]?
    /// Whether every key set so far is ASCII: only then may a lookup of an ASCII key pass over
    /// keys of other words (text of other bytes can be equal: `é` and `e` + U+0301, the Kelvin
    /// sign and `K`).
    private var asciiKeys = true
    /// One bit (``keyBit(_:)``) for the words of every ASCII key set so far: a lookup whose
    /// bit is clear has no pair of its words, and is answered without walking the pairs (most
    /// keys the mapper asks for are absent). A removed key's bit may stay set: it only costs a walk.
    private var keyBits: UInt64 = 0

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
    public var keys: LazyMapSequence<[Entry], String> { pairs.lazy.map(\.key) }

    /// Makes room for `n` tags.
    public mutating func reserveCapacity(_ n: Int) { pairs.reserveCapacity(n) }

    /// The value of `key`, nil when absent; setting nil removes the tag.
    public subscript(key: String) -> String? {
        get { position(of: key, words: KeyWords(key)).map { pairs[$0].value } }
        set { set(key, words: KeyWords(key), to: newValue) }
    }

    /// Sets `key` (whose words are `words`, as ``KeyWords/init(_:)`` gives them) to `value`;
    /// nil removes it.
    mutating func set(_ key: String, words: KeyWords?, to newValue: String?) {
        if let i = position(of: key, words: words) {
            if let newValue { pairs[i].value = newValue } else { remove(at: i) }
        } else if let newValue {
            if let words { keyBits |= Self.keyBit(words) } else { asciiKeys = false }
            pairs.append(Entry(key: key, value: newValue, words: words))
            if index != nil {
                index![key] = pairs.count - 1
            } else if pairs.count > Self.indexThreshold {
                var byKey = [String: Int](minimumCapacity: pairs.count * 2)
                for (i, pair) in pairs.enumerated() { byKey[pair.key] = i }
                index = byKey
            }
        }
    }

    /// Removes a tag and gives its value (nil when there was none).
    @discardableResult
    public mutating func removeValue(forKey key: String) -> String? {
        guard let i = position(of: key, words: KeyWords(key)) else { return nil }
        let value = pairs[i].value
        remove(at: i)
        return value
    }

    /// The tags for which `isIncluded` holds.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> OSMTags {
        var out = OSMTags()
        for pair in pairs where try isIncluded((pair.key, pair.value)) { out.set(pair.key, words: pair.words, to: pair.value) }
        return out
    }

    /// Walks the tags as `(key, value)` pairs.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Entry]>

        public mutating func next() -> Element? { base.next().map { ($0.key, $0.value) } }
    }

    public func makeIterator() -> Iterator { Iterator(base: pairs.makeIterator()) }

    /// Same keys with the same values, in any order.
    public static func == (a: OSMTags, b: OSMTags) -> Bool {
        a.count == b.count && a.pairs.allSatisfy { b.position(of: $0.key, words: $0.words).map { b.pairs[$0].value } == $0.value }
    }

    /// As a dictionary prints, keys sorted: `["indoor": "room", "level": "0"]`.
    public var description: String {
        pairs.isEmpty ? "[:]" : "[" + pairs.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ") + "]"
    }

    /// Where `key`, whose words are `words`, is in `pairs`.
    @inline(__always)
    private func position(of key: String, words: KeyWords?) -> Int? {
        if let index { return index[key] }
        if asciiKeys, let words {
            // Every key here is ASCII: only one with the same words can be equal.
            guard keyBits & Self.keyBit(words) != 0 else { return nil }
            return pairs.withUnsafeBufferPointer { entries in
                for i in entries.indices {
                    guard let w = entries[i].words, w == words else { continue }
                    if words.isWhole || entries[i].key == key { return i }
                }
                return nil
            }
        }
        for i in pairs.indices where pairs[i].key == key { return i }
        return nil
    }

    /// The bit of ``keyBits`` for keys of these words: equal words, the same bit.
    @inline(__always)
    static func keyBit(_ w: KeyWords) -> UInt64 {
        let h = (w.head &+ w.tail &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: w.count)) &* 0xBF58_476D_1CE4_E5B9
        return 1 &<< (h >> 58)
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
