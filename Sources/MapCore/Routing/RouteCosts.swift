/// What changing level costs the router, in meters of level walking.
///
/// The router minimises *cost*: walked meters plus these equivalents. They stand for time
/// (at about 1.3 m/s, 1 m ≈ 0.8 s) and effort, and decide between stairs and a lift; they are
/// never added to ``Route/totalMeters``, which counts walked horizontal meters only.
///
/// | way | cost |
/// |---|---|
/// | stairs | 15 m per floor (climbing a storey takes about 12 s) |
/// | escalator | 12 m per floor |
/// | elevator | 20 m once for waiting (`elevatorBoarding`), plus 4 m per floor |
/// | ramp, moving walkway | 10 m per floor |
///
/// So one floor goes by the stairs (15 m against 24 m), two or more by the elevator
/// (30 m against 28 m, 45 m against 32 m for three).
///
/// On one level, circulation comes first (docs/routing.md, "Cost model"):
///
/// | walk | cost per meter |
/// |---|---|
/// | walkway, corridor, lobby, open area, unmapped floor, stairs landing | 1 |
/// | an enclosed room crossed between two mapped doors (``EdgeTraits/throughRoom``) | `roomFactor` (3) |
/// | an enclosed room entered or left where no door is mapped (``EdgeTraits/throughWall``) | `wallFactor` (10), plus `wallPassage` (1000 m) once per walk |
///
/// The start and end rooms are walked at 1 whatever their doors.
public struct RouteCosts: Sendable, Equatable {
    /// Cost per floor climbed or descended by stairs.
    public var stairsPerFloor: Double
    /// Cost per floor by escalator.
    public var escalatorPerFloor: Double
    /// Cost per floor by elevator.
    public var elevatorPerFloor: Double
    /// Cost of calling and boarding an elevator, paid once per ride.
    public var elevatorBoarding: Double
    /// Cost per floor by ramp.
    public var rampPerFloor: Double
    /// Cost per floor by moving walkway.
    public var movingWalkwayPerFloor: Double
    /// What a meter across an enclosed room between mapped doors costs.
    public var roomFactor: Double = 3
    /// What a meter inside an enclosed room entered through a wall costs.
    public var wallFactor: Double = 10
    /// The one-off cost of passing through a room entered or left through a wall: more than
    /// any detour along corridors, so it is taken only when nothing else connects.
    public var wallPassage: Double = 1000

    /// Creates costs; the defaults are the documented standard.
    public init(stairsPerFloor: Double = 15, escalatorPerFloor: Double = 12, elevatorPerFloor: Double = 4,
                elevatorBoarding: Double = 20, rampPerFloor: Double = 10, movingWalkwayPerFloor: Double = 10) {
        self.stairsPerFloor = stairsPerFloor
        self.escalatorPerFloor = escalatorPerFloor
        self.elevatorPerFloor = elevatorPerFloor
        self.elevatorBoarding = elevatorBoarding
        self.rampPerFloor = rampPerFloor
        self.movingWalkwayPerFloor = movingWalkwayPerFloor
    }

    /// The standard costs in the table above.
    public static let standard = RouteCosts()

    /// The cost of one floor by a kind of connector.
    public func perFloor(_ kind: ConnectorKind) -> Double {
        switch kind {
        case .elevator: return elevatorPerFloor
        case .stairs: return stairsPerFloor
        case .escalator: return escalatorPerFloor
        case .ramp: return rampPerFloor
        case .movingwalkway: return movingWalkwayPerFloor
        }
    }

    /// The one-off cost of getting on a connector (only elevators have one).
    public func boarding(_ kind: ConnectorKind) -> Double {
        kind == .elevator ? elevatorBoarding : 0
    }
}
