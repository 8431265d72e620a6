package core

import (
	"strings"
	"testing"
)

// TestNamespaceEquivalence: the lexical-equivalence rules the namespaces'
// registrations state, through Compare (the explanation) and Equivalent
// (the fast path), which must agree.
func TestNamespaceEquivalence(t *testing.T) {
	cases := []nsEquivCase{
		// IANA template for isbn, Rules for Lexical Equivalence: the
		// template's own pair (its Syntax examples 1 and 2).
		{"URN:ISBN:951-0-18435-7", "URN:ISBN:978-951-0-18435-6", true, "isbn-13-digits"},
		{"urn:isbn:978-0-451-45052-4", "urn:isbn:9780451450524", true, "isbn-13-digits"},
		{"urn:isbn:0451450523", "urn:isbn:978-0451450524", true, "isbn-13-digits"},
		{"urn:isbn:0-8044-2957-X", "urn:isbn:9780804429573", true, "isbn-13-digits"},
		// An ISBN-10 with a wrong check digit is not converted.
		{"urn:isbn:0451450524", "urn:isbn:9780451450524", false, ""},
		{"urn:isbn:978-3-16-148410-0", "urn:isbn:978-3-16-148410-1", false, ""},
		// IANA template for issn: the hyphen may be omitted, x is X.
		{"urn:issn:1050-124x", "urn:ISSN:1050124X", true, "issn-hyphen-x"},
		{"urn:issn:0317-8471", "urn:issn:03178471", true, "issn-hyphen-x"},
		{"urn:issn:0317-8471", "urn:issn:0317-8472", false, ""},
		// Other namespaces keep the generic rule.
		{"urn:example:0317-8471", "urn:example:03178471", false, ""},
	}
	checkNSEquivalence(t, cases)
	for _, c := range cases {
		cmp := Compare(c.a, c.b, RFC8141, ObjectiveResource)
		if c.rule != "" && !strings.Contains(cmp.Summary, "Rules for Lexical Equivalence") {
			t.Errorf("%s, %s: the summary does not cite the template: %s", c.a, c.b, cmp.Summary)
		}
	}
}

// TestNamespaceEquivalenceDifference: when a rule changes the NSS's
// length, the first difference still points at the right bytes of the
// inputs and names the NSS.
func TestNamespaceEquivalenceDifference(t *testing.T) {
	// 3-16-148410-X is 978-3-16-148410-0 as an ISBN-10.
	if !Equivalent("urn:isbn:978-3-16-148410-0", "URN:ISBN:3-16-148410-X", RFC8141) {
		t.Error("an ISBN-13 and its ISBN-10")
	}
	// B's check digit is wrong, so B is not converted, and the compared
	// forms differ at the NSS's first byte: "9" (A's key, from A's NSS
	// "978-…") against "3".
	c := Compare("urn:isbn:978-3-16-148410-0", "URN:ISBN:3-16-148410-0", RFC8141, ObjectiveResource)
	d := c.Difference
	if c.Equivalent || d == nil || d.Part != KindNSS {
		t.Fatalf("%v %+v", c.Equivalent, d)
	}
	if c.A.Key != "urn:isbn:9783161484100" || c.B.Key != "urn:isbn:3-16-148410-0" {
		t.Fatalf("keys %q %q", c.A.Key, c.B.Key)
	}
	if d.InputA != 9 || d.InputB != 9 {
		t.Errorf("inputs at %d, %d, want 9, 9", d.InputA, d.InputB)
	}
	// Both converted: the keys differ in the check digit, the last byte,
	// which maps back to each input's last character.
	c = Compare("urn:isbn:978-3-16-148410-1", "urn:isbn:3-16-148410-X", RFC8141, ObjectiveResource)
	d = c.Difference
	if d == nil || d.InputA != len(c.A.Input)-1 || d.InputB != len(c.B.Input)-1 || d.Part != KindNSS {
		t.Errorf("check digit difference: %+v (%q, %q)", d, c.A.Key, c.B.Key)
	}
	// A byte the rule wrote ("978" before an ISBN-10) maps to no input byte.
	c = Compare("urn:isbn:979-3-16-148410-1", "urn:isbn:316148410X", RFC8141, ObjectiveResource)
	if d = c.Difference; d == nil || d.InputA != 11 || d.InputB != -1 {
		t.Errorf("inserted prefix: %+v (%q, %q)", d, c.A.Key, c.B.Key)
	}
}

type nsEquivCase struct {
	a, b string
	eq   bool
	rule string // the rule that made them equivalent, or ""
}

// checkNSEquivalence checks pairs through Compare (the explanation) and
// Equivalent (the fast path), which must agree.
func checkNSEquivalence(t *testing.T, cases []nsEquivCase) {
	t.Helper()
	for _, c := range cases {
		cmp := Compare(c.a, c.b, RFC8141, ObjectiveResource)
		rule := ""
		if cmp.ByRule != nil {
			rule = cmp.ByRule.ID
		}
		if cmp.Equivalent != c.eq || rule != c.rule {
			t.Errorf("Compare(%s, %s) = %v by %q, want %v by %q: %s", c.a, c.b, cmp.Equivalent, rule, c.eq, c.rule, cmp.Summary)
		}
		if got := Equivalent(c.a, c.b, RFC8141); got != c.eq {
			t.Errorf("Equivalent(%s, %s) = %v, want %v", c.a, c.b, got, c.eq)
		}
	}
}

