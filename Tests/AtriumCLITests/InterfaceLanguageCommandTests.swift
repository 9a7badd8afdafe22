import Foundation
import Testing
import TestSupport

/// The real `atrium` binary chooses its interface language from `--ui-lang` and the locale
/// variables (even when that locale is not installed here), and refuses an unknown one.
@Suite struct InterfaceLanguageCommandTests {
    func atrium(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Command.Result {
        var environment = Command.defaultEnvironment
        for (k, v) in extra { environment[k] = v }
        return try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 60, environment: environment)
    }

    static let legend = ["render", TestPaths.sampleVenue.path, "--size", "80x24", "--color", "none", "--legend"]

    @Test func legendIsGermanUnderAGermanLANG() async throws {
        let r = try await atrium(Self.legend, environment: ["LANG": "de_DE.UTF-8"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Flächen") && r.stdout.contains("Zeichen") && r.stdout.contains("Außerdem"))
        #expect(r.stdout.contains("Raum, Geschäft, Büro"))
        #expect(!r.stdout.contains("room, shop, office"))
    }

    @Test func variablesFollowPOSIXOrderAndTheFlagWins() async throws {
        let ja = try await atrium(Self.legend, environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
        #expect(ja.stdout.contains("エリア") && ja.stdout.contains("部屋、店舗、オフィス"))
        let fr = try await atrium(Self.legend + ["--ui-lang", "fr"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(fr.stdout.contains("Surfaces") && fr.stdout.contains("salle, boutique, bureau"))
        let english = try await atrium(Self.legend, environment: ["LANG": "C.UTF-8"])
        #expect(english.stdout.contains("Areas") && english.stdout.contains("room, shop, office"))
    }

    @Test func anUnknownInterfaceLanguageIsAUsageError() async throws {
        let r = try await atrium(Self.legend + ["--ui-lang", "xx"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown interface language 'xx'") && r.stderr.contains("en, de, fr, es, ja"))
        #expect(!r.stderr.contains("Fatal") && r.stdout.isEmpty)
    }

    @Test func directoryIsJapaneseWhileItsJSONStaysEnglish() async throws {
        let sample = TestPaths.sampleVenue.path
        let ja = try await atrium(["directory", sample, "--at", "2026-11-24T12:00"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(ja.status == 0, "\(ja.stderr)")
        #expect(ja.stdout.contains("飲食") && ja.stdout.contains("書店"))
        #expect(ja.stdout.contains("営業中") && !ja.stdout.contains("Open now"))
        let json = try await atrium(["directory", sample, "--at", "2026-11-24T12:00", "--json"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(json.stdout.contains("\"group_name\" : \"Food & drink\"") && !json.stdout.contains("飲食"))
        let none = try await atrium(["directory", sample, "--at", "2026-11-24T03:00", "--open-now"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(none.status == 1 && none.stderr.contains("keine Orte um 2026-11-24 03:00"), "\(none.stderr)")
    }

    @Test func labelsFollowTheInterfaceLanguageAskedForWhenTheVenueHasIt() async throws {
        let postech = TestPaths.imdfSample("postech-c5").path
        // No language asked for (C.UTF-8): the manifest's, Korean.
        let plain = try await atrium(["directory", postech, "--json"])
        #expect(plain.stdout.contains("메인랩") && !plain.stdout.contains("\"MainLab\""))
        // English asked for, and the venue has English names: those.
        let english = try await atrium(["directory", postech, "--json"], environment: ["LANG": "en_GB.UTF-8"])
        #expect(english.stdout.contains("\"MainLab\""))
        // German asked for, no German names: the manifest's again; --lang still wins.
        let german = try await atrium(["directory", postech, "--json", "--ui-lang", "de"])
        #expect(german.stdout.contains("메인랩"))
        let forced = try await atrium(["directory", postech, "--json", "--ui-lang", "de", "--lang", "en"])
        #expect(forced.stdout.contains("\"MainLab\""))
    }

    @Test func helpListsTheOption() async throws {
        let r = try await atrium(["render", "--help"])
        #expect(r.stdout.contains("--ui-lang"))
    }
}
