extension RouteAssembly {
    /// How a route step names an entrance it leaves or enters by: the opening's name
    /// ("Entrance Nord"), else "the entrance of" the unit it opens into, else "the entrance".
    func entranceName(_ node: Int) -> GuidanceEntrance {
        let g = graph.model.graph
        guard node < graph.nodes.count, case .opening(let i) = graph.nodes[node].kind else { return .unnamed }
        if let name = g.language.text(g.archive.openings[i].name) { return .named(name) }
        guard let unit = graph.unitsOfOpening[i]?.first else { return .unnamed }
        return .of(g.name(of: .unit(unit)))
    }
}
