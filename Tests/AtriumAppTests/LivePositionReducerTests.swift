import Foundation
import VenueFormats
import MapCore
import Render
import Testing
@testable import AtriumApp
import TerminalKit

/// Live positions (`--position`, issue 24): fixes move "you are here", follow modes move the
/// camera, moving by hand lets go, old fixes grey out with their age, bad input gives a note.
@Suite struct LivePositionReducerTests {
    static let model = AppFixture.env.model

    /// The Information Desk on the ground floor, as latitude and longitude.
    static let desk: GeoPoint = {
        let kiosk = model.graph.archive.kiosks.firstIndex { model.graph.language.text($0.name) == "Information Desk" }!
        return model.projection.unproject(model.position(of: .kiosk(kiosk))!.point)
    }()

    /// A fix `east` meters east of the desk.
    static func fix(east: Double = 0, level: String? = nil, heading: Double? = nil, accuracy: Double? = 2) -> LiveFeedEvent {
        let p = model.projection.project(desk) + Vec2(east, 0)
        let g = model.projection.unproject(p)
        return .fix(LiveFix(latitude: g.latitude, longitude: g.longitude, level: level, accuracy: accuracy, heading: heading))
    }

    /// Meters between two positions.
    static func gap(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        model.projection.project(a).distance(to: model.projection.project(b))
    }

    static func liveState(follow: FollowMode = .follow) -> AppState {
        var s = AppFixture.state()
        s.position.live = LiveTracking(source: "test feed", follow: follow)
        AppFixture.send(&s, .resize(columns: 100, rows: 30))
        return s
    }

    static func screen(_ s: AppState) -> [String] { view(s, size: (100, 30), runtime: AppFixture.runtime).lines }

    @Test func aFixMovesYouAreHereAndFollowKeepsItCentred() throws {
        var s = Self.liveState()
        AppFixture.send(&s, .live(Self.fix(), at: .seconds(1)))
        let here = try #require(s.position.here)
        #expect(here.ordinal == 0)
        #expect(Self.gap(s.map.camera.center, Self.desk) < 0.05)
        #expect(s.status.note?.text.contains("position from test feed") == true)
        AppFixture.send(&s, .live(Self.fix(east: 6), at: .seconds(2)))
        let moved = Self.model.projection.project(s.map.camera.center)
        #expect(moved.distance(to: Self.model.projection.project(Self.desk) + Vec2(6, 0)) < 0.05)
        #expect(s.position.live?.lastFixAt == .seconds(2))
        #expect(Self.screen(s).last?.contains("follow") == true)
    }

    @Test func followSwitchesToTheFloorAFeedNamesAndGpsdFixesStayThere() {
        var s = Self.liveState()
        AppFixture.send(&s, .live(Self.fix(level: "1"), at: .seconds(1)))
        #expect(s.map.ordinal == 1 && s.position.here?.ordinal == 1)
        // A fix without a floor (gpsd) stays on the floor the feed named last.
        AppFixture.send(&s, .live(Self.fix(east: 2), at: .seconds(2)))
        #expect(s.position.here?.ordinal == 1)
        AppFixture.send(&s, .live(Self.fix(level: "B1"), at: .seconds(3)))
        #expect(s.map.ordinal == -1)
    }

    @Test func freeModeLeavesTheCameraAndSaysWhichFloorYouAreOn() throws {
        var s = Self.liveState(follow: .free)
        let camera = s.map.camera
        AppFixture.send(&s, .live(Self.fix(level: "1"), at: .seconds(1)))
        #expect(s.map.camera == camera && s.map.ordinal == 0)
        let screen = Self.screen(s)
        #expect(screen.last?.contains("you are on 1") == true)
        #expect(screen[0].contains(" B1  G ◉1  2"), "the level bar marks the floor you are on: \(screen[0])")
    }

    @Test func wCyclesFreeFollowAndFollowWithHeading() {
        var s = Self.liveState(follow: .free)
        AppFixture.send(&s, .live(Self.fix(heading: 90), at: .seconds(1)))
        #expect(s.map.camera.heading == 0)
        AppFixture.press(&s, .char("w"))
        #expect(s.position.live?.follow == .follow)
        #expect(Self.gap(s.map.camera.center, Self.desk) < 0.05)
        AppFixture.press(&s, .char("w"))
        #expect(s.position.live?.follow == .followHeading)
        #expect(s.map.camera.heading == 90, "the walking direction points up")
        AppFixture.send(&s, .live(Self.fix(east: 3, heading: 180), at: .seconds(2)))
        #expect(s.map.camera.heading == 180)
        AppFixture.press(&s, .char("w"))
        #expect(s.position.live?.follow == .free)
        #expect(HelpOverlay.entries(.english).contains { $0.keys == "w" })
    }

    @Test func panningOrZoomingByHandLetsGoAndTurningDropsTheHeading() {
        var s = Self.liveState(follow: .followHeading)
        AppFixture.send(&s, .live(Self.fix(heading: 90), at: .seconds(1)))
        AppFixture.press(&s, .char(">"))
        #expect(s.position.live?.follow == .follow, "turning by hand keeps following, north no longer follows the walk")
        AppFixture.press(&s, .char("+"))
        #expect(s.position.live?.follow == .free)
        #expect(s.status.note?.text.contains("w follows") == true)
        AppFixture.press(&s, .char("w"))
        AppFixture.press(&s, .right)
        #expect(s.position.live?.follow == .free)
        AppFixture.press(&s, .char("w"))
        AppFixture.press(&s, .pageUp)
        #expect(s.position.live?.follow == .free, "changing floor by hand lets go too")
        let before = s.map.camera
        AppFixture.send(&s, .live(Self.fix(east: 5), at: .seconds(2)))
        #expect(s.map.camera == before, "free: fixes no longer move the camera")
    }

