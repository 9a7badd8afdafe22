import Localization

/// What the JSON parser found wrong, as a code: ``JSONParseError/message`` is its English
/// text, and `atrium validate` says it in the interface language.
public enum JSONProblem: Sendable, Equatable {
    /// What stood where something else was expected.
    public enum Found: Sendable, Equatable {
        /// The end of the file.
        case endOfFile
        /// A printable character, quoted: `'x'`.
        case character(Character)
        /// Another byte, in hexadecimal.
        case byte(UInt8)

        /// In the language of `ui`.
        public func text(_ ui: UIText) -> String {
            switch self {
            case .endOfFile: return ui.jsonEndOfFile
            case .character(let c): return "'\(c)'"
            case .byte(let b): return ui.jsonByte(hex: "0x" + String(b, radix: 16))
            }
        }
    }

    case textAfterValue
    case truncated
    case truncatedObject
    case truncatedArray
    case expectedValue(Found)
    case expectedMemberName(Found)
    case expectedColon(member: String, found: Found)
    case expectedCommaInObject(Found)
    case expectedCommaInArray(Found)
    /// A trailing comma before `}` or `]`.
    case trailingComma(before: Character)
    case nestingTooDeep(Int)
    case invalidNumber
    case numberWithoutFraction
    case numberWithoutExponent
    case unterminatedString
    case controlCharacter
    case invalidEscape
    case truncatedUnicodeEscape
    case invalidUnicodeEscape

    /// The problem in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .textAfterValue: return ui.jsonTextAfterValue
        case .truncated: return ui.jsonTruncated
        case .truncatedObject: return ui.jsonTruncatedObject
        case .truncatedArray: return ui.jsonTruncatedArray
        case .expectedValue(let f): return ui.jsonExpectedValue(found: f.text(ui))
        case .expectedMemberName(let f): return ui.jsonExpectedMemberName(found: f.text(ui))
        case .expectedColon(let member, let f): return ui.jsonExpectedColon(found: f.text(ui), member: member)
        case .expectedCommaInObject(let f): return ui.jsonExpectedCommaObject(found: f.text(ui))
        case .expectedCommaInArray(let f): return ui.jsonExpectedCommaArray(found: f.text(ui))
        case .trailingComma(let c): return ui.jsonTrailingComma(bracket: String(c))
        case .nestingTooDeep(let n): return ui.jsonNestingTooDeep(count: n)
        case .invalidNumber: return ui.jsonInvalidNumber
        case .numberWithoutFraction: return ui.jsonNumberWithoutFraction
        case .numberWithoutExponent: return ui.jsonNumberWithoutExponent
        case .unterminatedString: return ui.jsonUnterminatedString
        case .controlCharacter: return ui.jsonControlCharacter
        case .invalidEscape: return ui.jsonInvalidEscape
        case .truncatedUnicodeEscape: return ui.jsonTruncatedUnicodeEscape
        case .invalidUnicodeEscape: return ui.jsonInvalidUnicodeEscape
        }
    }
}
