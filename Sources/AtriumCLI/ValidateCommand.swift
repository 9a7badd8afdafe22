import ArgumentParser
import Foundation
import VenueFormats
import MapCore

/// `atrium validate`: lists every problem in an archive.
struct ValidateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "validate",
            abstract: CLILanguage.ui.abstractValidate,
            discussion: CLILanguage.ui.discussionValidate
        )
    }

    @OptionGroup var options: VenueOptions

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionJson))
    var json = false

    func run() throws {
        var diagnostics: [Diagnostic]
        var suppressed = 0
        var unreadable: LoadFailure?
        let resolved = try options.resolve()
        let path = resolved.path
        do {
            let result = try IMDFLoader.load(path: path)
            // What the venue and the walking graph say about the data: levels sharing an
            // ordinal, placeholder names, rooms entered through a wall, islands.
            let routing = WalkingGraph(model: MapModel(graph: result.graph)).routingDiagnostics()
            diagnostics = result.diagnostics + result.graph.venueChecks() + routing
            suppressed = result.suppressedDiagnostics
        } catch {
            diagnostics = error.diagnostics
            unreadable = error
        }
        if resolved.place != nil {
            // An osm: place is read from a cache file whose name means nothing to the user: say the place.
            let cacheFile = URL(fileURLWithPath: path).lastPathComponent
            for i in diagnostics.indices where diagnostics[i].file == cacheFile { diagnostics[i].file = options.resolvedPath }
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if json {
            try printJSON(ValidateReport(
                venue: options.resolvedPath,
                readable: unreadable == nil,
                fatal: unreadable?.message,
                errors: errors + (unreadable == nil ? 0 : 1),
                warnings: warnings,
                suppressed: suppressed,
                diagnostics: diagnostics.map(DiagnosticJSON.init)))
        } else {
            // One line per repeated problem, with a count and example ids (`--json` keeps every item).
            let ui = options.ui
            for group in DiagnosticGroup.group(diagnostics) { print(group.text(ui)) }
            if suppressed > 0 { print(ui.validateMore(count: suppressed)) }
            if let unreadable { print(ui.validateFatal(message: unreadable.text(ui))) }
            print(ui.validateSummary(errors: ui.countErrors(count: errors + (unreadable == nil ? 0 : 1)),
                                     path: options.resolvedPath, warnings: ui.countWarnings(count: warnings)))
        }
        if unreadable != nil { throw ExitCode(2) }
        if errors > 0 { throw ExitCode(1) }
    }
}

/// The JSON shape of `atrium validate --json`.
struct ValidateReport: Encodable {
    var venue: String
    var readable: Bool
    var fatal: String?
    var errors: Int
    var warnings: Int
    var suppressed: Int
    var diagnostics: [DiagnosticJSON]
}

/// One diagnostic in JSON.
struct DiagnosticJSON: Encodable {
    var severity: String
    var file: String
    var feature_id: String?
    var line: Int?
    var column: Int?
    var message: String

    init(_ d: Diagnostic) {
        severity = d.severity.rawValue
        file = d.file
        feature_id = d.featureID
        line = d.line
        column = d.column
        message = d.message
    }
}
