import Foundation
import TestSupport
import VenueFormats
import MapCore
@testable import AtriumApp
import TerminalKit
import Testing

/// The sample venue as an explorer state, for reducer and view tests.
enum AppFixture {
    static let env: AppEnvironment = {
        let r = try! IMDFLoader.load(path: TestPaths.sampleVenue.path)
        return AppEnvironment(model: MapModel(graph: r.graph), attribution: r.archive.attribution ?? "", venuePath: nil)
    }()

    static func state(columns: Int = 100, rows: Int = 30) -> AppState {
        AppState(env: env, columns: columns, rows: rows)
    }

    /// The caches (renderer, router) that views and effects share, as one session would.
    static let runtime = AppRuntime()

    /// Applies an action and runs the effects it asks for, as the explorer does.
    static func send(_ state: inout AppState, _ action: Action) {
        runtime.dispatch(&state, action)
    }

    /// Applies keys in order.
    static func press(_ state: inout AppState, _ keys: Key...) {
        for k in keys { send(&state, .key(k)) }
    }

    /// Types text as keys.
    static func type(_ state: inout AppState, _ text: String) {
        for c in text { send(&state, .key(.char(c))) }
    }

    /// Searches with `/` and goes to the first result with Enter.
    static func find(_ state: inout AppState, _ query: String) {
        press(&state, .char("/"))
        type(&state, query)
        press(&state, .enter)
    }

    /// The explorer's environment for OSM XML made in code (TestSupport's LiftHall,
    /// EntranceHall); failing to read it is a bug in the reader.
    static func env(osm: String, path: String) -> AppEnvironment {
        let r = try! OSMLoader.load(bytes: Array(osm.utf8), sourcePath: path)
        return AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil)
    }

    /// The first unit named `name` in `env`'s venue.
    static func unit(_ name: String, in env: AppEnvironment) throws -> Int {
        let g = env.model.graph
        return try #require(g.archive.units.indices.first { g.name(of: .unit($0)) == name })
    }
}
