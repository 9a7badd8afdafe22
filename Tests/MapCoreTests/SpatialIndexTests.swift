import Foundation
import Testing
@testable import MapCore
import VenueFixtures

@Suite struct SpatialIndexTests {
    private func randomRects(_ count: Int, seed: UInt64) -> [(Int, Rect)] {
        var rng = SplitMix(seed: seed)
        return (0..<count).map { i in
            let x = Double.random(in: -1000...1000, using: &rng), y = Double.random(in: -500...500, using: &rng)
            // Mostly small items, a few large ones spanning many nodes.
            let big = i % 97 == 0
            let w = Double.random(in: 0...(big ? 600 : 20), using: &rng)
            let h = Double.random(in: 0...(big ? 400 : 20), using: &rng)
            return (i, Rect(min: Vec2(x, y), max: Vec2(x + w, y + h)))
        }
    }

    @Test(arguments: [1, 2, 15, 16, 17, 300, 5000])
    func queriesMatchBruteForce(count: Int) {
        let items = randomRects(count, seed: UInt64(count))
        let index = SpatialIndex(items)
        #expect(index.count == count)
        var rng = SplitMix(seed: 99)
        var found: [Int] = []
        for _ in 0..<200 {
            let x = Double.random(in: -1100...1100, using: &rng), y = Double.random(in: -600...600, using: &rng)
            let q = Rect(min: Vec2(x, y), max: Vec2(x + Double.random(in: 0...300, using: &rng), y + Double.random(in: 0...300, using: &rng)))
            found.removeAll(keepingCapacity: true)
            index.query(q, into: &found)
            let expected = items.filter { $0.1.intersects(q) }.map(\.0)
            #expect(found.sorted() == expected.sorted())
        }
    }

    @Test func pointQueriesFindContainingItems() {
        let items = randomRects(2000, seed: 5)
        let index = SpatialIndex(items)
        var rng = SplitMix(seed: 6)
        for _ in 0..<200 {
            let p = Vec2(Double.random(in: -1000...1000, using: &rng), Double.random(in: -500...500, using: &rng))
            var hits: [Int] = []
            index.forEach(containing: p) { hits.append($0) }
            #expect(hits.sorted() == items.filter { $0.1.contains(p) }.map(\.0))
        }
    }

    /// Speed is the bench's to measure; the time limit only stops a hang.
    @Test(.timeLimit(.minutes(5))) func buildsAHundredThousandItems() {
        let items = randomRects(100_000, seed: 1)
        let index = SpatialIndex(items)
        #expect(index.count == 100_000)
        let q = Rect(min: Vec2(-10, -10), max: Vec2(10, 10))
        #expect(index.query(q).sorted() == items.filter { $0.1.intersects(q) }.map(\.0))
        let everything = index.bounds!
        var n = 0
        index.forEach(intersecting: everything) { _ in n += 1 }
        #expect(n == 100_000)
    }

    @Test func edgeCases() {
        let empty = SpatialIndex<String>([])
        #expect(empty.isEmpty && empty.bounds == nil)
        #expect(empty.query(Rect(min: .zero, max: Vec2(1, 1))).isEmpty)

        let index = SpatialIndex([
            ("a", Rect(min: Vec2(0, 0), max: Vec2(1, 1))),
            ("swapped", Rect(min: Vec2(5, 5), max: Vec2(3, 3))),
            ("nan", Rect(min: Vec2(.nan, 0), max: Vec2(1, 1))),
            ("point", Rect(min: Vec2(10, 10), max: Vec2(10, 10))),
        ])
        #expect(index.count == 3)
        // Touching counts.
        #expect(index.query(Rect(min: Vec2(1, 1), max: Vec2(2, 2))) == ["a"])
        #expect(index.query(Rect(min: Vec2(4, 4), max: Vec2(4, 4))) == ["swapped"])
        #expect(index.query(Rect(min: Vec2(9, 9), max: Vec2(11, 11))) == ["point"])
        #expect(index.bounds == Rect(min: .zero, max: Vec2(10, 10)))
    }
}
