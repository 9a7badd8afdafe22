import Foundation
import Testing
import VenueFormats
import Localization
@testable import MapCore

/// The words a place card adds beside the catalogue's labels (facilities, the time zone's
/// reason, an entrance's street, the data's date) in every interface language: English only
/// in English, placeholders filled.
struct CardWordsLanguageTests {
    static let zones: [VenueTimeZone.Choice] = [
        .init(zone: TimeZone(identifier: "Europe/Berlin")!, basis: .given),
        .init(zone: TimeZone(identifier: "Europe/Zurich")!, basis: .country("CH")),
        .init(zone: TimeZone(identifier: "Asia/Tokyo")!, basis: .nearest),
        .init(zone: TimeZone(identifier: "UTC")!, basis: .machine),
    ]

    @Test func englishIsWhatItWas() {
        for z in Self.zones { #expect(z.description(.english) == z.description) }
        let e = MapModel.EntranceStreet(opening: 0, name: "Entrance Nord", street: "Europaplatz", distance: 12, openingName: "Nord")
        #expect(e.line(.english) == e.line)
        #expect(Facility.allCases.map { $0.words(.english) } == Facility.allCases.map(\.words))
    }

    @Test(arguments: UILanguage.allCases.filter { $0 != .en })
    func otherLanguagesSayThemTheirWay(_ language: UILanguage) {
        let ui = UIText(UILocale(language: language))
        for z in Self.zones {
            let said = z.description(ui)
            #expect(said.hasPrefix(z.zone.identifier) && !said.contains("{") && said != z.description, "\(said)")
            #expect(!said.contains("venue") && !said.contains("this machine"), "\(said)")
        }
        for named in [true, false] {
            let e = MapModel.EntranceStreet(opening: 0, name: named ? "Entrance Nord" : "Entrance", street: "Europaplatz", distance: 12,
                                            openingName: named ? "Nord" : nil)
            #expect(!e.line(ui).contains("Entrance") && e.line(ui).contains("Europaplatz") && (!named || e.line(ui).contains("Nord")))
        }
        for f in Facility.allCases { #expect(f.words(ui) != f.words, "\(f)") }
        #expect(!ui.attributionDataOf(attribution: "© OSM", date: "2026-11-20").contains("data of"))
    }
}
