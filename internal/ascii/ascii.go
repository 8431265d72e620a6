// Package ascii holds the few ASCII text helpers that core and
// core/namespace both need: the specs compare schemes, NIDs and the
// registrations' literal strings without regard to ASCII case, never by
// Unicode case folding. Standard library only, and none of the packages
// core keeps out of the WebAssembly module.
package ascii

// EqualFold reports whether a and b are equal without regard to the case
// of ASCII letters.
func EqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if Lower(a[i]) != Lower(b[i]) {
			return false
		}
	}
	return true
}

// Lower is c lower-cased if it is an ASCII capital letter.
func Lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// ToLower lower-cases the ASCII letters of s, returning s itself when
// nothing changes.
func ToLower(s string) string { return switchCase(s, 'A', 'Z') }

// ToUpper upper-cases the ASCII letters of s, returning s itself when
// nothing changes.
func ToUpper(s string) string { return switchCase(s, 'a', 'z') }

// switchCase switches the case of every letter of s in first..last (A-Z
// or a-z: flipping bit 0x20 switches an ASCII letter's case), without a
// copy when there is none. Never inlined: one copy serves every caller.
//
//go:noinline
func switchCase(s string, first, last byte) string {
	for i := 0; i < len(s); i++ {
		if first <= s[i] && s[i] <= last {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if first <= b[j] && b[j] <= last {
					b[j] ^= 0x20
				}
			}
			return string(b)
		}
	}
	return s
}

// Clip shortens s to at most max bytes for a message, cut before a UTF-8
// sequence and marked with "…".
func Clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	i := max
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return s[:i] + "…"
}

// MaxQuoted is the most bytes of a caller's text that Quote puts in a
// message: a message stays one short line however long the input (a
// thousand diagnostics each quoting a 300 KB identifier came to 300 MB).
const MaxQuoted = 40

// Quote quotes s for a message as strconv.Quote does, but at most
// MaxQuoted bytes of it (cut at a character's start), marking a cut with
// "…" after the closing quote, so that the quoted text is always the
// input's own.
func Quote(s string) string {
	if len(s) <= MaxQuoted {
		return QuoteAll(s)
	}
	c := Clip(s, MaxQuoted)
	return QuoteAll(c[:len(c)-len("…")]) + "…"
}
