package core

import (
	"slices"
	"strings"
	"testing"
)

// exampleGroup is one spec section's list of URNs, each with a class:
// two URNs are equivalent exactly when their classes are equal.
type exampleGroup struct {
	src  string
	ed   Edition
	obj  Objective
	urns []classed
}

type classed struct {
	urn   string
	class string
}

var equivalenceExamples = []exampleGroup{
	{src: "RFC 2141 §6: URNs 1, 2 and 3 are equivalent; 4 to none; 5 and 6 only to each other", ed: RFC2141, urns: []classed{
		{"URN:foo:a123,456", "1"}, {"urn:foo:a123,456", "1"}, {"urn:FOO:a123,456", "1"},
		{"urn:foo:A123,456", "4"}, {"urn:foo:a123%2C456", "5"}, {"URN:FOO:a123%2c456", "5"},
	}},
	{src: "draft-03 §5.1 with step 5a: 1, 2, 3, 7 and 8 are equivalent; 4 to none; 5 and 6 to each other", ed: Draft03, obj: ObjectiveResource, urns: []classed{
		{"URN:foo:a123,456", "1"}, {"urn:foo:a123,456", "1"}, {"urn:FOO:a123,456", "1"},
		{"urn:foo:A123,456", "4"}, {"urn:foo:a123%2C456", "5"}, {"URN:FOO:a123%2c456", "5"},
		{"urn:foo:a123,456?x=y", "1"}, {"urn:foo:a123,456#xyz", "1"},
	}},
	{src: "draft-03 §5.1 with step 5b: URN 7 is no longer equivalent to 1, 2, 3 and 8", ed: Draft03, obj: ObjectiveCaching, urns: []classed{
		{"URN:foo:a123,456", "1"}, {"urn:foo:a123,456", "1"}, {"urn:FOO:a123,456", "1"},
		{"urn:foo:A123,456", "4"}, {"urn:foo:a123%2C456", "5"}, {"URN:FOO:a123%2c456", "5"},
		{"urn:foo:a123,456?x=y", "7"}, {"urn:foo:a123,456#xyz", "1"},
	}},
	{src: "draft-12 §4.2, six groups", ed: Draft12, urns: []classed{
		{"urn:example:a123,z456", "1"}, {"URN:example:a123,z456", "1"}, {"urn:EXAMPLE:a123,z456", "1"},
		{"urn:example:a123,z456?abc", "1"}, {"urn:example:a123,z456#789", "1"}, {"urn:example:a123,z456#abc", "1"},
		{"urn:example:a123,z456/foo", "foo"}, {"urn:example:a123,z456/bar", "bar"}, {"urn:example:a123,z456/baz", "baz"},
		{"urn:example:a123%2Cz456", "pct"}, {"URN:EXAMPLE:a123%2cz456", "pct"},
		{"urn:example:A123,z456", "A123"}, {"urn:example:a123,Z456", "Z456"},
		{"urn:example:%D0%B0123,z456", "cyrillic"},
	}},
	// RFC 8141 §3.2 prints six groups, in this order: (1) equivalent to each
	// other; (2) equivalent to the first three, as the components are
	// ignored; (3) "not URN-equivalent to each other or to the six preceding
	// URNs"; (4) "URN-equivalent only to each other"; (5) and (6) "not
	// URN-equivalent to the first three URNs". Every URN is as printed.
	{src: "RFC 8141 §3.2, six groups as printed", ed: RFC8141, urns: []classed{
		{"urn:example:a123,z456", "1"}, {"URN:example:a123,z456", "1"}, {"urn:EXAMPLE:a123,z456", "1"},
		{"urn:example:a123,z456?+abc", "1"}, {"urn:example:a123,z456?=xyz", "1"}, {"urn:example:a123,z456#789", "1"},
		{"urn:example:a123,z456/foo", "foo"}, {"urn:example:a123,z456/bar", "bar"}, {"urn:example:a123,z456/baz", "baz"},
		{"urn:example:a123%2Cz456", "pct"}, {"URN:EXAMPLE:a123%2cz456", "pct"},
		{"urn:example:A123,z456", "A123"}, {"urn:example:a123,Z456", "Z456"},
		{"urn:example:%D0%B0123,z456", "cyrillic"},
	}},
}

