/// How much typed input the server holds for an explorer that is not reading it (issue 26, E):
/// past ``maxBuffered`` bytes on their way to the pty, the session channel stops reading, so
/// the SSH window the client was granted is not renewed; reading resumes below
/// ``resumeBelow``. What the client may still send is at most one window, which the server
/// keeps small by accepting packets of at most ``maximumPacketSize`` (swift-nio-ssh grants 64
/// packets): 2 MiB a session instead of 8 MiB.
enum InputLimits {
    static let maxBuffered = 64 * 1024
    static let resumeBelow = 16 * 1024
    /// The SSH minimum (RFC 4253 §6.1): input is keys; output packets follow the client's size.
    static let maximumPacketSize = 32 * 1024
}
