import VenueFormats

/// What the camera frames: the content of a level rather than the venue outline, which in
/// real archives is often far larger than the buildings (a campus parcel, a whole city block).
extension MapModel {
    /// The least extent (meters) of a fitted frame, so a small room is shown with its
    /// surroundings rather than at half a meter per cell.
    public static let minimumFrame = 30.0

    /// The box of what there is to see on an ordinal: its units, fixtures and kiosks; else the
    /// buildings' footprints; else its level outlines. Nil only for an ordinal with none of these.
    public func contentBounds(ordinal: Int) -> Rect? {
        let f = floor(ordinal)
        let boxes = f.units.map(\.bounds) + f.fixtures.map(\.bounds) + f.kiosks.map(\.bounds)
        if let b = Self.union(boxes) { return b }
        if let b = Self.union(footprints.compactMap { Rect(points: $0.lazy.flatMap { $0 }) }) { return b }
        return Self.union(f.levels.map(\.bounds))
    }

    /// The box of everything there is to see on every level (and the footprints): what the
    /// camera's boundary keeps partly on screen. The venue box only when nothing else exists.
    public var contentBounds: Rect {
        let floorsBox = Self.union(graph.ordinals.compactMap { contentBounds(ordinal: $0) })
        let footprintBox = Self.union(footprints.compactMap { Rect(points: $0.lazy.flatMap { $0 }) })
        return Self.union([floorsBox, footprintBox].compactMap { $0 }) ?? bounds
    }

    /// The camera boundary around the venue's content (see ``contentBounds``).
    public var cameraBoundary: CameraBoundary {
        CameraBoundary(rect: contentBounds, projection: projection)
    }

    /// A camera, north up and flat, that fits the content of an ordinal in a viewport, with
    /// the zoom range and boundary of the whole venue's content.
    public func framingCamera(ordinal: Int, viewport: Viewport) -> Camera {
        let boundary = cameraBoundary
        let box = contentBounds(ordinal: ordinal) ?? boundary.rect
        return Camera(center: projection.unproject(box.center),
                      distance: Camera.fitting(bounds: Self.atLeast(box, Self.minimumFrame), viewport: viewport),
                      zoomRange: boundary.defaultZoomRange(viewport: viewport),
                      boundary: boundary, viewport: viewport)
    }

    /// The box to fit when jumping to a feature: the feature with its neighbouring rooms (units
    /// on its level within 3 m that are not much larger than it), at least ``minimumFrame`` across.
    public func surroundings(of handle: FeatureHandle) -> Rect? {
        guard let own = bounds(of: handle), let ordinal = graph.ordinal(of: handle) else { return nil }
        let f = floor(ordinal)
        let limit = Swift.max(3 * Swift.max(own.width, own.height), 30)
        var box = own
        f.unitIndex.forEach(intersecting: own.insetBy(3)) { slot in
            let b = f.units[slot].bounds
            if Swift.max(b.width, b.height) <= limit { box = box.union(b) }
        }
        return Self.atLeast(box, Self.minimumFrame)
    }

    /// A box grown about its center to at least `side` meters each way.
    public static func atLeast(_ box: Rect, _ side: Double) -> Rect {
        let gx = Swift.max(0, (side - box.width) / 2), gy = Swift.max(0, (side - box.height) / 2)
        return Rect(min: box.min - Vec2(gx, gy), max: box.max + Vec2(gx, gy))
    }

    /// The union of boxes, nil for none.
    static func union(_ boxes: [Rect]) -> Rect? {
        boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }
    }
}

extension Route {
    /// The box of the route's line on an ordinal (for a route overview), nil when it has no
    /// leg there.
    public func bounds(onOrdinal ordinal: Int) -> Rect? {
        Rect(points: legs.filter { $0.ordinal == ordinal }.flatMap(\.points))
    }
}
