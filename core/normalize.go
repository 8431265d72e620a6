package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"slices"
	"strings"
)

// Objective selects draft-03's step 5 (§5): "If the objective is related
// to distinguishing named resources, perform step 5a; if the objective is
// related to caching specific URN resolution results, perform step 5b."
// Other editions have no such choice and ignore it.
type Objective uint8

const (
	ObjectiveResource Objective = iota // 5a: remove the query (the default)
	ObjectiveCaching                   // 5b: keep the query, its directives reordered
)

// String returns "5a" or "5b".
func (o Objective) String() string {
	if o == ObjectiveCaching {
		return "5b"
	}
	return "5a"
}

// ParseObjective reads "5a" or "5b"; "" is [DefaultObjective].
func ParseObjective(s string) (Objective, bool) {
	switch s {
	case "":
		return DefaultObjective, true
	case "5a":
		return ObjectiveResource, true
	case "5b":
		return ObjectiveCaching, true
	}
	return ObjectiveResource, false
}

// Change is one edit a normalization step made to its input.
type Change struct {
	Span          // in the input
	Before, After string
}

// Step is one normalization step as applied to one input. A step that
// changed nothing is listed too, with no changes, so that every step of
// the edition's procedure can be shown. The one exception, "trim-space",
// is no edition's step but the reader's: it comes first, and only when
// the input has white space around the URN.
type Step struct {
	ID      string // stable: "trim-space", "scheme-case", "nid-case", "hex-case", "remove-q-component", "reorder-query", "uuid-hex-case"
	Title   string // what the step does, in words
	Ref     Ref
	Changes []Change
}

// Normalization is one input taken through its edition's equivalence
// procedure: every step with what it changed, and the result.
type Normalization struct {
	Input     string
	Edition   Edition
	Objective Objective
	Valid     bool // the input conforms to the edition's syntax
	// Structured is true when the reader found "urn", a NID and an NSS to
	// normalize. When false the input is compared as plain text: no step
	// applies and Normalized is the input itself.
	Structured bool
	Steps      []Step
	// Normalized is the edition's normalized form: scheme and NID in lower
	// case, %HH in upper case, components removed (or, for draft-03 5b,
	// the query's directives reordered).
	Normalized string
	// Key is Normalized with the namespace's own rule applied (Rule), if
	// one applies; two URNs are equivalent exactly when their Keys are
	// equal. A rule may change the NSS's length (ISBN's hyphens are
	// removed): KeyOffset maps an offset in Key to one in Normalized.
	Key  string
	Rule *EquivalenceRule
	// Where the parts are in Normalized (NoSpan when not Structured).
	NID, NSS, Query Span

	segs []segment
}

// segment records that Normalized[norm:norm+n] comes from
// Input[in:in+n], so a position in the normalized form can be traced back.
type segment struct{ norm, in, n int }

// InputOffset maps a byte offset in Normalized back to the input: -1 when
// the byte was inserted by normalization; at the end of Normalized, the
// end of the last input text it kept (before any removed component).
func (n *Normalization) InputOffset(i int) int {
	if i >= len(n.Normalized) {
		if len(n.segs) == 0 {
			return len(n.Input)
		}
		last := n.segs[len(n.segs)-1]
		return last.in + last.n
	}
	for _, s := range n.segs {
		if s.norm <= i && i < s.norm+s.n {
			return s.in + i - s.norm
		}
	}
	return -1
}

// KeyOffset maps a byte offset in Key to Normalized: the same offset
// before the NSS, shifted by the difference in length after it, and
// inside the NSS where the rule's canonical form took the byte from (-1
// for a byte the rule wrote).
func (n *Normalization) KeyOffset(i int) int {
	if !n.Structured || len(n.Key) == len(n.Normalized) || i < n.NSS.Start {
		return i
	}
	keyEnd := n.NSS.End + len(n.Key) - len(n.Normalized)
	if i >= keyEnd {
		return i - keyEnd + n.NSS.End
	}
	nss := n.Normalized[n.NSS.Start:n.NSS.End]
	o := keyOrigin(nss, n.Key[n.NSS.Start:keyEnd], i-n.NSS.Start)
	if o < 0 {
		return -1
	}
	return n.NSS.Start + o
}

