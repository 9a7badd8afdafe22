import Foundation

/// Reading OSM `level=*` values and numbering the levels found.
///
/// Real values come in many forms: `0`, lists `0;1` (in any order), ranges `-1-3` and
/// `-4--2`, decimals `0.5` and `0,5` (a comma as the decimal mark), spaces around any part.
/// `repeat_on=*` takes the same forms. Half levels (mezzanines) are levels of their own.
public enum OSMLevels {
    /// Most levels one range may expand to; a longer range is a typo (`0-1000`).
    public static let maxRangeLevels = 200
    /// The farthest a level may be from 0: no building has a thousand floors, and beyond this
    /// values are typos or hostile (`99999999999999999999`), refused before any arithmetic.
    public static let maxAbsLevel = 1000.0

    /// The levels a value names, sorted and without repeats, or a sentence saying why it
    /// cannot be read. An empty value names no level.
    public static func parse(_ text: String) -> Result<[Double], LevelValueError> {
        if let plain = plainList(text) { return .success(plain) }
        return parseAnyForm(text)
    }

    /// ``parse(_:)`` for every form, through Foundation (the plain lists take ``plainList(_:)``).
    static func parseAnyForm(_ text: String) -> Result<[Double], LevelValueError> {
        var out = Set<Double>()
        for rawPart in text.split(separator: ";", omittingEmptySubsequences: true) {
            let part = rawPart.trimmedWhitespace
            if part.isEmpty { continue }
            if let v = number(part) {
                guard abs(v) <= maxAbsLevel else { return .failure(LevelValueError(value: text, part: part, outOfRange: true)) }
                out.insert(v)
                continue
            }
            guard let (a, b) = range(part) else { return .failure(LevelValueError(value: text, part: part)) }
            let lo = min(a, b), hi = max(a, b)
            guard abs(lo) <= maxAbsLevel, abs(hi) <= maxAbsLevel else {
                return .failure(LevelValueError(value: text, part: part, outOfRange: true))
            }
            guard hi - lo <= Double(maxRangeLevels) else { return .failure(LevelValueError(value: text, part: part, tooLong: true)) }
            out.insert(lo)
            out.insert(hi)
            // Whole levels strictly between the ends, counted as integers (both ends are
            // within ±maxAbsLevel, so the conversions are exact).
            let first = Int(lo.rounded(.up)), last = Int(hi.rounded(.down))
            if first <= last {
                for level in first...last where Double(level) < hi { out.insert(Double(level)) }
            }
        }
        return .success(out.sorted())
    }

    /// A single number: `-1`, `0.5`, `0,5`, `+2`.
    static func number(_ s: String) -> Double? {
        var t = s
        if t.hasPrefix("+") { t.removeFirst() }
        let body = t.hasPrefix("-") ? t.dropFirst() : Substring(t)
        guard !body.isEmpty, body.first!.isASCII, body.first!.isNumber else { return nil }
        var seenMark = false
        for c in body {
            if c == "." || c == "," {
                if seenMark { return nil }
                seenMark = true
            } else if !(c.isASCII && c.isNumber) {
                return nil
            }
        }
        guard body.last!.isNumber else { return nil }
        return Double(t.replacingOccurrences(of: ",", with: "."))
    }

    /// A range `A-B`, where either end may be negative or decimal: `-1-3`, `-4--2`, `0.5-2`.
    static func range(_ s: String) -> (Double, Double)? {
        let chars = Array(s)
        for i in chars.indices where chars[i] == "-" && i > 0 && chars[i - 1].isNumber {
            let left = String(chars[..<i]).trimmedWhitespace
            let right = String(chars[(i + 1)...]).trimmedWhitespace
            if let a = number(left), let b = number(right) { return (a, b) }
        }
        // Spaces before the dash: "1 - 3".
        if let r = s.range(of: " - ") {
            if let a = number(String(s[..<r.lowerBound]).trimmedWhitespace),
               let b = number(String(s[r.upperBound...]).trimmedWhitespace) { return (a, b) }
        }
        return nil
    }

    /// The text a level is shown with: `0`, `-1`, `0.5`.
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// IMDF ordinals for a set of OSM level values: whole levels keep their number and each
    /// half level gets an ordinal of its own between its neighbours, pushing the levels above it
    /// (below it, under ground) one further away from 0. `{-1, 0, 0.5, 1}` → `-1, 0, 1, 2`.
    public static func ordinals(_ values: Set<Double>) -> [Double: Int] {
        let fractional = values.filter { $0 != $0.rounded() }.sorted()
        var out: [Double: Int] = [:]
        // Values come from ``parse(_:)``, within ±maxAbsLevel; anything else has no ordinal.
        for v in values where v.isFinite && abs(v) <= maxAbsLevel {
            let isHalf = v != v.rounded()
            if v >= 0 {
                let below = fractional.filter { $0 >= 0 && $0 < v }.count
                out[v] = Int(v.rounded(.down)) + below + (isHalf ? 1 : 0)
            } else {
                let above = fractional.filter { $0 < 0 && $0 > v }.count
                out[v] = Int(v.rounded(.up)) - above - (isHalf ? 1 : 0)
            }
        }
        return out
    }
}

/// A `level=*` value that cannot be read.
public struct LevelValueError: Error, Sendable, Equatable {
    /// The whole value.
    public var value: String
    /// The part that is not a level, a list or a range.
    public var part: String
    /// Whether the part is a range longer than ``OSMLevels/maxRangeLevels``.
    public var tooLong = false
    /// Whether the part names a level beyond ±``OSMLevels/maxAbsLevel``.
    public var outOfRange = false

    /// The sentence for the diagnostic, in English (``text(_:)`` in any language).
    public var message: String { text(.english) }
}
