import Testing
@testable import MapCore

/// The week ahead as the evaluation engine reads it (issue 37: the text mode says it in words).
/// 2026-11-28 is a Saturday; the days are listed Monday first.
@Suite struct WeekHoursTests {
    static let saturday = CivilDate(year: 2026, month: 11, day: 28)

    func week(_ text: String, from day: CivilDate = saturday) throws -> WeekHours {
        WeekHours(try #require(OpeningHours(text), "\(text) is understood"), from: day)
    }

    @Test func mondayToSaturdayWithAShortSunday() throws {
        let w = try week("Mo-Sa 07:30-20:00; Su 07:30-13:30")
        #expect(w.days == Array(repeating: .spans([450..<1200]), count: 6) + [.spans([450..<810])])
        #expect(w.groups == [.init(first: 0, last: 5, day: .spans([450..<1200])), .init(first: 6, last: 6, day: .spans([450..<810]))])
    }

    @Test func alwaysOpenIsOneGroupOpenAllDay() throws {
        #expect(try week("24/7").groups == [.init(first: 0, last: 6, day: .allDay)])
        #expect(try week("Mo-Su 00:00-24:00").groups == [.init(first: 0, last: 6, day: .allDay)])
    }

    @Test func severalSpansADay() throws {
        let w = try week("Mo-Fr 12:00-14:00,18:00-22:00")
        #expect(w.groups == [.init(first: 0, last: 4, day: .spans([720..<840, 1080..<1320])), .init(first: 5, last: 6, day: .closed)])
        let added = try week("Mo-Sa 11:45-14:00,18:45-21:15, Su 11:45-14:15")
        #expect(added.days[6] == .spans([705..<855]) && added.days[0] == .spans([705..<840, 1125..<1275]))
    }

    @Test func spansPastMidnightBelongToTheDayTheyStart() throws {
        let w = try week("Fr-Sa 22:00-02:00")
        #expect(w.groups == [.init(first: 0, last: 3, day: .closed), .init(first: 4, last: 5, day: .spans([1320..<1560])),
                             .init(first: 6, last: 6, day: .closed)], "Sunday's 00:00-02:00 is Saturday night's")
        let late = try week("Mo-Su 10:00-26:00")
        #expect(late.groups == [.init(first: 0, last: 6, day: .spans([600..<1560]))])
    }

    @Test func theMorningAfterADayOpenAllDayIsSaidFromMidnight() throws {
        let w = try week("Mo 18:00-24:00; Tu 00:00-24:00; We 00:00-03:00")
        #expect(w.days[0] == .spans([1080..<1440]))
        #expect(w.days[1] == .allDay)
        #expect(w.days[2] == .spans([0..<180]))
        #expect(w.days[3...].allSatisfy { $0 == .closed })
    }

    @Test func aDayClosed() throws {
        let w = try week("Mo-Su 10:00-20:00; We off")
        #expect(w.groups == [.init(first: 0, last: 1, day: .spans([600..<1200])), .init(first: 2, last: 2, day: .closed),
                             .init(first: 3, last: 6, day: .spans([600..<1200]))])
    }

    @Test func aDateClosesItsWeekdayOnlyInTheWeekItFallsIn() throws {
        let text = "Mo-Sa 09:00-18:00; Dec 24 off"
        let christmas = try week(text, from: CivilDate(year: 2026, month: 12, day: 22))
        #expect(christmas.days[3] == .closed, "Thursday 24 December")
        #expect(christmas.days[0] == .spans([540..<1080]), "Monday 28 December")
        #expect(try week(text).days[3] == .spans([540..<1080]), "Thursday 3 December")
    }
}
