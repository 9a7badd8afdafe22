/// Every English word and sentence the text mode says, in one table, so a language catalogue
/// can take them over whole. Names of places, levels and categories come from the venue; the
/// sentences that frame them are all here. Nothing else in the target builds English text.
public enum TextPhrases {
    // MARK: Start, help, errors

    /// The first line: the venue and how to get help.
    static func welcome(venue: String) -> String { "\(venue). Text mode. Type help for the commands." }
    /// Said when no start position is known.
    static let noPosition = "You have not said where you are yet. Type go and a place, for example go entrance."
    /// A command the text mode does not know.
    static func unknownCommand(_ word: String) -> String { "I do not know the command \(word). Type help for the commands." }
    /// A command that needs an argument.
    static func needsArgument(_ usage: String) -> String { "Please say what: \(usage)." }
    /// No place matches a query.
    static func noPlace(_ query: String) -> String { "Nothing called \(query) here. Try find \(query), or directory." }
    /// Said on quit and at the end of input.
    static let goodbye = "Goodbye."

    /// The help text, one command a line.
    static let help: [String] = [
        "Commands:",
        "where: where you are and what is near.",
        "around, or around 50 m: every place within that distance.",
        "levels: the levels of the building. level NAME: go to that level.",
        "go PLACE: move to a place and hear what is near.",
        "find WORDS: search by name or kind, spelling mistakes are forgiven.",
        "route to PLACE, or route to PLACE accessible: step by step directions. Then next, back and repeat.",
        "directory, or directory food, or directory food open: the places by kind.",
        "info PLACE: opening hours, open now, phone and accessibility.",
        "directions clock, or directions compass: how directions are said.",
        "A number from the last list stands for that place, for example go 2.",
        "quit, or Control D: leave.",
    ]

    // MARK: Where you are

    /// "Level G, Ground Floor." (the short name alone when it is the name).
    static func level(short: String, name: String) -> String {
        short == name ? "Level \(short)." : "Level \(short), \(name)."
    }
    /// "You are at Bookworm." / "You are in Atrium Court."
    static func youAreAt(_ place: String) -> String { "You are at \(place)." }
    static func youAreIn(_ place: String) -> String { "You are in \(place)." }
    /// A position in no room, with the nearest walkable space.
    static let youAreOutside = "You are outside the mapped rooms."
    /// "Near: A 5 m north, B 12 m east."
    static func near(_ items: [String]) -> String { "Near: " + items.joined(separator: ", ") + "." }
    /// Nothing named within reach.
    static func nothingNear(meters: Int) -> String { "No named place within \(meters) metres." }
    /// "Bookworm 5 m north".
    static func placeAt(_ name: String, meters: Int, direction: String) -> String { "\(name) \(metres(meters)) \(direction)" }
    /// "Within 30 metres, 6 places:".
    static func around(meters: Int, count: Int) -> String {
        "Within \(meters) metres, \(count) \(count == 1 ? "place" : "places"):"
    }
    /// A distance in words a speech synthesizer reads well.
    static func metres(_ m: Int) -> String { m == 1 ? "1 metre" : "\(m) metres" }
    /// A live position moved to another place.
    static func nowIn(_ place: String, level: String) -> String { "You are now in \(place), level \(level)." }
    /// A live position the venue cannot place.
    static func positionProblem(_ sentence: String) -> String { "Position: \(sentence)." }

    // MARK: Directions

    /// Compass words, from north clockwise in eighths.
    static let compass = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"]
    /// "at 3 o'clock" (1 to 12).
    static func clock(_ hour: Int) -> String { "at \(hour) o'clock" }
    /// "heading north-east" / "towards 2 o'clock" for a departure.
    static func heading(compass word: String) -> String { " heading \(word)" }
    static func heading(clock hour: Int) -> String { " towards \(hour) o'clock" }
    /// Said when the setting changes.
    static let directionsClock = "Directions now use clock positions: 12 o'clock is straight ahead, the way you last walked, or north before you have walked."
    static let directionsCompass = "Directions now use compass words: north, east, south and west."
    static let directionsUsage = "directions clock, or directions compass"
    /// What is on each side at a turn: "On your left: Bookworm. On your right: Café Lumière."
    static func onLeft(_ names: [String]) -> String { "On your left: " + names.joined(separator: ", ") + "." }
    static func onRight(_ names: [String]) -> String { "On your right: " + names.joined(separator: ", ") + "." }

    // MARK: Levels

