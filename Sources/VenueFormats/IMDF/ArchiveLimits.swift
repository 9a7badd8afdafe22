/// Limits that keep a hostile or broken archive from eating the machine.
///
/// The defaults are generous for real venues (the largest public IMDF archives are
/// a few tens of megabytes) and small enough to fail fast on bombs.
public struct ArchiveLimits: Sendable, Equatable {
    /// Largest archive file (zip) or folder total, in bytes: 128 MiB.
    public var maxArchiveBytes: Int = 128 << 20
    /// Largest total of uncompressed bytes read from a zip: 256 MiB.
    public var maxUncompressedBytes: Int = 256 << 20
    /// Largest single member, uncompressed: 128 MiB.
    public var maxMemberBytes: Int = 128 << 20
    /// Most entries in a zip.
    public var maxEntries: Int = 10_000
    /// Most compression ratio tolerated for a member larger than 1 MiB (zip-bomb guard).
    public var maxCompressionRatio: Int = 200
    /// Most positions in a single feature's geometry.
    public var maxPointsPerFeature: Int = 2_000_000
    /// Most positions in the whole archive.
    public var maxTotalPoints: Int = 20_000_000

    /// The default limits.
    public init() {}
}
