import Localization
import VenueSources

/// What VenueSources reports (its failures, notes and empty places), said in the interface
/// language from the catalogue's `source.*` sentences. VenueSources carries typed values only
/// (it imports nothing the readers import); its `description`s are these sentences in English,
/// which `SourceWordsTests` checks.
extension SourceError {
    /// The line in the language of `ui`.
    func text(_ ui: UIText) -> String {
        switch self {
        case .badPlace(let bad):
            switch bad {
            case .notAPlace(let text): return ui.sourceNotAPlace(text: text)
            case .noPlace: return ui.sourceNoPlace
            case .badID(let rest, let kind): return ui.sourceBadId(kind: kind, place: rest)
            case .badCoordinates(let rest): return ui.sourceBadCoordinates(place: rest)
            case .noSearchURL(let name): return ui.sourceNoSearchUrl(name: name)
            }
        case .badPick(let n, let count): return ui.sourceBadPick(count: count, pick: String(n))
        case .notFound(let name): return ui.sourceNotFound(name: name)
        case .notCached(_, let why):
            switch why {
            case .offlineGeocoder: return ui.sourceOfflineGeocoder
            case .offlineOverpass: return ui.sourceOfflineOverpass
            case .networkFailed(let error): return ui.sourceNetworkFailed(reason: error.text(ui))
            }
        case .network(let host, let detail): return ui.sourceNetwork(detail: detail, host: host)
        case .http(let code, let source):
            let code = String(code)
            switch source {
            case .host(let host): return ui.sourceHttpHost(code: code, host: host)
            case .overpass(let host, let said):
                return said.isEmpty ? ui.sourceHttpOverpass(code: code, host: host) : ui.sourceHttpOverpassSaid(code: code, host: host, said: said)
            case .overpassTimeouts(let host, let tries): return ui.sourceHttpOverpassTimeouts(count: tries, code: code, host: host)
            case .geocoder(let host): return ui.sourceHttpGeocoder(code: code, host: host)
            }
        case .remark(let text): return ui.sourceRemark(text: text)
        case .malformed(let what):
            switch what {
            case .geocoderAnswer: return ui.sourceGeocoderAnswer
            case .incomplete(let host, let bytes): return ui.sourceIncomplete(host: host, size: ui.bytes(bytes))
            case .notAnObject(let host): return ui.sourceNotAnObject(host: host)
            case .noElements(let host): return ui.sourceNoElements(host: host)
            }
        case .timedOut(let host, let seconds): return ui.sourceTimedOut(host: host, seconds: ui.number(seconds))
        case .busy(let host, let waits): return ui.sourceBusy(count: waits, host: host)
        case .cancelled: return ui.sourceCancelled
        case .cache(let problem):
            switch problem {
            case .cannotRead(let path): return ui.sourceCacheCannotRead(path: path)
            case .cannotReadBack(let path): return ui.sourceCacheCannotReadBack(path: path)
            case .cannotCreate(let path, let detail): return ui.sourceCacheCannotCreate(detail: detail, path: path)
            case .cannotWriteIn(let path, let detail): return ui.sourceCacheCannotWriteIn(detail: detail, path: path)
            case .cannotWrite(let path, let detail):
                return detail.isEmpty ? ui.sourceCacheCannotWrite(path: path) : ui.sourceCacheCannotWriteDetail(detail: detail, path: path)
            case .cannotClear(let path, let detail): return ui.sourceCacheCannotClear(detail: detail, path: path)
            }
        }
    }
}

extension SourceNote {
    /// The line in the language of `ui` (a candidate's line is the geocoder's words only).
    func text(_ ui: UIText) -> String {
        switch self {
        case .candidates(let count, let name, let opening): return ui.sourceNoteCandidates(count: count, name: name, number: ui.number(opening))
        case .candidate: return description
        case .geocoderUnreachable(let error, let age): return ui.sourceNoteGeocoderUnreachable(age: age.text(ui), reason: error.text(ui))
        case .serverUnreachable(let host, let error, let age):
            return ui.sourceNoteServerUnreachable(age: age.text(ui), host: host, reason: error.text(ui))
        case .staleOffline(let age): return ui.sourceNoteStaleOffline(age: age.text(ui))
        }
    }
}

extension CacheAge {
    /// "3 days ago", "vor 3 Tagen", "3 日前".
    func text(_ ui: UIText) -> String {
        switch self {
        case .days(let n): return ui.sourceAgeDays(count: n)
        case .hours(let n): return ui.sourceAgeHours(count: n)
        case .minutes(let n): return ui.sourceAgeMinutes(count: n)
        case .justNow: return ui.sourceAgeJustNow
        }
    }
}

extension EmptyPlace {
    /// The sentence in the language of `ui`.
    func text(_ ui: UIText) -> String {
        switch self {
        case .nothingMapped(let title): return ui.sourceEmptyNothingMapped(title: title)
        case .nothingIndoor(let title, let outlines, let elements):
            return ui.sourceEmptyNothingIndoor(count: outlines, elements: ui.number(elements), title: title)
        }
    }
}
