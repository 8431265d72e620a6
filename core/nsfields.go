package core

import "strings"

// Helpers for the namespaces whose NSS is a sequence of fields between
// separators (oid, ietf, dev, mrn, gs1, nbn, …): each checks one field,
// labels it as a part and reports what is wrong with it.

// fieldEnd returns the index of the first sep at or after from, or
// len(s).
func fieldEnd(s string, from int, sep byte) int {
	for i := from; i < len(s); i++ {
		if s[i] == sep {
			return i
		}
	}
	return len(s)
}

// field labels s[a:b] after checking it is not empty and every byte is
// allowed by ok; what says what is allowed, for the message ("digits").
//
//go:noinline
func (r *nsReader) field(a, b int, id, label, what string, ok func(byte) bool, ref Ref) bool {
	if a >= b {
		r.fail(CodeNSSyntax, a, b, "the "+label+" is missing: it is "+what, ref)
		return false
	}
	for i := a; i < b; i++ {
		if !ok(r.s[i]) {
			r.fail(CodeNSChar, i, i+1, quote(at(r.s, i))+" cannot appear in the "+label+": it is "+what, ref)
			r.part(a, b, id, label)
			return false
		}
	}
	r.part(a, b, id, label)
	return true
}

// sep labels the separator at i, when there is one.
//
//go:noinline
func (r *nsReader) sep(i int) {
	if i < len(r.s) {
		r.part(i, i+1, "separator", "separator")
	}
}

// keyword labels s[a:b] as one of words (compared without regard to
// case, as the registrations' ABNF literal strings are) and returns its
// index, or -1 after reporting it, naming the words the registration
// lists.
//
//go:noinline
func (r *nsReader) keyword(a, b int, words []string, id, label string, ref Ref) int {
	r.part(a, b, id, label)
	for i, w := range words {
		if equalFold(r.s[a:b], w) {
			return i
		}
	}
	r.fail(CodeNSPrefix, a, b, quote(r.s[a:b])+" is not a "+label+" the registration defines: "+strings.Join(words, ", "), ref)
	return -1
}
