extension String {
    /// The string cut to a width in terminal columns, with an ellipsis when cut (`…`, or `~`
    /// in ASCII).
    public func truncated(to width: Int, ascii: Bool = false) -> String {
        truncated(toWidth: width, ellipsis: ascii ? "~" : "…")
    }
}
