/// Phone numbers as people write them ("+33 4 80 04 13 20") and as IMDF stores them
/// (E.164: "+33480041320"). The map shows them as the source writes them, grouping kept;
/// IMDF output gets the E.164 form.
public enum PhoneNumber {
    /// The E.164 form of a number written with spaces, dots, dashes, slashes or brackets
    /// between its digits, or nil when it is not an international number (no leading `+`,
    /// fewer than 7 or more than 15 digits, other characters).
    public static func e164(_ text: String) -> String? {
        let kept = text.filter { !" .-()/\u{a0}\t".contains($0) }
        let digits = kept.dropFirst()
        guard kept.hasPrefix("+"), (7...15).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return kept
    }
}
