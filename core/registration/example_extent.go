package registration

import (
	"strings"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/core"
)

// exampleEnd is where the example that found URN x begins ends in text.
// The extractor stops at the first character a URN cannot hold (a
// space, a quote), which suits running prose; but an example set apart
// (a code span, a line or a list item of its own) is read whole, so that
// "urn:acme-widgets:bad model:7" is one example with a space inside it,
// not the valid "urn:acme-widgets:bad" and a stray word. The Syntax
// section describes the URNs of the namespace "in conformance with the
// fundamental URN syntax" (RFC 8141 §6.4.2 item 1, draft-12 §7.3.2 item
// 1; RFC 2611 §3 "Conformance with URN Syntax"); none of the templates
// says how examples are written, so the rules below follow how the
// registrations IANA hosts write them:
//
//   - a code span ("`urn:x:y`"): its whole text;
//   - a line that begins with the URN, after an optional list marker,
//     and is not continued by the next line (a blank line, the end, or
//     another list item or example follows): the rest of the line, up to
//     a description set apart by " - ", " (", ", ", " = ", " -> ", a tab
//     or two spaces, less the prose's closing punctuation. A rest of two
//     or more words starting with a word of letters is a sentence about
//     the URN ("urn:x:7 is the seventh."), and a rest that starts with
//     another URN is a second example: both stay outside.
//
// Anywhere else, in running text, the example is what the extractor
// found.
func exampleEnd(text string, x core.Found) int {
	strict := x.End
	if x.Trimmed != core.NoSpan {
		strict = x.Trimmed.End
	}
	if x.Start > 0 && text[x.Start-1] == '`' {
		if j := strings.IndexAny(text[strict:], "`\n"); j >= 0 && text[strict+j] == '`' {
			return strict + j
		}
		return x.End
	}
	ls := strings.LastIndexByte(text[:x.Start], '\n') + 1
	if lead := strings.TrimSpace(text[ls:x.Start]); lead != "" && !isMarker(lead) {
		return x.End
	}
	le := len(text)
	if i := strings.IndexByte(text[strict:], '\n'); i >= 0 {
		le = strict + i
		next := text[le+1:]
		if j := strings.IndexByte(next, '\n'); j >= 0 {
			next = next[:j]
		}
		if next = strings.TrimSpace(next); next != "" && !isStructural(next) {
			return x.End // a wrapped paragraph: prose
		}
	}
	rest := cutDescription(text[strict:le])
	rest = strings.TrimRight(strings.TrimRight(rest, " \t\r"), ".,;:!?")
	words := strings.Fields(rest)
	if len(words) == 0 || len(words) >= 2 && isWord(words[0]) || isURIStart(words[0]) {
		return x.End
	}
	return strict + len(rest)
}

// cutDescription cuts the rest of an example's line where a description
// of it begins.
func cutDescription(rest string) string {
	for _, sep := range []string{" - ", " – ", " — ", " (", ", ", " = ", " -> ", " → ", "\t", "  "} {
		if i := strings.Index(rest, sep); i >= 0 {
			rest = rest[:i]
		}
	}
	return rest
}

// isWord reports a word of ASCII letters: the start of a sentence.
func isWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return w != ""
}

// clipExample is an example cut short for a message, kept long enough
// to show where its first error is.
func clipExample(ex ExampleCheck) string {
	n := max(16, ex.ErrorAt+8)
	if len(ex.URN) <= n {
		return ex.URN
	}
	for n > 0 && !utf8.RuneStart(ex.URN[n]) {
		n--
	}
	return ex.URN[:n] + "…"
}
