extension WireStats {
    /// Per interaction kind: the bytes of its counted steps over the sum of their lower
    /// bounds (``UpdateBound``), rounded to thousandths. A kind whose steps could send
    /// nothing (an idle redraw) is 1.0 when nothing was sent, and left out otherwise.
    var lowerBoundRatios: [String: Double] {
        var out: [String: Double] = [:]
        for kind in Interaction.allCases {
            let steps = counted(kind)
            guard !steps.isEmpty else { continue }
            let bytes = steps.map(\.bytes).reduce(0, +), bound = steps.map(\.lowerBound).reduce(0, +)
            if bound > 0 {
                out[kind.rawValue] = (Double(bytes) / Double(bound) * 1000).rounded() / 1000
            } else if bytes == 0 {
                out[kind.rawValue] = 1
            }
        }
        return out
    }

    /// Per interaction kind: the mean lower bound of its counted steps, in bytes.
    var lowerBoundMeans: [String: Int] {
        var out: [String: Int] = [:]
        for kind in Interaction.allCases {
            let bounds = counted(kind).map(\.lowerBound)
            guard !bounds.isEmpty else { continue }
            out[kind.rawValue] = Int((Double(bounds.reduce(0, +)) / Double(bounds.count)).rounded())
        }
        return out
    }
}