func TestEquivalenceExamples(t *testing.T) {
	for _, g := range equivalenceExamples {
		for _, x := range g.urns {
			for _, y := range g.urns {
				want := x.class == y.class
				c := Compare(x.urn, y.urn, g.ed, g.obj)
				if c.Equivalent != want {
					t.Errorf("%s\n  %q ~ %q = %v, want %v: %s", g.src, x.urn, y.urn, c.Equivalent, want, c.Summary)
				}
				if fast := EquivalentFor(x.urn, y.urn, g.ed, g.obj); fast != want {
					t.Errorf("%s: EquivalentFor(%q, %q) = %v", g.src, x.urn, y.urn, fast)
				}
				if !want && (c.Difference == nil || c.Difference.Reason == "") {
					t.Errorf("%s: %q vs %q: no reason given", g.src, x.urn, y.urn)
				}
			}
		}
	}
}

// TestDifferenceReasons checks that the first difference is found and
// named with the rule that makes it count.
func TestDifferenceReasons(t *testing.T) {
	for _, c := range []struct {
		a, b string
		ed   Edition
		part Kind
		has  string
		at   int // offset in the inputs
	}{
		{"urn:example:a123,z456", "urn:example:A123,z456", RFC8141, KindNSS, "case-sensitive outside %-escapes", 12},
		{"urn:example:a123,z456", "urn:example:a123%2Cz456", RFC8141, KindNSS, `never decoded: "," and "%2C" (the escape of ",")`, 16},
		{"urn:example:caf\u00e9", "urn:example:caf%C3%A9", RFC8141, KindNSS, "never decoded: \"\u00e9\" and \"%C3%A9\" (the escape of \"\u00e9\") differ", 15},
		// "Never decoded" only where decoding would make the two alike.
		{"urn:example:a%7E%7Eb", "urn:example:a%7Eb", RFC8141, KindNSS, `the NSSs differ at "%7Eb" and "b"`, 16},
		{"urn:example:a:3", "urn:example:a%203", RFC8141, KindNSS, `the NSSs differ at ":3" and "%203"`, 13},
		{"urn:example:o", "urn:example:%D0%BE", RFC8141, KindNSS, "the NSSs differ at", 12}, // a Cyrillic o
		// Where a namespace rule folds case, "%41" is the escape of "a" too;
		// where none does, "%41" and "a" differ decoded or not.
		{"urn:ietf:rfc:%41", "urn:ietf:rfc:a", RFC8141, KindNSS, `never decoded: "%41" (the escape of "A") and "a" differ`, 13},
		{"urn:example:%41", "urn:example:a", RFC8141, KindNSS, "the NSSs differ at", 12},
		{"urn:example:a123,z456", "urn:example:a123,z456/foo", Draft12, KindNSS, `A's NSS ends where B's continues with "/foo"`, 21},
		{"urn:isbn:1", "urn:issn:1", RFC8141, KindNID, `different namespaces: NID "isbn" and "issn"`, 6},
		{"urn:foo:a?x", "urn:foo:a?y", RFC2141, KindNSS, `"?" and "#" belong to the NSS`, 10},
		{"urn:foo:a?x=1", "urn:foo:a?x=2", Draft03, KindQuery, "step 5b keeps the query", 12},
		{"hello", "urn:ex:x", RFC8141, KindUnparsed, "plain text", 0},
	} {
		obj := ObjectiveResource
		if c.part == KindQuery {
			obj = ObjectiveCaching
		}
		cmp := Compare(c.a, c.b, c.ed, obj)
		d := cmp.Difference
		if cmp.Equivalent || d == nil {
			t.Errorf("%q ~ %q: equivalent", c.a, c.b)
			continue
		}
		if d.Part != c.part || !strings.Contains(d.Reason, c.has) || d.InputA != c.at {
			t.Errorf("%s %q ~ %q: part %v at input %d, reason %q; want %v at %d containing %q", c.ed, c.a, c.b, d.Part, d.InputA, d.Reason, c.part, c.at, c.has)
		}
		if !strings.HasPrefix(cmp.Summary, "Not equivalent under ") || !strings.Contains(cmp.Summary, d.Ref.String()) {
			t.Errorf("summary %q", cmp.Summary)
		}
	}
}

