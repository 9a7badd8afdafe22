/// Naming every level, including several that share an ordinal (an indoor and an outdoor
/// level; levels of different buildings), which are drawn together as one floor.
extension VenueGraph {
    /// The levels on an ordinal (indices into ``IMDFArchive/levels``), indoor levels first.
    public func levels(ordinal: Int) -> [Int] {
        guard let f = floors.first(where: { $0.ordinal == ordinal }) else { return [] }
        return f.levelIDs.compactMap { levelIndex[$0] }
    }

    /// Whether an ordinal holds more than one level.
    public func sharesOrdinal(_ ordinal: Int) -> Bool { levels(ordinal: ordinal).count > 1 }

    /// The level bar's label for an ordinal, marked "+" when it holds several levels ("C+").
    public func pickerLabel(ordinal: Int) -> String {
        shortName(ordinal: ordinal) + (sharesOrdinal(ordinal) ? "+" : "")
    }

    /// A level's short name, else its name, else its ordinal.
    public func shortName(level index: Int) -> String {
        let l = archive.levels[index]
        return language.text(l.shortName) ?? language.text(l.name) ?? String(l.ordinal)
    }

    /// A level's full name, else its short name.
    public func name(level index: Int) -> String {
        language.text(archive.levels[index].name) ?? shortName(level: index)
    }

    /// The names of the levels an ordinal holds, joined for a status line:
    /// "C Indoor, C Outdoor"; the one name when it holds one level.
    public func levelNames(ordinal: Int) -> String {
        let ls = levels(ordinal: ordinal)
        guard !ls.isEmpty else { return shortName(ordinal: ordinal) }
        return ls.map { name(level: $0) }.joined(separator: ", ")
    }

    /// The buildings (indices into ``IMDFArchive/buildings``) a level belongs to.
    public func buildings(ofLevel index: Int) -> [Int] {
        archive.levels[index].buildingIDs.compactMap { id in archive.buildings.firstIndex { $0.id == id } }
    }

    /// A building's display name: its name, else its alternative name, else "building" and its id's start.
    public func buildingName(_ index: Int) -> String {
        let b = archive.buildings[index]
        return language.text(b.name) ?? language.text(b.altName) ?? "building \(b.id.prefix(8))"
    }

    /// The names of the buildings an ordinal shows, without repeats, in level order.
    public func buildingNames(ordinal: Int) -> [String] {
        var out: [String] = []
        for l in levels(ordinal: ordinal) {
            for b in buildings(ofLevel: l) {
                let n = buildingName(b)
                if !out.contains(n) { out.append(n) }
            }
        }
        return out
    }

    /// The level a query names: its id, or (ignoring case) its short name or name in any
    /// language, else an ordinal number. Several levels may share a short name across
    /// buildings; the first in floor order wins.
    public func level(named query: String) -> Int? {
        let q = query.trimmingWhitespace.lowercased()
        guard !q.isEmpty else { return nil }
        if let i = levelIndex[query] { return i }
        let ordered = floors.flatMap { $0.levelIDs.compactMap { levelIndex[$0] } }
        for labels in [\Level.shortName, \Level.name] {
            if let i = ordered.first(where: { i in
                archive.levels[i][keyPath: labels]?.values.values.contains { $0.trimmingWhitespace.lowercased() == q } == true
            }) { return i }
        }
        if let n = Int(q) { return ordered.first { archive.levels[$0].ordinal == n } }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and newlines.
    var trimmingWhitespace: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
