package namespace

import "strings"

// Helpers for the namespaces whose NSS is a sequence of fields between
// separators (oid, ietf, dev, mrn, gs1, nbn, …): each checks one field,
// labels it as a part and reports what is wrong with it.

// field is one kind of sub-part: its stable id and label and, for a
// field whose characters are checked (reader.field), what they may be,
// in words for messages ("a decimal number") and as a set (charSets).
type field struct {
	id, label string
	what      string
	ok        charSet
}

// The kinds of sub-part several namespaces share.
var (
	wholeField     = field{id: "nss", label: "namespace specific string"}
	hyphenField    = field{id: "hyphen", label: "hyphen"}
	separatorField = field{id: "separator", label: "separator"}
)

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
// byte is in f.ok's set; f.what says what is allowed, for the message.
//
//go:noinline
func (r *reader) field(a, b int, f *field) bool {
	if a >= b {
		r.fail(CodeSyntax, a, b, "the "+f.label+" is missing: it is "+f.what)
		return false
	}
	for i := a; i < b; i++ {
		if !inSet(f.ok, r.s[i]) {
			r.badChar(i, " cannot appear in the "+f.label+": it is "+f.what)
			r.part(a, b, f)
			return false
		}
	}
	r.part(a, b, f)
	return true
}

// list reads `field *( sep field )` over s[a:end], the first field as
// first and the others as rest, and reports whether every field is
// right. It stops at the first wrong field. One loop for the readers whose
// NSS is such a list (dev, gs1, ietf params, nbn): each inlined loop
// costs the module its calls.
//
//go:noinline
func (r *reader) list(a, end int, sep byte, first, rest *field) bool {
	for f := first; ; f = rest {
		b := fieldEnd(r.s[:end], a, sep)
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

// sep labels the separator at i, when there is one.
//
//go:noinline
func (r *reader) sep(i int) {
	if i < len(r.s) {
		r.part(i, i+1, &separatorField)
	}
}

// keyword labels s[a:b] as f, one of words (compared without regard to
// case, as the registrations' ABNF literal strings are) and returns its
// index, or -1 after reporting it, naming the words the registration
// lists.
//
//go:noinline
func (r *reader) keyword(a, b int, words []string, f *field) int {
	r.part(a, b, f)
	if i := indexFold(words, r.s[a:b]); i >= 0 {
		return i
	}
	r.fail(CodePrefix, a, b, quote(r.s[a:b])+" is not a "+f.label+" the registration defines: "+strings.Join(words, ", "))
	return -1
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
