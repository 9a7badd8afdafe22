import Testing
@testable import MapCore

/// Category groups, readable category names, synonyms and the category filter.
@Suite struct SearchCategoryTests {
    @Test(arguments: [
        ("restroom.female", CategoryGroup.restrooms), ("restroom", .restrooms), ("babychanging", .restrooms),
        ("foodservice", .food), ("cafe", .food), ("coffee.tea", .food), ("japanese.ramen", .food), ("seafood", .food),
        ("juicebar", .food), ("clothing.womens", .shopping), ("shoestore", .shopping), ("supermarket", .shopping),
        ("books", .shopping), ("atm", .services), ("bank", .services), ("wifi", .services), ("elevator", .transport),
        ("stairs", .transport), ("escalator", .transport), ("pedestrian.principal", .transport),
        ("emergencyexit", .transport), ("information", .info), ("lostandfound", .info), ("firstaid", .health),
        ("pharmacy", .health), ("pharmacystore", .health), ("parking.ev", .parking), ("parking", .parking),
        ("auto.evcharge", .parking), ("movietheater", .leisure), ("gym", .leisure), ("room", .other),
        ("walkway", .other), ("unspecified", .other), ("", .other),
    ])
    func categoriesFallIntoGroups(_ category: String, _ group: CategoryGroup) {
        #expect(CategoryGroup(category: category) == group, "\(category)")
    }

    @Test func groupsHaveDisplayNamesInFilterOrder() {
        #expect(CategoryGroup.food.displayName == "Food & drink")
        #expect(CategoryGroup.restrooms.displayName == "Restrooms")
        #expect(CategoryGroup.allCases.allSatisfy { !$0.displayName.isEmpty })
        #expect(CategoryGroup.allCases.sorted() == CategoryGroup.allCases)
        #expect(CategoryGroup(category: nil) == .other)
    }

    @Test func readableNamesForUnnamedFeatures() {
        #expect(CategoryNames.readable("restroom") == "Restroom")
        #expect(CategoryNames.readable("restroom.female") == "Women's restroom")
        #expect(CategoryNames.readable("atm") == "ATM")
        #expect(CategoryNames.readable("prayerroom.islam") == "Muslim prayer room")
        #expect(CategoryNames.readable("prayerroom.islam.other") == "Muslim prayer room", "a parent's name")
        // Not in the catalogue: its group's name, never the category glued ("Diningarea").
        #expect(CategoryNames.readable("diningarea") == "Food & drink")
        // OSM values keep their underscores in the data, never on screen (the directory lists them).
        #expect(CategoryNames.readable("fast_food") == "Fast food")
        #expect(CategoryNames.readable("ice_cream") == "Ice cream")
        #expect(CategoryNames.readable(nil) == "Unnamed")
    }

    @Test func categoryPatterns() {
        #expect(CategoryTarget.pattern("restroom", matches: "restroom.female"))
        #expect(CategoryTarget.pattern("wheelchair", matches: "restroom.unisex.wheelchair"))
        #expect(!CategoryTarget.pattern("rest", matches: "restroom"))
        #expect(!CategoryTarget.pattern("parking.ev", matches: "parking"))
    }

    @Test func synonymsAndPhrases() {
        let t = SearchSynonyms.targets(for: ["first", "aid"], lastIsPrefix: false)
        #expect(t.allSatisfy { $0.contains(.category("firstaid")) })
        #expect(SearchSynonyms.targets(for: ["toil"], lastIsPrefix: true)[0].contains(.category("restroom")))
        #expect(SearchSynonyms.targets(for: ["toil"], lastIsPrefix: false)[0].isEmpty)
        #expect(SearchSynonyms.targets(for: ["lift"], lastIsPrefix: false)[0] == [.category("elevator")])
    }

    @Test func groupsPresentInTheSampleVenue() throws {
        let index = try #require(SearchFixtures.sample)
        let groups = Dictionary(uniqueKeysWithValues: index.groupsPresent.map { ($0.group, $0.count) })
        for g in [CategoryGroup.food, .shopping, .restrooms, .services, .transport, .info, .health, .parking, .leisure] {
            #expect((groups[g] ?? 0) > 0, "\(g)")
        }
        #expect(index.groupsPresent.map(\.group) == index.groupsPresent.map(\.group).sorted())
        let counted = index.all.filter { $0.matches(group: .food) }.count
        #expect(groups[.food] == counted)
    }

    @Test func filterByGroupOrCategory() throws {
        let index = try #require(SearchFixtures.sample)
        let westFood = index.search("west", categories: ["food"])
        #expect(westFood.allSatisfy { $0.matches(group: .food) })
        let restrooms = index.search("", limit: 100, groups: [.restrooms])
        #expect(!restrooms.isEmpty && restrooms.allSatisfy { $0.matches(group: .restrooms) })
        #expect(restrooms.count == index.groupsPresent.first { $0.group == .restrooms }?.count)
        let female = index.search("", categories: ["restroom.female"])
        #expect(female.count == 3 && female.allSatisfy { $0.category == "restroom.female" })
        #expect(index.search("Bookworm", categories: ["food"]).isEmpty)
        #expect(index.search("").isEmpty)
    }

    /// A category word misspelt by one letter ("tolet", "toilete", "aufzgu") still names its
    /// category; a word far from every key, or shorter than five letters, names none.
    @Test func aMisspeltCategoryWordStillNamesItsCategory() {
        for word in ["tolet", "toilete", "toliet", "aufzgu", "elevatr"] {
            #expect(!SearchSynonyms.targets(for: [word], lastIsPrefix: false)[0].isEmpty, "\(word)")
        }
        #expect(SearchSynonyms.targets(for: ["tolet"], lastIsPrefix: false)[0].contains(.category("restroom")))
        for word in ["bookworm", "lumiere", "wx", "toiletxyz"] {
            #expect(SearchSynonyms.targets(for: [word], lastIsPrefix: false)[0].isEmpty, "\(word)")
        }
    }
}
