import ArgumentParser
import Foundation
import MapCore
import VenueFormats

/// `atrium convert`: writes any venue Atrium reads (an IMDF archive, or OpenStreetMap indoor
/// data as OSM XML, Overpass JSON or GeoJSON) as an IMDF archive, a folder or a `.zip`.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a venue (IMDF or OpenStreetMap indoor data) as an IMDF archive.",
        discussion: """
            OUTPUT is a folder, or a file ending in .zip. Ids are derived from the OSM ids, so converting \
            the same data again gives the same ids. Exit status: 0 written, 1 the output cannot be written, \
            2 the input cannot be read.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case imdf
    }

    @Argument(help: "The venue to read: an IMDF folder or .zip, an OSM file (.osm XML, Overpass JSON, GeoJSON), or an osm: place.")
    var input: String

    @Option(name: .customLong("to"), help: "The output format (imdf).")
    var format: Format = .imdf

    @Argument(help: "Where to write: a folder, or a file ending in .zip.")
    var output: String

    @Flag(help: "Replace an existing output.")
    var force = false

    @OptionGroup var place: PlaceOptions

    func run() throws {
        let fm = FileManager.default
        let inURL = URL(fileURLWithPath: input).standardizedFileURL, outURL = URL(fileURLWithPath: output).standardizedFileURL
        if inURL.path == outURL.path {
            printError("atrium: convert: the output \(output) is the input; choose another path")
            throw ExitCode(1)
        }
        if fm.fileExists(atPath: output) && !force {
            printError("atrium: convert: \(output) exists; pass --force to replace it")
            throw ExitCode(1)
        }
        var options = try VenueOptions.parse([input])
        options.place = place
        let result = try options.load()
        // IMDF keeps the country in the venue's address: written from what the venue states,
        // else from where it lies (the time zone it is read in says the same).
        var archive = result.archive
        if let country = VenueTimeZone.country(of: archive) { archive.stateVenueCountry(country.code) }
        if force, fm.fileExists(atPath: output) {
            do { try fm.removeItem(atPath: output) } catch {
                printError("atrium: convert: cannot replace \(output): \(error.localizedDescription)")
                throw ExitCode(1)
            }
        }
        do {
            try IMDFWriter.write(archive, to: output)
        } catch {
            printError("atrium: convert: cannot write \(error.path): \(error.message)")
            throw ExitCode(1)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let counts = archive.counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        print("Wrote \(output) (IMDF): \(counts.joined(separator: ", "))")
        if let credit = result.archive.requiredAttribution { print("attribution.txt: \(credit)") }
        if !result.diagnostics.isEmpty {
            print("Read \(input) with \(errors) error(s), \(result.diagnostics.count - errors) warning(s) (run `atrium validate \(input)` for details)")
        }
    }
}
