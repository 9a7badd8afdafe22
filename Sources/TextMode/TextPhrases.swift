import Foundation
import Localization
import MapCore

/// Every sentence the text mode says, from the catalogue's `text.*` keys in the session's
/// language (docs/i18n.md). Names of places, levels and categories come from the venue; the
/// sentences that frame them are the catalogue's. Nothing else in the target builds text.
struct TextPhrases: Sendable {
    /// The language.
    let ui: UIText

    /// Distances and times said in words ("12 metres"), for speech.
    var guidance: GuidanceWords { GuidanceWords(ui, spoken: true) }

    // MARK: Start, help, errors

    func welcome(venue: String) -> String { ui.textWelcome(venue: venue) }
    var noPosition: String { ui.textNoPosition }
    func unknownCommand(_ word: String) -> String { ui.textUnknownCommand(word: word) }
    func needsArgument(_ usage: String) -> String { ui.textNeedsArgument(usage: usage) }
    func noPlace(_ query: String) -> String { ui.textNoPlace(query: query) }
    var goodbye: String { ui.textGoodbye }

    /// The help text, one command a line (with a line saying English words work too, in the
    /// other languages).
    var help: [String] {
        [ui.textHelpTitle, ui.textHelpWhere, ui.textHelpAround, ui.textHelpLevels, ui.textHelpGo, ui.textHelpFind, ui.textHelpRoute,
         ui.textHelpDirectory, ui.textHelpInfo, ui.textHelpDirections, ui.textHelpNumber, ui.textHelpQuit]
            + (ui.language == .en ? [] : [ui.textHelpEnglish])
    }

    // MARK: Where you are

    /// "Level G, Ground Floor." (the short name alone when it is the name).
    func level(short: String, name: String) -> String {
        short == name ? ui.textLevel(short: short) : ui.textLevelNamed(name: name, short: short)
    }
    func youAreAt(_ place: String) -> String { ui.textYouAreAt(place: place) }
    func youAreIn(_ place: String) -> String { ui.textYouAreIn(place: place) }
    var youAreOutside: String { ui.textYouAreOutside }
    func near(_ items: [String]) -> String { ui.textNear(list: list(items)) }
    func nothingNear(meters: Int) -> String { ui.textNothingNear(distance: metres(meters)) }
    /// "Bookworm 5 metres north".
    func placeAt(_ name: String, meters: Int, direction: String) -> String {
        ui.textPlaceAt(direction: direction, distance: metres(meters), place: name)
    }
    /// "25 metres north".
    func distanceToward(meters: Int, direction: String) -> String { ui.textDistanceToward(direction: direction, distance: metres(meters)) }
    func around(meters: Int, count: Int) -> String { ui.textAround(count: count, distance: metres(meters)) }
    /// A distance in words a speech synthesizer reads well.
    func metres(_ m: Int) -> String { ui.guidanceMetresSpoken(count: m) }
    func nowIn(_ place: String, level: String) -> String { ui.textNowIn(level: level, place: place) }
    func positionProblem(_ sentence: String) -> String { ui.textPositionProblem(sentence: sentence) }

    // MARK: Directions

    /// "north-east" said as a direction from the person.
    func compass(_ bearing: Double) -> String { ui.textTowardCompass(direction: guidance.compass(bearing)) }
    /// "at 3 o'clock" (1 to 12).
    func clock(_ hour: Int) -> String { ui.textClock(hour: ui.number(hour)) }
    /// "towards 2 o'clock" for a departure.
    func heading(clock hour: Int) -> String { ui.textTowardClock(hour: ui.number(hour)) }
    var directionsClock: String { ui.textDirectionsClock }
    var directionsCompass: String { ui.textDirectionsCompass }
    var directionsUsage: String { ui.textDirectionsUsage }
    func onLeft(_ names: [String]) -> String { ui.textOnLeft(list: list(names)) }
    func onRight(_ names: [String]) -> String { ui.textOnRight(list: list(names)) }

    // MARK: Levels

    func levels(count: Int) -> String { ui.textLevels(count: count) }
    func levelLine(short: String, name: String, places: Int, here: Bool) -> String {
        let level = short == name ? short : ui.textLevelShortName(name: name, short: short)
        return here ? ui.textLevelLineHere(count: places, level: level) : ui.textLevelLine(count: places, level: level)
    }
    func noLevel(_ query: String, levels: String) -> String { ui.textNoLevel(levels: levels, query: query) }
    func onLevel(short: String, name: String, places: Int) -> String {
        ui.textOnLevel(count: places, level: level(short: short, name: name))
    }
    var levelUsage: String { ui.textLevelUsage }

    // MARK: Find and lists