// TestNamespaceISOEquivalence: RFC 5141 §2.9's rule (iso-case), with the
// examples core/namespace's TestNamespaceISO reads.
func TestNamespaceISOEquivalence(t *testing.T) {
	checkNSEquivalence(t, []nsEquivCase{
		// RFC 5141 §2.9: "normalize the case of all elements".
		{"urn:iso:std:ISO:9999:-1:ED-1:EN", "urn:iso:std:iso:9999:-1:ed-1:en", true, "iso-case"},
		{"urn:iso:std:iso:105:-C12:ed-1:en:clause:A.1", "urn:ISO:std:iso:105:-c12:ed-1:en:clause:a.1", true, "iso-case"},
		{"urn:iso:std:iso:9999:-1:ed-1:en", "urn:iso:std:iso:9999:-1:ed-2:en", false, ""},
	})
}

// TestNamespaceMPEGEquivalence: RFC 3614 §2's rule (mpeg-standard-case).
func TestNamespaceMPEGEquivalence(t *testing.T) {
	checkNSEquivalence(t, []nsEquivCase{
		// RFC 3614 §2: "The "standard name" is case-insensitive"; "The
		// remainder of the identifier must be considered case-sensitive."
		{"urn:mpeg:MPEG7:schema:2001", "urn:mpeg:mpeg7:schema:2001", true, "mpeg-standard-case"},
		{"urn:mpeg:Mpeg21:2002:01-DII-NS", "urn:MPEG:mpeg21:2002:01-DII-NS", true, "mpeg-standard-case"},
		{"urn:mpeg:mpeg7:Schema:2001", "urn:mpeg:mpeg7:schema:2001", false, ""},
	})
}

// TestNamespaceIEEEEquivalence: RFC 8069 §2, Rules for Lexical
// Equivalence: "The strings used as values for "IEEEresource" and
// "ResourceSpecificString" are case insensitive."
func TestNamespaceIEEEEquivalence(t *testing.T) {
	for _, c := range []struct {
		a, b string
		eq   bool
	}{
		{"urn:ieee:std:802.1Q:yang:ieee802-dot1q-bridge", "urn:ieee:STD:802.1q:YANG:IEEE802-dot1q-bridge", true},
		{"urn:ieee:foobar", "URN:IEEE:FooBar", true},
		{"urn:ieee:std:802.5:yang", "urn:ieee:std:802.3:yang", false},
		// The rule is the ieee namespace's alone.
		{"urn:xmpp:sm:3", "urn:xmpp:SM:3", false},
	} {
		cmp := Compare(c.a, c.b, RFC8141, ObjectiveResource)
		if cmp.Equivalent != c.eq || Equivalent(c.a, c.b, RFC8141) != c.eq {
			t.Errorf("Compare(%s, %s) = %v, want %v: %s", c.a, c.b, cmp.Equivalent, c.eq, cmp.Summary)
		}
		if c.eq && (cmp.ByRule == nil || cmp.ByRule.ID != "ieee-case" || !strings.Contains(cmp.Summary, "RFC 8069 §2")) {
			t.Errorf("%s, %s: not by RFC 8069's rule: %s", c.a, c.b, cmp.Summary)
		}
	}
}

// TestNamespaceGS1Equivalence: the template's literals compare without
// regard to case; the assigned values do not.
func TestNamespaceGS1Equivalence(t *testing.T) {
	for _, c := range []struct {
		a, b string
		eq   bool
	}{
		{"urn:gs1:GDD:BIE:TradeItem", "urn:gs1:gdd:bie:TradeItem", true},
		{"urn:gs1:Std:genspec:25.0", "urn:gs1:std:genspec:25.0", true},
		{"urn:gs1:gdd:bie:TRADEITEM", "urn:gs1:gdd:bie:TradeItem", false},
		{"urn:gs1:01:ABC", "urn:gs1:01:abc", false},
	} {
		if got := Equivalent(c.a, c.b, RFC8141); got != c.eq || Compare(c.a, c.b, RFC8141, 0).Equivalent != c.eq {
			t.Errorf("%s, %s: %v, want %v", c.a, c.b, got, c.eq)
		}
	}
}

// TestNamespaceCaseRules: the case rules of the doi, mrn and isni
// registrations, and the namespaces whose registrations add none (epc,
// example, publicid), with the examples core/namespace's tests read.
func TestNamespaceCaseRules(t *testing.T) {
	if !Equivalent("urn:doi:10.1038/NPHYS1170", "urn:doi:10.1038/nphys1170", RFC8141) {
		t.Error("doi-case")
	}
	if !Equivalent("urn:mrn:IMO:IMO-Number:9743368", "urn:mrn:imo:imo-number:9743368", RFC8141) {
		t.Error("mrn-case")
	}
	if Equivalent("urn:mrn:imo:imo-number:ABC", "urn:mrn:imo:imo-number:abc", RFC8141) {
		t.Error("mrn-case folded the namespace string")
	}
	if !Equivalent("urn:isni:000000012146438x", "urn:isni:000000012146438X", RFC8141) {
		t.Error("isni-x: x and X differ")
	}
	// RFC 5134 §2: "The entire URN is case-sensitive": no rule that makes
	// more URNs equivalent.
	if Equivalent("urn:epc:id:SGTIN:0614141.112345.400", "urn:epc:id:sgtin:0614141.112345.400", RFC8141) {
		t.Error("EPC NSSs are case-sensitive")
	}
	// RFC 6963 §3.10: RFC 2141's equivalence, nothing more.
	if Equivalent("urn:example:A", "urn:example:a", RFC8141) {
		t.Error("example NSSs are case-sensitive")
	}
	// RFC 3151 §2, Rules for Lexical Equivalence: "lexically equivalent if
	// and only if they are lexically identical": no rule of its own.
	if Equivalent("urn:publicid:foo", "urn:publicid:FOO", RFC8141) {
		t.Error("publicid NSSs are case-sensitive")
	}
}
