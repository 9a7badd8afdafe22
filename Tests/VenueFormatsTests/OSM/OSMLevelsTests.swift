import Testing
@testable import VenueFormats

/// Every real form of `level=*`, and the ordinals given to half levels.
@Suite struct OSMLevelsTests {
    @Test(arguments: [
        ("0", [0.0]), ("-1", [-1]), ("+2", [2]), ("0;1", [0, 1]), ("2;0;1", [0, 1, 2]), (" 1 ; 3 ", [1, 3]),
        ("-1-3", [-1, 0, 1, 2, 3]), ("-4--2", [-4, -3, -2]), ("3-1", [1, 2, 3]), ("1 - 2", [1, 2]),
        ("0.5", [0.5]), ("0,5", [0.5]), ("0;0.5;1", [0, 0.5, 1]), ("-0,5;0", [-0.5, 0]), ("0.5-2", [0.5, 1, 2]),
        ("1;1", [1]), ("", []),
    ] as [(String, [Double])])
    func parsesForm(_ text: String, _ expected: [Double]) throws {
        #expect(try OSMLevels.parse(text).get() == expected)
    }

    @Test(arguments: ["ground", "1a", "0..1", "0-1000", "1;x"])
    func rejectsWhatIsNotALevel(_ text: String) {
        guard case .failure(let e) = OSMLevels.parse(text) else { Issue.record("\(text) parsed"); return }
        #expect(e.message.contains(text))
    }

    /// Issue 22: a value past any Int crashed the ordinal numbering; a range of huge numbers
    /// never ended (adding 1 to 1e17 changes nothing). Both are refused by name.
    @Test(arguments: ["99999999999999999999", "100000000000000000-100000000000000016", "1e400", "1001", "-1001",
                      "0;5000", "-2000--1999", "999.5-1001"])
    func refusesLevelsNoBuildingHas(_ text: String) {
        guard case .failure(let e) = OSMLevels.parse(text) else { Issue.record("\(text) parsed"); return }
        #expect(e.outOfRange || e.message.contains("not a level number"), "\(e.message)")
        #expect(e.message.contains(text))
    }

    @Test func theLevelsAtTheLimitAreRead() throws {
        #expect(try OSMLevels.parse("-1000;1000").get() == [-1000, 1000])
        #expect(try OSMLevels.parse("998.5-1000").get() == [998.5, 999, 1000])
    }

    /// The byte reading of plain lists gives what the general reading gives, bit for bit
    /// (negative zero included), and leaves every other form to it.
    @Test func plainListsReadAsTheGeneralReadingDoes() {
        let pieces = ["0", "-1", "+2", "+-3", "-+3", "007", "0.5", "0,5", "-0", "-0.0", "1000", "-1000", "1001",
                      "1000.5", "12345678901234567", "1.", ".5", "1.2.3", "1,2.3", " 4 ", "\t5", "\u{A0}6", "7a",
                      "１", "-1-3", "1 - 2", "", " ", "٣", "0.1;0.10", "2;2"]
        var values: [String] = pieces
        for a in pieces { for b in pieces.prefix(12) { values.append("\(a);\(b)") } }
        for text in values {
            let general = OSMLevels.parseAnyForm(text)
            #expect(OSMLevels.parse(text) == general, "\(text)")
            if let plain = OSMLevels.plainList(text) {
                #expect(plain.map(\.bitPattern) == ((try? general.get()) ?? []).map(\.bitPattern), "\(text)")
            }
        }
        #expect(OSMLevels.plainList("0;1") == [0, 1])
        #expect(OSMLevels.plainList("-1-3") == nil)
        #expect(OSMLevels.plainList("1001") == nil)
    }

    @Test func ordinalsLeaveOutValuesNoParseGives() {
        #expect(OSMLevels.ordinals([0, 1e20, .nan, .infinity]) == [0: 0])
    }

    /// The whole file: the feature with the hostile value is reported with its element id
    /// and loading goes on.
    @Test func aFileWithHostileLevelsLoadsAndNamesTheElement() throws {
        let body = OSMFixtures.squareWay(id: 1, firstNode: 1, lon: 11, lat: 48, size: 0.0001,
                                         tags: ["indoor": "room", "level": "99999999999999999999", "name": "Far"])
            + OSMFixtures.squareWay(id: 2, firstNode: 10, lon: 11.001, lat: 48, size: 0.0001,
                                    tags: ["indoor": "room", "level": "100000000000000000-100000000000000016", "name": "Endless"])
            + OSMFixtures.squareWay(id: 3, firstNode: 20, lon: 11.002, lat: 48, size: 0.0001,
                                    tags: ["indoor": "room", "level": "0", "name": "Fine"])
        let result = try OSMFixtures.load(OSMFixtures.osm(body))
        #expect(result.graph.archive.units.count == 1)
        let messages = result.diagnostics.map { "\($0.featureID ?? "") \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("way/1 ") && $0.contains("beyond") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("way/2 ") && $0.contains("beyond") }, "\(messages)")
    }

    @Test func wholeLevelsKeepTheirNumber() {
        #expect(OSMLevels.ordinals([-2, -1, 0, 1, 3]) == [-2: -2, -1: -1, 0: 0, 1: 1, 3: 3])
    }

    @Test func halfLevelsGetOrdinalsOfTheirOwnBetweenTheirNeighbours() {
        #expect(OSMLevels.ordinals([-1, 0, 0.5, 1, 2]) == [-1: -1, 0: 0, 0.5: 1, 1: 2, 2: 3])
        #expect(OSMLevels.ordinals([-1, -0.5, 0]) == [-1: -2, -0.5: -1, 0: 0])
        #expect(OSMLevels.ordinals([0, 0.25, 0.5, 1]) == [0: 0, 0.25: 1, 0.5: 2, 1: 3])
    }

    @Test func levelTextIsShortest() {
        #expect(OSMLevels.text(0) == "0")
        #expect(OSMLevels.text(-1) == "-1")
        #expect(OSMLevels.text(0.5) == "0.5")
    }
}
