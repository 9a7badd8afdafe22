import Testing

/// Every test that starts a server and drives the real OpenSSH client. They
/// run one at a time (they spawn processes and watch for leftovers), and each
/// is bounded so a hang fails instead of blocking CI.
@Suite(.serialized, .timeLimit(.minutes(5)))
enum ServeIntegration {}
