import Foundation

/// Finds the built `atrium` binary next to the test bundle, for end-to-end tests.
enum BinaryLocator {
    /// The package root (two levels above Tests/EndToEndTests).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The `atrium` executable in the build folder that holds the tests.
    static var atrium: URL {
        let bundle = Bundle.main.bundleURL
        var dir = bundle
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("atrium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/atrium")
    }
}
