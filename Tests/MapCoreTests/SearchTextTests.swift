import Testing
@testable import MapCore

/// Folding, splitting and edit distance, the building blocks of search.
@Suite struct SearchTextTests {
    @Test func foldingIgnoresCaseAccentsAndSharpS() {
        #expect(SearchText.fold("Café Lumière") == "cafe lumiere")
        #expect(SearchText.fold("Zürichsee") == "zurichsee")
        #expect(SearchText.fold("Straße") == "strasse")
        #expect(SearchText.fold("Crêperie") == "creperie")
        #expect(SearchText.fold("Øresund Æble Łódź") == "oresund aeble lodz")
        #expect(SearchText.fold("Women's") == "womens")
        #expect(SearchText.fold("메인랩") == "메인랩")
    }

    @Test func wordsSplitOnEverythingButLettersAndDigits() {
        #expect(SearchText.words("Velostation (Bike Room)") == ["velostation", "bike", "room"])
        #expect(SearchText.words("Kids' Play World") == ["kids", "play", "world"])
        #expect(SearchText.words("Wi-Fi") == ["wi", "fi"])
        #expect(SearchText.words("O27/121") == ["o27", "121"])
        #expect(SearchText.words("  ..  ").isEmpty)
    }

    @Test func camelCaseAndDigitsGiveParts() {
        #expect(SearchText.camelParts("MeetingRoom7") == ["meeting", "room", "7"])
        #expect(SearchText.camelParts("MainLab") == ["main", "lab"])
        #expect(SearchText.camelParts("Bookworm") == ["bookworm"])
    }

    @Test func nameFormsKeepExtrasForCompactSpellings() throws {
        let form = try #require(NameForm("Free Wi-Fi"))
        #expect(form.joined == "free wi fi")
        #expect(form.runTogether.contains(Array("wifi".unicodeScalars)))
        #expect(try #require(NameForm("MeetingRoom7")).parts.contains(Array("room".unicodeScalars)))
        #expect(NameForm("---") == nil)
    }

    static func d(_ a: String, _ b: String, _ limit: Int = 5) -> EditDistance.Result? {
        EditDistance.compare(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    @Test func damerauLevenshtein() {
        #expect(Self.d("bokworm", "bookworm")?.full == 1)
        #expect(Self.d("conferance", "conference")?.full == 1)
        #expect(Self.d("lumire", "lumiere")?.full == 1)
        #expect(Self.d("bücherwrum", "bücherwurm")?.full == 1) // a swap costs one
        #expect(Self.d("kitten", "sitting")?.full == 3)
        #expect(Self.d("same", "same")?.full == 0)
        #expect(Self.d("", "abc")?.full == 3)
    }

    @Test func prefixDistanceAndLimits() {
        #expect(Self.d("confera", "conference")?.prefix == 1)
        #expect(Self.d("conf", "conference")?.prefix == 0)
        #expect(Self.d("abcdef", "xyz", 1) == nil)
        #expect(Self.d(String(repeating: "a", count: 500), "aaaa", 2) == nil)
    }

    @Test func typoToleranceGrowsWithLength() {
        #expect(EditDistance.tolerance(forLength: 3) == 0)
        #expect(EditDistance.tolerance(forLength: 4) == 1)
        #expect(EditDistance.tolerance(forLength: 7) == 1)
        #expect(EditDistance.tolerance(forLength: 8) == 2)
    }
}
