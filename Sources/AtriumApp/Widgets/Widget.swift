import Localization
import TerminalKit

/// What every widget draws with: the colours and whether the screen is ASCII-only.
public struct WidgetContext: Sendable {
    /// Colours and attributes.
    public var styles: WidgetStyles
    /// Draw borders and marks in ASCII (no UTF-8 locale, or `--charset ascii`).
    public var ascii: Bool
    /// The interface language of every word drawn.
    public var ui: UIText

    /// Creates a context.
    public init(styles: WidgetStyles = .standard, ascii: Bool, ui: UIText = .english) {
        self.styles = styles
        self.ascii = ascii
        self.ui = ui
    }
}

/// Anything drawn around or on top of the map: level bar, card, status line, overlays and panels.
///
/// The view decides where each widget goes (its ``Area``); the widget draws there.
public protocol Widget {
    /// Draws the widget in an area of the frame.
    func draw(into frame: inout Frame, area: Area, context: WidgetContext)
}
