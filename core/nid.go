package core

import "github.com/urn-playground/urn-playground/internal/ascii"

// NIDClass is the kind of namespace a NID names, by its form and by the
// registry (draft-12 §6, RFC 8141 §5, RFC 2611 §4).
type NIDClass uint8

const (
	ClassFormal       NIDClass = iota + 1 // a name a registry could accept as formal
	ClassInformal                         // "urn-" and a number: assigned by IANA
	ClassExperimental                     // "X-" and a NID (RFC 2611; removed by draft-12 and RFC 8141)
	ClassReserved                         // a form no namespace may take
)

// String returns "formal", "informal", "experimental" or "reserved".
func (c NIDClass) String() string {
	switch c {
	case ClassFormal:
		return "formal"
	case ClassInformal:
		return "informal"
	case ClassExperimental:
		return "experimental"
	case ClassReserved:
		return "reserved"
	}
	return ""
}

// NIDInfo is what the specs and the registry say of a NID.
type NIDInfo struct {
	Class      NIDClass
	Registered bool      // listed by IANA
	Namespace  Namespace // the registry entry, when Registered
	// Reason says, for a reserved or experimental NID, which rule makes it
	// so; Ref is the section of that rule.
	Reason string
	Ref    Ref
}

// ClassifyNID says what kind of namespace nid names under edition e. A
// registered NID takes its class from the registry. Otherwise the form
// decides, by the rules of e's era: RFC 2611 §4 for rfc2141 and draft-03,
// draft-12 §6 and RFC 8141 §5 for the others. The NID's syntax is not
// checked here; the reader does that. It does not allocate.
func ClassifyNID(nid string, e Edition) NIDInfo {
	if i := registryIndex(nid); i >= 0 {
		return registeredInfo(i, e.rules())
	}
	return unregisteredInfo(nid, e.rules())
}

// registeredInfo is ClassifyNID's answer for registry entry i.
func registeredInfo(i int, r *rules) NIDInfo {
	var info NIDInfo
	info.setRegistered(i, r)
	return info
}

// setRegistered makes info ClassifyNID's answer for registry entry i,
// field by field, in place. Built aside and copied, the answer was a
// tenth of reading a short URN: its class and flag were stored as two
// bytes and loaded back as sixteen, which the processor cannot forward
// from the store, so the copy waited for it.
func (info *NIDInfo) setRegistered(i int, r *rules) {
	ns := &registry[i]
	if ns.Kind == NamespaceInformal {
		info.Class = ClassInformal
		info.Ref = r.informalRef
	} else {
		info.Class = ClassFormal
		info.Ref = r.formalRef
	}
	info.Registered, info.Reason = true, ""
	info.Namespace.NID, info.Namespace.Kind, info.Namespace.Reference = ns.NID, ns.Kind, ns.Reference
}

// unregisteredInfo is ClassifyNID's answer for a NID the registry does not
// list.
func unregisteredInfo(nid string, r *rules) NIDInfo {
	reserved := func(why string) NIDInfo {
		return NIDInfo{Class: ClassReserved, Reason: why, Ref: r.formalRef}
	}
	rfc2611 := !r.experimentalRemoved
	switch {
	case ascii.EqualFold(nid, "urn"):
		return NIDInfo{Class: ClassReserved, Reason: `the NID "urn" is reserved, to avoid confusion with the scheme "urn:"`, Ref: refReservedURN}
	case hasPrefixFold(nid, "urn-"):
		if isInformalNumber(nid[4:], rfc2611) {
			return NIDInfo{Class: ClassInformal, Ref: r.informalRef}
		}
		if rfc2611 {
			return reserved(`"urn-" is reserved for informal namespaces, which IANA numbers "urn-" <number>`)
		}
		return reserved(`"urn-" is reserved for informal namespaces, which IANA numbers "urn-" and a number without leading zeros`)
	case hasPrefixFold(nid, "x-") && len(nid) > 2 && classOf[nid[2]]&letNum != 0:
		// RFC 2611 §4: experimental NIDs "take the form X-<NID>", and a
		// <NID> begins with a letter or digit (RFC 2141 §2.1 <let-num>).
		// "X-" alone or "X--a" is no such form: the formal rules below
		// decide it.
		if rfc2611 {
			return NIDInfo{Class: ClassExperimental, Reason: `"X-" NIDs are experimental: not registered, for limited experimental contexts`, Ref: r.experimentalRef}
		}
		return NIDInfo{Class: ClassExperimental, Reason: `the experimental "X-" category was removed: the string is well-formed, but names no registered namespace and so is no valid URN; use the "example" namespace (RFC 6963) instead`, Ref: r.experimentalRef}
	case hasPrefixFold(nid, "x-") && r.formalNoX:
		return reserved(`a formal NID must not start with "X-", and no NID follows this "X-", so it is no experimental X-<NID> either`)
	case len(nid) <= 2:
		if len(nid) == 2 && isAlpha(nid[0]) && isAlpha(nid[1]) && r.twoLettersReserved {
			return reserved("two-letter NIDs are reserved for ISO 3166 country codes, for national registrations")
		}
		return reserved("a formal NID must be more than two characters long")
	case isAlpha(nid[0]) && isAlpha(nid[1]) && nid[2] == '-':
		if len(nid) > 3 && nid[3] == '-' && !rfc2611 {
			return reserved(`two letters and two hyphens ("xn--") are reserved for DNS A-labels and similar strings`)
		}
		return reserved(`two letters and a hyphen ("aa-") are reserved for NIDs based on ISO 3166 country codes`)
	}
	return NIDInfo{Class: ClassFormal, Ref: r.formalRef}
}

// isInformalNumber checks the <Number> of an informal NID: draft-12 §6.2
// and RFC 8141 §5.2 say DigitNonZero 0*Digit; RFC 2611 §4 only that it
// "consist strictly of digits", so leading zeros pass there.
func isInformalNumber(s string, leadingZeroOK bool) bool {
	if s == "" || (!leadingZeroOK && s[0] == '0') {
		return false
	}
	for i := 0; i < len(s); i++ {
		if classOf[s[i]]&cDigit == 0 {
			return false
		}
	}
	return true
}

func isAlpha(c byte) bool { return classOf[c]&cAlpha != 0 }

// lower returns c in lower case if it is an ASCII letter.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && ascii.EqualFold(s[:len(prefix)], prefix)
}

// refReservedURN cites why the NID "urn" is reserved (RFC 2141 §2.1).
var refReservedURN = ref("rfc2141", "2.1")

// nidMaxLen is the longest NID in every edition: RFC 2141 §2.1's
// <let-num> [ 1,31<let-num-hyp> ], draft-03 §2.1, draft-12 §3.1's
// (alphanum) 0*30(ldh) alphanum and RFC 8141 §2 (SPEC-NOTES) — 32.
const nidMaxLen = 32
