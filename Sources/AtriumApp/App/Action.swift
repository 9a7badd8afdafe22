import VenueFormats
import MapCore
import Render
import TerminalKit

/// Everything that can change the explorer's state.
public enum Action: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse event.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize(columns: Int, rows: Int)
    /// Time passed (about a tenth of a second); expires notes.
    case tick
    /// What the terminal can show and whether timed redraws are allowed, set when it opens.
    case configure(charset: Charset, colorMode: ColorMode, animations: Bool)
    /// Shows a passing note in the status line.
    case notify(String, alert: Bool)
    /// The answer to ``Effect/findRoute(_:from:to:accessible:)``: the route found. Shown only
    /// while the state waits for that job (a newer request or Esc drops it).
    case routeFound(Route, job: Job<RouteSearch>)
    /// The answer to ``Effect/findRoute(_:from:to:accessible:)``: why there is no route.
    case routeFailed(String, job: Job<RouteSearch>)
    /// A live position source's event (``LiveFeed``), at the loop clock's time: a fix moves
    /// ``PositionState/here`` (and the camera, when following); a problem gives a note.
    case live(LiveFeedEvent, at: Duration)
    /// The loop clock's time, so a live position's age shows without sleeping in tests.
    case clock(Duration)
    /// The answer to ``Effect/measureWalks(_:from:to:accessible:)``: walking distances by place,
    /// applied while the directory still measures for that job.
    case walksMeasured([FeatureHandle: WalkDistance], job: Job<WalkMeasurement>)
}
