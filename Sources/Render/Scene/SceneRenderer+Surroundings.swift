import MapCore
import TerminalKit
import VenueFormats

/// What lies around the venue, under everything else on every level, dimmed: streets and
/// paths, other buildings, platforms and tracks, water, parks; and the names of the streets,
/// written last, only where no label of the venue stands.
extension SceneRenderer {
    /// The 256-colour index of each kind (dimmed when drawn): greys for streets and buildings,
    /// brown for platforms and tracks, blue for water, green for parks.
    static func surroundingColor(_ kind: Surrounding.Kind, theme: SceneTheme) -> UInt8 {
        switch kind {
        case .street: return 244
        case .path: return 240
        case .building: return theme.context
        case .platform: return 137
        case .track: return 95
        case .water: return 67
        case .park: return 65
        }
    }

    /// Draws the surroundings the spatial index finds in view, at the lowest priority.
    func drawSurroundings(_ c: DrawContext) {
        let model = c.model
        guard !model.surroundings.isEmpty else { return }
        model.surroundingIndex.forEach(intersecting: c.view) { i in
            let s = model.surroundings[i]
            let style = CellStyle(fg: .index(Self.surroundingColor(s.kind, theme: c.theme)), dim: true)
            if s.isArea {
                stroke(s.lines, c.t, style, priority: 0)
            } else {
                for line in s.lines { polyline(line, c.t, style, priority: 0, closed: false) }
            }
        }
    }

    /// Writes street names (streets before paths, each name once) on the midpoint of their
    /// longest stretch in view, where the cells are free.
    func placeSurroundingNames(_ c: DrawContext) {
        let model = c.model
        guard !model.surroundings.isEmpty else { return }
        var named: [(kind: Surrounding.Kind, name: String, at: Vec2, length: Double)] = []
        model.surroundingIndex.forEach(intersecting: c.view) { i in
            let s = model.surroundings[i]
            guard !s.isArea, s.kind == .street || s.kind == .path, let name = s.name, !name.isEmpty else { return }
            var best: (Vec2, Double)?
            for line in s.lines where line.count > 1 {
                for k in 1..<line.count {
                    let a = line[k - 1], b = line[k]
                    let mid = Vec2((a.x + b.x) / 2, (a.y + b.y) / 2)
                    guard c.view.contains(mid) else { continue }
                    let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                    if length > (best?.1 ?? 0) { best = (mid, length) }
                }
            }
            if let best { named.append((s.kind, name, best.0, best.1)) }
        }
        named.sort { ($0.kind == .street ? 0 : 1, -$0.length) < ($1.kind == .street ? 0 : 1, -$1.length) }
        var placed = Set<String>()
        let style = CellStyle(fg: .index(Self.surroundingColor(.street, theme: c.theme)), dim: true)
        for n in named where !placed.contains(n.name) {
            let text = c.options.charset == .ascii ? n.name.asciiShown : n.name
            if placeAt(n.at, text: text, c.t, style: style) { placed.insert(n.name) }
        }
    }
}
