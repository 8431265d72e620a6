package core

import "github.com/urn-playground/urn-playground/internal/ascii"

// EquivalenceRule is a namespace's own equivalence rule. Every edition lets
// a namespace add rules that only remove false negatives (RFC 2141 §5,
// draft-03 §5, draft-12 §4.1, RFC 8141 §3.1): such a rule maps an NSS to a
// canonical form, and two URNs of the namespace are equivalent when their
// canonical forms are equal. A rule applied to both sides can never undo a
// generic equivalence, as the specs require. A canonical form may differ
// in length from the NSS (ISBN's hyphens are removed, an ISBN-10 becomes
// an ISBN-13): its letters and digits, aligned from the right, come from
// the NSS's (see [Normalization.KeyOffset]).
type EquivalenceRule struct {
	NID   string // lower-case
	ID    string // stable id: "uuid-hex-case"
	Title string // "UUID hex digits are case-insensitive"
	Ref   Ref    // the namespace's registration
	// Quote is the words of Ref's section the rule rests on (the site's
	// tests find them in the stored excerpt).
	Quote string

	// A rule is one of three shapes, so that one method of each kind
	// serves them all (each Go function costs the module its own tables):
	//   - key: the NSS's canonical form is a short code built without
	//     allocating (an ISBN's 13 digits); the rule applies when key's
	//     second result is true.
	//   - prefix: the NSS's first prefix(nss) bytes are compared without
	//     regard to case and the rest exactly; the rule applies when
	//     prefix(nss) > 0.
	//   - whole: the whole NSS is compared without regard to case; the
	//     rule applies when applies(nss) (nil: any NSS but "").
	// The canonical form of a case rule is lower case, or upper case
	// when upper is set.
	key     func(nss string) (nsKey, bool)
	prefix  func(nss string) int
	applies func(nss string) bool
	upper   bool
}

// Applies reports whether the rule covers this NSS (as normalized by the
// edition).
func (r *EquivalenceRule) Applies(nss string) bool {
	switch {
	case r.key != nil:
		_, ok := r.key(nss)
		return ok
	case r.prefix != nil:
		return r.prefix(nss) > 0
	case r.applies != nil:
		return r.applies(nss)
	}
	return nss != ""
}

// Canonical maps an NSS the rule applies to to the rule's canonical
// form, returning nss itself (without allocating) when it is canonical.
func (r *EquivalenceRule) Canonical(nss string) string {
	if r.key != nil {
		k, _ := r.key(nss)
		if string(k.b[:k.n]) == nss {
			return nss
		}
		return string(k.b[:k.n])
	}
	n := r.caseLen(nss)
	c := ascii.ToLower(nss[:n])
	if r.upper {
		c = ascii.ToUpper(nss[:n])
	}
	if c != nss[:n] {
		return c + nss[n:]
	}
	return nss
}

// foldsCase reports whether r (nil for none) compares letters without
// regard to case: a case rule, not a key.
func (r *EquivalenceRule) foldsCase() bool { return r != nil && r.key == nil }

// fold compares two NSSs the rule applies to without allocating.
func (r *EquivalenceRule) fold(a, b string) bool {
	if r.key != nil {
		ka, _ := r.key(a)
		kb, _ := r.key(b)
		return ka == kb
	}
	na, nb := r.caseLen(a), r.caseLen(b)
	return na == nb && nsEqualFold(a[:na], b[:nb]) && a[na:] == b[nb:]
}

// caseLen is how many leading bytes of nss a case rule compares without
// regard to case.
func (r *EquivalenceRule) caseLen(nss string) int {
	if r.prefix != nil {
		return r.prefix(nss)
	}
	return len(nss)
}

// keyOrigin maps byte k of a rule's canonical form c of nss back to nss:
// identity when the lengths agree; otherwise the letters and digits of
// both, aligned from the right (an ISBN-10's nine digits and check digit
// are the last ten of its ISBN-13), and -1 for a byte the rule wrote.
func keyOrigin(nss, c string, k int) int {
	if len(nss) == len(c) {
		return k
	}
	if k < 0 || k >= len(c) || !isAlnum(c[k]) {
		return -1
	}
	right := 0 // letters and digits of c after k
	for i := k + 1; i < len(c); i++ {
		if isAlnum(c[i]) {
			right++
		}
	}
	for i := len(nss) - 1; i >= 0; i-- {
		if !isAlnum(nss[i]) {
			continue
		}
		if right == 0 {
			return i
		}
		right--
	}
	return -1
}

