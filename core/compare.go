package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strings"
)

// Comparison says whether two URNs are equivalent under an edition and
// why: each input's normalization, the verdict, where the normalized forms
// first differ and the rule that makes that difference count, and a
// character diff of the normalized forms for drawing.
type Comparison struct {
	Edition    Edition
	Objective  Objective
	A, B       *Normalization
	Equivalent bool
	// ByRule is the namespace rule that made the URNs equivalent although
	// their normalized forms differ; nil otherwise.
	ByRule *EquivalenceRule
	// Difference is where the compared forms first differ; nil when the
	// URNs are equivalent.
	Difference *Difference
	// Diff turns A.Key into B.Key, character by character: what the
	// comparison compared. Without a namespace rule a Key is the
	// normalized form; with one it is the rule's canonical form, so that
	// a diff never marks as different what the rule found equal.
	Diff []DiffOp
	// Verdict says whether the URNs are equivalent and under which
	// edition ("Equivalent under RFC 8141"); Reason says why, with the
	// deciding section ("they are the same after … (RFC 8141 §3.1).").
	// A page draws them apart (a badge and its explanation) without
	// parsing Summary.
	Verdict, Reason string
	// Summary is the verdict in one sentence: Verdict + ": " + Reason.
	Summary string
	// Notes say how invalid inputs were compared.
	Notes []string

	names [2]string // what Reason and Notes call A and B
}

// Difference is the first place where two normalized forms differ.
type Difference struct {
	A, B           int  // byte offsets into A.Key and B.Key (A.KeyOffset maps them to A.Normalized)
	InputA, InputB int  // the same places in the inputs; -1 where normalization inserted the byte
	Part           Kind // the part of the URN that differs: scheme, nid, nss, query or unparsed
	Reason         string
	Ref            Ref
}

// Compare compares a and b under edition e, explaining every step. Both
// inputs are read tolerantly: invalid ones are compared as read, and the
// Notes say so.
func Compare(a, b string, e Edition, o Objective) *Comparison {
	return CompareNamed(a, b, "A", "B", e, o)
}

// CompareNamed is Compare with the names by which Reason and Notes call
// the inputs (Compare's are "A" and "B", as the Compare view labels
// them): an exercise's feedback calls them "your URN" and "that URN".
func CompareNamed(a, b, nameA, nameB string, e Edition, o Objective) *Comparison {
	c := &Comparison{Edition: e, Objective: o, A: Normalize(a, e, o), B: Normalize(b, e, o), names: [2]string{nameA, nameB}}
	for _, side := range []struct {
		name string
		n    *Normalization
	}{{nameA, c.A}, {nameB, c.B}} {
		switch {
		case !side.n.Structured:
			c.Notes = append(c.Notes, side.name+` cannot be read as urn:<NID>:<NSS> under `+e.Info().Name+`, so it is compared as plain text, without normalization`)
		case !side.n.Valid:
			c.Notes = append(c.Notes, side.name+" is not a valid "+e.Info().Name+" URN; it is compared as read, its parts where the reader found them")
		}
	}
	c.Equivalent = c.A.Key == c.B.Key
	if c.Equivalent && c.A.Normalized != c.B.Normalized {
		c.ByRule = c.A.Rule
	}
	if !c.Equivalent {
		c.Difference = c.difference()
	}
	c.Diff = diffRunes(c.A.Key, c.B.Key)
	c.Verdict, c.Reason = c.verdict(), c.reason()
	c.Summary = c.Verdict + ": " + c.Reason
	return c
}

