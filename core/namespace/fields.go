package namespace

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// Helpers for the namespaces whose NSS is a sequence of fields between
// separators (oid, ietf, dev, mrn, gs1, nbn, …): each checks one field,
// labels it as a part and reports what is wrong with it.

// field is one kind of sub-part: its stable id and label, the rule of the
// registration's grammar it matches and, for a field whose characters are
// checked (reader.field), what they may be, in words for messages ("a
// decimal number") and as a set (charSets, or set).
type field struct {
	id, label string
	// rule is the name of the registration's ABNF rule the sub-part
	// matches ("iso-cc"), which the syntax's Documentation defines, or a
	// literal in quotes ("\"-\""); "" where the registration gives the
	// part no rule of its own.
	rule string
	what string
	ok   charSet
	// set, when not nil, says what the characters may be instead of ok,
	// for a rule whose first character is of another set than the rest
	// (class-name = UPPER *( ALPHA / DIGIT )) or that admits
	// percent-encoding.
	set *ruleChars
}

// ruleChars is what a rule's characters may be: the first from head, the
// others from tail, and, when pct is set, RFC 3986's pct-encoded ("%"
// HEXDIG HEXDIG) anywhere. Maps of 256 bits, like charBits, built once by
// bitsOf: the sets the rules need that charSets does not hold.
type ruleChars struct {
	head, tail [4]uint64
	pct        bool
}

// bitsOf is the 256-bit map of a chars description, as charBits builds
// charSets'.
func bitsOf(cs chars) (m [4]uint64) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if classes(b)&cs.mask != 0 || uint16(b-cs.lo) < cs.n || strings.IndexByte(cs.extra, b) >= 0 {
			m[c>>6] |= 1 << (c & 63)
		}
	}
	return m
}

// inBits reports whether c is in the 256-bit map m.
func inBits(m *[4]uint64, c byte) bool { return m[c>>6]>>(c&63)&1 != 0 }

// The sets of bytes the rules' ruleChars are made of.
var (
	upperBits = bitsOf(chars{lo: 'A', n: 26}) // UPPER = %x41-5A
	lowerBits = bitsOf(chars{lo: 'a', n: 26}) // LOWER = %x61-7A
)

// RFC 3986's unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (its
// marks here) and sub-delims, which several registrations' rules name.
const (
	unreservedMarks = "-._~"
	subDelims       = "!$&'()*+,;="
)

// The kinds of sub-part several namespaces share.
var (
	wholeField     = field{id: "nss", label: "namespace specific string"}
	separatorField = field{id: "separator", label: "separator"}
)

// sepFields are the separators sep names after the literal the grammars
// write ("\":\""), in the order of sepChars, each with its name for fix
// titles (sepNames).
var sepFields = [...]field{
	{id: "separator", label: "separator", rule: `":"`},
	{id: "separator", label: "separator", rule: `"."`},
	{id: "separator", label: "separator", rule: `"-"`},
	{id: "separator", label: "separator", rule: `"_"`},
	{id: "separator", label: "separator", rule: `"/"`},
}

const sepChars = ":.-_/"

var sepNames = [...]string{"colon", "dot", "hyphen", "underscore", "slash"}

// fieldEnd returns the index of the first sep at or after from, or
// len(s). Not inlined: the readers call it some thirty times.
//
//go:noinline
func fieldEnd(s string, from int, sep byte) int {
	for i := from; i < len(s); i++ {
		if s[i] == sep {
			return i
		}
	}
	return len(s)
}

