import Foundation

/// Small measuring helpers: a monotonic stopwatch, percentiles and the process's peak memory.
enum BenchStats {
    /// Runs `body` and returns its result with the elapsed time in milliseconds (monotonic clock).
    static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        let end = DispatchTime.now().uptimeNanoseconds
        return (value, Double(end - start) / 1_000_000)
    }

    /// Runs `body` and returns its result with the elapsed wall time and the CPU time of
    /// the calling thread, both in milliseconds.
    static func timeWithCPU<T>(_ body: () throws -> T) rethrows -> (value: T, wall: Double, cpu: Double) {
        let cpuStart = threadCPUNanoseconds()
        let (value, wall) = try time(body)
        return (value, wall, Double(threadCPUNanoseconds() - cpuStart) / 1_000_000)
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    static func threadCPUNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The nearest-rank percentile (`p` in 0...100) of some values; 0 when there are none.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    /// The arithmetic mean; 0 when there are no values.
    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The process's peak resident set size in MiB (`VmHWM` in /proc/self/status), or nil off Linux.
    static func peakRSSMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            return kilobytes.map { $0 / 1024 }
        }
        return nil
    }

    /// Resets the peak resident set size to the current one (Linux: `5` into /proc/self/clear_refs),
    /// so that each venue's peak is its own. Returns whether the kernel accepted it.
    @discardableResult
    static func resetPeakRSS() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}
