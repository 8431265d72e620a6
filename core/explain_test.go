package core

import (
	"strings"
	"testing"
)

// partAbsent lists every (edition, kind) pair that cannot occur, with the
// reason; ExplainPart must say ok=false for exactly these.
var partAbsent = map[Edition]map[Kind]string{
	RFC2141: {
		KindRComponent: `RFC 2141 §2 defines nothing after the NSS: "?" and "#" are reserved NSS characters (§2.3.2)`,
		KindQComponent: `RFC 2141 §2 defines nothing after the NSS`,
		KindFComponent: `RFC 2141 §2 defines nothing after the NSS`,
		KindQuery:      `RFC 2141 §2 defines nothing after the NSS; the query is draft-03's`,
		KindFragment:   `RFC 2141 §2 defines nothing after the NSS; the fragment is draft-03's`,
		KindKeyword:    `keywords belong to draft-03's query directives (§2.3)`,
		KindValue:      `values belong to draft-03's query directives (§2.3)`,
	},
	Draft03: {
		KindRComponent: `draft-03 has a query and a fragment (§2.3, §2.4); the r-component is draft-12's`,
		KindQComponent: `draft-03 has a query (§2.3), not a q-component`,
		KindFComponent: `draft-03 has a fragment (§2.4), not an f-component`,
	},
	Draft12: {
		KindQuery:    `draft-12 §3.3 replaces draft-03's query with the q- and r-components`,
		KindFragment: `draft-12 §3.3 replaces draft-03's fragment with the f-component`,
		KindKeyword:  `draft-12 §3.3 defines no directives inside its components`,
		KindValue:    `draft-12 §3.3 defines no directives inside its components`,
	},
	RFC8141: {
		KindQuery:    `RFC 8141 §2.3 (SPEC-NOTES) has r-, q- and f-components, not draft-03's query`,
		KindFragment: `RFC 8141 §2.3 has an f-component, not draft-03's fragment`,
		KindKeyword:  `RFC 8141 defines no directives inside its components`,
		KindValue:    `RFC 8141 defines no directives inside its components`,
	},
}

func TestExplainPartEveryPair(t *testing.T) {
	known := map[Ref]bool{}
	for _, r := range Refs() {
		known[r] = true
	}
	for _, ed := range Editions() {
		for _, k := range Kinds() {
			info, ok := ExplainPart(ed, k)
			where := ed.ID() + "/" + k.String()
			if reason, absent := partAbsent[ed][k]; absent {
				if ok {
					t.Errorf("%s: ok=true, but the kind cannot occur: %s", where, reason)
				}
				continue
			}
			if !ok {
				t.Errorf("%s: ok=false, and partAbsent gives no reason", where)
				continue
			}
			if info.Kind != k || info.Name == "" || info.Explanation == "" {
				t.Errorf("%s: incomplete: %+v", where, info)
			}
			if info.Ref.Doc != ed.ID() && (info.Ref.Doc != "rfc2611" || ed > Draft03) {
				t.Errorf("%s: cites %s, not %s", where, info.Ref, ed.Info().Name)
			}
			if !known[info.Ref] {
				t.Errorf("%s: %s is not in Refs()", where, info.Ref)
			}
			// One to three sentences, each ending with ".".
			if s := sentences(info.Explanation); s > 3 || !strings.HasSuffix(info.Explanation, ".") {
				t.Errorf("%s: %d sentences, or no final \".\": %q", where, s, info.Explanation)
			}
			// The text cites sections of its own edition only; a mistake
			// here would name another edition's section numbers.
			for _, other := range Editions() {
				if other != ed && strings.Contains(info.Explanation, other.Info().Name+" ") {
					t.Errorf("%s: the explanation speaks of %s", where, other.Info().Name)
				}
			}
		}
	}
	for _, bad := range [][2]int{{int(numEditions), int(KindNID)}, {int(RFC8141), int(numKinds)}} {
		if _, ok := ExplainPart(Edition(bad[0]), Kind(bad[1])); ok {
			t.Errorf("ExplainPart(%d, %d): ok=true for an unknown edition or kind", bad[0], bad[1])
		}
	}
}

// sentences counts the sentences of s: a sentence ends at ". " followed by
// a capital letter (not at the "." of a character list).
func sentences(s string) int {
	n := 1
	for i := 0; i+2 < len(s); i++ {
		if s[i] == '.' && s[i+1] == ' ' && 'A' <= s[i+2] && s[i+2] <= 'Z' {
			n++
		}
	}
	return n
}

// TestExplainPartRefsFromTable checks that component sections come from
// the edition table, where the reader's diagnostics take them too.
func TestExplainPartRefsFromTable(t *testing.T) {
	for _, ed := range Editions() {
		ru := ed.rules()
		for _, c := range ru.components {
			if info, _ := ExplainPart(ed, c.kind); info.Ref != c.ref {
				t.Errorf("%s/%s: Ref %s, the table says %s", ed, c.kind, info.Ref, c.ref)
			}
		}
		for k, want := range map[Kind]Ref{KindNID: ru.nidRef, KindNSS: ru.nssRef, KindPercentEncoded: ru.percentRef, KindScheme: ru.syntaxRef} {
			if info, _ := ExplainPart(ed, k); info.Ref != want {
				t.Errorf("%s/%s: Ref %s, the table says %s", ed, k, info.Ref, want)
			}
		}
	}
}

// TestExplainPartCoversReadings reads every example (and a few inputs that
// are not URNs) under every edition: whatever kind of part Read produces
// must have an explanation in that edition.
func TestExplainPartCoversReadings(t *testing.T) {
	inputs := []string{" urn:example:a ", "https://example.com/", "urm:isbn:1", "isbn:0451450523", "urn:a:%zz\x00"}
	for _, ex := range Examples() {
		inputs = append(inputs, ex.Input)
	}
	seen := map[Edition]map[Kind]bool{}
	for _, ed := range Editions() {
		seen[ed] = map[Kind]bool{}
		for _, in := range inputs {
			u := Read(in, ed)
			for _, p := range u.Parts() {
				seen[ed][p.Kind] = true
				if _, ok := ExplainPart(ed, p.Kind); !ok {
					t.Errorf("Read(%q, %s) produces a %s part, which ExplainPart says cannot occur", in, ed, p.Kind)
				}
			}
		}
	}
	// The examples exercise every kind an edition has, so the check above
	// is not vacuous.
	for _, ed := range Editions() {
		for _, k := range Kinds() {
			if _, ok := ExplainPart(ed, k); ok && !seen[ed][k] {
				t.Errorf("%s: no example produces a %s part", ed, k)
			}
		}
	}
}
