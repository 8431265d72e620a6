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
