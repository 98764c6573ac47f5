// A token of Swift source: its kind and where its exact text lies (UTF-8 byte offsets), so that
// a rewrite replaces only the tokens it means to and every other byte is copied unchanged.

public struct Token: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// A name or a keyword (`func`, `self`, `$0`), backticked ones included.
        case identifier
        case number
        /// A whole string literal: single-line, multi-line or raw, interpolations included.
        case string
        /// `//`, `///`, `/* */` (nested), `#!` on the first line.
        case comment
        /// `#if`, `#selector`, `#available`: `#` and the word.
        case pound
        /// `@objc`: `@` and the word; its arguments are the tokens after it.
        case attribute
        case `operator`
        /// `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `\` `#` `@` and a lone backtick.
        case punctuation
        /// `?` and `!`, each alone: `window??` is two of them, as a rewrite needs to see.
        case question, bang
        /// A string, comment or regex that the file ends inside.
        case unterminated
    }

    public let kind: Kind
    /// Byte offsets into the file's UTF-8: `start..<end`.
    public let start: Int
    public let end: Int
    /// Whether a line break (or the file's start) lies between this token and the one before it,
    /// comments included in the gap.
    public let newlineBefore: Bool
}
