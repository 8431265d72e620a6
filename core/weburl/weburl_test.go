package weburl

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// The URL fields below are what new URL() gives in node 22 and current
// browsers (the URL Standard's parser) for each input; the test holds the
// explanations to them. wasm/js's tests run the platform's parser itself.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		input string
		url   URL
		want  map[string]string // field → a word its notes must hold ("" : no notes, same)
		same  map[string]bool
		whole string // a word the whole-input notes must hold
	}{
		{"URN:example:a%2cb?+r?=q#f", URL{Href: "urn:example:a%2cb?+r?=q#f", Protocol: "urn:", Pathname: "example:a%2cb", Search: "?+r?=q", Hash: "#f"},
			map[string]string{"protocol": "lower-cases the scheme", "search": "Both the r-component", "pathname": "opaque path"},
			map[string]bool{"protocol": true, "pathname": true, "search": true, "hash": true}, ""},
		{"urn:example:é", URL{Href: "urn:example:%C3%A9", Protocol: "urn:", Pathname: "example:%C3%A9"},
			map[string]string{"pathname": `percent-encodes "é"`},
			map[string]bool{"pathname": false}, ""},
		{" urn:example:a\t", URL{Href: "urn:example:a", Protocol: "urn:", Pathname: "example:a"},
			nil, map[string]bool{"pathname": true}, "drops the spaces"},
		{"urn:example:a\tb", URL{Href: "urn:example:ab", Protocol: "urn:", Pathname: "example:ab"},
			nil, map[string]bool{"pathname": true}, "removes every tab"},
		{"urn:example:a?q=<x>#f g", URL{Href: "urn:example:a?q=%3Cx%3E#f%20g", Protocol: "urn:", Pathname: "example:a", Search: "?q=%3Cx%3E", Hash: "#f%20g"},
			map[string]string{"search": `percent-encodes "<" and ">"`, "hash": "percent-encodes a space"},
			map[string]bool{"search": false, "hash": false}, ""},
		{"urn:example:a#", URL{Href: "urn:example:a#", Protocol: "urn:", Pathname: "example:a"},
			map[string]string{"hash": "cannot tell"}, map[string]bool{"hash": true}, ""},
		{"example", URL{Failed: true, Error: "Invalid URL"}, nil, nil, "no scheme"},
	} {
		r := Read(core.Read(c.input, core.RFC8141), c.url)
		if c.whole != "" && !notesHold(r.Notes, c.whole) {
			t.Errorf("%q: whole-input notes %v lack %q", c.input, r.Notes, c.whole)
		}
		for _, row := range r.Rows {
			if want, ok := c.same[row.Field]; ok && row.Same != want {
				t.Errorf("%q: %s same = %v, want %v (%q vs %q)", c.input, row.Field, row.Same, want, row.URN, row.URL)
			}
			if w := c.want[row.Field]; w != "" && !notesHold(row.Notes, w) {
				t.Errorf("%q: %s notes %v lack %q", c.input, row.Field, row.Notes, w)
			}
			for _, n := range row.Notes {
				if n.Ref.Anchor == "" {
					t.Errorf("%q: note %q cites nothing", c.input, n.Text)
				}
			}
		}
		if c.url.Failed != (len(r.Rows) == 0) {
			t.Errorf("%q: %d rows for a failed=%v parse", c.input, len(r.Rows), c.url.Failed)
		}
	}
}

func notesHold(ns []Note, word string) bool {
	for _, n := range ns {
		if strings.Contains(n.Text, word) {
			return true
		}
	}
	return false
}

func TestCompareEquivalence(t *testing.T) {
	for _, c := range []struct {
		a, b         string
		hrefA, hrefB string
		agree, urn   bool
		why          string
	}{
		{"urn:EXAMPLE:a%2c?+r", "urn:example:a%2C", "urn:EXAMPLE:a%2c?+r", "urn:example:a%2C", false, true, "lower-casing the NID"},
		{"URN:example:a", "urn:example:a", "urn:example:a", "urn:example:a", true, true, "Both say the same"},
		{"urn:example:é", "urn:example:%C3%A9", "urn:example:%C3%A9", "urn:example:%C3%A9", false, false, "not valid"},
		{"urn:example:a", "urn:example:b", "urn:example:a", "urn:example:b", true, false, "Both tell them apart"},
		{"example", "example", "", "", false, true, "refuses"},
	} {
		cmp := core.Compare(c.a, c.b, core.RFC8141, core.ObjectiveResource)
		e := CompareEquivalence(cmp, URL{Href: c.hrefA, Failed: c.hrefA == ""}, URL{Href: c.hrefB, Failed: c.hrefB == ""})
		if e.Agree != c.agree || e.URNSame != c.urn || !strings.Contains(e.Why, c.why) || e.Ref.Anchor == "" {
			t.Errorf("%q vs %q: %+v; want agree=%v equivalent=%v, why with %q", c.a, c.b, e, c.agree, c.urn, c.why)
		}
	}
}
