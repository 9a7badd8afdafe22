// swift-tools-version:6.0
// Atrium: indoor maps in the terminal.
import PackageDescription

let package = Package(
    name: "Atrium",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "atrium", targets: ["atrium"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // C modules -----------------------------------------------------------
        // No pkgConfig: ncursesw's pkg-config cflags (-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600)
        // are flags SwiftPM prohibits and drops with a warning on every build; shim.h defines
        // what ncurses' wide API needs and module.modulemap links ncursesw and tinfo.
        .systemLibrary(
            name: "CNCursesW",
            path: "Sources/CNCursesW",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "CSupport", path: "Sources/CSupport"),
        .target(name: "CWidth", path: "Sources/CWidth"),

        // Below everything with words: the interface catalogue (Catalogue/*.yaml generated into
        // Swift by scripts/catalogue.py), the language tags, plural forms, numbers and times -----
        .target(name: "Localization", exclude: ["Catalogue"]),

        // Layer 1: reading venues: the feature model (Model/), IMDF archives (IMDF/, with the
        // writer), OpenStreetMap indoor data mapped onto the same features (OSM/), JSON (JSON/)
        .target(name: "VenueFormats", dependencies: [
            "Localization",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        // Layer 2: projection, camera, viewport, index, routing ---------------
        .target(name: "MapCore", dependencies: ["VenueFormats", "Localization"]),
        // Beside layer 2: a synthetic venue of any size (GeoJSON writer and plan), for the
        // bench and the tests; nothing in the app depends on it -------------------
        .target(name: "VenueFixtures", dependencies: ["VenueFormats", "MapCore"]),
        // Terminal layer: Frame/Cell, the Terminal protocol and TestTerminal, the loop, key and
        // mouse decoders, the screen model and the one writer of bytes (update planning, shift
        // planning, terminfo strings, blank styles); no C module, nothing of maps ----------
        .target(name: "TerminalKit", dependencies: ["CWidth"]),
        // Layer 3: braille canvas and scene composition → TerminalKit's Frame -----------
        .target(name: "Render", dependencies: ["VenueFormats", "MapCore", "TerminalKit", "Localization"]),
        // Layer 3 beside Render: the text mode for screen readers and braille displays
        // (`atrium --text`): a pure interpreter (line + state → lines + state), its phrases,
        // completion and line editor; no terminal, no drawing -----------------------------
        .target(name: "TextMode", dependencies: ["VenueFormats", "MapCore", "Localization"]),
        // Layer 4: the explorer (State/Action/reduce/effects/view, widgets); no C module --
        .target(name: "AtriumApp", dependencies: ["VenueFormats", "MapCore", "Render", "TerminalKit", "Localization"]),
        // Terminal backend: ncurses for capabilities, modes and input (TerminalKit writes the
        // screen); the ONLY target importing CNCursesW -------------------------------------
        .target(name: "CursesBackend", dependencies: ["TerminalKit", "CNCursesW"]),
        // The pseudo-terminal opener shared by bench and serve ------------------------------
        .target(name: "PTY", dependencies: ["CSupport"]),
        // Layer 5 support: the built-in SSH server behind `atrium serve` --------
        .target(name: "AtriumServe", dependencies: [
            "CSupport", "PTY", "Localization",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOSSH", package: "swift-nio-ssh"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Yams", package: "Yams"),
        ]),
        // Beside the readers, below the CLI: places fetched from OpenStreetMap (Nominatim
        // geocoding, the one Overpass query, the cache, the usage policies) over URLSession;
        // the readers never import it: they read the cached file like any other -------------
        .target(name: "VenueSources"),
        // Layer 5: the command line as a library (commands, reports, bench) ----
        .target(name: "AtriumCLI", dependencies: [
            "VenueFormats", "VenueSources", "MapCore", "VenueFixtures", "Render", "AtriumApp", "TextMode", "TerminalKit", "CursesBackend", "AtriumServe", "PTY", "CSupport", "Localization",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Layer 5: `atrium`, a main that runs AtriumCLI ---------------------------
        .executableTarget(name: "atrium", dependencies: ["AtriumCLI"]),

        // Test support shared by every test target: package root, ../shared samples,
        // processes, pseudo-terminals, tmux -------------------------------------------
        .target(name: "TestSupport", dependencies: ["PTY", "TerminalKit", "VenueFixtures"], path: "Tests/TestSupport",
                exclude: ["fake_osm_server.py"]),

        // Tests mirror the sources ----------------------------------------------
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "VenueFormatsTests", dependencies: ["VenueFormats", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(name: "MapCoreTests", dependencies: ["MapCore", "VenueFormats", "VenueFixtures", "TestSupport", "Localization"],
                    exclude: ["Hours/opening_hours_reference.py"]),
        .testTarget(name: "VenueFixturesTests", dependencies: ["VenueFixtures", "MapCore", "VenueFormats"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TerminalKit", "MapCore", "VenueFormats", "VenueFixtures", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "Render", "VenueFixtures", "TestSupport"]),
        .testTarget(name: "AtriumAppTests", dependencies: ["AtriumApp", "TerminalKit", "Render", "MapCore", "VenueFormats", "TestSupport", "Localization"]),
        .testTarget(name: "TextModeTests", dependencies: ["TextMode", "MapCore", "VenueFormats", "TestSupport", "Localization"]),
        .testTarget(name: "CursesBackendTests", dependencies: ["CursesBackend", "TerminalKit", "VenueFixtures", "CSupport", "TestSupport"]),
        .testTarget(name: "VenueSourcesTests", dependencies: ["VenueSources", "TestSupport"]),
        .testTarget(name: "AtriumCLITests", dependencies: ["AtriumCLI", "AtriumApp", "VenueFormats", "VenueSources", "MapCore", "VenueFixtures", "TestSupport", "Localization",
                                                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "AtriumServeTests", dependencies: ["AtriumServe", "PTY", "TestSupport", "Localization",
                                                            .product(name: "NIOCore", package: "swift-nio"),
                                                            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                                                            .product(name: "NIOSSH", package: "swift-nio-ssh"),
                                                            .product(name: "Crypto", package: "swift-crypto"),
                                                            .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["VenueFormats", "MapCore", "Render", "TerminalKit", "AtriumApp", "TestSupport"]),
    ]
)
