package core

import "github.com/urn-playground/urn-playground/internal/ascii"

// Equivalent reports whether a and b are equivalent URNs under edition e
// (draft-03: objective 5a). It gives the same verdict as [Compare] but
// compares the two inputs in place, normalizing byte by byte, so it does
// not allocate for inputs that begin with "urn:" and end without white
// space; anything else falls back to Compare.
func Equivalent(a, b string, e Edition) bool {
	return EquivalentFor(a, b, e, ObjectiveResource)
}

// EquivalentFor is [Equivalent] with draft-03's objective chosen.
func EquivalentFor(a, b string, e Edition, o Objective) bool {
	if a == b {
		return true // the relation is reflexive, whatever the input
	}
	ru := e.rules()
	la, oka := boundsOf(a, ru, o)
	lb, okb := boundsOf(b, ru, o)
	if !oka || !okb {
		return Compare(a, b, e, o).Equivalent
	}
	nidA, nidB := a[4:la.nidEnd], b[4:lb.nidEnd]
	if !ascii.EqualFold(nidA, nidB) {
		return false
	}
	nssA, nssB := a[la.nidEnd+1:la.nssEnd], b[lb.nidEnd+1:lb.nssEnd]
	if equalHexFold(nssA, nssB) {
		return true
	}
	// A namespace's own rule may still make them equal.
	if r := ruleFor(nidA, nssA); r != nil && r.Applies(nssB) {
		return r.fold(nssA, nssB)
	}
	return false
}

// bounds is where a URN's NID and NSS end, found without reading the rest.
type bounds struct{ nidEnd, nssEnd int }

// boundsOf splits s the way the reader does, or reports that the fast
// path cannot decide: no "urn:" prefix, no NID, surrounding white space
// (which the reader sets apart), or a draft-03 query kept by step 5b.
func boundsOf(s string, ru *rules, o Objective) (bounds, bool) {
	if len(s) < 5 || !hasPrefixFold(s, "urn:") || isSpace(s[len(s)-1]) {
		return bounds{}, false
	}
	colon := -1
	for i := 4; i < len(s); i++ {
		if s[i] == ':' {
			colon = i
			break
		}
	}
	if colon < 0 {
		return bounds{}, false
	}
	end, next := ru.nextDelimiter(s, colon+1, nssRegion)
	if o == ObjectiveCaching {
		for j := next; j >= 0 && j < len(ru.components); j++ {
			if ru.components[j].equiv == equivQuery {
				return bounds{}, false
			}
		}
	}
	return bounds{colon, end}, true
}

// equalHexFold compares two NSSs as normalized: byte for byte, except
// that the hex digits of each valid %HH escape compare in upper case.
// The escapes are recognized left to right in each string on its own,
// exactly as upperHex rewrites them.
func equalHexFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	ta, tb := 0, 0 // hex digits left in the current escape of a, of b
	for i := 0; i < len(a); i++ {
		ca, cb := a[i], b[i]
		if ta > 0 {
			ca, ta = upperHexDigit(ca), ta-1
		} else if ca == '%' && i+2 < len(a) && isHex(a[i+1]) && isHex(a[i+2]) {
			ta = 2
		}
		if tb > 0 {
			cb, tb = upperHexDigit(cb), tb-1
		} else if cb == '%' && i+2 < len(b) && isHex(b[i+1]) && isHex(b[i+2]) {
			tb = 2
		}
		if ca != cb {
			return false
		}
	}
	return true
}

func upperHexDigit(c byte) byte {
	if 'a' <= c && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}