    static func levels(count: Int) -> String { count == 1 ? "1 level:" : "\(count) levels:" }
    static func levelLine(short: String, name: String, places: Int, here: Bool) -> String {
        (short == name ? short : "\(short), \(name)") + ", \(places) \(places == 1 ? "place" : "places")" + (here ? ", you are here." : ".")
    }
    static func noLevel(_ query: String, levels: String) -> String { "There is no level \(query). The levels are \(levels)." }
    static func onLevel(short: String, name: String, places: Int) -> String {
        level(short: short, name: name) + " \(places) \(places == 1 ? "place" : "places") on this level. Type around or directory to hear them."
    }
    static let levelUsage = "level NAME, for example level 1"

    // MARK: Find and lists

    static func found(_ count: Int, query: String) -> String {
        count == 0 ? "Nothing found for \(query)." : "\(count) found for \(query):"
    }
    /// "2. Bookworm, bookshop, level G, 25 metres north".
    static func listItem(_ n: Int, _ parts: [String]) -> String { "\(n). " + parts.joined(separator: ", ") + "." }
    static func onOtherLevel(_ level: String) -> String { "level \(level)" }
    /// A place the person stands at.
    static let rightHere = "where you are"
    static let findUsage = "find WORDS, for example find coffee"
    static let goUsage = "go PLACE, for example go Bookworm"

    // MARK: Directory and info

    static func directoryGroups(_ total: Int) -> String { "\(total) places. Kinds:" }
    static func groupLine(_ name: String, count: Int) -> String { "\(name): \(count)." }
    static let directoryHint = "Type directory and a kind, for example directory food, and add open for what is open now."
    static func directoryCount(_ count: Int, kind: String, open: Bool) -> String {
        let what = count == 1 ? "place" : "places"
        if count == 0 { return open ? "No \(kind) place is open now." : "No \(kind) place here." }
        return "\(count) \(kind) \(what)" + (open ? " open now:" : ":")
    }
    static let everyKind = "listed"
    static func moreNotRead(_ n: Int) -> String { "And \(n) more. Add a kind or open to shorten the list." }
    static let closedNow = "closed now"
    static let openNow = "open now"
    static func hoursLine(_ hours: String) -> String { "Hours: \(hours)." }
    static func statusLine(_ text: String) -> String { "\(text)." }
    static func phoneLine(_ phone: String) -> String { "Phone: \(phone)." }
    static func websiteLine(_ site: String) -> String { "Website: \(site)." }
    static func accessibilityLine(_ items: [String]) -> String { "Accessibility: " + items.joined(separator: ", ") + "." }
    static func hasLine(_ items: [String]) -> String { "Has: " + items.joined(separator: ", ") + "." }
    static func insideLine(_ unit: String) -> String { "Inside \(unit)." }
    static func infoTitle(_ name: String, category: String, short: String, level: String) -> String {
        let where_ = short == level ? "level \(short)" : "level \(short), \(level)"
        return category.isEmpty ? "\(name), \(where_)." : "\(name), \(category), \(where_)."
    }
    static func distanceLine(_ placeAt: String) -> String { "From you: \(placeAt)." }
    static let noHours = "Opening hours are not known."
    static let infoUsage = "info PLACE, for example info Bookworm"
    static func timeIs(_ time: String) -> String { "Times are for \(time)." }

    // MARK: Routes

    static let routeUsage = "route to PLACE, for example route to toilet"
    static func routeSummary(to: String, meters: Int, steps: Int, accessible: Bool) -> String {
        "Route to \(to)" + (accessible ? ", step-free" : "") + ": \(metres(meters)), \(steps) steps. Type next for each step."
    }
    static func step(_ n: Int, of total: Int, _ text: String) -> String { "Step \(n) of \(total): \(text)" }
    static func sentence(_ text: String) -> String { text.hasSuffix(".") ? text : text + "." }
    static let arrived = "You have arrived."
    /// The walk of a step: ", walk 13 metres through North Entrance to Elevator West (notes)".
    static func walk(metres m: Int, door: String?, target: String?, notes: [String]) -> String {
        ", walk \(metres(m))" + (door.map { " through \($0)" } ?? "") + (target.map { " to \($0)" } ?? "")
            + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
    }
    static let noRoute = "There is no route yet. Type route to and a place."
    static let atFirstStep = "This is the first step."
    static let routeEnded = "The route is done. Type route to and a place for a new one."
    static func cannotRoute(_ why: String) -> String { "No route: \(why)." }
    static let noWayThere = "You are already there."
}
