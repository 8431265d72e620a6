package core

// NamespaceRule is a namespace's own equivalence rule. Every edition lets
// a namespace add rules that only remove false negatives (RFC 2141 §5,
// draft-03 §5, draft-12 §4.1, RFC 8141 §3.1): such a rule maps an NSS to a
// canonical form, and two URNs of the namespace are equivalent when their
// canonical forms are equal. A rule applied to both sides can never undo a
// generic equivalence, as the specs require.
type NamespaceRule struct {
	NID   string // lower-case
	ID    string // stable id: "uuid-hex-case"
	Title string // "UUID hex digits are case-insensitive"
	Ref   Ref    // the namespace's registration
	// Applies reports whether the rule covers this NSS (as normalized by
	// the edition); Canonical maps it to the rule's canonical form. Both
	// must not allocate when the NSS is already canonical.
	Applies   func(nss string) bool
	Canonical func(nss string) string
	// fold compares two NSSs the rule applies to without allocating.
	fold func(a, b string) bool
}

// namespaceRules is the hook: one entry per namespace with rules of its
// own. Add a namespace here, with its citation.
var namespaceRules = []NamespaceRule{
	{
		// RFC 4122 §3, the namespace registration of "uuid": "The
		// hexadecimal values "a" through "f" are output as lower case
		// characters and are case insensitive on input."
		NID: "uuid", ID: "uuid-hex-case", Title: "UUID hex digits are case-insensitive",
		Ref: ref("rfc4122", "3"), Applies: isUUID, Canonical: lowerASCII, fold: equalFold,
	},
}

// NamespaceRules returns the namespace-specific equivalence rules the
// engine knows.
func NamespaceRules() []NamespaceRule { return append([]NamespaceRule(nil), namespaceRules...) }

// ruleFor returns the rule of a namespace, if it has one and it applies to
// this NSS.
func ruleFor(nid, nss string) *NamespaceRule {
	for i := range namespaceRules {
		if r := &namespaceRules[i]; equalFold(nid, r.NID) && r.Applies(nss) {
			return r
		}
	}
	return nil
}

// isUUID checks the string form of RFC 4122 §3: 8-4-4-4-12 hex digits.
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

// lowerASCII lower-cases ASCII letters, returning s itself when nothing
// changes.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = lower(b[j])
			}
			return string(b)
		}
	}
	return s
}
