import VenueFormats
import MapCore
import Testing
@testable import AtriumApp
import TerminalKit

/// Every widget draws through the one ``Widget`` protocol, inside the area it is given.
@Suite struct WidgetTests {
    /// Draws a widget on a frame full of "x" and returns the cells it changed outside the area.
    func strayCells(_ widget: some Widget, area: Area, width: Int = 80, height: Int = 24) -> [(Int, Int)] {
        var frame = Frame(width: width, height: height)
        frame.fill(x: 0, y: 0, width: width, height: height, with: Cell("x"))
        widget.draw(into: &frame, area: area, context: WidgetContext(ascii: false))
        var stray: [(Int, Int)] = []
        for y in 0..<height {
            for x in 0..<width where !(area.x..<area.x + area.width).contains(x) || !(area.y..<area.y + area.height).contains(y) {
                if frame[x, y] != Cell("x") { stray.append((x, y)) }
            }
        }
        return stray
    }

    @Test func widgetsStayInTheirAreas() {
        let bar = LevelBar(entries: (-3..<40).map { .init(ordinal: $0, label: "L\($0)", matches: 7) }, current: 5)
        #expect(strayCells(bar, area: Area(x: 0, y: 0, width: 80, height: 1)).isEmpty)
        #expect(strayCells(bar, area: Area(x: 10, y: 3, width: 50, height: 1)).isEmpty)
        let card = PlaceCard(title: "Café", subtitle: "Restaurant · Level G", lines: ["Hours: 8-18", "Phone: 1"], hint: "Esc close")
        #expect(strayCells(card, area: card.area(width: 80, bottom: 22)).isEmpty)
        let status = StatusLine(venue: "V", level: "G Ground", scale: "1 cell ≈ 1 m", heading: 0, pitch: 0, message: "note", isAlert: true)
        #expect(strayCells(status, area: Area(x: 0, y: 23, width: 80, height: 1)).isEmpty)
        let middle = Area(x: 10, y: 2, width: 60, height: 20)
        #expect(strayCells(HelpOverlay(), area: middle).isEmpty)
        #expect(strayCells(SharePanel(command: "atrium --level G --center 47.1,8.5"), area: middle).isEmpty)
        #expect(strayCells(SearchPanel(box: SearchBox(), filterNote: nil), area: middle).isEmpty)
        let groups = FilterList(groups: AppFixture.env.search.groupsPresent)
        #expect(strayCells(FilterPanel(list: groups, chosen: []), area: middle).isEmpty)
    }

    @Test func theCardSitsOnTheBottomRowItIsGiven() {
        let card = PlaceCard(title: "Café", subtitle: "Restaurant", lines: ["a", "b"], hint: "Esc close")
        let area = card.area(width: 80, bottom: 20)
        #expect(area.y + area.height - 1 == 20 && area.height == card.height(maxRows: 21))
    }
}

/// The place card speaks of places in words (issue 25): categories without underscores or
/// dots, and no feature type names beside them.
@Suite struct PlaceCardWordsTests {
    @Test func categoriesAreWordsAndTypesStayOutOfTheSubtitle() {
        var details = PlaceDetails(name: "Burger Bar", kind: "occupant")
        details.category = "fast_food"
        details.levelName = "Ground floor"
        let card = PlaceCard(details: details, hint: "")
        #expect(card.subtitle.hasPrefix("Fast food"), "\(card.subtitle)")
        #expect(!card.subtitle.contains("occupant") && !card.subtitle.contains("_"))
        var room = PlaceDetails(name: "1.02", kind: "unit")
        room.category = "restroom.female"
        #expect(PlaceCard(details: room, hint: "").subtitle.hasPrefix("Women's restroom"))
        let bare = PlaceDetails(name: "Kiosk 3", kind: "kiosk")
        #expect(PlaceCard(details: bare, hint: "").subtitle.hasPrefix("Kiosk"))
    }

    @Test func whatAPlaceHasIsALineOfItsOwnAndNotItsCategory() {
        var details = PlaceDetails(name: "Chez Nous", kind: "occupant")
        details.category = "restaurant"
        details.facilities = [.toilets, .wheelchairToilets, .changingTable]
        let card = PlaceCard(details: details, hint: "")
        #expect(card.lines.contains("Has toilets · wheelchair toilet · baby change"), "\(card.lines)")
        #expect(card.subtitle.hasPrefix("Restaurant"))
        #expect(!PlaceCard(details: PlaceDetails(name: "Kiosk 3", kind: "kiosk"), hint: "").lines.contains { $0.hasPrefix("Has ") })
    }
}
