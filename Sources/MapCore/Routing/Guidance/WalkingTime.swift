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

    /// A duration as people say it: "5 s", "45 s" (under a minute, to the nearest 5 s), "1 min",
    /// "12 min" (to the nearest minute), "1 h 5 min".
    public static func phrase(seconds s: Double) -> String {
        guard s.isFinite, s > 0 else { return "0 s" }
        if s < 57.5 { return "\(Swift.max(5, Int((s / 5).rounded()) * 5)) s" }
        let minutes = Swift.max(1, Int((Swift.min(s, 1e9) / 60).rounded()))
        return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }

    /// "walk 120 m (2 min)": what a walk step says.
    public static func walkText(_ meters: Double, stepFree: Bool) -> String {
        "walk \(RouteInstructions.meters(meters)) m (\(phrase(seconds: seconds(meters, stepFree: stepFree))))"
    }
}