// difference finds and explains the first byte where the keys differ.
func (c *Comparison) difference() *Difference {
	ka, kb := c.A.Key, c.B.Key
	i := 0
	for i < len(ka) && i < len(kb) && ka[i] == kb[i] {
		i++
	}
	d := &Difference{A: i, B: i, InputA: c.A.keyInput(i), InputB: c.B.keyInput(i), Ref: c.Edition.rules().equivRef}
	n := c.A
	if i >= len(ka) {
		n = c.B
	}
	if j := n.KeyOffset(i); j >= 0 {
		d.Part = n.partAt(j)
	} else {
		d.Part = KindNSS // a byte the namespace rule wrote into the NSS
	}
	ca, cb := at(ka, i), at(kb, i)
	fold := c.A.Rule.foldsCase() || c.B.Rule.foldsCase()
	switch {
	case !c.A.Structured || !c.B.Structured:
		d.Part = KindUnparsed
		d.Reason = "the inputs are compared as plain text and differ at " + showPair(ka, kb, i)
	case d.Part == KindNID:
		d.Reason = "they name different namespaces: NID " + quote(c.A.Normalized[c.A.NID.Start:c.A.NID.End]) + " and " +
			quote(c.B.Normalized[c.B.NID.Start:c.B.NID.End]) + " (NIDs are compared without regard to case)"
	case d.Part == KindQuery:
		d.Reason = "the queries differ at " + showPair(ka, kb, i) + ": step 5b keeps the query, its directives reordered"
	case ca == "" || cb == "":
		longer, name, other := kb, c.names[1], c.names[0]
		if cb == "" {
			longer, name, other = ka, c.names[0], c.names[1]
		}
		d.Reason = other + "'s " + d.Part.label() + " ends where " + name + "'s continues with " + quote(ascii.Clip(longer[i:], 16))
	case escapesOf(ka, i, cb, fold):
		d.Reason = "percent-encoding is never decoded: " + escapedAs(ka[i:i+3*len(cb)]) + " and " + quote(cb) + " differ"
	case escapesOf(kb, i, ca, fold):
		d.Reason = "percent-encoding is never decoded: " + quote(ca) + " and " + escapedAs(kb[i:i+3*len(ca)]) + " differ"
	case lower(ca[0]) == lower(cb[0]):
		d.Reason = "the NSS is case-sensitive outside %-escapes: " + quote(ca) + " and " + quote(cb) + " differ"
	default:
		d.Reason = "the " + d.Part.label() + "s differ at " + showPair(ka, kb, i)
	}
	if d.Part == KindNSS && len(c.Edition.rules().components) == 0 && strings.ContainsAny(ka[c.A.NSS.Start:]+kb[c.B.NSS.Start:], "?#") {
		d.Reason += `; in ` + c.Edition.Info().Name + ` "?" and "#" belong to the NSS and are compared`
	}
	return d
}

// keyInput maps byte i of Key to the input, -1 where normalization or
// the namespace rule wrote the byte.
func (n *Normalization) keyInput(i int) int {
	if j := n.KeyOffset(i); j >= 0 {
		return n.InputOffset(j)
	}
	return -1
}

// partAt names the part of the normalized form that holds byte i.
func (n *Normalization) partAt(i int) Kind {
	switch {
	case !n.Structured:
		return KindUnparsed
	case i < n.NID.Start:
		return KindScheme
	case i <= n.NID.End: // the ":" after the NID belongs with it
		return KindNID
	case n.Query.Present() && i >= n.Query.Start-1:
		return KindQuery
	}
	return KindNSS
}

// label is a part's name inside a sentence.
func (k Kind) label() string {
	switch k {
	case KindNSS:
		return "NSS"
	case KindNID:
		return "NID"
	}
	return k.String()
}

// verdict is the summary's first half: the answer and the edition.
func (c *Comparison) verdict() string {
	if c.Equivalent {
		return "Equivalent under " + c.Edition.Info().Name
	}
	return "Not equivalent under " + c.Edition.Info().Name
}