func TestNormalizationSteps(t *testing.T) {
	n := Normalize("URN:FOO:a%2cb?+r?=q#f", RFC8141, ObjectiveResource)
	if n.Normalized != "urn:foo:a%2Cb" || !n.Valid || !n.Structured {
		t.Fatalf("normalized %q valid=%v", n.Normalized, n.Valid)
	}
	want := map[string][]Change{
		"scheme-case":        {{Span{0, 3}, "URN", "urn"}},
		"nid-case":           {{Span{4, 7}, "FOO", "foo"}},
		"hex-case":           {{Span{9, 12}, "%2c", "%2C"}},
		"remove-f-component": {{Span{19, 21}, "#f", ""}},
		"remove-q-component": {{Span{16, 19}, "?=q", ""}},
		"remove-r-component": {{Span{13, 16}, "?+r", ""}},
	}
	if len(n.Steps) != len(want) {
		t.Fatalf("%d steps, want %d: %+v", len(n.Steps), len(want), n.Steps)
	}
	for _, st := range n.Steps {
		w := want[st.ID]
		if len(st.Changes) != len(w) || st.Changes[0] != w[0] || st.Ref.String() != "RFC 8141 §3.1" {
			t.Errorf("step %s: %+v (%s), want %+v", st.ID, st.Changes, st.Ref, w)
		}
	}
	// Every byte of the normalized form maps back to the input.
	for i := range n.Normalized {
		j := n.InputOffset(i)
		if j >= 0 && lower(n.Input[j]) != lower(n.Normalized[i]) {
			t.Errorf("normalized[%d] = %q maps to input[%d] = %q", i, n.Normalized[i], j, n.Input[j])
		}
	}
	// draft-03 5b keeps the query, its directives sorted by keyword.
	n = Normalize("urn:foo:x?s=I2L&c=ToC%2f#frag", Draft03, ObjectiveCaching)
	if n.Normalized != "urn:foo:x?c=ToC%2F&s=I2L" || n.Query.Start != 10 {
		t.Errorf("5b: %q query %v", n.Normalized, n.Query)
	}
}

func TestEquivalenceRuleUUID(t *testing.T) {
	a, b := "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "URN:UUID:6E8BC430-9C3A-11D9-9669-0800200C9A66"
	c := Compare(a, b, RFC8141, ObjectiveResource)
	if !c.Equivalent || c.ByRule == nil || c.ByRule.ID != "uuid-hex-case" || !strings.Contains(c.Summary, "RFC 9562 §4") {
		t.Fatalf("uuid: %v %v %q", c.Equivalent, c.ByRule, c.Summary)
	}
	if !Equivalent(a, b, RFC8141) {
		t.Error("fast path misses the uuid rule")
	}
	// Not a UUID: the rule does not apply, and the NSS stays case-sensitive.
	if Equivalent("urn:uuid:abc", "urn:uuid:ABC", RFC8141) || Compare("urn:uuid:abc", "urn:uuid:ABC", RFC8141, 0).ByRule != nil {
		t.Error("the uuid rule applied to a non-UUID")
	}
	// Other namespaces keep the generic rule.
	if Equivalent("urn:example:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:example:6E8BC430-9c3a-11d9-9669-0800200c9a66", RFC8141) {
		t.Error("the uuid rule leaked into another namespace")
	}
}

func TestCompareInvalidInputs(t *testing.T) {
	c := Compare("urn:example:a b", "URN:EXAMPLE:a b", RFC8141, 0)
	if !c.Equivalent || len(c.Notes) != 2 || !strings.Contains(c.Notes[0], "compared as read") {
		t.Errorf("invalid but readable: %v %q", c.Equivalent, c.Notes)
	}
	c = Compare("not a urn", "not a urn", RFC8141, 0)
	if !c.Equivalent || !strings.Contains(c.Notes[0], "plain text") || c.Summary != "Equivalent under RFC 8141: the inputs are identical (RFC 8141 §3.1)." {
		t.Errorf("plain text: %v %q %q", c.Equivalent, c.Notes, c.Summary)
	}
}

