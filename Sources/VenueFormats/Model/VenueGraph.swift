import Localization
/// One entry of the level bar: every level that shares an ordinal.
public struct Floor: Sendable, Equatable {
    /// The shared ordinal (0 is the ground floor).
    public var ordinal: Int
    /// Ids of the levels at this ordinal, indoor levels first.
    public var levelIDs: [String]
}

/// The features drawn on one ordinal, as indices into the archive's arrays.
public struct FloorContents: Sendable, Equatable {
    /// Indices into ``IMDFArchive/units``.
    public var units: [Int] = []
    /// Indices into ``IMDFArchive/openings``.
    public var openings: [Int] = []
    /// Indices into ``IMDFArchive/fixtures``.
    public var fixtures: [Int] = []
    /// Indices into ``IMDFArchive/kiosks``.
    public var kiosks: [Int] = []
    /// Indices into ``IMDFArchive/sections``.
    public var sections: [Int] = []
    /// Indices into ``IMDFArchive/details``.
    public var details: [Int] = []
    /// Indices into ``IMDFArchive/amenities``.
    public var amenities: [Int] = []
    /// Indices into ``IMDFArchive/occupants``.
    public var occupants: [Int] = []
    /// Indices into ``IMDFArchive/levels``.
    public var levels: [Int] = []
}

/// The venue graph: levels grouped by ordinal, what stands on each, and the links between features.
///
/// - Amenities belong to units (`unit_ids`; when missing, the unit that contains the point).
/// - Occupants belong to anchors, anchors to units, and so to a level.
/// - Addresses hang off venues, buildings, levels, sections, amenities and anchors.
public struct VenueGraph: Sendable {
    /// The typed features.
    public let archive: IMDFArchive
    /// Floors sorted by ordinal, lowest first.
    public let floors: [Floor]
    /// Language choice for labels; change it with `--lang`.
    public var language: LanguagePreference
    /// The interface language a place without a label is named in (``name(of:)``: its
    /// category's catalogue name, "Damen-WC" rather than "Restroom (female)"). English keeps
    /// the category written out, as `--json` and the route goldens read it; the explorer and
    /// the text mode set the session's language. The same as ``LanguagePreference/interface``.
    public var ui: UIText {
        get { language.ui }
        set { language.interface = newValue.language }
    }

    /// Level index by id.
    public let levelIndex: [String: Int]
    /// Unit index by id.
    public let unitIndex: [String: Int]
    /// Anchor index by id.
    public let anchorIndex: [String: Int]
    /// Address index by id.
    public let addressIndex: [String: Int]
    /// Opening index by id.
    public let openingIndex: [String: Int]
    /// Amenity index by id.
    public let amenityIndex: [String: Int]
    /// Occupant index by id.
    public let occupantIndex: [String: Int]
    /// The ordinal of each level id.
    public let ordinalOfLevel: [String: Int]
    /// The unit each amenity is in (by amenity index), when known.
    public let unitOfAmenity: [Int: Int]
    /// The unit each occupant is in (by occupant index), through its anchor.
    public let unitOfOccupant: [Int: Int]
    /// The occupants of each unit (unit index to occupant indices): those anchored in it when
    /// it is a space an occupant can hold (``canHoldOccupant(category:)``). The unit then
    /// shows its occupant's name, hours, phone and website; a walkway never does.
    public let occupantsOfUnit: [Int: [Int]]
    /// Occupants anchored in a unit they cannot hold (a kiosk's anchor in a corridor): places
    /// of their own at their anchor point, drawn, labelled and selected there.
    public let pointOccupants: Set<Int>
    /// Amenities in each unit (unit index to amenity indices).
    public let amenitiesOfUnit: [Int: [Int]]
    /// Contents of each ordinal.
    public let contents: [Int: FloorContents]
    /// The time zone a user said the venue's hours are in (`--time-zone`, a tz database name),
    /// before any the data implies; nil when not given.
    public var timeZoneIdentifier: String?

