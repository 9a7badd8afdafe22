import Foundation
import VenueFormats
import MapCore
import Testing
@testable import Render
import TerminalKit

/// Labels people can read (issue 37, item 6): named shops with room get a label, no label
/// shows fewer than four characters of a name, nothing is drawn over a label, and names in
/// capitals are not shouted.
@Suite struct LabelRulesTests {
    /// The sample's default view in the explorer: the map and its footer between the level
    /// bar and the status line, tinted.
    static func render(_ model: MapModel, ordinal: Int, columns: Int, rows: Int, renderer: SceneRenderer = SceneRenderer()) -> Frame {
        let viewport = Viewport(columns: columns, rows: rows - 1)
        let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        var options = SceneOptions()
        options.areaFill = .tint
        options.footer = true
        return renderer.render(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: options)
    }

    /// The ordinal of the floor holding the occupant named `name` in the sample.
    static func ordinal(ofOccupant name: String) throws -> Int {
        let g = Golden.sample.graph
        let occupant = try #require(g.archive.occupants.firstIndex { $0.name.resolve("en") == name })
        let unit = try #require(g.unitOfOccupant[occupant])
        return try #require(g.ordinal(ofUnit: unit))
    }

    // Crêperie Bretonne, at the level's own framing: CrowdedRowLabelTests.
    @Test(arguments: ["Morgenrot Bakery", "Burger Barn"])
    func namedShopsWithRoomGetALabelAtTheDefaultView(_ name: String) throws {
        let renderer = SceneRenderer()
        _ = Self.render(Golden.sample, ordinal: try Self.ordinal(ofOccupant: name), columns: 160, rows: 46, renderer: renderer)
        let words = name.split(separator: " ").map(String.init)
        let labelled = renderer.placedLabels.contains { label in words.contains { label.text.contains($0) } }
        #expect(labelled, "\(name) has no label among \(renderer.placedLabels.map(\.text))")
    }

    @Test(arguments: [(80, 22), (120, 34), (160, 46), (200, 58)])
    func noLabelShowsFewerThanFourCharactersOfItsNameAndNothingCoversOne(_ columns: Int, _ rows: Int) throws {
        let model = Golden.sample
        for floor in model.graph.floors {
            let renderer = SceneRenderer()
            let frame = Self.render(model, ordinal: floor.ordinal, columns: columns, rows: rows, renderer: renderer)
            for label in renderer.placedLabels {
                let shown = label.text.filter { $0 != "…" && $0 != " " }
                if label.text.contains("…") { #expect(shown.count >= 4, "\"\(label.text)\" at \(columns)x\(rows)") }
                guard let column = label.column, let row = label.row else { continue }
                // What the frame shows where the label went is the label, whole.
                let cells = (column..<min(columns, column + label.width)).map { frame[$0, row].character }
                let text = String(cells)
                #expect(text == label.text, "\"\(label.text)\" shows as \"\(text)\" at \(columns)x\(rows), floor \(floor.ordinal)")
            }
        }
    }

    @Test func namesInCapitalsAreTitleCasedButAbbreviationsStay() {
        #expect("NONPUBLIC".unshouted == "Nonpublic")
        #expect("BAGGAGE RECLAIM 2".unshouted == "Baggage Reclaim 2")
        #expect("WC".unshouted == "WC")
        #expect("ATM".unshouted == "ATM")
        #expect("H&M STORE".unshouted == "H&M Store")
        #expect("Café Lumière".unshouted == "Café Lumière")
        #expect("IKEA Family".unshouted == "IKEA Family")
        #expect("B-204".unshouted == "B-204")
    }

    @Test func aCutNeverShowsFewerThanFourCharactersOfAName() {
        #expect("Passage".abbreviated(toWidth: 3) == nil)
        #expect("Passage".abbreviated(toWidth: 4) == nil)
        #expect("Passage".abbreviated(toWidth: 5) == "Pass…")
        #expect("West Entrance Hall".abbreviated(toWidth: 5) == "…Hall")
        #expect("Morgenrot Bakery".abbreviated(toWidth: 13) == "Morge… Bakery")
        // Numbers keep telling rooms apart, however short.
        #expect("Cabinet 304".abbreviated(toWidth: 4) == "…304")
    }
}

/// Shops between neighbours whose labels reach their shared wall still get a label: the cut
/// steps a cell or two shorter to leave the free cell beside the neighbour (issue 37: at
/// 160x48 "Morgenrot Bakery" and "Crêperie Bretonne" had none), and no cut keeps fewer than
/// four characters.
@Suite struct CrowdedRowLabelTests {
    func labels(ordinal: Int, charset: Charset) -> [String] {
        let renderer = SceneRenderer()
        let model = Golden.sample
        // `atrium render --size 160x48`: the level framed as the explorer opens it.
        let viewport = Viewport(columns: 160, rows: 48)
        let camera = model.framingCamera(ordinal: ordinal, viewport: viewport)
        var options = SceneOptions()
        options.charset = charset
        _ = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: 160, rows: 48, options: options)
        return renderer.placedLabels.map(\.text)
    }

    @Test(arguments: [Charset.braille, .ascii])
    func shopsBetweenLabelledNeighboursAreLabelled(_ charset: Charset) throws {
        let ground = labels(ordinal: try LabelRulesTests.ordinal(ofOccupant: "Morgenrot Bakery"), charset: charset)
        let food = labels(ordinal: try LabelRulesTests.ordinal(ofOccupant: "Crêperie Bretonne"), charset: charset)
        #expect(ground.contains { $0.contains("Morgen") && $0.contains("Bakery") }, "\(ground)")
        #expect(food.contains { $0.contains("Bretonne") }, "\(food)")
        // The neighbours keep theirs.
        #expect(ground.contains { $0.contains("Opticians") } && ground.contains { $0.contains("Jasmine") }, "\(ground)")
    }

    @Test func noCutKeepsFewerThanFourCharacters() {
        for ordinal in Golden.sample.graph.ordinals {
            for charset in [Charset.braille, .ascii] {
                for text in labels(ordinal: ordinal, charset: charset) where text.contains("…") || text.contains("~") {
                    let kept = text.filter { $0 != "…" && $0 != "~" && $0 != " " }
                    #expect(kept.count >= 4, "\(ordinal): \(text)")
                }
            }
        }
    }
}
