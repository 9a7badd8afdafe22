import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocks the calling thread until the process receives SIGINT or SIGTERM, answering SIGHUP
/// meanwhile.
enum SignalWaiter {
    /// Waits for SIGINT or SIGTERM (which no longer kill the process from here on); each
    /// SIGHUP runs `onHangup` (on a queue of its own) instead of ending the process.
    static func waitForTermination(onHangup: @escaping @Sendable () -> Void = {}) {
        let received = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "atrium.serve.signals")
        let sources = [SIGINT, SIGTERM, SIGHUP].map { (number: Int32) -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if number == SIGHUP {
                    onHangup()
                } else {
                    received.signal()
                }
            }
            source.resume()
            return source
        }
        received.wait()
        sources.forEach { $0.cancel() }
    }
}