    /// Builds the graph, reporting dangling references. The steps, in the order their
    /// diagnostics come out: index every feature by id, group levels into floors, place each
    /// feature on its floor, note units outside their level, link amenities and occupants to
    /// their units, check addresses.
    public init(archive: IMDFArchive, log: inout DiagnosticLog) {
        self.archive = archive
        language = LanguagePreference(manifest: archive.manifest?.language)
        levelIndex = Self.index(archive.levels)
        unitIndex = Self.index(archive.units)
        anchorIndex = Self.index(archive.anchors)
        addressIndex = Self.index(archive.addresses)
        openingIndex = Self.index(archive.openings)
        amenityIndex = Self.index(archive.amenities)
        occupantIndex = Self.index(archive.occupants)
        floors = Self.floors(of: archive)
        var ordinalOfLevel: [String: Int] = [:]
        for l in archive.levels { ordinalOfLevel[l.id] = l.ordinal }
        self.ordinalOfLevel = ordinalOfLevel

        var placer = FloorPlacer(archive: archive, ordinalOfLevel: ordinalOfLevel)
        placer.placeLevelFeatures(log: &log)
        Self.warnUnitsOutsideTheirLevel(archive, levelIndex: levelIndex, log: &log)
        (unitOfAmenity, amenitiesOfUnit) = Self.linkAmenities(archive, unitIndex: unitIndex, placer: &placer, log: &log)
        (unitOfOccupant, occupantsOfUnit, pointOccupants) = Self.linkOccupants(archive, anchorIndex: anchorIndex, unitIndex: unitIndex,
                                                               placer: &placer, log: &log)
        contents = placer.contents
        Self.checkAddresses(archive, addressIndex: addressIndex, log: &log)
        if archive.levels.isEmpty, !archive.units.isEmpty {
            log.error("level.geojson", nil, .noReadableLevel)
        }
    }

    /// Index by id; the first feature of an id wins.
    private static func index<T: IMDFFeature>(_ items: [T]) -> [String: Int] {
        var d: [String: Int] = [:]
        d.reserveCapacity(items.count)
        // `default:` inserts `i` only when the id is new (one lookup).
        for i in items.indices { d[items[i].id, default: i] += 0 }
        return d
    }

    /// Levels grouped by ordinal, lowest first; indoor levels first on each floor.
    private static func floors(of archive: IMDFArchive) -> [Floor] {
        var byOrdinal: [Int: [Int]] = [:]
        for (i, level) in archive.levels.enumerated() { byOrdinal[level.ordinal, default: []].append(i) }
        return byOrdinal.keys.sorted().map { ord in
            let ids = byOrdinal[ord]!.sorted { a, b in
                let la = archive.levels[a], lb = archive.levels[b]
                if la.outdoor != lb.outdoor { return !la.outdoor }
                return a < b
            }.map { archive.levels[$0].id }
            return Floor(ordinal: ord, levelIDs: ids)
        }
    }

    /// Units outside their level's outline: one warning per level, not hundreds.
    private static func warnUnitsOutsideTheirLevel(_ archive: IMDFArchive, levelIndex: [String: Int], log: inout DiagnosticLog) {
        var outside: [String: [String]] = [:]
        // Each level's outline in bands (``AreaBands``), made when its first unit asks: a level of
        // many buildings would otherwise test all their edges for every unit.
        var outlines: [Int: AreaBands] = [:]
        var lastLevel = LevelMemo()
        for i in archive.units.indices {
            let levelID = archive.units[i].levelID
            guard let li = lastLevel.value(of: levelID, in: levelIndex), let lg = archive.levels[li].geometry else { continue }
            let probe: GeoPoint
            if let dp = archive.units[i].displayPoint { probe = dp } else {
                let g = archive.units[i].geometry
                guard let c = g.bounds?.center, g.contains(c) else { continue }
                probe = c
            }
            if outlines[li] == nil { outlines[li] = AreaBands(lg) }
            if !outlines[li]!.contains(probe) { outside[levelID, default: []].append(archive.units[i].id) }
        }
        for (levelID, ids) in outside.sorted(by: { $0.key < $1.key }) {
            let l = archive.levels[levelIndex[levelID]!]
            log.add(.warning, l.file, l.id, .unitsOutsideLevel(count: ids.count, example: ids[0]))
        }
    }

