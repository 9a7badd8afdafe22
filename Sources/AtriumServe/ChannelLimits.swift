import NIOCore

/// What one SSH connection may do with channels (issue 26): every channel counts, session or
/// not, shell or not.
enum ChannelLimits {
    /// Channels open at once on one connection: the session cap (4) with room for clients
    /// that open a channel before closing the last.
    static let maxOpen = 8
    /// Channel opens in one ``window``: a person opens a few; a client looping on
    /// `CHANNEL_OPEN` is closed.
    static let maxOpensPerWindow = 30
    /// The window of ``maxOpensPerWindow``.
    static let window = TimeAmount.seconds(10)
    /// A session channel that asks for no shell (or exec) this long after opening is closed.
    static let pendingTimeout = TimeAmount.seconds(10)
}
