import Foundation
import TestSupport
import VenueFormats
import MapCore
@testable import Render
import TerminalKit

/// Renders frames to text (characters, then a style layer) and compares them with files in Golden/.
enum Golden {
    static let root = TestPaths.packageRoot
    static let directory = root.appendingPathComponent("Tests/RenderTests/Golden")
    static var samples: URL { TestPaths.imdfSamples }

    /// The sample venue, prepared once.
    static let sample: MapModel = {
        let r = try! IMDFLoader.load(path: root.appendingPathComponent("Data/atrium-sample").path)
        return MapModel(graph: r.graph)
    }()

    /// A frame as golden text: the characters, then one letter per cell naming its style, then the legend.
    static func text(_ frame: Frame) -> String {
        var codes: [CellStyle: Character] = [:]
        var legend: [String] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var styleLines: [String] = []
        for y in 0..<frame.height {
            var line = ""
            for x in 0..<frame.width {
                let s = frame[x, y].style
                if s == .plain { line.append("."); continue }
                if codes[s] == nil {
                    let c = codes.count < letters.count ? letters[codes.count] : "?"
                    codes[s] = c
                    legend.append("\(c) = \(describe(s))")
                }
                line.append(codes[s]!)
            }
            styleLines.append(line)
        }
        return frame.lines.joined(separator: "\n") + "\n--- styles\n" + styleLines.joined(separator: "\n") + "\n--- legend\n" + legend.joined(separator: "\n") + "\n"
    }

    static func describe(_ s: CellStyle) -> String {
        func c(_ t: TermColor) -> String { if case .index(let i) = t { return String(i) }; return "-" }
        var parts = ["fg \(c(s.fg))", "bg \(c(s.bg))"]
        if s.bold { parts.append("bold") }
        if s.dim { parts.append("dim") }
        if s.reverse { parts.append("reverse") }
        return parts.joined(separator: " ")
    }

    /// Compares with Golden/NAME.txt; with ATRIUM_UPDATE_GOLDEN=1, writes the file instead.
    /// Returns nil when equal, else a message with the first differing line.
    static func check(_ frame: Frame, _ name: String) -> String? {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = text(frame)
        if ProcessInfo.processInfo.environment["ATRIUM_UPDATE_GOLDEN"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing golden file \(name).txt (run with ATRIUM_UPDATE_GOLDEN=1 to create it, then review it)"
        }
        if expected == actual { return nil }
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        let i = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        return "\(name).txt differs at line \(i + 1):\n expected: \(i < e.count ? e[i] : "<end>")\n actual:   \(i < a.count ? a[i] : "<end>")"
    }
}
