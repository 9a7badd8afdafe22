import Foundation
import VenueFormats
import Testing
import TestSupport
import VenueFixtures
@testable import MapCore

/// ``OpeningHours`` against the independent opening-hours-py (PyPI), run as a Python script:
/// every hours string of the real venues and the sample, and generated ones, at 200 instants
/// each; open or closed and the next change must agree.
@Suite struct OpeningHoursReferenceTests {
    /// Every hours string of a venue: venue, occupants, amenities, relationships.
    static func hoursStrings(of archive: IMDFArchive) -> [String] {
        archive.venues.compactMap(\.hours) + archive.occupants.compactMap(\.hours)
            + archive.amenities.compactMap(\.hours) + archive.relationships.compactMap(\.hours)
    }

    /// The hours strings of ../shared and the sample venue, each once.
    static func realStrings() throws -> [String] {
        let fm = FileManager.default
        var paths = [TestPaths.sampleVenue.path]
        for folder in [TestPaths.imdfSamples, TestPaths.osmSamples] {
            for name in try fm.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasSuffix(".txt") {
                paths.append(folder.appendingPathComponent(name).path)
            }
        }
        var seen = Set<String>(), out: [String] = []
        for path in paths {
            let archive = try IMDFLoader.load(path: path).graph.archive
            for h in hoursStrings(of: archive) where seen.insert(h).inserted { out.append(h) }
        }
        return out
    }

    /// 200 instants over two years, at whole minutes, from a fixed seed.
    static func instants(seed: UInt64) -> [LocalDateTime] {
        var rng = SplitMix(seed: seed)
        let start = CivilDate(year: 2026, month: 1, day: 1).dayNumber
        return (0..<200).map { _ in
            LocalDateTime(date: CivilDate(dayNumber: start + Int(rng.next() % 730)), minute: Int(rng.next() % 1440))
        }
    }

