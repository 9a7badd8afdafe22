import MapCore
import Testing
@testable import AtriumApp

/// The panels' own reducers: what a key does to the search line, the filter list and the
/// directory, and what it asks of the app (an ``SearchBox/Outcome`` and the like).
@Suite struct PanelReducerTests {
    @Test func theSearchLineEditsAndSaysWhatToDo() {
        var box = SearchBox()
        var outcomes = [box.key(.char("c"))]
        #expect(outcomes == [.edited] && box.query == "c")
        outcomes = [.backspace, .backspace, .down, .enter, .escape, .ctrl("c")].map { box.key($0) }
        #expect(outcomes == [.edited, .edited, .stay, .choose, .close, .quit])
        #expect(box.query.isEmpty && box.cursor == 0)
    }

    @Test func theFilterListMovesAndTogglesGroups() throws {
        var list = FilterList(groups: AppFixture.env.search.groupsPresent)
        let second = try #require(list.groups.dropFirst().first).group
        let outcomes = [.char("j"), .char(" "), .char("c"), .char("f")].map { list.key($0) }
        #expect(outcomes == [.stay, .toggle(second), .clear, .close] && list.cursor == 1)
    }

    @Test func theDirectoryOpensGroupsFiltersAndSorts() {
        let directory = Directory(graph: AppFixture.env.model.graph, search: AppFixture.env.search, at: AppFixture.env.localNow)
        var list = DirectoryList(directory: directory)
        var outcomes = [list.key(.enter)]
        #expect(outcomes == [.stay] && list.group == directory.groups.first?.group && list.cursor == 0)
        outcomes = [.enter, .char("r"), .char("s")].map { list.key($0) }
        #expect(outcomes == [.go(row: 0), .route(row: 0), .sorted] && list.byDistance && list.walking == .notAsked)
        outcomes = [list.key(.left)]
        #expect(outcomes == [.stay] && list.showsGroups)
        outcomes = [.char("/"), .char("z"), .char("z")].map { list.key($0) }
        #expect(outcomes == [.stay, .stay, .stay] && list.typing && list.query == "zz")
        outcomes = [.escape, .escape].map { list.key($0) }
        #expect(outcomes == [.stay, .close] && !list.typing && list.query.isEmpty)
    }

    @Test func theDirectoryTakesOnlyTheWalksItWaitsFor() {
        let directory = Directory(graph: AppFixture.env.model.graph, search: AppFixture.env.search, at: AppFixture.env.localNow)
        var list = DirectoryList(directory: directory)
        var jobs = JobNumbers()
        let job = jobs.next(WalkMeasurement.self), other = jobs.next(WalkMeasurement.self)
        list.walking = .measuring(job)
        let otherTaken = list.walksMeasured([:], job: other)
        #expect(!otherTaken && list.measuring)
        let taken = list.walksMeasured([:], job: job)
        #expect(taken && list.walks == [:] && !list.measuring)
    }
}
