/// Which indoor tagging scheme an OpenStreetMap file uses, so that a file Atrium cannot read
/// is named for what it is rather than for what is missing.
///
/// Atrium reads Simple Indoor Tagging (`indoor=room|area|corridor|level`, `level=*`). The older
/// IndoorOSM scheme draws rooms as `buildingpart=room|corridor|verticalpassage` and puts the
/// level on a parent relation (`type=level`); files with neither scheme hold no indoor data.
enum OSMSchema {
    /// Why a file with nothing Atrium can show has nothing, or nil when the file does use
    /// Simple Indoor Tagging (then the reading diagnostics say what went wrong).
    static func unreadableReason(_ features: [OSMFeature]) -> LoadFailureCode? {
        var indoor = 0, buildingParts = 0, levelTags = 0
        for f in features {
            if f.tags["indoor"] != nil { indoor += 1 }
            if f.tags["buildingpart"] != nil || f.tags["buildingpart:verticalpassage"] != nil { buildingParts += 1 }
            if f.tags["level"] != nil || f.tags["repeat_on"] != nil { levelTags += 1 }
        }
        if buildingParts > 0 && indoor == 0 {
            return .indoorOSMSchema(features: buildingParts)
        }
        if indoor == 0 && levelTags == 0 {
            return .noIndoorData(features: features.count)
        }
        return nil
    }
}
