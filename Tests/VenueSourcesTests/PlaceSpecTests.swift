import Foundation
import Testing
@testable import VenueSources

/// `osm:` arguments, the Overpass query text and Overpass's status page, without a network.
@Suite struct PlaceSpecTests {
    @Test func parsesNamesPointsAndElements() throws {
        #expect(try PlaceSpec.parse("osm:Berlin Hauptbahnhof") == .name("Berlin Hauptbahnhof"))
        #expect(try PlaceSpec.parse("osm:52.5251,13.3694") == .point(latitude: 52.5251, longitude: 13.3694))
        #expect(try PlaceSpec.parse("osm: 45.18, 5.72 ") == .point(latitude: 45.18, longitude: 5.72))
        #expect(try PlaceSpec.parse("osm:way/398056971") == .way(398056971))
        #expect(try PlaceSpec.parse("osm:relation/12") == .relation(12))
        #expect(try PlaceSpec.parse("osm:52.5") == .name("52.5"))
        #expect(PlaceSpec.isPlace("osm:x") && !PlaceSpec.isPlace("venue.osm"))
    }

    @Test func refusesEmptyPlacesBadIdsAndCoordinatesOffTheGlobeAsUsageErrors() {
        for bad in ["osm:", "osm:  ", "osm:way/", "osm:way/-3", "osm:relation/abc", "osm:91,10", "osm:10,181"] {
            do {
                _ = try PlaceSpec.parse(bad)
                Issue.record("\(bad) was accepted")
            } catch let error as SourceError {
                #expect(error.exitStatus == 64, "\(bad): \(error)")
            } catch {
                Issue.record("\(bad): \(error)")
            }
        }
    }

    @Test func theQueryAsksForJSONWithATimeoutAMaxsizeAMarginAndACap() {
        let target = OverpassTarget(outline: .containing(Coordinate(latitude: 52.5251, longitude: 13.3694)),
                                    center: Coordinate(latitude: 52.5251, longitude: 13.3694))
        let q = OverpassQuery.text(for: target, timeout: 90, maxSize: 1_000_000)
        #expect(q.hasPrefix("[out:json][timeout:90][maxsize:1000000];"))
        #expect(q.contains("is_in(52.5251,13.3694)->.areas;"))
        #expect(q.contains("(around.outline:100)"))
        #expect(q.hasSuffix("out body; >; out skel qt;"))
        for tag in ["[indoor]", "[level]", "[repeat_on]", "[building]", "[\"building:part\"]", "[railway=platform]",
                    "[public_transport]", "[entrance]", "[door]", "steps|elevator|corridor"] {
            #expect(q.contains(tag), "\(tag)")
        }
        // The cap: 2 km a side around the point, in (south,west,north,east).
        let box = OverpassQuery.bbox(latitude: 52.5251, longitude: 13.3694)
        #expect(q.contains(box))
        let numbers = box.dropFirst().dropLast().split(separator: ",").compactMap { Double($0) }
        #expect(numbers.count == 4)
        let north = (numbers[2] - numbers[0]) * 111_320
        let east = (numbers[3] - numbers[1]) * 111_320 * cos(52.5251 * .pi / 180)
        #expect(abs(north - 2000) < 2 && abs(east - 2000) < 2)
        let way = OverpassQuery.text(for: OverpassTarget(outline: .way(7), center: nil), timeout: 25, maxSize: 10)
        #expect(way.contains("way(7)->.outline;") && !way.contains("is_in"))
    }

    @Test func readsTheSlotWaitFromOverpassStatusPage() {
        let busy = "Connected as: 1\nRate limit: 2\nSlot available after: 2026-11-26T12:00:41Z, in 41 seconds.\nSlot available after: 2026-11-26T12:00:12Z, in 12 seconds.\n"
        #expect(OverpassQuery.slotWait(status: busy) == 12)
        #expect(OverpassQuery.slotWait(status: "Connected as: 1\nRate limit: 2\n2 slots available now.\n") == 0)
        #expect(OverpassQuery.slotWait(status: "<html>busy</html>") == nil)
    }

    @Test func prefersBuildingsStationsMallsAirportsUniversitiesAndHospitals() throws {
        let json = """
        [{"osm_type":"node","osm_id":"1","lat":"52.1","lon":"13.1","category":"highway","type":"bus_stop","name":"Hbf","display_name":"Hbf, Berlin"},
         {"osm_type":"way","osm_id":2,"lat":"52.2","lon":"13.2","category":"railway","type":"station","name":"Berlin Hauptbahnhof","display_name":"Berlin Hauptbahnhof, Europaplatz, Mitte, Berlin"},
         {"osm_type":"relation","osm_id":3,"lat":52.3,"lon":13.3,"category":"amenity","type":"hospital","name":"Charité","display_name":"Charité, Mitte, Berlin"}]
        """
        let all = try Geocoder.decode(Data(json.utf8))
        #expect(all.map(\.osmID) == [1, 2, 3])
        #expect(all.map(\.isPreferred) == [false, true, true])
        #expect(all[1].kind == "railway station" && all[1].place == "Europaplatz, Mitte, Berlin")
        #expect(throws: SourceError.self) { try Geocoder.decode(Data("{\"error\":1}".utf8)) }
    }

    @Test func anOverpassRemarkIsAnErrorAndATruncatedAnswerIsMalformed() throws {
        let remark = #"{"version":0.6,"elements":[],"remark":"runtime error: Query timed out"}"#
        #expect(throws: SourceError.remark("runtime error: Query timed out")) { try OverpassSummary.read(Data(remark.utf8), from: "h") }
        let whole = #"{"osm3s":{"timestamp_osm_base":"2026-11-20T08:15:00Z"},"elements":[{"type":"way","id":1,"nodes":[],"tags":{"building":"yes","name":"B"}},{"type":"node","id":2,"lat":1,"lon":2,"tags":{"indoor":"room","level":"0"}}]}"#
        let s = try OverpassSummary.read(Data(whole.utf8), from: "h")
        #expect(s == OverpassSummary(osmBase: "2026-11-20T08:15:00Z", elements: 2, indoor: 1, outlines: 1, outlineName: "B"))
        #expect(throws: SourceError.self) { try OverpassSummary.read(Data(whole.utf8).prefix(60), from: "h") }
    }
}
