import Foundation
import VenueFormats
import Testing

/// Mutants of the sample venue as a zip file: the zip container itself (headers, sizes,
/// offsets, counts, methods, CRCs) is damaged, then the file is loaded from disk through
/// ZIPFoundation, and drawn when it loads.
@Suite struct ZipFuzzTests {
    /// The sample venue as a zip of stored entries, one folder down as real zips are, with its header fields.
    static let sample = zip()

    /// The sample as a zip; with `zip64`, entry `zip64.entry` gives its header offset in a ZIP64 extra field.
    static func zip(zip64: (entry: Int, offset: UInt64)? = nil) -> (bytes: [UInt8], fields: [ZipWriter.Field]) {
        var w = ZipWriter()
        for (i, m) in BaseArchive.sample.members.enumerated() {
            w.add(path: "atrium-sample/" + m.path, data: m.bytes, zip64Offset: zip64?.entry == i ? zip64?.offset : nil)
        }
        let bytes = w.finish()
        return (bytes, w.fields)
    }

    /// The zip mutant for `seed`, and what was done.
    static func mutant(seed: UInt64) -> (bytes: [UInt8], notes: [String]) {
        var rng = FuzzRandom(seed: seed)
        var b = sample.bytes
        var notes: [String] = []
        if rng.chance(0.05) {
            // An entry whose header offset is in a ZIP64 field: past the end, negative as a file offset, or all ones.
            let entry = rng.below(BaseArchive.sample.members.count)
            let offset = rng.pick([UInt64(b.count) + 1, UInt64(1) << 40, UInt64(1) << 63, UInt64.max])
            b = zip(zip64: (entry, offset)).bytes
            notes.append("entry \(entry): ZIP64 header offset \(offset)")
        }
        for _ in 0..<(rng.chance(0.6) ? 1 : 2) {
            switch rng.below(10) {
            case 0..<5:
                // A header field set to an edge value: 0, all ones, off by one, or random.
                // After a ZIP64 change, fields past that entry's central record are 12 bytes off: aimed less well, still damage.
                let f = rng.pick(sample.fields)
                guard f.offset + f.width <= b.count else { continue }
                var old: UInt32 = 0
                for k in 0..<f.width { old |= UInt32(b[f.offset + k]) << (8 * k) }
                let ones: UInt32 = f.width == 2 ? 0xFFFF : 0xFFFF_FFFF
                let new: UInt32 = f.name.hasSuffix("method") ? rng.pick([8, 12, 99, ones])
                    : rng.pick([0, ones, old &+ 1, old &- 1, old &* 2, UInt32(truncatingIfNeeded: rng.next()) & ones])
                for k in 0..<f.width { b[f.offset + k] = UInt8(truncatingIfNeeded: new >> (8 * k)) }
                notes.append("\(f.name): \(old) -> \(new)")
            case 5:
                let flips = rng.int(in: 1...16)
                for _ in 0..<flips { let i = rng.below(b.count); b[i] ^= UInt8(1 << rng.below(8)) }
                notes.append("\(flips) bit(s) flipped")
            case 6:
                let at = rng.below(b.count)
                b.removeSubrange(at...)
                notes.append("truncated to \(at) bytes")
            case 7:
                let at = rng.below(b.count), k = min(b.count - at, rng.int(in: 1...64))
                b.removeSubrange(at..<(at + k))
                notes.append("\(k) byte(s) deleted at \(at)")
            case 8:
                let at = rng.below(b.count + 1)
                b.insert(contentsOf: (0..<rng.int(in: 1...64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: at)
                notes.append("random bytes inserted at \(at)")
            default:
                // The central directory written twice, or the end record repeated with another offset.
                let end = Array(b.suffix(22))
                b += end
                notes.append("end record repeated")
            }
        }
        return (b, notes)
    }

    @Test func theUnmutatedZipLoadsAsTheFolderDoes() throws {
        try ResourceLimitTests.inTemporaryFolder { dir in
            let url = dir.appendingPathComponent("sample.zip")
            try Data(Self.sample.bytes).write(to: url)
            let zip = try IMDFLoader.load(path: url.path)
            let folder = try IMDFLoader.load(members: BaseArchive.sample.members, sourcePath: "sample")
            #expect(zip.archive.units.count == folder.archive.units.count && zip.archive.units.count > 100)
            #expect(zip.diagnostics.filter { $0.severity == .error }.isEmpty)
        }
    }

    @Test func damagedZipsLoadOrAreRefusedAndDrawWithoutCrashing() throws {
        var seeds = FuzzRandom(seed: 0x21B_0001)
        var run = FuzzRun()
        try ResourceLimitTests.inTemporaryFolder { dir in
            let url = dir.appendingPathComponent("case.zip")
            for _ in 0..<500 {
                let seed = seeds.fork()
                let (bytes, notes) = Self.mutant(seed: seed)
                try Data(bytes).write(to: url)
                let label = "zip#\(String(seed, radix: 16))"
                let slot = CaseBeacon.begin(label)
                let cpu = FuzzHarness.threadCPUSeconds(), start = ProcessInfo.processInfo.systemUptime
                var report = FuzzHarness.check { () throws(LoadFailure) in try IMDFLoader.load(path: url.path) }
                report.cpuSeconds = FuzzHarness.threadCPUSeconds() - cpu
                report.seconds = ProcessInfo.processInfo.systemUptime - start
                CaseBeacon.end(slot)
                report.fuzzCase = FuzzCase(base: "zip", seed: seed)
                report.notes = notes
                run.record(report)
            }
        }
        print("fuzz zip batch: \(run.summary)")
        run.recordFailures()
    }
}