    /// Each amenity's unit: the first of its `unit_ids` that exists, else the unit containing
    /// it; placed on that unit's floor.
    private static func linkAmenities(_ archive: IMDFArchive, unitIndex: [String: Int], placer: inout FloorPlacer,
                                      log: inout DiagnosticLog) -> (unitOf: [Int: Int], ofUnit: [Int: [Int]]) {
        var unitOfAmenity: [Int: Int] = [:]
        var amenitiesOfUnit: [Int: [Int]] = [:]
        let unitBounds = archive.units.indices.map { archive.units[$0].geometry.bounds }
        func containingUnit(_ p: GeoPoint) -> Int? {
            for (i, b) in unitBounds.enumerated() {
                guard let b, p.longitude >= b.min.longitude, p.longitude <= b.max.longitude,
                      p.latitude >= b.min.latitude, p.latitude <= b.max.latitude else { continue }
                if archive.units[i].geometry.contains(p) { return i }
            }
            return nil
        }
        for (i, a) in archive.amenities.enumerated() {
            var unit: Int?
            for uid in a.unitIDs {
                if let u = unitIndex[uid] { if unit == nil { unit = u } } else {
                    log.warning(a.file, a.id, .unitIDNotUnit(id: uid))
                }
            }
            if unit == nil {
                unit = containingUnit(a.location)
                if a.unitIDs.isEmpty {
                    log.add(.warning, a.file, a.id, unit == nil ? .amenityNotDrawn : .amenityPlaced)
                }
            }
            if let unit {
                unitOfAmenity[i] = unit
                amenitiesOfUnit[unit, default: []].append(i)
                placer.place(archive.units[unit].levelID, a.file, a.id, .amenity, log: &log) { $0.amenities.append(i) }
            }
        }
        return (unitOfAmenity, amenitiesOfUnit)
    }

    /// Unit categories (first dot segment) of spaces no occupant holds: circulation (walkways,
    /// footbridges, platforms, stairs, lifts, escalators, ramps) and structure.
    public static let unitsHoldingNoOccupant: Set<String> = [
        "walkway", "footbridge", "opentobelow", "structure", "column", "steps", "stairs", "elevator", "escalator",
        "ramp", "movingwalkway", "platform", "road", "railway",
    ]

    /// Whether a unit of `category` can be an occupant's own space (a shop, an office, a
    /// lobby), rather than a corridor or stairs it merely stands in.
    public static func canHoldOccupant(category: String) -> Bool {
        if let holds = canHoldOccupant(asciiCategory: category) { return holds }
        let head = category.lowercased().prefix { $0 != "." }
        return !unitsHoldingNoOccupant.contains(String(head))
    }

    /// ``unitsHoldingNoOccupant``'s words as bytes, by byte count.
    private static let noOccupantWords: [[[UInt8]]] = {
        var byCount = [[[UInt8]]](repeating: [], count: (unitsHoldingNoOccupant.map(\.utf8.count).max() ?? 0) + 1)
        for w in unitsHoldingNoOccupant { byCount[w.utf8.count].append(Array(w.utf8)) }
        return byCount
    }()

    /// ``canHoldOccupant(category:)`` of an all-ASCII category, read as bytes (there
    /// `lowercased()` only maps A–Z, and every byte is a character); nil for any other text.
    static func canHoldOccupant(asciiCategory category: String) -> Bool? {
        var text = category
        return text.withUTF8 { u -> Bool? in
            var n = 0
            while n < u.count, u[n] != UInt8(ascii: ".") {
                if u[n] >= 0x80 { return nil }
                n += 1
            }
            for i in n..<u.count where u[i] >= 0x80 { return nil }
            guard n < noOccupantWords.count else { return true }
            next: for w in noOccupantWords[n] {
                for i in 0..<n {
                    let c = u[i] &- 0x41 < 26 ? u[i] | 0x20 : u[i]
                    if c != w[i] { continue next }
                }
                return false
            }
            return true
        }
    }