func TestDiff(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"urn:ex:abc", "urn:ex:abc", "=urn:ex:abc"},
		{"urn:ex:abc", "urn:ex:aXc", "=urn:ex:a -b +X =c"},
		{"urn:ex:a", "urn:ex:a/foo", "=urn:ex:a +/foo"},
		{"urn:ex:а1", "urn:ex:a1", "=urn:ex: -а +a =1"}, // Cyrillic а is one rune, two bytes
		{"", "x", "+x"},
	} {
		var b strings.Builder
		for i, op := range diffRunes(c.a, c.b) {
			if i > 0 {
				b.WriteByte(' ')
			}
			switch op.Kind {
			case DiffEqual:
				b.WriteString("=" + c.a[op.A.Start:op.A.End])
				if c.a[op.A.Start:op.A.End] != c.b[op.B.Start:op.B.End] {
					t.Errorf("equal run differs: %v", op)
				}
			case DiffDelete:
				b.WriteString("-" + c.a[op.A.Start:op.A.End])
			case DiffInsert:
				b.WriteString("+" + c.b[op.B.Start:op.B.End])
			}
		}
		if b.String() != c.want {
			t.Errorf("diff(%q, %q) = %s, want %s", c.a, c.b, b.String(), c.want)
		}
	}
}

func TestEquivalentDoesNotAllocate(t *testing.T) {
	pairs := [][2]string{
		{"urn:example:a123,z456", "urn:example:a123,z456"},
		{"URN:EXAMPLE:a123%2cz456", "urn:example:a123%2Cz456?+r#f"},
		{"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:UUID:6E8BC430-9C3A-11D9-9669-0800200C9A66"},
	}
	for _, e := range Editions() {
		for _, p := range pairs {
			if n := testing.AllocsPerRun(100, func() { Equivalent(p[0], p[1], e) }); n != 0 {
				t.Errorf("%s: Equivalent(%q, %q) allocates %v times", e, p[0], p[1], n)
			}
		}
	}
}

// FuzzEquivalence checks the properties an equivalence must have, on any
// inputs and under every edition and objective: normalization is
// idempotent; the relation is reflexive, symmetric and transitive; a URN
// is equivalent to its normalized form; the in-place check agrees with
// Compare.
func FuzzEquivalence(f *testing.F) {
	f.Add("URN:foo:a123%2c456", "urn:FOO:a123%2C456", "urn:foo:a123,456")
	f.Add("urn:example:a?+r?=q#f", "urn:EXAMPLE:a", "urn:example:A")
	f.Add("urn:foo:a?s=1&c=2#x", "urn:foo:a?c=2&s=1", "urn:foo:a")
	f.Add("urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66", " urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66")
	f.Add("hello", " urn:a:b ", "urn:a:b")
	f.Add("urn:ietf:rfc:2141", "URN:IETF:RFC:2141", "urn:ietf:params:XML:ns:a")
	f.Add("URN:NBN:FI-fe2010", "urn:nbn:fi:x-fe2010", "urn:nbn:fi-FE2010")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		for _, e := range Editions() {
			for _, o := range []Objective{ObjectiveResource, ObjectiveCaching} {
				na := Normalize(a, e, o)
				if again := Normalize(na.Normalized, e, o); again.Normalized != na.Normalized {
					t.Fatalf("%s %s: normalize(%q) = %q, but normalize(%q) = %q", e, o, a, na.Normalized, na.Normalized, again.Normalized)
				}
				if !EquivalentFor(a, na.Normalized, e, o) {
					t.Fatalf("%s %s: %q is not equivalent to its normalized form %q", e, o, a, na.Normalized)
				}
				if !EquivalentFor(a, a, e, o) {
					t.Fatalf("%s %s: %q is not equivalent to itself", e, o, a)
				}
				ab, ba := EquivalentFor(a, b, e, o), EquivalentFor(b, a, e, o)
				if ab != ba || ab != Compare(a, b, e, o).Equivalent {
					t.Fatalf("%s %s: %q ~ %q: %v, reversed %v, Compare %v", e, o, a, b, ab, ba, Compare(a, b, e, o).Equivalent)
				}
				if ab && EquivalentFor(b, c, e, o) && !EquivalentFor(a, c, e, o) {
					t.Fatalf("%s %s: %q ~ %q ~ %q but not %q ~ %q", e, o, a, b, c, a, c)
				}
			}
		}
	})
}

func TestURNNormalizeMatchesNormalize(t *testing.T) {
	for _, s := range []string{"URN:FOO:a%2cb?+r#f", "urn:example:a b", "hello", " urn:a:b "} {
		for _, e := range Editions() {
			if got, want := Read(s, e).Normalize(ObjectiveCaching).Normalized, Normalize(s, e, ObjectiveCaching).Normalized; got != want {
				t.Errorf("%s %q: %q, want %q", e, s, got, want)
			}
		}
	}
}

