package registration

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strconv"
)

// The pieces of a finding's message: numbers, quoted text cut short, and
// control characters by name.

func itoa(i int) string { return strconv.Itoa(i) }

func quote(s string) string { return ascii.Quote(s) }

// codePoint names a character of the Basic Multilingual Plane by its code
// point: "U+001B".
func codePoint(r rune) string {
	const hex = "0123456789ABCDEF"
	return "U+" + string([]byte{hex[r>>12&15], hex[r>>8&15], hex[r>>4&15], hex[r&15]})
}

// isControl reports the control characters a template's text cannot
// hold: C0 but tab and line feed, DEL, and C1.
func isControl(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' || r >= 0x7f && r < 0xa0
}

// controlName names the control characters a registrant may meet, for a
// message: " (form feed)"; "" for the others.
func controlName(r rune) string {
	switch r {
	case 0:
		return " (NUL)"
	case '\r':
		return " (carriage return)"
	case '\f':
		return " (form feed)"
	case '\b':
		return " (backspace)"
	case 0x1b:
		return " (escape)"
	case 0x7f:
		return " (delete)"
	}
	return ""
}
