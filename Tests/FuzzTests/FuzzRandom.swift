/// The fuzzer's random source: xorshift64* over a scrambled seed.
///
/// Everything the fuzzer draws comes from here, never from the system, so a
/// seed reproduces a case exactly, on any machine and Swift version (the
/// helpers below do their own range reduction instead of relying on the
/// standard library's, whose algorithm is not promised to stay the same).
struct FuzzRandom {
    private var state: UInt64

    /// A generator whose whole output is fixed by `seed`.
    init(seed: UInt64) {
        // Scramble so that neighbouring seeds start far apart; the state must not be 0.
        var z = seed &+ 0x6A09_E667_F3BC_C909
        z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        z = (z ^ (z >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        z ^= z >> 32
        state = z == 0 ? 0x2545_F491_4F6C_DD1D : z
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A number in `0..<n` (0 when `n` ≤ 1).
    mutating func below(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(n)).high)
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    /// One element of a non-empty collection.
    mutating func pick<C: RandomAccessCollection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + below(items.count)]
    }

    /// A fresh seed for a sub-stream (used to derive per-case seeds from a batch seed).
    mutating func fork() -> UInt64 { next() }
}