// Normalize takes input through edition e's equivalence procedure
// (RFC 2141 §5, draft-03 §5, draft-12 §4.1, RFC 8141 §3.1). An invalid
// input is normalized as read, when the reader found its parts.
func Normalize(input string, e Edition, o Objective) *Normalization {
	return normalizeReading(Read(input, e), o)
}

// Normalize is [Normalize] for a reading already made: it does not read
// the input again.
func (u *URN) Normalize(o Objective) *Normalization { return normalizeReading(u, o) }

func normalizeReading(u *URN, o Objective) *Normalization {
	ru := u.Edition.rules()
	n := &Normalization{
		Input: u.Input, Edition: u.Edition, Objective: o, Valid: u.Valid,
		NID: NoSpan, NSS: NoSpan, Query: NoSpan,
	}
	n.Structured = ascii.EqualFold(u.Text(u.Scheme), "urn") && u.NID.Present() && u.NSS.Present()
	if !n.Structured {
		n.Normalized, n.Key = u.Input, u.Input
		n.segs = []segment{{0, 0, len(u.Input)}}
		return n
	}
	var b strings.Builder
	b.Grow(u.NSS.End + 4)
	copySpan := func(s Span, text string) Span {
		start := b.Len()
		n.segs = append(n.segs, segment{start, s.Start, s.Len()})
		b.WriteString(text)
		return Span{start, b.Len()}
	}

	// The reader sets white space around the URN apart (an error, never
	// part of a URN); the comparison leaves it out, and says so.
	if st, ok := trimStep(u, ru); ok {
		n.Steps = append(n.Steps, st)
	}

	// Steps 1-3 of every edition: scheme and NID to lower case, %HH to
	// upper case. They keep every byte in place.
	scheme := u.Text(u.Scheme)
	schemeStep := Step{ID: "scheme-case", Title: `Lower-case the scheme "urn"`, Ref: ru.equivRef}
	if scheme != "urn" {
		schemeStep.Changes = []Change{{u.Scheme, scheme, "urn"}}
	}
	copySpan(u.Scheme, "urn")
	copySpan(Span{u.Scheme.End, u.Scheme.End + 1}, ":")

	nid := u.Text(u.NID)
	nidStep := Step{ID: "nid-case", Title: "Lower-case the NID", Ref: ru.equivRef}
	if low := ascii.ToLower(nid); low != nid {
		nidStep.Changes = []Change{{u.NID, nid, low}}
		nid = low
	}
	n.NID = copySpan(u.NID, nid)
	copySpan(Span{u.NID.End, u.NID.End + 1}, ":")

	hexStep := Step{ID: "hex-case", Title: "Upper-case the hex digits of every %HH escape; never decode them", Ref: ru.equivRef}
	nss := upperHex(u.Input, u.NSS, &hexStep)
	n.NSS = copySpan(u.NSS, nss)
	hexAt := len(n.Steps) + 2
	n.Steps = append(n.Steps, schemeStep, nidStep, hexStep)

	// Then the components, in the order the edition's procedure names
	// them: draft-03 removes the fragment (step 4) before step 5 treats
	// the query; draft-12 and RFC 8141 ignore every component.
	comps := ru.components
	for i := len(comps) - 1; i >= 0; i-- {
		c := &comps[i]
		span := u.Component(c.kind)
		whole := Span{span.Start - len(c.delim), span.End}
		switch {
		case c.equiv == equivQuery && o == ObjectiveCaching:
			st := Step{ID: "reorder-query", Title: "Reorder the query's directives by keyword (step 5b)", Ref: ru.equivRef}
			if span.Present() {
				copySpan(Span{span.Start - len(c.delim), span.Start}, c.delim)
				n.Query = n.reorderQuery(&b, u, span, &st, &hexStep)
			}
			n.Steps = append(n.Steps, st)
		default:
			name := c.kind.String()
			st := Step{ID: "remove-" + name, Title: "Remove the " + name, Ref: ru.equivRef}
			if c.equiv == equivQuery {
				st.Title += " (step 5a)"
			}
			if span.Present() {
				st.Changes = []Change{{whole, u.Input[whole.Start:whole.End], ""}}
			}
			n.Steps = append(n.Steps, st)
		}
	}
	// The hex step also covers a kept query.
	n.Steps[hexAt] = hexStep
	n.Normalized = b.String()
	n.Key = n.Normalized

	// A namespace's own rule comes last: it only removes false negatives.
	if rule := ruleFor(nid, nss); rule != nil {
		n.Rule = rule
		st := Step{ID: rule.ID, Title: rule.Title, Ref: rule.Ref}
		if c := rule.Canonical(nss); c != nss {
			st.Changes = []Change{{u.NSS, u.Text(u.NSS), c}}
			n.Key = n.Normalized[:n.NSS.Start] + c + n.Normalized[n.NSS.End:]
		}
		n.Steps = append(n.Steps, st)
	}
	return n
}