    @Test func anOldFixIsGreyWithItsAge() throws {
        var s = Self.liveState()
        AppFixture.send(&s, .live(Self.fix(), at: .seconds(10)))
        AppFixture.send(&s, .clock(.seconds(14)))
        #expect(s.position.live?.isStale == false)
        #expect(Self.screen(s).last?.contains("last fix") == false)
        AppFixture.send(&s, .clock(.milliseconds(22_500)))
        #expect(s.position.live?.isStale == true)
        #expect(Self.screen(s).last?.contains("last fix 12 s ago") == true)
        let frame = view(s, size: (100, 30), runtime: AppFixture.runtime)
        let hereColour = CellStyle(fg: .index(SceneTheme(.default).here)).fg
        #expect(!frame.cells.contains { $0.character == "◉" && $0.style.fg == hereColour }, "the stale marker is grey")
        #expect(frame.cells.contains { $0.character == "◉" })
        AppFixture.send(&s, .live(Self.fix(), at: .seconds(23)))
        #expect(s.position.live?.isStale == false)
    }

    @Test func badInputGivesANoteAndKeepsTheLastGoodPosition() throws {
        var s = Self.liveState()
        AppFixture.send(&s, .live(Self.fix(), at: .seconds(1)))
        let good = try #require(s.position.here)
        AppFixture.send(&s, .live(LiveFeedParser.feedLine("{\"lat\":") ?? .status(""), at: .seconds(2)))
        #expect(s.status.note?.text.contains("malformed line") == true && s.status.note?.isAlert == true)
        AppFixture.send(&s, .live(Self.fix(level: "L9"), at: .seconds(3)))
        #expect(s.status.note?.text.contains("unknown level \"L9\"") == true)
        let far = LiveFix(latitude: Self.desk.latitude + 0.05, longitude: Self.desk.longitude)
        AppFixture.send(&s, .live(.fix(far), at: .seconds(4)))
        #expect(s.status.note?.text.contains("far outside") == true)
        AppFixture.send(&s, .live(.problem("gpsd connection lost; reconnecting to 127.0.0.1:2947"), at: .seconds(5)))
        #expect(s.status.note?.text.contains("connection lost") == true)
        let status = try #require(Self.screen(s).last)
        #expect(status.contains("gpsd connection lost; reconnecting to 127.0.0.1:2947"), "a note has room beside the position: \(status)")
        #expect(status.contains("follow"))
        #expect(s.position.here == good)
        #expect(s.position.live?.lastFixAt == .seconds(1))
        #expect(!s.shouldQuit)
    }

    /// `r` routes from where the live position is now: the hook guidance builds on.
    @Test func routesStartAtTheLivePosition() throws {
        var s = Self.liveState(follow: .free)
        AppFixture.send(&s, .live(Self.fix(east: 3), at: .seconds(1)))
        let here = try #require(s.position.here)
        #expect(here.name == "your position")
        let cafe = try #require(Self.model.graph.archive.occupants.firstIndex { Self.model.graph.language.text($0.name) == "Café Lumière" })
        s.selection.feature = .occupant(cafe)
        let effects = reduce(&s, .key(.char("r")))
        #expect(effects == [.findRoute(try #require(s.route.awaited), from: .here(here), to: .occupant(cafe), accessible: false)])
    }

    @Test func wWithoutALiveSourceSaysHowToGetOne() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("w"))
        #expect(s.status.note?.text.contains("--position") == true)
    }

    @Test func theLegendNamesTheMarkerWhenTheMapShowsIt() {
        var options = SceneOptions()
        #expect(!Legend(model: Self.model, ordinal: 0, options: options).marks.contains { $0.meaning.contains("you are here") })
        options.here = HereMarker(ordinal: 0, point: .zero)
        #expect(Legend(model: Self.model, ordinal: 0, options: options).marks.contains { $0.symbol == "◉" && $0.meaning.contains("you are here") })
    }

    /// The whole explorer with a feed: fixes posted from another thread are applied between
    /// frames and stamped with the loop's clock, so the age counts on the scripted clock.
    @Test func theExplorerAppliesAFeedOnTheLoopClock() throws {
        let feed = LiveFeed(source: "test feed")
        feed.post(Self.fix())
        let later = Self.fix(east: 4)
        let terminal = TestTerminal(columns: 100, rows: 30, input: [.idle, .perform { feed.post(later) }, .idle]
            + Array(repeating: .idle, count: 70) + [.event(.key(.char("q")))])
        let status = try Explorer.run(AppFixture.state(), on: terminal, traits: TestTerminal.traits, clock: terminal.clock,
                                      runtime: AppRuntime(), feed: feed)
        #expect(status == 0)
        #expect(terminal.screen.text.contains("◉"))
        let last = try #require(terminal.screen.lines.last)
        #expect(last.contains("last fix 7 s ago"), "\(last)")
        #expect(!feed.hasNews)
    }
}
