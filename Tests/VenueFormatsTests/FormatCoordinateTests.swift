import Foundation
import Testing
@testable import VenueFormats

/// `formatCoordinate` works its digits out in integers; they must be printf's `%.7f` to the
/// byte, since stable ids (the joins of an OSM footway network) are made from them.
@Suite struct FormatCoordinateTests {
    static func printf(_ v: Double) -> String { String(format: "%.7f", v) }

    @Test func randomCoordinatesMatchPrintf() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let v = Double.random(in: -180...180, using: &rng)
            #expect(exactSevenDecimals(v) == Self.printf(v), "\(v.bitPattern)")
            // OSM's own precision: 7 decimals as written in the files.
            let typed = (v * 1e7).rounded() / 1e7
            #expect(exactSevenDecimals(typed) == Self.printf(typed), "\(typed.bitPattern)")
        }
    }

    @Test func tiesGoToEvenAsPrintfs() {
        // (2i + 1) / 256 · 10⁷ ends in exactly .5: the only ties a double can hold here.
        for i in 0..<2_000 {
            for v in [Double(2 * i + 1) / 256, -Double(2 * i + 1) / 256, 45 + Double(2 * i + 1) / 256] {
                #expect(exactSevenDecimals(v) == Self.printf(v), "\(v)")
            }
        }
    }

    @Test func edgesMatchPrintfOrFallBack() {
        for v in [0.0, -0.0, 1e-7, -1e-7, 5e-8, -5e-8, 4.9999999e-8, 1e-300, 0.5e-320, 99_999_999_999.99, 1e11, 1e300, 179.99999995, -179.99999995] {
            if let fast = exactSevenDecimals(v) { #expect(fast == Self.printf(v), "\(v)") }
        }
        #expect(exactSevenDecimals(.nan) == nil && exactSevenDecimals(.infinity) == nil && exactSevenDecimals(1e300) == nil)
        #expect(formatCoordinate(45.1840185) == "45.1840185" && formatCoordinate(5.72) == "5.72" && formatCoordinate(-0.0) == "-0")
    }
}
