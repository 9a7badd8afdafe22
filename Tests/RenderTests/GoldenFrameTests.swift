import MapCore
import Testing
@testable import Render
import TerminalKit

/// Golden frames of the sample venue, as a 256-colour terminal shows them (areas as
/// background tints) unless a test says otherwise. Update on purpose with
/// ATRIUM_UPDATE_GOLDEN=1 and review the diff.
@Suite struct GoldenFrameTests {
    let model = Golden.sample

    func frame(columns: Int = 100, rows: Int = 30, ordinal: Int = 0, distanceFactor: Double = 1, heading: Double = 0, pitch: Double = 0,
               configure: (inout SceneOptions) -> Void = { _ in }) -> Frame {
        let viewport = Viewport(columns: columns, rows: rows)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.distance *= distanceFactor
        camera.heading = heading
        camera.pitch = pitch
        var options = SceneOptions()
        options.attribution = "© Atrium contributors (sample data, CC0)"
        options.areaFill = .tint
        configure(&options)
        return SceneRenderer().render(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: options)
    }

    @Test(arguments: [-1, 0, 1, 2])
    func eachLevel(_ ordinal: Int) {
        #expect(Golden.check(frame(ordinal: ordinal), "level_\(ordinal)") == nil)
    }

    /// The largest named room of the parking floor, "Parking South", keeps its name beside
    /// the parking mark at its centre (before issue 25 the mark took the only spot the name had).
    @Test func largestRoomOfAFloorKeepsItsName() {
        let f = frame(ordinal: -1)
        #expect(f.lines.contains { $0.contains("Parking South") && $0.contains(" P ") })
        #expect(Golden.check(f, "level_-1") == nil)
    }

    @Test func zoomedIn() { #expect(Golden.check(frame(distanceFactor: 0.3), "zoomed_in") == nil) }
    @Test func zoomedOut() { #expect(Golden.check(frame(distanceFactor: 3), "zoomed_out") == nil) }
    @Test func rotated90() { #expect(Golden.check(frame(heading: 90), "rotated_90") == nil) }
    @Test func pitched45() { #expect(Golden.check(frame(pitch: 45), "pitched_45") == nil) }
    /// Zoomed in at 60°: walls stand 3 m tall, near ones hiding what is behind them.
    @Test func pitched60ZoomedIn() { #expect(Golden.check(frame(distanceFactor: 0.4, pitch: 60), "pitched_60_zoomed") == nil) }
    @Test func muted() { #expect(Golden.check(frame { $0.style = .muted }, "muted") == nil) }
    @Test func lightTerminal() { #expect(Golden.check(frame { $0.tone = .light }, "light") == nil) }
    /// Without colour (`--color none`, NO_COLOR, 8 colours): dotted patterns, no backgrounds.
    @Test func patterns() {
        let f = frame { $0.areaFill = .pattern }
        #expect(f.cells.allSatisfy { $0.style.bg == .default })
        #expect(Golden.check(f, "patterns") == nil)
    }

    @Test func legend() {
        var options = SceneOptions()
        options.areaFill = .tint
        let legend = Legend(model: model, ordinal: 0, options: options)
        #expect(Golden.check(legend.frame(), "legend") == nil)
    }

    @Test func selection() {
        let cafe = model.graph.archive.occupants.firstIndex { model.graph.language.text($0.name) == "Café Lumière" }
        #expect(cafe != nil)
        let f = frame(distanceFactor: 0.5) { $0.selection = cafe.map { .occupant($0) } }
        #expect(Golden.check(f, "selection") == nil)
    }

    /// "You are here" at the Information Desk kiosk, with a 6 m accuracy ring and a heading of
    /// 90° (east), as a live position draws it: braille with tints, patterns (`--color none`)
    /// and ASCII. New on purpose (issue 24).
    @Test(arguments: ["tint", "pattern", "ascii"])
    func hereMarker(_ look: String) throws {
        let desk = try #require(model.graph.archive.kiosks.firstIndex { model.graph.language.text($0.name) == "Information Desk" })
        let here = try #require(model.position(of: .kiosk(desk)))
        let f = frame(distanceFactor: 0.4) { options in
            options.here = HereMarker(ordinal: here.ordinal, point: here.point, accuracy: 6, heading: 90)
            if look != "tint" { options.areaFill = .pattern }
            if look == "ascii" { options.charset = .ascii }
        }
        #expect(f.text.contains(look == "ascii" ? "@" : "◉"))
        #expect(f.text.contains("you are here"))
        let blue = f.cells.filter { $0.style.fg == .index(SceneTheme(.default).here) }.count
        #expect(blue > 20, "the ring and heading are drawn in the marker's colour (\(blue) cells)")
        #expect(Golden.check(f, "here_\(look)") == nil)
    }

    /// A live position whose last fix is old (`--position`, no fix for a while): the same
    /// marker, ring and heading, in grey. New on purpose (issue 24, live positions).
    @Test func staleHereMarker() throws {
        let desk = try #require(model.graph.archive.kiosks.firstIndex { model.graph.language.text($0.name) == "Information Desk" })
        let here = try #require(model.position(of: .kiosk(desk)))
        let f = frame(distanceFactor: 0.4) { options in
            options.here = HereMarker(ordinal: here.ordinal, point: here.point, accuracy: 6, heading: 90, stale: true)
        }
        #expect(f.text.contains("◉"))
        #expect(!f.cells.contains { $0.style.fg == .index(SceneTheme(.default).here) }, "nothing in the live colour")
        #expect(Golden.check(f, "here_stale") == nil)
    }

    @Test func asciiCharset() {
        let f = frame { $0.charset = .ascii }
        #expect(f.cells.allSatisfy { $0.character.isASCII })
        #expect(Golden.check(f, "ascii") == nil)
    }

    @Test func tiny30x10() {
        let f = frame(columns: 30, rows: 10)
        #expect(!f.text.contains("Atrium ·"), "attribution must hide below 40x12")
        #expect(Golden.check(f, "tiny_30x10") == nil)
    }
}
