/// SplitMix64's finaliser: every bit of `h` reaches every bit of the result in three
/// multiply-and-shift steps. The slot hash of the load's open-addressing tables (``CellTable``,
/// ``OSMRefSet``, ``OSMGeometry/withoutLaterCopies(_:)``), where SipHash per key cost more
/// than the work the table saves.
@inline(__always)
func splitMixFinal(_ h: UInt64) -> UInt64 {
    var h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 31)
}
