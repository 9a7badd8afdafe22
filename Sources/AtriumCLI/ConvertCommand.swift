import ArgumentParser
import Foundation
import Localization
import MapCore
import VenueFormats

/// `atrium convert`: writes any venue Atrium reads (an IMDF archive, or OpenStreetMap indoor
/// data as OSM XML, Overpass JSON or GeoJSON) as an IMDF archive, a folder or a `.zip`.
struct ConvertCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "convert",
            abstract: CLILanguage.ui.abstractConvert,
            discussion: CLILanguage.ui.discussionConvert
        )
    }

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case imdf
    }

    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionConvertInput))
    var input: String

    @Option(name: .customLong("to"), help: ArgumentHelp(CLILanguage.ui.helpOptionConvertTo))
    var format: Format = .imdf

    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionConvertOutput))
    var output: String

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionConvertForce))
    var force = false

    @OptionGroup var place: PlaceOptions

    func run() throws {
        let ui = CLILanguage.ui
        let fm = FileManager.default
        let inURL = URL(fileURLWithPath: input).standardizedFileURL, outURL = URL(fileURLWithPath: output).standardizedFileURL
        if inURL.path == outURL.path {
            printError("atrium: convert: " + ui.convertSameAsInput(path: output))
            throw ExitCode(1)
        }
        if fm.fileExists(atPath: output) && !force {
            printError("atrium: convert: " + ui.convertExists(path: output))
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
                printError("atrium: convert: " + ui.convertCannotReplace(path: output, reason: (error as NSError).localizedDescription))
                throw ExitCode(1)
            }
        }
        do {
            try IMDFWriter.write(archive, to: output)
        } catch {
            printError("atrium: convert: " + ui.convertCannotWrite(path: error.path, reason: error.message))
            throw ExitCode(1)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let counts = archive.counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "\(ui.number($0.value)) \(ui.featureTypeName($0.key))" }
        print(ui.convertWrote(counts: counts.joined(separator: ui.listSeparator), path: output))
        if let credit = result.archive.requiredAttribution { print("attribution.txt: \(credit)") }
        if !result.diagnostics.isEmpty {
            print(ui.convertReadWith(errors: ui.countErrors(count: errors), path: input, warnings: ui.countWarnings(count: result.diagnostics.count - errors)))
        }
    }
}
