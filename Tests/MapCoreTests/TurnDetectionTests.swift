import Foundation
import Testing
@testable import MapCore

/// Turns read from hand-made walks: which way, how sharp, and jitter ignored.
@Suite struct TurnDetectionTests {
    /// A walk 10 m east from the origin, then 10 m on `bearing`.
    func walk(thenBearing bearing: Double) -> [Vec2] {
        let r = bearing * .pi / 180
        return [Vec2(0, 0), Vec2(10, 0), Vec2(10 + 10 * sin(r), 10 * cos(r))]
    }

    @Test func bearingsAreCompassDegrees() {
        #expect(TurnDetection.bearing(from: .zero, to: Vec2(0, 5)) == 0)
        #expect(TurnDetection.bearing(from: .zero, to: Vec2(5, 0)) == 90)
        #expect(TurnDetection.bearing(from: .zero, to: Vec2(0, -5)) == 180)
        #expect(TurnDetection.bearing(from: .zero, to: Vec2(-5, 0)) == 270)
        #expect(TurnDetection.compassWord(0) == "north" && TurnDetection.compassWord(44) == "northeast")
        #expect(TurnDetection.compassWord(359) == "north" && TurnDetection.compassWord(225) == "southwest")
    }

    @Test func changeIsSignedLeftPositive() {
        #expect(TurnDetection.change(from: 90, to: 0) == 90, "east to north is a left turn")
        #expect(TurnDetection.change(from: 90, to: 180) == -90, "east to south is a right turn")
        #expect(TurnDetection.change(from: 350, to: 10) == -20, "across north")
        #expect(TurnDetection.change(from: 90, to: 270) == 180)
    }

    @Test func eachKindOfTurnFromTheGeometry() {
        let cases: [(Double, Turn)] = [
            (90, .straight), (100, .straight), (60, .slightLeft), (0, .left), (320, .sharpLeft),
            (130, .slightRight), (180, .right), (220, .sharpRight), (268, .uturn),
        ]
        for (bearing, turn) in cases {
            let bends = TurnDetection.bends(walk(thenBearing: bearing))
            if turn == .straight {
                #expect(bends.isEmpty, "east then \(bearing)°: \(bends)")
            } else {
                #expect(bends.map(\.turn) == [turn], "east then \(bearing)°")
                #expect(bends.first?.index == 1)
            }
        }
    }

    @Test func aUTurnAcrossAShortJogIsOneUTurn() {
        // 10 m east, 1.5 m north, 10 m west: one turn around, not two lefts.
        let bends = TurnDetection.bends([Vec2(0, 0), Vec2(10, 0), Vec2(10, 1.5), Vec2(0, 1.5)])
        #expect(bends.map(\.turn) == [.uturn])
    }

    @Test func twoHalfTurnsAMeterApartAreOneTurn() {
        let bends = TurnDetection.bends([Vec2(0, 0), Vec2(10, 0), Vec2(10.7, 0.7), Vec2(10.7, 10)])
        #expect(bends.map(\.turn) == [.left])
    }

    @Test func jitterAndJogsAreNoTurns() {
        // A corridor walk that zigzags 20 cm between doorways.
        var zigzag: [Vec2] = []
        for i in 0...20 { zigzag.append(Vec2(Double(i) * 2, i % 2 == 0 ? 0 : 0.2)) }
        #expect(TurnDetection.bends(zigzag).isEmpty)
        // A jog: one meter left, then on in the same direction.
        #expect(TurnDetection.bends([Vec2(0, 0), Vec2(10, 0), Vec2(10.5, 1), Vec2(20, 1)]).isEmpty)
    }

    @Test func aShortWayOutOfARoomIsNoTurn() {
        // A label point a meter from its door, then the corridor.
        let bends = TurnDetection.bends([Vec2(0, 1), Vec2(0, 0), Vec2(15, 0), Vec2(15, 15)])
        #expect(bends.map(\.turn) == [.left])
        #expect(bends.map(\.index) == [2])
    }

    @Test func degenerateLinesHaveNoBends() {
        #expect(TurnDetection.bends([]).isEmpty)
        #expect(TurnDetection.bends([Vec2(1, 1)]).isEmpty)
        #expect(TurnDetection.bends([Vec2(1, 1), Vec2(1, 1), Vec2(1, 1)]).isEmpty)
    }
}