    func found(_ count: Int, query: String) -> String {
        count == 0 ? ui.textFoundNone(query: query) : ui.textFound(count: count, query: query)
    }
    /// "2. Bookworm, bookshop, level G, 25 metres north."
    func listItem(_ n: Int, _ parts: [String]) -> String { ui.textListItem(number: ui.number(n), parts: list(parts)) }
    func onOtherLevel(_ level: String) -> String { ui.textOnOtherLevel(level: level) }
    var rightHere: String { ui.textRightHere }
    var findUsage: String { ui.textFindUsage }
    var goUsage: String { ui.textGoUsage }

    // MARK: Directory and info

    func directoryGroups(_ total: Int) -> String { ui.textDirectoryGroups(count: total) }
    func groupLine(_ name: String, count: Int) -> String { ui.textGroupLine(count: ui.number(count), name: name) }
    var directoryHint: String { ui.textDirectoryHint }
    /// "3 food places open now:"; `kind` nil for every kind.
    func directoryCount(_ count: Int, kind: String?, open: Bool) -> String {
        switch (count, kind, open) {
        case (0, let k?, true): return ui.textDirectoryNoneOpen(kind: k)
        case (0, let k?, false): return ui.textDirectoryNone(kind: k)
        case (0, nil, _): return ui.textDirectoryAllNoneOpen
        case (_, let k?, true): return ui.textDirectoryCountOpen(count: count, kind: k)
        case (_, let k?, false): return ui.textDirectoryCount(count: count, kind: k)
        case (_, nil, _): return ui.textDirectoryAllOpen(count: count)
        }
    }
    func moreNotRead(_ n: Int) -> String { ui.textMore(count: n) }
    func hoursLine(_ hours: String) -> String { ui.textHours(hours: hours) }
    /// "Hours: Monday to Saturday 7:30 to 20:00; Sunday closed.": the seven days from `now` as
    /// the evaluation engine reads them (``WeekHours``); a string the parser does not
    /// understand is read as written.
    func hoursLine(_ hours: String, now: LocalDateTime) -> String {
        guard let parsed = OpeningHours(hours) else { return hoursLine(hours) }
        return hoursLine(week(WeekHours(parsed, from: now.date)))
    }
    /// The week in words: runs of days with the same hours, each "DAYS TIMES", "DAYS closed"
    /// or "DAYS open 24 hours".
    func week(_ week: WeekHours) -> String {
        let names = [ui.hoursWeekMonday, ui.hoursWeekTuesday, ui.hoursWeekWednesday, ui.hoursWeekThursday,
                     ui.hoursWeekFriday, ui.hoursWeekSaturday, ui.hoursWeekSunday]
        let said = week.groups.map { g -> String in
            let days: String
            switch g.last - g.first {
            case 6: days = ui.hoursWeekEveryDay
            case 0: days = names[g.first]
            case 1: days = ui.hoursWeekDayPair(first: names[g.first], second: names[g.last])
            default: days = ui.hoursWeekDayRange(from: names[g.first], to: names[g.last])
            }
            switch g.day {
            case .closed: return ui.hoursWeekDayClosed(days: days)
            case .allDay: return ui.hoursWeekDayAllDay(days: days)
            case .spans(let spans):
                let times = spans.map { ui.hoursWeekSpan(from: ui.clock(minutes: $0.lowerBound), to: ui.clock(minutes: $0.upperBound)) }
                return ui.hoursWeekDayOpen(days: days, times: spanList(times[...]))
            }
        }
        return said.dropFirst().reduce(said[0]) { ui.hoursWeekNextDay(before: $0, day: $1) }
    }
    /// "A", "A and B", "A, B and C".
    func spanList(_ items: ArraySlice<String>) -> String {
        guard let first = items.first else { return "" }
        switch items.count {
        case 1: return first
        case 2: return ui.hoursWeekSpansAnd(first: first, last: items[items.startIndex + 1])
        default: return ui.hoursWeekSpansComma(first: first, next: spanList(items.dropFirst()))
        }
    }
    func statusLine(_ text: String) -> String { ui.textStatus(status: text) }
    func phoneLine(_ phone: String) -> String { ui.textPhone(phone: phone) }
    func websiteLine(_ site: String) -> String { ui.textWebsite(site: site) }
    func accessibilityLine(_ items: [String]) -> String { ui.textAccessibility(list: list(items)) }
    func hasLine(_ items: [String]) -> String { ui.textHas(list: list(items)) }
    func insideLine(_ unit: String) -> String { ui.textInside(place: unit) }
    func infoTitle(_ name: String, category: String, short: String, level: String) -> String {
        let where_ = short == level ? ui.textOnOtherLevel(level: short) : ui.textOnOtherLevelNamed(level: level, short: short)
        return category.isEmpty ? ui.textInfoTitlePlain(level: where_, place: name) : ui.textInfoTitle(category: category, level: where_, place: name)
    }
    func distanceLine(_ placeAt: String) -> String { ui.textDistance(position: placeAt) }
    var noHours: String { ui.textNoHours }
    var infoUsage: String { ui.textInfoUsage }

