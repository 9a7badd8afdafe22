import Logging
import NIOCore
import NIOSSH

/// Who may log in: the holders of listed keys, or anyone (`--public`).
enum AccessPolicy: Sendable {
    /// Public-key authentication against an authorized_keys file.
    case keys(AuthorizedKeys)
    /// Anyone, through the `none` method; the explorer runs read-only.
    case anyone
}

/// Decides one connection's authentication requests and logs each decision.
///
/// swift-nio-ssh checks the signature of a public-key request before it gets
/// here, so a `.publicKey` request proves the client holds that key; this
/// delegate only decides whether the key is listed. Passwords are never
/// accepted and never advertised. A refused password or `none` is answered later than
/// the last (`AdmissionControl.failureDelay`); a refused public key at once. Each failure
/// counts towards the address's penalties when the connection ends unauthenticated.
/// Past ``AuthLimits/failures`` every request is refused, and swift-nio-ssh disconnects the
/// client with a reason ("Too many authentication failures") at its own request limit.
final class UserAuthenticator: NIOSSHServerUserAuthenticationDelegate {
    private let access: AccessList
    private let connection: ConnectionContext
    private let admission: AdmissionControl
    private let logger: Logger

    /// A delegate for the connection `connection`, checking logins against `access` as it is
    /// at each request (it may be reloaded meanwhile).
    init(access: AccessList, connection: ConnectionContext, admission: AdmissionControl, logger: Logger) {
        self.access = access
        self.connection = connection
        self.admission = admission
        self.logger = logger
    }

    /// Only public keys are advertised; `--public` accepts the `none` request
    /// OpenSSH sends first, before any list is needed.
    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    /// Accepts or refuses `request`.
    func requestReceived(
        request: NIOSSHUserAuthenticationRequest,
        responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        let user = LogText.sanitize(request.username)
        let peer = connection.peer
        switch (access.checked, request.request) {
        case _ where connection.authFailures >= AuthLimits.failures:
            // Over the limit: even the right key is refused now, until swift-nio-ssh's request
            // limit disconnects the client with a reason (or the client gives up).
            logger.debug("auth refused for user \(user) from \(peer): over \(AuthLimits.failures) failed attempts")
            fail(responsePromise, holdBack: false)
        case (_, .password):
            logger.info("auth refused for user \(user) from \(peer): password authentication is disabled")
            fail(responsePromise, holdBack: true)
        case (.anyone, _):
            accept(user: user, identity: "public", client: "address \(connection.source)", responsePromise)
        case (.keys(let allowed), .publicKey(let offer)):
            let fingerprint = KeyFingerprint.sha256(offer.publicKey)
            if allowed.contains(offer.publicKey) {
                accept(user: user, identity: "key \(fingerprint)", client: "key \(fingerprint)", responsePromise)
            } else {
                logger.info("auth refused for user \(user) from \(peer): key \(fingerprint) is not authorized")
                // Not held back: an agent offers its keys one after another.
                fail(responsePromise, holdBack: false)
            }
        case (.keys, _):
            logger.debug("auth method list requested by \(peer)")
            responsePromise.succeed(.failure)
        }
    }

    /// Lets the client in, unless its address holds too many logins already (then the
    /// connection is closed and the address gets a strike).
    private func accept(user: String, identity: String, client: String,
                        _ promise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        if let ticket = connection.ticket {
            connection.ticket = nil
            if let refusal = admission.authenticated(ticket) {
                logger.info("refused login for user \(user) from \(connection.peer): \(refusal)")
                promise.succeed(.failure)
                connection.channel.close(promise: nil)
                return
            }
        }
        connection.user = user
        connection.identity = identity
        connection.client = client
        logger.info("auth accepted for user \(user) from \(connection.peer): \(identity)")
        promise.succeed(.success)
    }

    /// Answers a failed attempt; with `holdBack`, later each time.
    private func fail(_ promise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>, holdBack: Bool) {
        connection.authFailures += 1
        if connection.authFailures == AuthLimits.failures {
            logger.info("\(connection.peer): \(AuthLimits.failures) failed authentication attempts; refusing the rest")
        }
        guard holdBack else { return promise.succeed(.failure) }
        let delay = AdmissionControl.failureDelay(attempt: connection.authFailures)
        promise.futureResult.eventLoop.scheduleTask(in: delay) { promise.succeed(.failure) }
    }
}