// reason is the summary's second half: why, and the deciding section.
func (c *Comparison) reason() string {
	if !c.Equivalent {
		return c.Difference.Reason + " (" + c.Difference.Ref.String() + ")."
	}
	// What normalization did to either input, in the procedure's order.
	changed := map[string]bool{}
	for _, n := range []*Normalization{c.A, c.B} {
		for _, st := range n.Steps {
			if len(st.Changes) > 0 {
				changed[st.ID] = true
			}
		}
	}
	var did []string
	if changed["scheme-case"] && changed["nid-case"] {
		did = append(did, "lower-casing the scheme and the NID")
		delete(changed, "scheme-case")
		delete(changed, "nid-case")
	}
	var ignored []string
	// A's steps; trim-space, listed only for an input that needs it,
	// may be B's alone.
	steps := c.A.Steps
	if len(c.B.Steps) > 0 && c.B.Steps[0].ID == "trim-space" && (len(steps) == 0 || steps[0].ID != "trim-space") {
		steps = append([]Step{c.B.Steps[0]}, steps...)
	}
	for _, st := range steps {
		switch {
		case !changed[st.ID] || c.ByRule != nil && st.ID == c.ByRule.ID:
		case strings.HasPrefix(st.ID, "remove-"):
			// The procedure lists components last to first; say them first to last.
			ignored = append([]string{"the " + st.ID[len("remove-"):]}, ignored...)
		default:
			did = append(did, stepPhrase(st))
		}
	}
	if len(ignored) > 0 {
		did = append(did, "ignoring "+joinAnd(ignored))
	}
	var s string
	switch {
	case c.A.Input == c.B.Input:
		s = "the inputs are identical"
	case len(did) == 0 && c.ByRule != nil:
		// The normalized forms differ (the page shows both): what is
		// identical is what the rule compared.
		r := c.ByRule
		s = `their canonical forms under the "` + r.NID + `" namespace's own rule are identical: ` + r.Title + " (" + r.Ref.String() + ")"
		return s + " (" + c.Edition.rules().equivRef.String() + ")."
	case len(did) == 0:
		s = "the normalized forms are identical"
	default:
		s = "they are the same after " + joinAnd(did)
	}
	if c.ByRule != nil {
		s += `, and by the "` + c.ByRule.NID + `" namespace's own rule: ` + c.ByRule.Title + " (" + c.ByRule.Ref.String() + ")"
	}
	return s + " (" + c.Edition.rules().equivRef.String() + ")."
}

// stepPhrase says what a step did, for the summary.
func stepPhrase(st Step) string {
	switch st.ID {
	case "trim-space":
		return "dropping the white space around the URN"
	case "scheme-case":
		return "lower-casing the scheme"
	case "nid-case":
		return "lower-casing the NID"
	case "hex-case":
		return "upper-casing %-escapes"
	case "reorder-query":
		return "reordering the query's directives"
	}
	return strings.ToLower(st.Title)
}

func joinAnd(items []string) string {
	switch len(items) {
	case 1:
		return items[0]
	case 2:
		return items[0] + " and " + items[1]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// at returns the character (one UTF-8 sequence) at byte i of s, "" at the
// end. Never inlined: messages call it from many places, and each inlined
// copy costs the WebAssembly module bytes.
//
//go:noinline
func at(s string, i int) string {
	if i >= len(s) {
		return ""
	}
	j := i + 1
	for j < len(s) && s[j]&0xC0 == 0x80 {
		j++
	}
	return s[i:j]
}

func showPair(a, b string, i int) string {
	show := func(s string) string {
		if i >= len(s) {
			return "the end"
		}
		return quote(ascii.Clip(s[i:], 16))
	}
	return show(a) + " and " + show(b)
}

// escapesOf reports whether s[i:] begins with the escapes of the bytes
// of the character c, which is not itself an escape: the one difference
// that decoding would remove, and so the one where "never decoded" is
// the reason. ("%D0%BE" and "o" differ whether decoded or not.) With
// fold, a namespace rule compares letters without regard to case, so
// "%41" is the escape of "a" too.
func escapesOf(s string, i int, c string, fold bool) bool {
	if c == "" || c[0] == '%' {
		return false
	}
	for k := range len(c) {
		j := i + 3*k
		if j+2 >= len(s) || s[j] != '%' || !isHex(s[j+1]) || !isHex(s[j+2]) {
			return false
		}
		if v := unhex(s[j+1])<<4 | unhex(s[j+2]); v != c[k] && !(fold && lower(v) == lower(c[k])) {
			return false
		}
	}
	return true
}

// escapedAs shows the escapes esc with the character they encode.
func escapedAs(esc string) string {
	c := make([]byte, len(esc)/3)
	for k := range c {
		c[k] = unhex(esc[3*k+1])<<4 | unhex(esc[3*k+2])
	}
	return quote(esc) + " (the escape of " + quote(string(c)) + ")"
}