// trimStep is the step that drops what the reader found around the URN
// (its top-level unparsed parts: white space before and after it, which
// every edition excludes), listed only when there is some. No edition's
// procedure names it: an input with it is invalid, and a comparison of
// it must still show every byte it leaves out.
func trimStep(u *URN, ru *rules) (Step, bool) {
	st := Step{ID: "trim-space", Title: "Drop the white space around the URN: it is not part of it", Ref: ru.excludedRef}
	if u.Valid {
		return st, false // unparsed parts are errors: no need to find a valid URN's parts
	}
	for _, p := range u.Parts() {
		if p.Kind == KindUnparsed {
			st.Changes = append(st.Changes, Change{p.Span, u.Text(p.Span), ""})
		}
	}
	return st, len(st.Changes) > 0
}

// upperHex returns the text of span s with the hex digits of each valid
// %HH escape in upper case, and records each escape it changed.
func upperHex(in string, s Span, st *Step) string {
	text := in[s.Start:s.End]
	var b []byte
	for i := 0; i+2 < len(text); i++ {
		if text[i] != '%' || !isHex(text[i+1]) || !isHex(text[i+2]) {
			continue
		}
		up := pctTable[unhex(text[i+1])<<4|unhex(text[i+2])]
		if text[i:i+3] != up {
			if b == nil {
				b = []byte(text)
			}
			copy(b[i:], up)
			st.Changes = append(st.Changes, Change{Span{s.Start + i, s.Start + i + 3}, text[i : i+3], up})
		}
		i += 2
	}
	if b == nil {
		return text
	}
	return string(b)
}

// reorderQuery writes draft-03 step 5b's form of the query: its
// directives sorted by keyword. §5 leaves the "preferred <keywd> order" to
// the implementation; we sort by keyword bytes, keeping the written order
// among equal keywords (a stable sort), so the result is deterministic.
func (n *Normalization) reorderQuery(b *strings.Builder, u *URN, q Span, st, hexStep *Step) Span {
	type directive struct {
		span Span
		key  string
	}
	var ds []directive
	text := u.Text(q)
	for start := 0; ; {
		end := strings.IndexByte(text[start:], '&')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		d := text[start:end]
		key, _, _ := strings.Cut(d, "=")
		ds = append(ds, directive{Span{q.Start + start, q.Start + end}, key})
		if end == len(text) {
			break
		}
		start = end + 1
	}
	sorted := slices.Clone(ds)
	sortStable(sorted, func(a, b directive) int { return compareStrings(a.key, b.key) })
	if !slices.Equal(ds, sorted) {
		var parts []string
		for _, d := range sorted {
			parts = append(parts, u.Input[d.span.Start:d.span.End])
		}
		st.Changes = []Change{{q, text, strings.Join(parts, "&")}}
	}
	start := b.Len()
	for i, d := range sorted {
		if i > 0 {
			b.WriteString("&")
		}
		n.segs = append(n.segs, segment{b.Len(), d.span.Start, d.span.Len()})
		b.WriteString(upperHex(u.Input, d.span, hexStep))
	}
	return Span{start, b.Len()}
}
