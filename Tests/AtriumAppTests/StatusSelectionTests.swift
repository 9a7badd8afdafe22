import Localization
import Testing
@testable import AtriumApp

/// The status line says the level and, once a place is selected, the selection in words
/// ("selected: Bookworm", "ausgewählt: Bücherwurm"), so a screen reader reading the bottom
/// line hears both; nothing is said while nothing is selected.
struct StatusSelectionTests {
    func statusLine(_ language: UILanguage, selecting query: String?) throws -> String {
        var s = try LanguageViewTests.state(language, columns: 160, rows: 48)
        if let query { AppFixture.find(&s, query) }
        let frame = view(s, size: (160, 48), runtime: AppFixture.runtime)
        return (0..<frame.width).map { String(frame[$0, frame.height - 1].character) }.joined()
    }

    @Test func theSelectionIsSaidAfterTheLevel() throws {
        let none = try statusLine(.en, selecting: nil)
        #expect(none.contains("Ground Floor") && !none.contains("selected:"), "\(none)")
        let en = try statusLine(.en, selecting: "Bookworm")
        #expect(en.contains("Ground Floor | selected: Bookworm"), "\(en)")
        // (Labels stay in the venue's language here; a note beside it may shorten the name.)
        let de = try statusLine(.de, selecting: "Bookworm")
        #expect(de.contains("Ground Floor | ausgewählt: Book"), "\(de)")
    }
}
