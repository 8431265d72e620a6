package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strconv"
	"unicode/utf8"
)

// quote renders text for a message the way strconv.NumError does, so
// that spaces, control characters and invalid bytes show, cut short
// (ascii.Quote) so that a message stays one line.
func quote(s string) string { return ascii.Quote(s) }

// describe names the characters of s for a message: one character by its
// code point, a space by name, several as a quoted string.
func describe(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == len(s) {
		switch {
		case r == utf8.RuneError && size <= 1:
			return "the byte 0x" + pctTable[s[0]][1:] + " (not UTF-8)"
		case r == ' ':
			return "a space"
		case r < 0x20 || r == 0x7F:
			return "the control character " + codePoint(r)
		case r < 0x80:
			return quote(s)
		}
		return quote(s) + " (" + codePoint(r) + ", non-ASCII)"
	}
	return quote(s)
}

// codePoint formats r as U+XXXX.
func codePoint(r rune) string {
	h := strconv.FormatInt(int64(r), 16)
	for len(h) < 4 {
		h = "0" + h
	}
	b := []byte("U+" + h)
	for i := range b {
		if 'a' <= b[i] && b[i] <= 'f' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// percentEncode writes every byte of s as %HH, upper-case: UTF-8 is how
// every edition translates characters outside its repertoire
// (RFC 2141 §2.2, draft-03 §2.2, draft-12 §3.2, RFC 8141 §2.2).
func percentEncode(s string) string {
	if len(s) == 1 {
		return pctTable[s[0]]
	}
	b := make([]byte, 0, 3*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, pctTable[s[i]]...)
	}
	return string(b)
}
