package main

import (
	"strconv"
	"unicode/utf8"

	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// Each op's longest input, in UTF-16 code units (the length JavaScript
// gives a string) of all its arguments together. A call's memory is
// linear in its input, but the factor differs from op to op: encode and
// display write an object per character, parse and equivalent little
// more than the input. Each limit is the largest power of two at which
// the op's worst input, as far as we know it, allocates at most
// memoryBudget in one call (limits_test.go measures it). The module
// cannot survive running out of memory (a Go out-of-memory is fatal, no
// recover catches it), so the limits are what keeps one call from ending
// it. urn.js learns them from init and refuses a longer input before it
// reaches the module; handle refuses it too, for the raw exports.
const (
	memoryBudget = 512 << 20

	// limitParse is parse's, and that of parse.json and parse.namespace,
	// which read the same inputs: worst, the JSON of "/" repeated, about
	// 400 bytes per unit (a part object each), and the namespace reading
	// of a dev URN of "a:" repeated, about 330 (a sub-part each). It was
	// 2 Mi, at which the dev URN's reading took 660 MiB.
	limitParse      = 1 << 20
	limitEquivalent = 2 << 20 // worst: "%2c" repeated, about 150 bytes per unit (steps, changes)
	limitEncode     = 1 << 19 // worst: "а" repeated, about 600 bytes per unit (a character object each)
	limitDisplay    = 1 << 19 // the same, with a look-alike note per character
	limitExtract    = 1 << 20 // worst: "urn:a:ü " repeated, about 360 bytes per unit
	limitCheckLines = 1 << 19 // worst: "a\n" repeated, about 550 bytes per unit (a row and a message per line)
	// limitTemplate bounds the template ops: jsontext.MaxSize (4 MiB) of
	// UTF-8 for the text import reads and for the fields JSON validate
	// and render read, so that whatever import returns, validate and
	// render take (template.go). Bytes, not units: checked by the ops.
	limitTemplate = jsontext.MaxSize
)

// opLimit is the limit of the op with the given name, in UTF-16 units.
// An op not listed gets parse's.
func opLimit(name string) int {
	switch name {
	case "equivalent":
		return limitEquivalent
	case "encode":
		return limitEncode
	case "display":
		return limitDisplay
	case "extract":
		return limitExtract
	case "check.lines":
		return limitCheckLines
	case "template.validate", "template.render", "template.import":
		// At least one unit per byte: a longer input is more than
		// limitTemplate bytes for sure.
		return limitTemplate
	}
	return limitParse
}

// utf16Len is the length of s in UTF-16 code units, as JavaScript counts
// it: a character of four UTF-8 bytes is two units, any other one (and
// a byte that is not UTF-8, which reads as U+FFFD) is one.
func utf16Len(s string) int {
	n := 0
	for i := 0; i < len(s); {
		units, size := unitsAt(s, i)
		n += units
		i += size
	}
	return n
}

// unitsAt returns how many UTF-16 units the character at s[i] is, and
// how many bytes.
func unitsAt(s string, i int) (units, size int) {
	if s[i] < utf8.RuneSelf {
		return 1, 1
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if r >= 0x10000 {
		return 2, size
	}
	return 1, size
}

// maxOption is the longest an option's value may be, in UTF-16 units:
// an edition id, a mode, a layout or a format is a few characters, and
// a longer one is no option at all.
const maxOption = 64

// tooLarge reports, with an error object, text longer than the op's
// limit, or an option longer than maxOption. The limit counts the text
// the caller passed (an input, a raw identifier and its special
// characters and NID, an answer), in the units the caller's strings
// have: not the edition or the flags urn.js adds, so that a call at the
// limit is taken whatever its options (options: bit i for argument i),
// and of JSON that urn.js wrote of the caller's object the text of its
// strings (jsonArgs).
func (c *ctx) tooLarge(limit int, options, jsonArgs uint8) bool {
	n := 0
	for i, a := range c.args {
		switch {
		case jsonArgs&(1<<i) != 0:
			n += jsonTextUnits(a)
		case options&(1<<i) == 0:
			n += utf16Len(a)
		case len(a) > maxOption:
			c.fail("too-large", "an option of "+strconv.Itoa(utf16Len(a))+" UTF-16 code units; an option's value is at most "+strconv.Itoa(maxOption))
			return true
		}
	}
	if n <= limit {
		return false
	}
	c.fail("too-large", "the text passed is "+strconv.Itoa(n)+" UTF-16 code units long; the limit for "+c.name+" is "+strconv.Itoa(limit))
	return true
}

// jsonTextUnits is the length, in UTF-16 units, of the text of the
// strings (keys and values) of the JSON s: what the caller's object
// held before JSON.stringify quoted and escaped it. An escape is the one
// character it stands for (\uXXXX one unit, as a surrogate pair's
// halves are one each).
func jsonTextUnits(s string) int {
	n := 0
	in := false
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case !in:
			in = c == '"'
			i++
		case c == '"':
			in = false
			i++
		case c == '\\':
			n++
			if i+1 < len(s) && s[i+1] == 'u' {
				i += 6
			} else {
				i += 2
			}
		default:
			units, size := unitsAt(s, i)
			n += units
			i += size
		}
	}
	return n
}