    // MARK: Routes

    var routeUsage: String { ui.textRouteUsage }
    func routeSummary(to: String, meters: Int, steps: Int, accessible: Bool) -> String {
        accessible ? ui.textRouteSummaryStepFree(count: steps, distance: metres(meters), place: to)
            : ui.textRouteSummary(count: steps, distance: metres(meters), place: to)
    }
    func step(_ n: Int, of total: Int, _ text: String) -> String { ui.textStep(number: ui.number(n), step: text, total: ui.number(total)) }
    /// A sentence ended the language's way, unless it already is.
    func sentence(_ text: String) -> String { text.hasSuffix(".") || text.hasSuffix("。") ? text : ui.textSentence(text: text) }
    var arrived: String { ui.textArrived }
    var noRoute: String { ui.textNoRoute }
    var atFirstStep: String { ui.textAtFirstStep }
    var routeEnded: String { ui.textRouteEnded }
    func cannotRoute(_ why: String) -> String { ui.textCannotRoute(reason: why) }

    /// Items said one after another: "A, B, C" ("A、B、C" in Japanese).
    func list(_ items: [String]) -> String { items.joined(separator: ui.language == .ja ? "、" : ", ") }
}

/// The commands of the text mode, and the words that type them in each language: the
/// catalogue's `text.word_*` (comma-separated) besides the English words, which always work.
enum TextCommand: String, CaseIterable, Sendable {
    case where_ = "where", around, levels, level, go, find, route, next, back, `repeat`, directory, info, directions, help, quit

    /// English words (the command's own name first).
    var english: [String] {
        switch self {
        case .where_: return ["where", "here", "whereami"]
        case .around: return ["around", "near", "nearby"]
        case .levels: return ["levels", "floors"]
        case .level: return ["level", "floor"]
        case .go: return ["go", "goto"]
        case .find: return ["find", "search"]
        case .route: return ["route", "directions-to"]
        case .next: return ["next", "n"]
        case .back: return ["back", "previous", "prev", "b"]
        case .repeat: return ["repeat", "again"]
        case .directory: return ["directory", "list"]
        case .info: return ["info", "card", "about"]
        case .directions: return ["directions"]
        case .help: return ["help", "h", "?", "commands"]
        case .quit: return ["quit", "exit", "bye", "q"]
        }
    }

    /// The words of the command in `ui`'s language.
    func words(_ ui: UIText) -> [String] {
        let text: String
        switch self {
        case .where_: text = ui.textWordWhere
        case .around: text = ui.textWordAround
        case .levels: text = ui.textWordLevels
        case .level: text = ui.textWordLevel
        case .go: text = ui.textWordGo
        case .find: text = ui.textWordFind
        case .route: text = ui.textWordRoute
        case .next: text = ui.textWordNext
        case .back: text = ui.textWordBack
        case .repeat: text = ui.textWordRepeat
        case .directory: text = ui.textWordDirectory
        case .info: text = ui.textWordInfo
        case .directions: text = ui.textWordDirections
        case .help: text = ui.textWordHelp
        case .quit: text = ui.textWordQuit
        }
        return Self.split(text)
    }

    /// The command a typed word means, in `ui`'s language or English (case folded).
    static func parse(_ word: String, ui: UIText) -> TextCommand? {
        let w = word.lowercased()
        return allCases.first { $0.english.contains(w) } ?? allCases.first { $0.words(ui).contains(w) }
    }

    /// "wo,hier" → ["wo", "hier"].
    static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }
}

/// The words commands take after them ("to", "open", "accessible", "clock"…), in `ui`'s
/// language besides English.
struct TextArgumentWords: Sendable {
    let to, open, accessible, clock, compass, up, down: Set<String>

    init(_ ui: UIText) {
        func words(_ english: [String], _ text: String) -> Set<String> { Set(english + TextCommand.split(text)) }
        to = words(["to"], ui.textWordTo)
        open = words(["open"], ui.textWordOpen)
        accessible = words(["accessible", "step-free", "stepfree", "wheelchair"], ui.textWordAccessible)
        clock = words(["clock"], ui.textWordClock)
        compass = words(["compass"], ui.textWordCompass)
        up = words(["up"], ui.textWordUp)
        down = words(["down"], ui.textWordDown)
    }
}
