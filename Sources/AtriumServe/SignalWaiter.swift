import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocks the calling thread until the process receives SIGINT or SIGTERM.
enum SignalWaiter {
    /// Waits for SIGINT or SIGTERM (which no longer kill the process from here on).
    static func waitForTermination() {
        let received = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "atrium.serve.signals")
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { received.signal() }
            source.resume()
            return source
        }
        received.wait()
        sources.forEach { $0.cancel() }
    }
}
