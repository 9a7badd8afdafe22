import Foundation

/// Where tests find the package and its data. The one place that works it out.
///
/// The real archives live in `../shared` beside the package (`/work/shared` for
/// `/work/<branch>`). There is no fallback: when that folder is missing, the first test
/// that asks for it stops the run with a message saying where it looked.
public enum TestPaths {
    /// The package root: two folders above `Tests/TestSupport/`.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Our own sample venue, `Data/atrium-sample`.
    public static let sampleVenue = packageRoot.appendingPathComponent("Data/atrium-sample")

    /// `../shared` beside the package; stops the run loudly when it is missing.
    public static let shared: URL = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            fatalError("TestSupport: the shared real data is missing: \(url.path) must hold imdf-samples/ and osm-samples/ "
                       + "(the tests read them and are never skipped)")
        }
        return url
    }()

    /// `../shared/imdf-samples`: the real IMDF archives.
    public static var imdfSamples: URL { shared.appendingPathComponent("imdf-samples") }

    /// `../shared/osm-samples`: the OpenStreetMap extracts.
    public static var osmSamples: URL { shared.appendingPathComponent("osm-samples") }

    /// A real IMDF archive by name, e.g. `postech-c5`; stops the run loudly when it is missing.
    public static func imdfSample(_ name: String) -> URL {
        let url = imdfSamples.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            fatalError("TestSupport: the real archive \(url.path) is missing (expected in ../shared/imdf-samples)")
        }
        return url
    }

    /// The `atrium` executable built beside the test bundle (`.build/debug/atrium` otherwise).
    public static var atriumBinary: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("atrium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/atrium")
    }
}
