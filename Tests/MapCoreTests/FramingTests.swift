import Foundation
import Testing
import VenueFormats
@testable import MapCore

/// The first view frames a level's content, not the venue outline.
@Suite struct FramingTests {
    /// A 40 × 20 m building in a venue outline 1 km across (a campus parcel).
    static func campus() throws -> MapModel {
        var v = TinyVenue()
        let l = v.level(0, "G")
        v.unit("Hall", "walkway", level: l, 500, 500, 540, 510)
        v.unit("Office", "room", level: l, 500, 510, 520, 520)
        v.unit("Lab", "room", level: l, 520, 510, 540, 520)
        var members = v.members()
        let venue = #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"00000000-0000-4000-8000-999999999999","feature_type":"venue","geometry":\#(TinyVenue.rectangle(0, 0, 1000, 1000)),"properties":{"category":"businesscampus","name":{"en":"Campus"}}}]}"#
        members = members.map { $0.path == "venue.geojson" ? ArchiveMember(path: $0.path, bytes: Array(venue.utf8)) : $0 }
        return MapModel(graph: try IMDFLoader.load(members: members, sourcePath: "campus").graph)
    }

    @Test func contentIsTheUnitsNotTheVenueOutline() throws {
        let model = try Self.campus()
        let box = try #require(model.contentBounds(ordinal: 0))
        #expect(abs(box.width - 40) < 0.5 && abs(box.height - 20) < 0.5)
        #expect(model.bounds.width > 900)
        #expect(abs(model.contentBounds.width - 40) < 0.5)
    }

    @Test func theFirstViewFillsMostOfTheScreenWithTheBuilding() throws {
        let model = try Self.campus()
        let viewport = Viewport(columns: 120, rows: 40)
        let camera = model.framingCamera(ordinal: 0, viewport: viewport)
        let t = ViewTransform(camera: camera, viewport: viewport, projection: model.projection)
        let box = try #require(model.contentBounds(ordinal: 0))
        let corners = [box.min, box.max, Vec2(box.min.x, box.max.y), Vec2(box.max.x, box.min.y)].compactMap { t.toScreen($0) }
        #expect(corners.count == 4)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let shareX = (xs.max()! - xs.min()!) / Double(viewport.width)
        let shareY = (ys.max()! - ys.min()!) / Double(viewport.height)
        #expect(max(shareX, shareY) > 0.8, "building spans \(shareX) × \(shareY) of the view")
        #expect(corners.allSatisfy { viewport.contains($0) })
    }

    @Test func zoomingOutKeepsTheBuildingInView() throws {
        let model = try Self.campus()
        let viewport = Viewport(columns: 120, rows: 40)
        var camera = model.framingCamera(ordinal: 0, viewport: viewport)
        let box = try #require(model.contentBounds(ordinal: 0))
        for distance in [camera.zoomRange.lowerBound, camera.distance * 2, camera.zoomRange.upperBound] {
            camera.distance = distance
            // Pan as far as allowed to the north-east.
            camera.center = model.projection.unproject(Vec2(2000, 2000))
            let t = ViewTransform(camera: camera, viewport: viewport, projection: model.projection)
            let visible = stride(from: 0.0, through: 1.0, by: 0.05).contains { fx in
                stride(from: 0.0, through: 1.0, by: 0.05).contains { fy in
                    t.toScreen(Vec2(box.min.x + box.width * fx, box.min.y + box.height * fy)).map(viewport.contains) ?? false
                }
            }
            #expect(visible, "at \(distance) m the building left the screen")
        }
    }

    @Test func aFeatureIsFramedWithItsNeighbours() throws {
        let model = try Self.campus()
        let office = try #require(model.graph.archive.units.firstIndex { $0.name?.values["en"] == "Office" })
        let box = try #require(model.surroundings(of: .unit(office)))
        let own = try #require(model.bounds(of: .unit(office)))
        #expect(box.width >= MapModel.minimumFrame && box.height >= MapModel.minimumFrame)
        #expect(box.width > own.width)
        // The lab and the hall next to it are in the frame.
        #expect(box.contains(Vec2(own.max.x + 10, own.center.y)) && box.contains(Vec2(own.center.x, own.min.y - 5)))
    }

    @Test func aRouteIsFramedOnEachLevel() throws {
        let route = try RouteData.route(RouteSampleTests.bikeRoom, RouteSampleTests.conferenceRoom)
        for ordinal in route.ordinals {
            let box = try #require(route.bounds(onOrdinal: ordinal))
            for leg in route.legs where leg.ordinal == ordinal { #expect(leg.points.allSatisfy(box.contains)) }
        }
        #expect(route.bounds(onOrdinal: 99) == nil)
    }
}
