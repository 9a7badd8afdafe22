import Dispatch
import Foundation
import Localization
import Synchronization
import TerminalKit
import Testing
@testable import AtriumApp

/// The explorer opened on a place being fetched (issue 35, item 6): the status line says the
/// fetch's stage, figures and seconds; the venue arriving becomes the map at the terminal's
/// size; a key cancels; a failure shows, then ends the explorer with its status.
@Suite struct LoadingSessionTests {
    static func loading(ui: UIText = .english) -> (ExplorerSession, Job<VenueFetch>) {
        var jobs = JobNumbers()
        let job = jobs.next(VenueFetch.self)
        return (ExplorerSession(loading: LoadingState(place: "osm:Sample Mall", job: job, ui: ui)), job)
    }

    static func statusRow(_ frame: Frame) -> String { frame.lines.last ?? "" }

    @Test func progressThenTheVenueThenTheMap() throws {
        var (session, job) = Self.loading()
        #expect(reduce(&session, .open) == [.fetch(job)])
        #expect(reduce(&session, .open) == [], "the fetch starts once")
        _ = reduce(&session, .app(.configure(charset: .ascii, colorMode: .ansi8, animations: true)))
        _ = reduce(&session, .app(.resize(columns: 100, rows: 30)))
        _ = reduce(&session, .app(.clock(.seconds(100))))
        var frame = view(try #require(session.loading), size: (100, 30))
        #expect(Self.statusRow(frame).contains("Opening osm:Sample Mall… · 0 s · q cancels"), "\(Self.statusRow(frame))")
        #expect(frame.lines[14].contains("osm:Sample Mall"))

        _ = reduce(&session, .fetchProgress(.lookingUp(name: "Sample Mall"), job: job))
        _ = reduce(&session, .app(.clock(.seconds(101))))
        frame = view(try #require(session.loading), size: (100, 30))
        #expect(Self.statusRow(frame).contains("Looking up “Sample Mall”… · 1 s · q cancels"), "\(Self.statusRow(frame))")

        _ = reduce(&session, .fetchProgress(.received(bytes: 1_400_000, host: "overpass.example"), job: job))
        _ = reduce(&session, .app(.clock(.milliseconds(103_900))))
        frame = view(try #require(session.loading), size: (100, 30))
        #expect(Self.statusRow(frame).contains("Received 1.4 MB from overpass.example · 3 s · q cancels"), "\(Self.statusRow(frame))")

        // Another fetch's news is not this one's.
        var other = JobNumbers()
        _ = other.next(VenueFetch.self)
        _ = reduce(&session, .fetchProgress(.fromCache, job: other.next(VenueFetch.self)))
        #expect(session.loading?.stage == .received(bytes: 1_400_000, host: "overpass.example"))

        // The venue arrives, made at another size: it takes the terminal's size and traits.
        let arrived = AppFixture.state(columns: 80, rows: 24)
        #expect(reduce(&session, .fetched(.venue(arrived, notes: []), job: job)) == [])
        let app = try #require(session.app)
        #expect(session.loading == nil && !session.shouldQuit)
        #expect(app.screen.columns == 100 && app.screen.rows == 30)
        #expect(app.screen.charset == .ascii && app.screen.colorMode == .ansi8)
        #expect(app.status.note?.text == UIText.english.noteStartHint)
        // The map: what the explorer draws for the venue opened at that size from the start.
        var direct = AppFixture.state(columns: 80, rows: 24)
        _ = reduce(&direct, .configure(charset: .ascii, colorMode: .ansi8, animations: true))
        _ = reduce(&direct, .resize(columns: 100, rows: 30))
        _ = reduce(&direct, .notify(UIText.english.noteStartHint, alert: false))
        let map = view(app, size: (100, 30), runtime: AppRuntime())
        #expect(map == view(direct, size: (100, 30), runtime: AppRuntime()))
        #expect(!Self.statusRow(map).contains("q cancels"))
        // From then on keys are the explorer's: q quits with 0.
        _ = reduce(&session, .app(.key(.char("q"))))
        #expect(session.shouldQuit && session.exitStatus == 0)
    }

    @Test func theCacheAndTheWaitsAreSaidInTheInterfaceLanguage() throws {
        var (session, job) = Self.loading(ui: UIText(UILocale(language: .de)))
        _ = reduce(&session, .open)
        _ = reduce(&session, .fetchProgress(.received(bytes: 1_400_000, host: "h"), job: job))
        #expect(session.loading?.statusText.hasPrefix("1,4 MB von h empfangen") == true, "\(session.loading?.statusText ?? "")")
        _ = reduce(&session, .fetchProgress(.waitingForSlot(seconds: 12), job: job))
        #expect(session.loading?.statusText.contains("12 s") == true)
        _ = reduce(&session, .fetchProgress(.fromCache, job: job))
        #expect(session.loading?.statusText.hasPrefix("Aus dem Zwischenspeicher") == true)
        _ = reduce(&session, .fetchProgress(.reading(fromCache: true), job: job))
        #expect(session.loading?.statusText.hasPrefix("Die Karte wird aus dem Zwischenspeicher gelesen") == true)
    }

    @Test func aKeyCancelsAndTheExplorerEndsWith130WhenTheFetchHasStopped() throws {
        var (session, job) = Self.loading()
        _ = reduce(&session, .open)
        #expect(reduce(&session, .app(.key(.char("q")))) == [.cancelFetch(job)])
        #expect(reduce(&session, .app(.key(.char("q")))) == [], "asked once")
        #expect(session.loading?.statusText == "Cancelling…")
        #expect(!session.shouldQuit, "not before the fetch has stopped and removed what it wrote")
        _ = reduce(&session, .fetchProgress(.received(bytes: 5_000, host: "h"), job: job))
        #expect(session.loading?.statusText == "Cancelling…")
        _ = reduce(&session, .fetched(.cancelled, job: job))
        #expect(session.shouldQuit && session.exitStatus == 130)
    }

    @Test func aVenueArrivingAfterCancellingIsNotShown() {
        var (session, job) = Self.loading()
        _ = reduce(&session, .open)
        _ = reduce(&session, .app(.key(.escape)))
        _ = reduce(&session, .fetched(.venue(AppFixture.state(), notes: []), job: job))
        #expect(session.app == nil && session.shouldQuit && session.exitStatus == 130)
    }

    @Test func aFailureShowsThenEndsWithItsStatusAfterThreeSecondsOrAKey() throws {
        for byKey in [false, true] {
            var (session, job) = Self.loading()
            _ = reduce(&session, .open)
            _ = reduce(&session, .app(.clock(.seconds(5))))
            let message = "osm:Sample Mall has no indoor=* or level=* features in OpenStreetMap"
            _ = reduce(&session, .fetched(.failed(message, status: 1), job: job))
            let row = Self.statusRow(view(try #require(session.loading), size: (120, 20)))
            #expect(row.contains(message + " · any key quits"), "\(row)")
            // Narrower than the sentence: the status line cuts it, the middle of the screen has it all.
            let narrow = view(try #require(session.loading), size: (40, 20))
            let middle = narrow.lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(middle.first == "osm:Sample Mall" && middle.dropFirst().joined(separator: " ") == message, "\(middle)")
            #expect(!session.shouldQuit)
            if byKey {
                _ = reduce(&session, .app(.key(.char("x"))))
            } else {
                _ = reduce(&session, .app(.clock(.milliseconds(7_900))))
                #expect(!session.shouldQuit)
                _ = reduce(&session, .app(.clock(.seconds(8))))
            }
            #expect(session.shouldQuit && session.exitStatus == 1)
        }
    }

    /// The notes of the fetch (candidates not taken) and a note posted while loading.
    @Test func theFetchsFirstNoteOrOneGivenWhileLoadingShowsWithTheMap() throws {
        var (session, job) = Self.loading()
        _ = reduce(&session, .open)
        _ = reduce(&session, .fetched(.venue(AppFixture.state(), notes: ["2 places match \"Mall\"; opening 1"]), job: job))
        #expect(session.app?.status.note?.text == "2 places match \"Mall\"; opening 1")
        var (second, job2) = Self.loading()
        _ = reduce(&second, .open)
        _ = reduce(&second, .app(.notify("unknown TERM; using xterm", alert: true)))
        _ = reduce(&second, .fetched(.venue(AppFixture.state(), notes: []), job: job2))
        #expect(second.app?.status.note?.text == "unknown TERM; using xterm")
        #expect(second.app?.status.note?.isAlert == true)
    }
    /// The whole loop on the in-memory terminal, with a fetch the test holds back: the stage is
    /// drawn on the status line, then the venue's map; q while fetching stops the fetch and the
    /// explorer ends with 130 only once the fetch has ended.
    @Test func theLoopDrawsTheProgressThenTheMap() throws {
        let reported = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let fetcher = VenueFetcher(place: "osm:Sample Mall") { progress, _ in
            progress(.received(bytes: 52_000, host: "127.0.0.1"))
            reported.signal()
            release.wait()
            return .venue(AppFixture.state(), notes: [])
        }
        let runtime = SessionRuntime(app: AppRuntime(runsEffectsInBackground: true), fetcher: fetcher)
        let terminal = TestTerminal(columns: 100, rows: 30, input: [
            .perform { _ = reported.wait(timeout: .now() + 60) }, .idle,
            .perform { release.signal(); runtime.waitForFetches() }, .idle, .idle,
            .event(.key(.char("q"))),
        ])
        var jobs = JobNumbers()
        let status = try Explorer.run(ExplorerSession(loading: LoadingState(place: "osm:Sample Mall", job: jobs.next())), on: terminal,
                                      traits: TestTerminal.traits, clock: terminal.clock, runtime: runtime)
        #expect(status == 0)
        #expect(terminal.drawn.contains { Self.statusRow($0).contains("Received 52 kB from 127.0.0.1 · ") })
        #expect(terminal.screen.text.contains("Atrium Galleria"))
        #expect(terminal.restoreCount == 1)
    }

    @Test func qWhileFetchingEndsWith130OnceTheFetchHasStopped() throws {
        let reported = DispatchSemaphore(value: 0)
        let sawCancel = Mutex(false)
        let fetcher = VenueFetcher(place: "osm:Sample Mall") { progress, isCancelled in
            progress(.asking(host: "127.0.0.1"))
            reported.signal()
            let deadline = Date().addingTimeInterval(60)
            while !isCancelled() && Date() < deadline { usleep(1_000) }
            sawCancel.withLock { $0 = isCancelled() }
            return .cancelled
        }
        let runtime = SessionRuntime(app: AppRuntime(runsEffectsInBackground: true), fetcher: fetcher)
        let terminal = TestTerminal(columns: 100, rows: 30, input: [
            .perform { _ = reported.wait(timeout: .now() + 60) }, .idle,
            .event(.key(.char("q"))),
            .perform { runtime.waitForFetches() }, .idle, .idle,
        ])
        var jobs = JobNumbers()
        let status = try Explorer.run(ExplorerSession(loading: LoadingState(place: "osm:Sample Mall", job: jobs.next())), on: terminal,
                                      traits: TestTerminal.traits, clock: terminal.clock, runtime: runtime)
        #expect(status == 130)
        #expect(sawCancel.withLock { $0 })
        #expect(terminal.drawn.contains { Self.statusRow($0).contains("Cancelling…") })
        #expect(terminal.restoreCount == 1)
    }
}