    /// What the reference says for each string: nil when it rejects it, else per instant
    /// (state, next change).
    static func reference(_ strings: [String], instants: [[LocalDateTime]]) async throws -> [[(String, String?)]?] {
        // Hours that only name weekdays repeat every week: a state that lasts over 30 days lasts
        // for ever. Others may wait years for a date (29 February, a year): 3000 days.
        let input = zip(strings, instants).map { text, times in
            ["hours": text, "max_days": (OpeningHours(text)?.horizonDays ?? 3000) <= 8 ? 30 : 3000,
             "instants": times.map(\.description)] as [String: Any]
        }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: input), as: UTF8.self)
        let script = TestPaths.packageRoot.appendingPathComponent("Tests/MapCoreTests/Hours/opening_hours_reference.py").path
        let result = try await Command.run(["python3", script], input: json, timeout: 300)
        try #require(result.status == 0, "the reference failed (scripts/setup installs opening-hours-py): \(result.stderr)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return answers.map { answer in
            guard let rows = answer["results"] as? [[Any]] else { return nil }
            return rows.map { ($0[0] as? String ?? "?", $0[1] as? String) }
        }
    }

    /// Compares one string at its instants; returns the disagreements.
    static func disagreements(_ text: String, _ instants: [LocalDateTime], _ expected: [(String, String?)]?) -> [String] {
        let ours = OpeningHours(text)
        guard let expected else {
            return ours == nil ? [] : ["\"\(text)\": the reference rejects it, we read it"]
        }
        guard let ours else { return ["\"\(text)\": the reference reads it, we do not"] }
        var out: [String] = []
        for (t, (state, change)) in zip(instants, expected) {
            let open = ours.isOpen(at: t) ? "open" : "closed"
            let next = ours.nextChange(after: t)
            // Beyond our horizon we say "no change"; the reference may still find one.
            let beyond = change.flatMap(LocalDateTime.init(iso:)).map { $0.date.dayNumber - t.date.dayNumber > ours.horizonDays } ?? false
            if open != state || (next?.description != change && !(next == nil && beyond)) {
                out.append("\"\(text)\" at \(t): reference \(state) until \(change ?? "-"), ours \(open) until \(next?.description ?? "-")")
            }
        }
        return out
    }

    @Test func realHoursAgreeWithTheReference() async throws {
        let strings = try Self.realStrings()
        #expect(strings.count >= 25, "hours strings found: \(strings.count)")
        let instants = strings.indices.map { Self.instants(seed: UInt64($0 + 1)) }
        let expected = try await Self.reference(strings, instants: instants)
        var problems: [String] = []
        for i in strings.indices {
            #expect(OpeningHours(strings[i]) != nil, "not understood: \(strings[i])")
            problems += Self.disagreements(strings[i], instants[i], expected[i])
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements, first: \(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test func generatedHoursAgreeWithTheReference() async throws {
        var rng = SplitMix(seed: 25)
        let strings = (0..<150).map { _ in HoursGenerator.string(using: &rng) }
        let instants = strings.indices.map { Self.instants(seed: UInt64(1000 + $0)) }
        let expected = try await Self.reference(strings, instants: instants)
        var problems: [String] = []
        for i in strings.indices {
            #expect(expected[i] != nil, "the reference rejects a generated string: \(strings[i])")
            problems += Self.disagreements(strings[i], instants[i], expected[i])
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements, first: \(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test func stringsTheReferenceRejectsAreNotUnderstood() async throws {
        let strings = ["garbage", "Mo - Fr 08:00-12:00", "Mo-Fr 08:00–12:00", "Mo-Fr 08h00-12h00", "Mo-Fr 08:00-12:00;",
                       "Mo-Fr 08:00-12:00,", "Mo-Fr 08:00-12:00 Sa 10:00-11:00", "Mo-Fr 24:00-02:00", "Mo-Fr 25:00-26:00",
                       "Mo-Fr 10:61-12:00", "Mox 10:00-12:00", "Dec 32 off", "13:00", "Mo-Fr 10:00-", ";", "Mo[6] 10:00-12:00"]
        let instants = strings.map { _ in [LocalDateTime]() }
        let expected = try await Self.reference(strings, instants: instants)
        for (s, e) in zip(strings, expected) {
            #expect(e == nil, "the reference reads \"\(s)\"")
            #expect(OpeningHours(s) == nil, "we read \"\(s)\"")
        }
    }
}

/// Random opening hours strings in the syntax ``OpeningHours`` reads.
enum HoursGenerator {
    static let days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(using rng: inout SplitMix) -> String {
        if rng.next() % 25 == 0 { return ["24/7", "off", "24/7 closed", "Mo-Su 00:00-24:00"][Int(rng.next() % 4)] }
        let count = 1 + Int(rng.next() % 3)
        var out = ""
        for i in 0..<count {
            if i > 0 { out += rng.next() % 4 == 0 ? ", " : "; " }
            out += rule(using: &rng, first: i == 0)
        }
        return out
    }

    static func rule(using rng: inout SplitMix, first: Bool) -> String {
        var parts: [String] = []
        if rng.next() % 8 == 0 { parts.append(rng.next() % 2 == 0 ? "2026" : "2026-2027") }
        if rng.next() % 5 == 0 { parts.append(dates(using: &rng)) }
        let daysPart = weekdays(using: &rng)
        if rng.next() % 6 != 0 || parts.isEmpty { parts.append(daysPart) }
        var hasTimes = false
        if rng.next() % 6 != 0 { parts.append(times(using: &rng)); hasTimes = true }
        let r = rng.next() % 6
        if r == 0 { parts.append("off") } else if r == 1 && hasTimes { parts.append("closed") } else if r == 2 { parts.append("open") }
        return parts.joined(separator: " ")
    }

    static func weekdays(using rng: inout SplitMix) -> String {
        var items: [String] = []
        for _ in 0..<(1 + Int(rng.next() % 2)) {
            let a = Int(rng.next() % 7), b = Int(rng.next() % 7)
            switch rng.next() % 6 {
            case 0: items.append(days[a])
            case 1: items.append("\(days[a])[\(rng.next() % 2 == 0 ? "-" : "")\(1 + rng.next() % 4)]")
            case 2: items.append(rng.next() % 2 == 0 ? "PH" : "SH")
            default: items.append(a == b ? days[a] : "\(days[a])-\(days[b])")
            }
        }
        return items.joined(separator: ",")
    }

    static func dates(using rng: inout SplitMix) -> String {
        let m1 = Int(rng.next() % 12), m2 = Int(rng.next() % 12), d1 = 1 + Int(rng.next() % 28), d2 = 1 + Int(rng.next() % 28)
        switch rng.next() % 4 {
        case 0: return months[m1]
        case 1: return "\(months[m1])-\(months[m2])"
        case 2: return String(format: "%@ %02d", months[m1], d1)
        default: return String(format: "%@ %02d-%@ %02d", months[m1], d1, months[m2], d2)
        }
    }

    static func times(using rng: inout SplitMix) -> String {
        var spans: [String] = []
        var start = Int(rng.next() % 20) * 60 + [0, 15, 30, 45][Int(rng.next() % 4)]
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            guard start < 1440 else { break }
            var end = start + 30 + Int(rng.next() % 16) * 30
            if rng.next() % 7 == 0 { end = start + 600 }   // often past midnight
            let shownEnd = end > 1440 && rng.next() % 2 == 0 ? end - 1440 : end
            spans.append(String(format: "%02d:%02d-%02d:%02d", start / 60, start % 60, shownEnd / 60, shownEnd % 60))
            start = end + 30
        }
        return spans.joined(separator: ",")
    }
}