// field labels s[a:b] as f after checking it is not empty and every
// byte is in f.ok's set (or f.set's); f.what says what is allowed, for
// the message.
//
//go:noinline
func (r *reader) field(a, b int, f *field) bool {
	if a >= b {
		r.fail(CodeSyntax, a, b, "the "+f.label+" is missing: it is "+f.what)
		return false
	}
	cs := f.set
	for i := a; i < b; i++ {
		c := r.s[i]
		switch {
		case cs == nil:
			if inSet(f.ok, c) {
				continue
			}
		case c == '%' && cs.pct:
			if i+2 < b && isHex(r.s[i+1]) && isHex(r.s[i+2]) {
				i += 2
				continue
			}
			r.fail(CodeChar, i, min(i+3, b), "a \"%\" in the "+f.label+" begins a percent-encoding: \"%\" and two hex digits, as %3A")
			r.part(a, b, f)
			return false
		case i > a && inBits(&cs.tail, c) || i == a && inBits(&cs.head, c):
			continue
		}
		verb := " cannot appear in the "
		if i == a && cs != nil {
			verb = " cannot begin the "
		}
		r.badChar(i, verb+f.label+": it is "+f.what)
		r.part(a, b, f)
		return false
	}
	r.part(a, b, f)
	return true
}

// items reads `field *( sep field )` over s[a:end], the first field as
// first and the others as rest, and reports whether every field is
// right. It stops at the first wrong field; an empty field is reported
// by gap, with the fix that removes the separator in excess. One
// loop for the readers whose NSS is such a list (dev, gs1, ietf params,
// nbn): each inlined loop costs the module its calls.
//
//go:noinline
func (r *reader) items(a, end int, sep byte, first, rest *field) bool {
	for f := first; ; f = rest {
		b := fieldEnd(r.s[:end], a, sep)
		if a == b {
			r.gap(a, end, sep, f)
			return false
		}
		if !r.field(a, b, f) {
			return false
		}
		if b == end {
			return true
		}
		r.sep(b)
		a = b + 1
	}
}

// gap reports the field f missing at a, in a list that ends at end and
// whose fields sep separates: two separators together, one before the
// first field or one after the last. The fix removes the separator in
// excess, so that the list reads again.
//
//go:noinline
func (r *reader) gap(a, end int, sep byte, f *field) {
	s := r.s
	name := "separator"
	if k := strings.IndexByte(sepChars, sep); k >= 0 {
		name = sepNames[k]
	}
	// The separator in excess, s[x], where the field is missing.
	x, where, title := a, " between two ", "Remove the extra "
	switch after := a > 0 && s[a-1] == sep; {
	case a < end && after: // s[a-1] and s[a]
	case a < end: // s[a] first
		where, title = " before ", "Remove the "
		if a == 0 {
			title = "Remove the leading "
		}
	case after: // s[a-1] last
		x, where, title = a-1, " after ", "Remove the "
		if a == len(s) {
			title = "Remove the trailing "
		}
	default:
		r.fail(CodeSyntax, a, a, "the "+f.label+" is missing: it is "+f.what)
		return
	}
	d := r.fail(CodeSeparator, x, x+1, "the "+f.label+" is missing"+where+quote(s[x:x+1])+": it is "+f.what)
	r.fix(d, "", title+name)
}

// sep labels the separator at i, when there is one, named after the
// literal it is in the grammars (sepFields).
//
//go:noinline
func (r *reader) sep(i int) {
	if i < len(r.s) {
		f := &separatorField
		switch r.s[i] {
		case ':':
			f = &sepFields[0]
		case '.':
			f = &sepFields[1]
		case '-':
			f = &sepFields[2]
		case '_':
			f = &sepFields[3]
		case '/':
			f = &sepFields[4]
		}
		r.part(i, i+1, f)
	}
}

// indexFold returns the index of the word that equals s without regard
// to case, or -1. Not inlined, nor is equalFold in it: the namespaces
// look up their keywords in several places.
//
//go:noinline
func indexFold(words []string, s string) int {
	for i, w := range words {
		if equalFold(s, w) {
			return i
		}
	}
	return -1
}

// document declares a document a syntax cites that core does not know
// ([core.RegisterDocument]), as a value for a package variable: var _ =
// document(id, title), in the file of the namespace that cites it.
func document(id, title string) bool {
	core.RegisterDocument(id, title)
	return true
}