    /// Each occupant's unit, through its anchor; placed on that unit's floor. Only a unit that
    /// can hold an occupant is its unit in ``occupantsOfUnit``; the others' are point occupants.
    private static func linkOccupants(_ archive: IMDFArchive, anchorIndex: [String: Int], unitIndex: [String: Int],
                                      placer: inout FloorPlacer, log: inout DiagnosticLog)
        -> (unitOf: [Int: Int], ofUnit: [Int: [Int]], points: Set<Int>) {
        var unitOfOccupant: [Int: Int] = [:]
        var occupantsOfUnit: [Int: [Int]] = [:]
        var points = Set<Int>()
        // By index, not `enumerated()`: that copies each whole occupant (a retain per field).
        for i in archive.occupants.indices {
            guard let ai = anchorIndex[archive.occupants[i].anchorID] else {
                let o = archive.occupants[i]
                log.warning(o.file, o.id, .anchorMissing(id: o.anchorID))
                continue
            }
            let anchor = archive.anchors[ai]
            guard let ui = unitIndex[anchor.unitID] else {
                log.add(.warning, anchor.file, anchor.id, .anchorUnitMissing(unitID: anchor.unitID))
                continue
            }
            unitOfOccupant[i] = ui
            if canHoldOccupant(category: archive.units[ui].category) {
                occupantsOfUnit[ui, default: []].append(i)
            } else {
                points.insert(i)
            }
            placer.place(archive.units[ui].levelID, archive.occupants[i].file, archive.occupants[i].id, .occupant, log: &log) { $0.occupants.append(i) }
        }
        return (unitOfOccupant, occupantsOfUnit, points)
    }

    /// `address_id`s that name no address.
    private static func checkAddresses(_ archive: IMDFArchive, addressIndex: [String: Int], log: inout DiagnosticLog) {
        func checkAddress(_ id: String?, _ file: String, _ fid: String) {
            if let id, addressIndex[id] == nil { log.add(.warning, file, fid, .addressMissing(addressID: id)) }
        }
        for v in archive.venues { checkAddress(v.addressID, v.file, v.id) }
        for b in archive.buildings { checkAddress(b.addressID, b.file, b.id) }
        for l in archive.levels { checkAddress(l.addressID, l.file, l.id) }
        for a in archive.anchors { checkAddress(a.addressID, a.file, a.id) }
    }

    /// The ordinals present, lowest first.
    public var ordinals: [Int] { floors.map(\.ordinal) }

    /// The ordinal the explorer starts on: 0, or the one closest to it (the higher one on a tie).
    public var defaultOrdinal: Int? {
        ordinals.min { a, b in abs(a) != abs(b) ? abs(a) < abs(b) : a > b }
    }

    /// What stands on an ordinal.
    public func contents(ordinal: Int) -> FloorContents { contents[ordinal] ?? FloorContents() }

    /// The level shown for an ordinal in the level bar: the first indoor one.
    public func primaryLevel(ordinal: Int) -> Level? {
        guard let f = floors.first(where: { $0.ordinal == ordinal }), let id = f.levelIDs.first, let i = levelIndex[id] else { return nil }
        return archive.levels[i]
    }

    /// The level bar's label for an ordinal: the short name, else the ordinal number.
    public func shortName(ordinal: Int) -> String {
        language.text(primaryLevel(ordinal: ordinal)?.shortName) ?? String(ordinal)
    }

    /// The level's full name for an ordinal, e.g. "Ground Floor".
    public func levelName(ordinal: Int) -> String {
        language.text(primaryLevel(ordinal: ordinal)?.name) ?? shortName(ordinal: ordinal)
    }

