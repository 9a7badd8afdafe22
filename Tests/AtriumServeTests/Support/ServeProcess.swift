import Foundation
import TestSupport
import Testing

/// `atrium serve` as its own process (the real binary, the real explorer), for
/// tests that need its own limits or its own memory figures.
enum ServeProcess {
    /// Starts `atrium serve` on `venue` (the sample unless told; nil: none), port 0, letting in `key`,
    /// after the shell commands `limit` (e.g. `ulimit -n 64`); returns it and
    /// the port from its start-up log line.
    static func start(_ limit: String = "true", venue: String? = TestPaths.sampleVenue.path, extra: [String] = [],
                      in workspace: TestWorkspace, key: String) async throws -> (BackgroundProcess, Int)
    {
        let atrium = TestPaths.atriumBinary.path
        try #require(FileManager.default.isExecutableFile(atPath: atrium), "build the atrium product first (scripts/test does)")
        let keys = try workspace.write("authorized_keys", try workspace.publicKey(key))
        let arguments = [atrium, "serve"] + (venue.map { [$0] } ?? []) + ["--port", "0", "--host-key", workspace.path("state/key"),
                         "--authorized-keys", keys] + extra
        let command = "\(limit) && exec " + arguments.map { "'\($0)'" }.joined(separator: " ")
        let server = try BackgroundProcess(["/bin/bash", "-c", command], in: workspace, name: "serve")
        let listening = await Command.waitUntil(timeout: 30) { server.errors.contains("listening on") }
        try #require(listening, "the server did not start: \(server.errors)")
        let line = try #require(server.errors.split(separator: "\n").first { $0.contains("listening on 127.0.0.1:") })
        let port = try #require(Int(line.split(separator: "listening on 127.0.0.1:")[1].prefix { $0.isNumber }))
        return (server, port)
    }

    /// Resident memory of process `pid` in kB (0 once it is gone).
    static func residentKilobytes(_ pid: pid_t) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
