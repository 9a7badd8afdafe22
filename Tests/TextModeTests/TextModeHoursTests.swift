import Foundation
import Testing
import TestSupport
import VenueFormats
import MapCore
import Localization
@testable import TextMode

/// `info` says opening hours as words a screen reader reads well, in the session's language
/// (issue 37): the seven days from the venue's now, days with the same hours joined.
struct TextModeHoursTests {
    /// Monday 30 November 2026.
    static let monday = LocalDateTime(iso: "2026-11-30T12:00")!

    func line(_ hours: String, _ ui: UIText = .english) -> String {
        TextPhrases(ui: ui).hoursLine(hours, now: Self.monday)
    }

    @Test func theWeekInEnglishWords() {
        #expect(line("Mo-Sa 07:30-20:00; Su 07:30-13:30") == "Hours: Monday to Saturday 07:30 to 20:00; Sunday 07:30 to 13:30.")
        #expect(line("Mo-Sa 07:30-20:00; Su 07:30-13:30", UIText(UILocale(language: .en, region: "US")))
            == "Hours: Monday to Saturday 7:30 AM to 8:00 PM; Sunday 7:30 AM to 1:30 PM.")
        #expect(line("24/7") == "Hours: every day open 24 hours.")
        #expect(line("Mo-Fr 12:00-14:00,18:00-22:00")
            == "Hours: Monday to Friday 12:00 to 14:00 and 18:00 to 22:00; Saturday and Sunday closed.")
        #expect(line("Mo-Fr 08:00-10:00,12:00-14:00,18:00-22:00; Sa-Su off")
            == "Hours: Monday to Friday 08:00 to 10:00, 12:00 to 14:00 and 18:00 to 22:00; Saturday and Sunday closed.")
        #expect(line("Fr-Sa 22:00-02:00") == "Hours: Monday to Thursday closed; Friday and Saturday 22:00 to 02:00; Sunday closed.")
    }

    @Test func theWeekInOtherLanguages() {
        let hours = "Mo-Sa 07:30-20:00; Su 07:30-13:30; We off"
        #expect(line(hours, UIText(UILocale(language: .de)))
            == "Öffnungszeiten: Montag und Dienstag 07:30 bis 20:00; Mittwoch geschlossen; Donnerstag bis Samstag 07:30 bis 20:00; Sonntag 07:30 bis 13:30.")
        #expect(line(hours, UIText(UILocale(language: .fr)))
            == "Horaires : lundi et mardi de 07:30 à 20:00 ; mercredi fermé ; du jeudi au samedi de 07:30 à 20:00 ; dimanche de 07:30 à 13:30.")
        #expect(line("24/7", UIText(UILocale(language: .es))) == "Horario: todos los días abierto las 24 horas.")
        #expect(line("Mo-Fr 12:00-14:00,18:00-22:00", UIText(UILocale(language: .ja)))
            == "営業時間：月曜日から金曜日までは12:00から14:00までと18:00から22:00まで。土曜日と日曜日は休業。")
    }

    @Test func hoursNotUnderstoodAreReadAsWritten() {
        #expect(line("Mo-Fr 09:00-17:00 || \"by appointment\"") == "Hours: Mo-Fr 09:00-17:00 || \"by appointment\".")
    }

    /// `info Paul` on caserne.osm (../shared; "Mo-Sa 07:30-20:00; Su 07:30-13:30") in a German
    /// and a Japanese session.
    @Test(arguments: [(UILanguage.de, "Öffnungszeiten: Montag bis Samstag 07:30 bis 20:00; Sonntag 07:30 bis 13:30."),
                      (UILanguage.ja, "営業時間：月曜日から土曜日までは7:30から20:00まで。日曜日は7:30から13:30まで。")])
    func infoSaysTheWeekInTheSessionsLanguage(_ language: UILanguage, _ expected: String) throws {
        var r = try IMDFLoader.load(path: TestPaths.osmSamples.appendingPathComponent("caserne.osm").path)
        r.graph.language.requested = language.rawValue
        r.graph.language.interface = language
        let ui = UIText(UILocale(language: language))
        let venue = TextVenue(model: MapModel(graph: r.graph), now: LocalDateTime(iso: "2026-11-28T12:00")!, ui: ui)
        let (lines, _) = TextInterpreter(venue: venue, ui: ui).respond(to: "info Paul", TextState(directions: .compass, here: nil, ordinal: 0))
        #expect(lines.contains(expected), "\(lines)")
        let all = lines.joined(separator: "\n")
        for english in ["Mo-Sa", "Su 07", "Monday", "Sunday", "Hours", " to ", "closed"] {
            #expect(!all.contains(english), "\(english) in:\n\(all)")
        }
    }
}
