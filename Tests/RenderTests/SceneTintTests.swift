import Foundation
import VenueFormats
import MapCore
import Testing
@testable import Render
import TerminalKit

/// Areas as tints: with colour, units are background colours and walls dots on top;
/// without, the dotted patterns stay and no background colour is used.
@Suite struct SceneTintTests {
    func render(tint: Bool, style: EmphasisStyle = .default, tone: TerminalTone = .dark, pitch: Double = 0) -> Frame {
        let model = Golden.sample
        let viewport = Viewport(columns: 120, rows: 40)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.pitch = pitch
        var options = SceneOptions()
        options.areaFill = tint ? .tint : .pattern
        options.style = style
        options.tone = tone
        return SceneRenderer().render(model: model, camera: camera, ordinal: model.graph.defaultOrdinal ?? 0, columns: 120, rows: 40, options: options)
    }

    @Test(arguments: [EmphasisStyle.default, .muted], [TerminalTone.dark, .light])
    func tintsFillUnitsWithBackgroundColoursAndCorridorsStandApart(_ style: EmphasisStyle, _ tone: TerminalTone) {
        let f = render(tint: true, style: style, tone: tone)
        let theme = SceneTheme(style, tone: tone)
        let backgrounds = f.cells.compactMap { cell -> UInt8? in if case .index(let i) = cell.style.bg { return i }; return nil }
        #expect(backgrounds.count > 1000, "\(backgrounds.count) tinted cells")
        let walkway = theme.area(.walkway).tint!, room = theme.area(.room).tint!
        #expect(walkway != room)
        #expect(backgrounds.filter { $0 == walkway }.count > 100)
        #expect(backgrounds.filter { $0 == room }.count > 100)
        // Walls and doors are still dots, now drawn over a tint.
        #expect(f.cells.filter { $0.style.bg != .default && ("\u{2801}"..."\u{28FF}").contains($0.character) }.count > 300)
        // The ANSI text uses background colours.
        #expect(f.ansiText(colors: true).contains("48;5;"))
    }

    @Test func patternsUseNoBackgroundColour() {
        let f = render(tint: false)
        #expect(f.cells.allSatisfy { $0.style.bg == .default })
        #expect(!f.ansiText(colors: true).contains("48;5;"))
        #expect(f.cells.filter { $0.character == "⠂" }.count > 100)   // the sparse room pattern
    }

    @Test func asciiKeepsPatternsEvenWhenTintsAreAsked() {
        var options = SceneOptions()
        options.areaFill = .tint
        options.charset = .ascii
        #expect(!options.tintsAreas)
    }

    @Test func colorFGBGGivesTheTone() {
        #expect(TerminalTone.fromColorFGBG("15;0") == .dark)
        #expect(TerminalTone.fromColorFGBG("0;15") == .light)
        #expect(TerminalTone.fromColorFGBG("0;default;15") == .light)
        #expect(TerminalTone.fromColorFGBG("12;8") == .dark)
        #expect(TerminalTone.fromColorFGBG(nil) == nil)
        #expect(TerminalTone.fromColorFGBG("x") == nil)
    }
}

/// Pitched views stand walls up (2.5D).
@Suite struct StandingWallTests {
    func frame(pitch: Double, wallHeight: Double) -> (Frame, SceneTheme) {
        let model = Golden.sample
        let viewport = Viewport(columns: 120, rows: 40)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.distance *= 0.4
        camera.pitch = pitch
        var options = SceneOptions()
        options.areaFill = .tint
        options.wallHeight = wallHeight
        let f = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: 120, rows: 40, options: options)
        return (f, SceneTheme(.default))
    }

    @Test func tallerWallsCoverMoreOfTheScreen() {
        let (low, theme) = frame(pitch: 60, wallHeight: 0.2)
        let (tall, _) = frame(pitch: 60, wallHeight: 3)
        let (taller, _) = frame(pitch: 60, wallHeight: 6)
        func faces(_ f: Frame) -> Int { f.cells.filter { $0.style.bg == .index(theme.wallFace) }.count }
        #expect(faces(low) < faces(tall))
        #expect(faces(tall) < faces(taller))
        #expect(faces(tall) > 200, "\(faces(tall)) wall-face cells")
    }

    @Test func flatViewsHaveNoWallFaces() {
        let (flat, theme) = frame(pitch: 0, wallHeight: 3)
        #expect(!flat.cells.contains { $0.style.bg == .index(theme.wallFace) })
    }
}