    /// The venue's display name: its name, else the first building's, else the archive's folder name.
    public var venueName: String {
        if let n = language.text(archive.venue?.name) { return n }
        if let n = archive.buildings.lazy.compactMap({ self.language.text($0.name) }).first { return n }
        let last = archive.sourcePath.split(separator: "/").last.map(String.init) ?? "venue"
        return last
    }

    /// The ordinal of a unit, when its level is known.
    public func ordinal(ofUnit index: Int) -> Int? { ordinalOfLevel[archive.units[index].levelID] }

    /// The address with an id.
    public func address(_ id: String?) -> Address? { id.flatMap { addressIndex[$0] }.map { archive.addresses[$0] } }

    /// The bounding box of the venue: its outline, else all levels and units.
    public var bounds: GeoBounds? {
        if let b = archive.venue?.geometry?.bounds { return b }
        var all: GeoBounds?
        for g in archive.levels.compactMap(\.geometry) + archive.units.map(\.geometry) {
            if let b = g.bounds { all = all.map { $0.union(b) } ?? b }
        }
        return all
    }
}

/// Puts features on the floor of their level while ``VenueGraph`` is built.
private struct FloorPlacer {
    let archive: IMDFArchive
    let ordinalOfLevel: [String: Int]
    /// What stands on each ordinal so far.
    var contents: [Int: FloorContents] = [:]
    /// The last level id asked for and its ordinal: features come level by level, and an
    /// equal id (the same text, often the same storage) needs no hashing.
    private var lastLevel = LevelMemo()

    init(archive: IMDFArchive, ordinalOfLevel: [String: Int]) {
        self.archive = archive
        self.ordinalOfLevel = ordinalOfLevel
        for (i, l) in archive.levels.enumerated() { contents[l.ordinal, default: FloorContents()].levels.append(i) }
    }

    /// Adds a feature to its level's floor, or warns that its level does not exist.
    mutating func place(_ levelID: String?, _ file: String, _ id: String, _ what: FeatureType, log: inout DiagnosticLog,
                        _ add: (inout FloorContents) -> Void) {
        guard let levelID else { return }
        guard let ord = lastLevel.value(of: levelID, in: ordinalOfLevel) else {
            log.warning(file, id, .levelMissing(id: levelID, type: what))
            return
        }
        add(&contents[ord, default: FloorContents()])
    }

    /// Units, openings, fixtures, kiosks, sections and details, which name their level.
    mutating func placeLevelFeatures(log: inout DiagnosticLog) {
        // By index and field, not `enumerated()`: that copies each whole feature (a retain per field).
        for i in archive.units.indices { place(archive.units[i].levelID, archive.units[i].file, archive.units[i].id, .unit, log: &log) { $0.units.append(i) } }
        for i in archive.openings.indices { place(archive.openings[i].levelID, archive.openings[i].file, archive.openings[i].id, .opening, log: &log) { $0.openings.append(i) } }
        for i in archive.fixtures.indices { place(archive.fixtures[i].levelID, archive.fixtures[i].file, archive.fixtures[i].id, .fixture, log: &log) { $0.fixtures.append(i) } }
        for i in archive.kiosks.indices { place(archive.kiosks[i].levelID, archive.kiosks[i].file, archive.kiosks[i].id, .kiosk, log: &log) { $0.kiosks.append(i) } }
        for i in archive.sections.indices { place(archive.sections[i].levelID, archive.sections[i].file, archive.sections[i].id, .section, log: &log) { $0.sections.append(i) } }
        for i in archive.details.indices { place(archive.details[i].levelID, archive.details[i].file, archive.details[i].id, .detail, log: &log) { $0.details.append(i) } }
    }
}

/// A dictionary lookup by level id that remembers its last key and answer: runs of features
/// on one level ask for the same id again and again. The answer is the dictionary's (keys
/// are told apart by `String` equality either way).
struct LevelMemo {
    private var key: String?
    private var answer: Int?

    /// `table[id]`, from memory when `id` equals the last id asked.
    mutating func value(of id: String, in table: [String: Int]) -> Int? {
        if let key, key == id { return answer }
        key = id
        answer = table[id]
        return answer
    }
}
