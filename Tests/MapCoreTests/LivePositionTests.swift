import Foundation
import VenueFormats
@testable import MapCore
import Testing

/// `--position`: the lines live sources write (feed JSON lines, gpsd reports), cut from a
/// byte stream, and turned into positions on the sample venue.
@Suite struct LivePositionTests {
    static let sample = HerePositionTests.sample

    /// The Information Desk's latitude and longitude.
    static var desk: GeoPoint {
        let model = sample
        let kiosk = model.graph.archive.kiosks.firstIndex { model.graph.language.text($0.name) == "Information Desk" }!
        return model.projection.unproject(model.position(of: .kiosk(kiosk))!.point)
    }

    @Test func aFeedLineGivesEveryField() throws {
        let line = #"{"lat":47.5,"lon":8.25,"level":"L2","accuracy":3.5,"heading":-90,"speed":1.2,"time":"2026-11-25T09:00:00Z"}"#
        let event = try #require(LiveFeedParser.feedLine(line))
        #expect(event == .fix(LiveFix(latitude: 47.5, longitude: 8.25, level: "L2", accuracy: 3.5, heading: 270, speed: 1.2, time: "2026-11-25T09:00:00Z")))
    }

    @Test func aFeedLineTakesAnOrdinalAndLongNames() throws {
        #expect(LiveFeedParser.feedLine(#"{"latitude":1,"longitude":2,"ordinal":-1}"#) == .fix(LiveFix(latitude: 1, longitude: 2, ordinal: -1)))
        #expect(LiveFeedParser.feedLine(#"{"lat":1,"lon":2,"level":1}"#) == .fix(LiveFix(latitude: 1, longitude: 2, ordinal: 1)))
    }

    @Test(arguments: [
        ("{\"lat\":1", "malformed line"),
        ("[1,2]", "not a JSON object"),
        (#"{"lat":1}"#, "without lat and lon"),
        (#"{"lat":91,"lon":2}"#, "not a latitude"),
        (#"{"lat":"x","lon":2}"#, "without lat and lon"),
    ])
    func badFeedLinesSayWhy(_ line: String, _ why: String) throws {
        guard case .problem(let text) = try #require(LiveFeedParser.feedLine(line)) else {
            Issue.record("\(line) was read as a fix")
            return
        }
        #expect(text.contains(why), "\(text)")
    }

    @Test func blankLinesAreSkipped() {
        #expect(LiveFeedParser.feedLine("") == nil)
        #expect(LiveFeedParser.feedLine("  \r") == nil)
        #expect(LiveFeedParser.gpsdLine("") == nil)
    }

    @Test func gpsdTPVWithAFixGivesTrackAndErrorRadius() throws {
        let tpv = #"{"class":"TPV","device":"/dev/pts/1","mode":3,"time":"2026-11-25T09:00:01.000Z","lat":47.37,"lon":8.54,"track":181.5,"speed":1.4,"epx":2.5,"epy":4.0}"#
        #expect(LiveFeedParser.gpsdLine(tpv) == .fix(LiveFix(latitude: 47.37, longitude: 8.54, accuracy: 4.0, heading: 181.5, speed: 1.4, time: "2026-11-25T09:00:01.000Z")))
        let eph = #"{"class":"TPV","mode":2,"lat":47.37,"lon":8.54,"eph":6.5,"epx":2.5}"#
        guard case .fix(let fix) = try #require(LiveFeedParser.gpsdLine(eph)) else { Issue.record("no fix"); return }
        #expect(fix.accuracy == 6.5)
        #expect(fix.heading == nil)
        #expect(!fix.namesFloor)
    }

    @Test func gpsdReportsWithoutAFixAreIgnored() {
        #expect(LiveFeedParser.gpsdLine(#"{"class":"VERSION","release":"3.22","proto_major":3}"#) == nil)
        #expect(LiveFeedParser.gpsdLine(#"{"class":"TPV","mode":1}"#) == nil)
        #expect(LiveFeedParser.gpsdLine(#"{"class":"SKY","satellites":[]}"#) == nil)
        guard case .problem(let text)? = LiveFeedParser.gpsdLine("{\"class\":") else { Issue.record("not a problem"); return }
        #expect(text.hasPrefix("gpsd: "))
    }

    @Test func theLineBufferCutsLinesAcrossReadsAndDropsOverlongOnes() {
        var buffer = LineBuffer(limit: 10)
        #expect(buffer.append(Array("ab".utf8)) == [])
        #expect(buffer.append(Array("c\r\nde\nf".utf8)) == ["abc", "de"])
        #expect(buffer.append(Array("0123456789ABC".utf8)) == [])
        #expect(buffer.overflows == 1)
        #expect(buffer.append(Array("tail\nok\n".utf8)) == ["ok"], "the rest of the overlong line is dropped with it")
        buffer.reset()
        #expect(buffer.append(Array("x\n".utf8)) == ["x"])
    }

    @Test func aFixTakesTheFloorItNamesElseTheFeedsElseTheOneShown() throws {
        let geo = Self.desk
        let base = LiveFix(latitude: geo.latitude, longitude: geo.longitude, accuracy: 3, heading: 45)
        var named = base
        named.level = "1"
        #expect(try Self.sample.livePosition(named, shownOrdinal: 0, feedOrdinal: nil).ordinal == 1)
        named.level = "Second Floor"
        #expect(try Self.sample.livePosition(named, shownOrdinal: 0, feedOrdinal: nil).ordinal == 2)
        var byOrdinal = base
        byOrdinal.ordinal = -1
        #expect(try Self.sample.livePosition(byOrdinal, shownOrdinal: 0, feedOrdinal: nil).ordinal == -1)
        #expect(try Self.sample.livePosition(base, shownOrdinal: 2, feedOrdinal: 1).ordinal == 1)
        let shown = try Self.sample.livePosition(base, shownOrdinal: 0, feedOrdinal: nil)
        #expect(shown.ordinal == 0)
        #expect(shown.unit != nil, "the desk stands in a unit")
        #expect(shown.accuracy == 3 && shown.heading == 45)
        let desk = Self.sample.projection.project(geo)
        #expect(shown.point.distance(to: desk) < 0.01)
    }

    @Test func unknownLevelsAndFarPositionsAreRefusedWithASentence() {
        let geo = Self.desk
        #expect(throws: HereSpecError.self) {
            try Self.sample.livePosition(LiveFix(latitude: geo.latitude, longitude: geo.longitude, level: "L9"), shownOrdinal: 0, feedOrdinal: nil)
        }
        do {
            _ = try Self.sample.livePosition(LiveFix(latitude: geo.latitude, longitude: geo.longitude, ordinal: 7), shownOrdinal: 0, feedOrdinal: nil)
            Issue.record("ordinal 7 accepted")
        } catch {
            #expect(error.description.contains("levels: B1, G, 1, 2"))
        }
        do {
            _ = try Self.sample.livePosition(LiveFix(latitude: geo.latitude + 0.01, longitude: geo.longitude), shownOrdinal: 0, feedOrdinal: nil)
            Issue.record("a position 1 km away accepted")
        } catch {
            #expect(error.description.contains("far outside the venue"))
        }
    }
}
