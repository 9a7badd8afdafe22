import Foundation
import VenueFormats
import Testing
import TestSupport
import VenueFixtures
@testable import MapCore

/// Reading and evaluating opening hours, the status words, and the venue's time zone.
@Suite struct OpeningHoursTests {
    func at(_ text: String) -> LocalDateTime { LocalDateTime(iso: text)! }

    @Test func civilDatesRoundTripAndKnowTheirWeekday() {
        for n in stride(from: -800_000, to: 800_000, by: 997) {
            #expect(CivilDate(dayNumber: n).dayNumber == n)
        }
        #expect(CivilDate(year: 2026, month: 11, day: 24).weekday == 1, "a Tuesday")
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == 3, "a Thursday")
        #expect(CivilDate(year: 2028, month: 2, day: 1).daysInMonth == 29)
        #expect(LocalDateTime(iso: "2026-02-30T10:00") == nil && LocalDateTime(iso: "2026-11-24T24:00") == nil)
        #expect(LocalDateTime(iso: "2026-11-24 10:05:30")?.description == "2026-11-24T10:05")
    }

    @Test func weekdayRangesAndSeveralSpans() throws {
        let h = try #require(OpeningHours("Mo-Fr 09:00-12:00,14:00-18:00; Sa 10:00-13:00"))
        #expect(h.isOpen(at: at("2026-11-24T10:00")))
        #expect(!h.isOpen(at: at("2026-11-24T13:00")))
        #expect(h.nextChange(after: at("2026-11-24T13:00"))?.description == "2026-11-24T14:00")
        #expect(h.nextChange(after: at("2026-11-28T13:00"))?.description == "2026-11-30T09:00", "Sunday closed")
    }

    @Test func laterRulesReplaceADayAndOffClosesIt() throws {
        let h = try #require(OpeningHours("Mo-Su 10:00-20:00; We off; Dec 24-26 off"))
        #expect(!h.isOpen(at: at("2026-11-25T12:00")), "Wednesday off")
        #expect(h.isOpen(at: at("2026-11-26T12:00")))
        #expect(!h.isOpen(at: at("2026-12-25T12:00")), "Christmas off")
        let partly = try #require(OpeningHours("Mo-Fr 08:00-18:00; We 12:00-14:00 off"))
        #expect(partly.isOpen(at: at("2026-11-25T11:00")) && !partly.isOpen(at: at("2026-11-25T13:00")))
    }

    @Test func alwaysOpenPastMidnightAndHolidaysWithoutACalendar() throws {
        let always = try #require(OpeningHours("24/7"))
        #expect(always.isOpen(at: at("2026-11-24T03:00")) && always.nextChange(after: at("2026-11-24T03:00")) == nil)
        let night = try #require(OpeningHours("Fr-Sa 22:00-03:00"))
        #expect(night.isOpen(at: at("2026-11-28T02:00")), "Friday night runs into Saturday")
        #expect(!night.isOpen(at: at("2026-11-30T02:00")), "Sunday night is not Saturday's")
        // No day is a public holiday without a calendar: PH adds nothing and PH off closes nothing.
        let ph = try #require(OpeningHours("Su,PH 10:00-12:00; PH off"))
        #expect(ph.isOpen(at: at("2026-11-29T11:00")) && !ph.isOpen(at: at("2026-11-24T11:00")))
    }

    @Test func monthsDatesYearsAndNthWeekdays() throws {
        let summer = try #require(OpeningHours("Tu-Sa 12:00-18:30; Jul-Aug Tu-Sa 13:00-18:00"))
        #expect(summer.isOpen(at: at("2026-06-16T12:30")) && !summer.isOpen(at: at("2026-07-14T12:30")))
        let first = try #require(OpeningHours("Mo[1] 10:00-12:00; Mo[-1] 14:00-16:00"))
        #expect(first.isOpen(at: at("2026-12-07T11:00")) && !first.isOpen(at: at("2026-12-14T11:00")))
        #expect(first.isOpen(at: at("2026-11-30T15:00")), "the last Monday of November")
        let year = try #require(OpeningHours("2027 Mo-Fr 10:00-12:00"))
        #expect(!year.isOpen(at: at("2026-11-24T11:00")) && year.isOpen(at: at("2027-11-23T11:00")))
        #expect(year.nextChange(after: at("2026-11-24T11:00"))?.description == "2027-01-01T10:00")
    }

    @Test func whatIsNotUnderstoodIsSaid() {
        for text in ["Mo-Fr 10:00-12:00 || Sa 10:00-11:00", "Mo 10:00-12:00 unknown", "sunrise-sunset", "week 01-10 Mo 10:00-12:00",
                     "Mo-Fr 10:00+", "easter off", "\"by appointment\"", "Mo-Fr 8 to 5", "", "   "] {
            #expect(OpeningHours(text) == nil, "\(text)")
        }
        #expect(HoursStatus(hours: "by appointment", at: at("2026-11-24T10:00"))?.text == "by appointment (not understood)")
        #expect(HoursStatus(hours: nil, at: at("2026-11-24T10:00")) == nil)
    }

    /// Random strings of the syntax's pieces, well formed or not: read or refused, never a crash,
    /// and what is read is evaluated at instants around the year.
    @Test func randomPiecesNeverCrash() {
        let pieces = ["Mo", "Tu-Fr", "Sa-Mo", "Su,PH", "SH", "Mo[1]", "We[-1]", "Jan", "Feb 29", "Dec 24-Jan 02", "2026", "2025-2027",
                      "24/7", "10:00-12:00", "22:00-02:00", "08:00-08:00", "00:00-24:00", "23:59-48:00", ",", ";", ", ", "; ",
                      " ", "off", "closed", "open", "\"x\"", "-", ":", "||", "[", "]", "24:00", "9:5", "unknown", "ö", ""]
        var rng = SplitMix(seed: 7)
        let times = ["2026-01-01T00:00", "2026-02-28T23:59", "2026-12-31T12:00", "2028-02-29T10:00"].map(at)
        var read = 0
        for _ in 0..<3000 {
            let text = (0..<Int(1 + rng.next() % 6)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined(separator: rng.next() % 2 == 0 ? " " : "")
            guard let h = OpeningHours(text) else { continue }
            read += 1
            for t in times {
                _ = h.isOpen(at: t)
                if let next = h.nextChange(after: t) { #expect(next > t && h.isOpen(at: next) != h.isOpen(at: t), "\(text) at \(t)") }
            }
        }
        #expect(read > 100, "some random strings are well formed: \(read)")
    }

    @Test func statusWords() {
        let tuesday = at("2026-11-24T10:00")
        #expect(HoursStatus(hours: "Mo-Sa 10:00-20:00", at: tuesday)?.text == "Open now · closes 20:00")
        #expect(HoursStatus(hours: "Mo-Sa 10:00-20:00", at: at("2026-11-29T10:00"))?.text == "Closed · opens Mon 10:00")
        #expect(HoursStatus(hours: "Mo-Sa 10:00-20:00", at: at("2026-11-24T08:00"))?.text == "Closed · opens 10:00")
        #expect(HoursStatus(hours: "Mo-Su 08:00-24:00", at: tuesday)?.text == "Open now · closes at midnight")
        #expect(HoursStatus(hours: "24/7", at: tuesday)?.text == "Open 24/7")
        #expect(HoursStatus(hours: "Dec 24 10:00-12:00", at: tuesday)?.text == "Closed · opens 24 Dec 10:00")
        #expect(HoursStatus(hours: "off", at: tuesday)?.text == "Closed")
    }

    @Test func venueTimeZonesFromTheAddressCountry() throws {
        let sample = try IMDFLoader.load(path: TestPaths.sampleVenue.path).graph
        #expect(VenueTimeZone.zone(for: sample, at: nil).identifier == "Europe/Zurich")
        let seamans = try IMDFLoader.load(path: TestPaths.imdfSample("seamans-center").path).graph
        #expect(VenueTimeZone.zone(for: seamans, at: nil).identifier == "America/Chicago", "Iowa City")
        let postech = try IMDFLoader.load(path: TestPaths.imdfSample("postech-c5").path).graph
        #expect(VenueTimeZone.zone(for: postech, at: nil).identifier == "Asia/Seoul")
        #expect(VenueTimeZone.zone(country: "US", near: GeoPoint(longitude: -122.4, latitude: 37.8))?.identifier == "America/Los_Angeles")
        #expect(VenueTimeZone.zone(country: "ZZ", near: nil) == nil)
        // Wall-clock times and instants agree across a change of clocks.
        let zurich = try #require(TimeZone(identifier: "Europe/Zurich"))
        for text in ["2026-03-29T01:30", "2026-03-29T03:30", "2026-10-25T01:30", "2026-07-01T12:00"] {
            #expect(LocalDateTime(at(text).instant(in: zurich), in: zurich) == at(text), "\(text)")
        }
    }
}
