import Testing
@testable import VenueFormats

/// How a platform's numbers are read from tags (issue 36, item 3): `ref` split as mappers
/// write several ("3;4", "10 + 11"), names that are or hold a number after a platform word,
/// and numbers in natural order.
@Suite struct PlatformNumberTests {
    @Test func numbersComeFromNamesAndRefsAsPeopleWriteThem() {
        #expect(SITMapper.numbers(inName: "Gleis 7") == ["7"])
        #expect(SITMapper.numbers(inName: "Platform 3/4") == ["3", "4"])
        #expect(SITMapper.numbers(inName: "Voie 12") == ["12"])
        #expect(SITMapper.numbers(inName: "12a") == ["12a"])
        #expect(SITMapper.numbers(inName: "Berlin Hbf") == [])
        #expect(SITMapper.numbers(inName: "Platz 2000") == [])
        #expect(SITMapper.refParts("3;4") == ["3", "4"] && SITMapper.refParts("10 + 11") == ["10", "11"])
        #expect(SITMapper.naturalOrder(["10", "2", "3a", "3", "2"]) == ["2", "3", "3a", "10"])
    }

    @Test func busStopsAreNotStationPlatforms() {
        #expect(SITMapper.isStationPlatform(OSMTags(["railway": "platform"])))
        #expect(SITMapper.isStationPlatform(OSMTags(["public_transport": "platform", "train": "yes"])))
        #expect(!SITMapper.isStationPlatform(OSMTags(["public_transport": "platform", "bus": "yes", "highway": "platform"])))
        #expect(!SITMapper.isStationPlatform(OSMTags(["railway": "platform", "disused": "yes"])))
    }
}
