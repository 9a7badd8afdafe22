import Testing
@testable import IMDF

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
