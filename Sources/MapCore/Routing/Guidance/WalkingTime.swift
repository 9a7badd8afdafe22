/// How long a walk takes, said beside its meters ("walk 120 m (2 min)").
///
/// Speeds: 1.2 m/s on foot, a common design figure for pedestrians in buildings and stations;
/// 0.9 m/s for step-free routes, which people take with wheelchairs, prams, luggage or a
/// walking aid (slower than the average walker, near the 0.8–1.0 m/s guides give for them).
public enum WalkingTime {
    /// Meters per second on foot.
    public static let walking = 1.2
    /// Meters per second on a step-free route.
    public static let stepFree = 0.9

    /// The seconds `meters` take at the speed of a route (step-free or not).
    public static func seconds(_ meters: Double, stepFree: Bool) -> Double {
        guard meters.isFinite, meters > 0 else { return 0 }
        return meters / (stepFree ? Self.stepFree : walking)
    }

    /// A duration in English as people write it: "45 s", "12 min", "1 h 5 min"
    /// (``GuidanceWords/duration(seconds:)`` in other languages).
    public static func phrase(seconds s: Double) -> String {
        GuidanceWords(.english).duration(seconds: s)
    }
}
