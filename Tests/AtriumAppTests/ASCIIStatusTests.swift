import Foundation
import VenueFormats
import MapCore
import TestSupport
import Testing
@testable import AtriumApp

/// Without a UTF-8 locale the venue's name still shows: a language ASCII can show, else
/// transliterated.
@Suite struct ASCIIStatusTests {
    @Test func theVenueNameAlwaysAppearsInASCII() throws {
        let r = try IMDFLoader.load(path: TestPaths.imdfSample("postech-c5").path)
        let env = AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil)
        var s = AppState(env: env, columns: 100, rows: 30)
        s.screen.charset = .ascii
        let f = view(s, size: (100, 30), runtime: AppRuntime())
        let status = f.lines[29]
        #expect(status.hasPrefix(" Building C5 | "), "\(status)")
        #expect(f.cells.allSatisfy { $0.character.isASCII }, "nothing but ASCII on the screen")
    }
}
