/// What counts as an authentication attempt (issue 26, D): a public key refused after its
/// signature, a `none` refused, a password: each of these is one. A public-key *query* (the
/// client asking whether a key would do, answered with PK_OK) is not: swift-nio-ssh counts
/// every request, queries included (it answers a query with PK_OK itself, without asking the
/// server), so its own limit is set to leave room for a query and a signature per key, and the
/// server enforces ``failures`` itself: past it every request is refused, and swift-nio-ssh
/// disconnects the client with "Too many authentication failures" at ``requests``.
enum AuthLimits {
    /// Failed attempts a connection gets; every request after the last is refused.
    static let failures = 10
    /// swift-nio-ssh's limit on requests of any kind: a query and a signed request per key,
    /// and one `none`, plus one more key's query and request; the request after it is answered
    /// with a disconnect that says why.
    static let requests = 2 * failures + 1 + 2
}