// TestCompareShowsTrimmedSpace: the white space the reader sets apart
// around a URN is left out of the comparison, so the input's steps must
// say so rather than "no step changes it" (RFC 8141 §2.2 and the other
// editions' excluded characters: it is never part of a URN).
func TestCompareShowsTrimmedSpace(t *testing.T) {
	for _, e := range Editions() {
		c := Compare("urn:example:a", " urn:example:a\n", e, 0)
		if !c.Equivalent {
			t.Fatalf("%s: not equivalent: %s", e, c.Summary)
		}
		if len(c.A.Steps) == 0 || c.A.Steps[0].ID == "trim-space" {
			t.Errorf("%s: A has no white space, yet its steps are %+v", e, c.A.Steps)
		}
		st := c.B.Steps[0]
		want := []Change{{Span{0, 1}, " ", ""}, {Span{14, 15}, "\n", ""}}
		if st.ID != "trim-space" || !slices.Equal(st.Changes, want) || st.Ref.Doc == "" {
			t.Errorf("%s: B's first step %+v, want trim-space with %+v", e, st, want)
		}
		if !strings.Contains(c.Summary, "dropping the white space around the URN") {
			t.Errorf("%s: summary %q does not say the white space was dropped", e, c.Summary)
		}
		// The same when the spaced input comes first.
		if r := Compare(" urn:example:a\n", "urn:example:a", e, 0); r.A.Steps[0].ID != "trim-space" || !strings.Contains(r.Summary, "dropping") {
			t.Errorf("%s: reversed: %+v %q", e, r.A.Steps[0], r.Summary)
		}
	}
}

// The verdict and its reason are two fields, so that a page draws them
// apart without parsing the summary, which is the two joined.
func TestCompareVerdictAndReason(t *testing.T) {
	for _, e := range Editions() {
		for _, p := range [][2]string{
			{"urn:example:a", "urn:example:a"},
			{"URN:EXAMPLE:a%2c", "urn:example:a%2C"},
			{"urn:example:a", "urn:example:b"},
			{"urn:ex:a?s=1&c=2#f", "URN:ex:a?c=2&s=2"},
			{"not a urn", "urn:example:a b"},
		} {
			c := Compare(p[0], p[1], e, ObjectiveCaching)
			want := "Not equivalent under " + e.Info().Name
			if c.Equivalent {
				want = "Equivalent under " + e.Info().Name
			}
			if c.Verdict != want {
				t.Errorf("%s: %q ~ %q: verdict %q, want %q", e, p[0], p[1], c.Verdict, want)
			}
			if c.Reason == "" || strings.HasPrefix(c.Reason, c.Verdict) || !strings.HasSuffix(c.Reason, ").") {
				t.Errorf("%s: %q ~ %q: reason %q, want the why with its section", e, p[0], p[1], c.Reason)
			}
			if c.Summary != c.Verdict+": "+c.Reason {
				t.Errorf("%s: summary %q is not verdict %q and reason %q", e, c.Summary, c.Verdict, c.Reason)
			}
		}
	}
}

// TestCompareRuleShowsWhatItCompared: when a namespace's rule decides
// (RFC 8141 §3.1 lets a namespace add equivalence rules; RFC 9562 §4 makes
// UUID hex digits case-insensitive), the diff is over what the rule
// compared, its canonical forms, and the reason never calls forms the
// page shows as different "identical".
func TestCompareRuleShowsWhatItCompared(t *testing.T) {
	a, b := "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66"
	c := Compare(a, b, RFC8141, ObjectiveResource)
	for _, op := range c.Diff {
		if op.Kind != DiffEqual {
			t.Fatalf("the diff marks a change %v in forms the rule found equal: %+v", op.Kind, c.Diff)
		}
	}
	if strings.Contains(c.Reason, "normalized forms are identical") {
		t.Errorf("the reason contradicts the normalized forms shown: %q", c.Reason)
	}
	if !strings.Contains(c.Reason, "canonical forms") || !strings.Contains(c.Reason, "RFC 9562 §4") {
		t.Errorf("the reason does not say the rule's canonical forms decided, with its section: %q", c.Reason)
	}
	// Without a rule the diff is still over the normalized forms.
	n := Compare("urn:example:a", "urn:example:A", RFC8141, ObjectiveResource)
	if len(n.Diff) < 2 {
		t.Errorf("no change in the diff of two different NSSs: %+v", n.Diff)
	}
}