func isAlnum(c byte) bool { return classOf[c]&letNum != 0 }

// equivalenceRules is the hook: one entry per namespace with rules of its
// own. Add a namespace here, with its citation.
var equivalenceRules = []EquivalenceRule{
	{
		// RFC 9562 §4, which obsoletes RFC 4122 and holds the uuid
		// namespace's registration: the string form's hex digits "may be
		// all uppercase, all lowercase, or mixed case" (RFC 4122 §3 said
		// "case insensitive on input").
		NID: "uuid", ID: "uuid-hex-case", Title: "UUID hex digits are case-insensitive",
		Ref: Ref{"rfc9562", "4", "rfc9562-sec-4"}, applies: isUUID,
		Quote: "Note that the alphabetic characters may be all uppercase, all lowercase, or mixed case",
	},
	{
		// The IANA template for isbn, Rules for Lexical Equivalence: an
		// ISBN-10 is first converted to ISBN-13, then "Remove all hyphens
		// from the NSSs", then compare character by character; its Syntax
		// field: hyphens "are ignored during lexical comparison".
		NID: "isbn", ID: "isbn-13-digits", Title: "ISBN hyphens are ignored and an ISBN-10 is compared as its ISBN-13",
		Ref: Ref{"iana-isbn", "Rules for Lexical Equivalence", "iana-isbn-sec-rules-for-lexical-equivalence"}, key: isbnKey,
		Quote: "If the NSS is an ISBN-10, first convert it to ISBN-13",
	},
	{
		// The IANA template for issn, Rules for Lexical Equivalence: "if
		// "x" is found it must be translated to “X”" and "The hyphen
		// between the 4th and the 5th digit can be omitted".
		NID: "issn", ID: "issn-hyphen-x", Title: "an ISSN's hyphen may be omitted and its check character x is read as X",
		Ref: Ref{"iana-issn", "Rules for Lexical Equivalence", "iana-issn-sec-rules-for-lexical-equivalence"}, key: issnKey,
		Quote: `Thus, if "x" is found it must be translated to “X”. The hyphen between the 4th and the 5th digit can be omitted`,
	},
	{
		// The IANA template for isni, Rules for lexical equivalence: "It
		// is recommended that a strictly non-conformant lower case "x" as
		// the check-digit be converted to an upper-case "X" before
		// comparison is made."
		NID: "isni", ID: "isni-x", Title: "an ISNI's check character x is read as X",
		Ref: Ref{"iana-isni", "Rules for lexical equivalence", "iana-isni-sec-rules-for-lexical-equivalence"}, key: isniKey,
		Quote: `It is recommended that a strictly non-conformant lower case "x" as the check-digit be converted to an upper-case "X" before comparison is made.`,
	},
	{
		// The IANA template for doi, Rules for lexical equivalence:
		// "the DOI-NSS is case insensitive with respect to printable
		// ASCII characters", so parsers "ignore such case when URN:DOI
		// identifiers are compared". The canonical form is upper case.
		NID: "doi", ID: "doi-case", Title: "a DOI name's letters are compared without regard to case",
		Ref: Ref{"iana-doi", "Rules for lexical equivalence", "iana-doi-sec-rules-for-lexical-equivalence"}, applies: isDOI, upper: true,
		Quote: "ignore such case when URN:DOI identifiers are compared",
	},
	{
		// The IANA template for mrn, Rules for Lexical Equivalence: "Case
		// normalization must be applied to both the OID and OSNID part".
		NID: "mrn", ID: "mrn-case", Title: "an MRN's organization ID and namespace ID are compared in lower case",
		Ref: Ref{"iana-mrn", "Rules for Lexical Equivalence", "iana-mrn-sec-rules-for-lexical-equivalence"}, prefix: mrnIDs,
		Quote: "Case normalization must be applied to both the OID and OSNID part before determining lexical equivalence.",
	},
	{
		// The IANA template for gs1, Syntax: "The literals urn, gs1, gdd,
		// bie, bdt, cl and std are case-insensitive for lexical
		// comparison. Their canonical representation is lowercase."
		NID: "gs1", ID: "gs1-literals", Title: "GS1's literals gdd, bie, bdt, cl and std are compared in lower case",
		Ref: Ref{"iana-gs1", "Syntax", "iana-gs1-sec-syntax"}, prefix: gs1Literals,
		Quote: "The literals urn, gs1, gdd, bie, bdt, cl and std are case-insensitive for lexical comparison.",
	},
	{
		// RFC 8069 §2, Rules for Lexical Equivalence: "The strings used
		// as values for "IEEEresource" and "ResourceSpecificString" are
		// case insensitive." Together they are the whole NSS.
		NID: "ieee", ID: "ieee-case", Title: "an IEEE URN's resource class and resource-specific string are compared without regard to case",
		Ref:   Ref{"rfc8069", "2", "rfc8069-sec-2"},
		Quote: `The strings used as values for "IEEEresource" and "ResourceSpecificString" are case insensitive.`,
	},
	{
		// RFC 5141 §2.9, Rules for Lexical Equivalence: URNs are
		// equivalent "if they are octet-by-octet equal after" the
		// preprocessing, whose fourth step is "normalize the case of all
		// elements". The canonical form is lower case, as §2.8's
		// resolution to an http URI writes it.
		NID: "iso", ID: "iso-case", Title: "an ISO URN's elements are compared without regard to case",
		Ref: Ref{"rfc5141", "2.9", "rfc5141-sec-2-9"}, applies: isoStd,
		Quote: "normalize the case of all elements",
	},
	{
		// RFC 3614 §2, Rules for Lexical Equivalence: "The "standard
		// name" is case-insensitive"; "The remainder of the identifier
		// must be considered case-sensitive."
		NID: "mpeg", ID: "mpeg-standard-case", Title: "an MPEG URN's standard name is compared without regard to case",
		Ref: Ref{"rfc3614", "2", "rfc3614-sec-2"}, prefix: mpegName,
		Quote: `The "standard name" is case-insensitive.`,
	},
	{
		// RFC 2648 §2, Rules for Lexical Equivalence: "The entire URN is
		// case-insensitive." Not under params: RFC 3553 §3 asks for
		// "exact string match" there (ietfCase).
		NID: "ietf", ID: "ietf-case", Title: "an IETF URN is compared without regard to case (outside params)",
		Ref: Ref{"rfc2648", "2", "rfc2648-sec-2"}, applies: ietfCase,
		Quote: "The entire URN is case-insensitive.",
	},
	{
		// RFC 8458 §4.3, which the nbn template's Syntax points to: two
		// NBNs are equivalent after converting "all characters in the
		// prefix (country code and its optional sub-divisions) to a
		// single case". The canonical form is lower case (§4.3's examples
		// write country codes in either case).
		NID: "nbn", ID: "nbn-prefix-case", Title: "an NBN's prefix (country code and sub-namespaces) is compared without regard to case",
		Ref: Ref{"iana-nbn", "Syntax", "iana-nbn-sec-syntax"}, prefix: nbnPrefix,
		Quote: "The entire NBN prefix is now specified to be case insensitive",
	},
}

// EquivalenceRules returns the namespace-specific equivalence rules the
// engine knows.
func EquivalenceRules() []EquivalenceRule { return append([]EquivalenceRule(nil), equivalenceRules...) }

// ruleFor returns the rule of a namespace, if it has one and it applies to
// this NSS.
func ruleFor(nid, nss string) *EquivalenceRule {
	for i := range equivalenceRules {
		if r := &equivalenceRules[i]; len(r.NID) == len(nid) && nsEqualFold(nid, r.NID) && r.Applies(nss) {
			return r
		}
	}
	return nil
}

// isUUID checks the string form of RFC 9562 §4: 8-4-4-4-12 hex digits.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch i {
		case 8, 13, 18, 23:
			if s[i] != '-' {
				return false
			}
		default:
			if !isHex(s[i]) {
				return false
			}
		}
	}
	return true
}

// nsKey is the canonical form of a short code, built without allocating:
// an ISBN's 13 digits, an ISSN's 9 characters, an ISNI's 16.
type nsKey struct {
	b [16]byte
	n int
}
