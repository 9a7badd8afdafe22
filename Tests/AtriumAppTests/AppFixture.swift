import Foundation
import IMDF
import MapCore
@testable import TUI

/// The sample venue as an explorer state, for reducer and view tests.
enum AppFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    nonisolated(unsafe) static let env: AppEnvironment = {
        let r = try! IMDFLoader.load(path: root.appendingPathComponent("Data/atrium-sample").path)
        return AppEnvironment(model: MapModel(graph: r.graph), attribution: r.archive.attribution ?? "", venuePath: nil)
    }()

    static func state(columns: Int = 100, rows: Int = 30) -> AppState {
        AppState(env: env, columns: columns, rows: rows)
    }

    /// Applies keys in order.
    static func press(_ state: inout AppState, _ keys: Key...) {
        for k in keys { reduce(&state, .key(k)) }
    }
}
