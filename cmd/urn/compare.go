package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

const compareUsage = `usage: urn compare [-edition id|all] [-objective 5a|5b] [-json] A B

Says whether the URNs A and B are equivalent under an edition, and why:
the verdict, each input's normalization steps (those that changed it),
both normalized forms, a character diff of them, where they first differ
and the rule that makes it count. Invalid inputs are compared as read.

-edition all prints one verdict line per edition. -objective chooses
draft-03's step 5: 5a (the default) removes the query, 5b keeps it with
its directives reordered; the other editions ignore it.

Exit status: 0 if A and B are equivalent (under -edition all: under every
edition), 1 if not, 2 for bad flags.

Flags:
`

func runCompare(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	sf := newSubFlags("compare", compareUsage, true, stderr)
	objective := sf.fs.String("objective", "5a", "draft-03's step 5: `5a` (distinguishing resources) or 5b (caching resolution results)")
	inputs, editions, code := sf.parse(args)
	if code >= 0 {
		return code
	}
	o, ok := core.ParseObjective(*objective)
	if !ok {
		return sf.usageError("-objective %q: want 5a or 5b", *objective)
	}
	if len(inputs) != 2 {
		return sf.usageError("want two URNs to compare, got %d", len(inputs))
	}

	p := sf.printer(stdout)
	defer p.w.Flush()
	status := exitValid
	cs := make([]*core.Comparison, len(editions))
	for i, e := range editions {
		cs[i] = core.Compare(inputs[0], inputs[1], e, o)
		if !cs[i].Equivalent {
			status = exitInvalid
		}
	}
	all := len(editions) > 1
	switch {
	case p.cfg.json && all:
		v := jsonComparisons{A: inputs[0], B: inputs[1]}
		for _, c := range cs {
			v.Comparisons = append(v.Comparisons, comparisonJSON(c))
		}
		p.writeJSON(v)
	case p.cfg.json:
		p.writeJSON(comparisonJSON(cs[0]))
	case all:
		p.comparisons(cs)
	default:
		p.comparison(cs[0])
	}
	return status
}

// ---- JSON ----

// jsonComparison is the -json form of a comparison. The field names are
// stable: scripts may rely on them.
type jsonComparison struct {
	Edition    string            `json:"edition"`
	Objective  string            `json:"objective"` // "5a" or "5b"; only draft-03 has the choice
	Equivalent bool              `json:"equivalent"`
	Summary    string            `json:"summary"` // the verdict in one sentence
	A          jsonNormalization `json:"a"`
	B          jsonNormalization `json:"b"`
	ByRule     *jsonRule         `json:"byRule"`     // the namespace rule that made them equivalent; null otherwise
	Difference *jsonDifference   `json:"difference"` // null when equivalent
	Diff       []jsonDiffOp      `json:"diff"`       // turns a.normalized into b.normalized
	Notes      []string          `json:"notes"`      // how invalid inputs were compared
}

// jsonComparisons is the -json form of -edition all: one comparison per
// edition, oldest first.
type jsonComparisons struct {
	A           string           `json:"a"`
	B           string           `json:"b"`
	Comparisons []jsonComparison `json:"comparisons"`
}

type jsonNormalization struct {
	Input      string     `json:"input"`
	Valid      bool       `json:"valid"`
	Structured bool       `json:"structured"` // false: compared as plain text, no step applied
	Steps      []jsonStep `json:"steps"`      // every step of the procedure, changes or not
	Normalized string     `json:"normalized"`
	Key        string     `json:"key"`  // normalized, with the namespace's rule applied
	Rule       *jsonRule  `json:"rule"` // the namespace rule that applies; null when none does
	// Where the parts are in normalized; null when absent.
	NID   *jsonSpan `json:"nid"`
	NSS   *jsonSpan `json:"nss"`
	Query *jsonSpan `json:"query"`
}

type jsonStep struct {
	ID      string       `json:"id"` // "trim-space" (only with white space around the input), "scheme-case", "nid-case", "hex-case", "remove-q-component", …
	Title   string       `json:"title"`
	Ref     *jsonRef     `json:"ref"`
	Changes []jsonChange `json:"changes"`
}

type jsonChange struct {
	Start  int    `json:"start"` // byte offsets in the input
	End    int    `json:"end"`
	Before string `json:"before"`
	After  string `json:"after"`
}

type jsonRule struct {
	NID   string   `json:"nid"`
	ID    string   `json:"id"` // "uuid-hex-case"
	Title string   `json:"title"`
	Ref   *jsonRef `json:"ref"`
}

type jsonDifference struct {
	A      int      `json:"a"` // byte offsets in a.key and b.key (= the normalized forms)
	B      int      `json:"b"`
	InputA int      `json:"inputA"` // the same places in the inputs; -1 where normalization wrote the byte
	InputB int      `json:"inputB"`
	Part   string   `json:"part"` // "scheme", "nid", "nss", "query" or "unparsed"
	Reason string   `json:"reason"`
	Ref    *jsonRef `json:"ref"`
}

type jsonDiffOp struct {
	Kind string   `json:"kind"` // "equal", "delete" (only in a), "insert" (only in b)
	A    jsonSpan `json:"a"`    // in a.normalized; empty for an insert
	B    jsonSpan `json:"b"`    // in b.normalized; empty for a delete
	Text string   `json:"text"`
}

func comparisonJSON(c *core.Comparison) jsonComparison {
	v := jsonComparison{
		Edition: c.Edition.ID(), Objective: c.Objective.String(), Equivalent: c.Equivalent, Summary: c.Summary,
		A: normalizationJSON(c.A), B: normalizationJSON(c.B), ByRule: ruleJSON(c.ByRule),
		Diff: make([]jsonDiffOp, 0, len(c.Diff)), Notes: append([]string{}, c.Notes...),
	}
	if d := c.Difference; d != nil {
		v.Difference = &jsonDifference{A: d.A, B: d.B, InputA: d.InputA, InputB: d.InputB, Part: d.Part.String(), Reason: d.Reason, Ref: refJSON(d.Ref)}
	}
	for _, op := range c.Diff {
		v.Diff = append(v.Diff, jsonDiffOp{Kind: op.Kind.String(), A: jsonSpan{op.A.Start, op.A.End}, B: jsonSpan{op.B.Start, op.B.End}, Text: diffText(c, op)})
	}
	return v
}

func normalizationJSON(n *core.Normalization) jsonNormalization {
	v := jsonNormalization{
		Input: n.Input, Valid: n.Valid, Structured: n.Structured, Steps: make([]jsonStep, 0, len(n.Steps)),
		Normalized: n.Normalized, Key: n.Key, Rule: ruleJSON(n.Rule),
		NID: spanJSON(n.NID), NSS: spanJSON(n.NSS), Query: spanJSON(n.Query),
	}
	for _, st := range n.Steps {
		js := jsonStep{ID: st.ID, Title: st.Title, Ref: refJSON(st.Ref), Changes: make([]jsonChange, 0, len(st.Changes))}
		for _, ch := range st.Changes {
			js.Changes = append(js.Changes, jsonChange{Start: ch.Start, End: ch.End, Before: ch.Before, After: ch.After})
		}
		v.Steps = append(v.Steps, js)
	}
	return v
}

func ruleJSON(r *core.NamespaceRule) *jsonRule {
	if r == nil {
		return nil
	}
	return &jsonRule{NID: r.NID, ID: r.ID, Title: r.Title, Ref: refJSON(r.Ref)}
}

// diffText is the text a diff run covers: from B for an insert, from A
// otherwise.
func diffText(c *core.Comparison, op core.DiffOp) string {
	if op.Kind == core.DiffInsert {
		return c.B.Normalized[op.B.Start:op.B.End]
	}
	return c.A.Normalized[op.A.Start:op.A.End]
}

// ---- text ----

// comparison prints one comparison in full: the verdict, each input's
// normalization, the normalized forms and their diff, the first
// difference and the notes.
func (p *printer) comparison(c *core.Comparison) {
	w := p.w
	fmt.Fprintln(w, p.paint(verdictStyle(c.Equivalent), c.Summary))

	fmt.Fprintln(w)
	p.normalization("A", c.A)
	fmt.Fprintln(w)
	p.normalization("B", c.B)

	fmt.Fprintln(w)
	fmt.Fprintln(w, p.paint(sBold, "normalized"))
	fmt.Fprintln(w, "  A     "+newLine(c.A.Normalized).text)
	fmt.Fprintln(w, "  B     "+newLine(c.B.Normalized).text)
	fmt.Fprintln(w, "  diff  "+p.diffLine(c))
	if c.A.Key != c.A.Normalized || c.B.Key != c.B.Normalized {
		rule := c.A.Rule
		if rule == nil {
			rule = c.B.Rule
		}
		fmt.Fprintf(w, "%s (after the %q namespace's rule %s)\n", p.paint(sBold, "compared"), rule.NID, rule.ID)
		fmt.Fprintln(w, "  A     "+newLine(c.A.Key).text)
		fmt.Fprintln(w, "  B     "+newLine(c.B.Key).text)
	}

	if d := c.Difference; d != nil {
		fmt.Fprintln(w)
		fmt.Fprintf(w, "%s (%s): %s\n", p.paint(sBold, "first difference"), d.Part, d.Reason)
		p.differenceAt("A", c.A, d.InputA, d.A)
		p.differenceAt("B", c.B, d.InputB, d.B)
		if r := d.Ref.String(); r != "" {
			fmt.Fprintln(w, "  "+p.paint(sDim, "see:")+" "+r)
		}
	}

	if len(c.Notes) > 0 {
		fmt.Fprintln(w)
		for _, n := range c.Notes {
			fmt.Fprintln(w, p.paint(sBlue, "note:")+" "+n)
		}
	}
}

func verdictStyle(equivalent bool) string {
	if equivalent {
		return sGreen
	}
	return sRed
}

// normalization prints one input and each step that changed it, with the
// changes marked under the input: "URN → urn".
func (p *printer) normalization(name string, n *core.Normalization) {
	w := p.w
	ln := newLine(n.Input)
	fmt.Fprintln(w, p.paint(sBold, name)+"  "+ln.text)
	changed := false
	for _, st := range n.Steps {
		if len(st.Changes) == 0 {
			continue
		}
		changed = true
		title := "  " + p.paint(sBold, st.ID) + ": " + st.Title
		if r := st.Ref.String(); r != "" {
			title += " " + p.paint(sDim, "("+r+")")
		}
		fmt.Fprintln(w, title)
		marks := make([]mark, 0, len(st.Changes))
		for _, ch := range st.Changes {
			marks = append(marks, mark{span: ch.Span, label: changeLabel(ch)})
		}
		fmt.Fprintln(w, "    "+ln.text)
		for _, row := range ln.ruler(marks) {
			fmt.Fprintln(w, "    "+p.paint(sCyan, row))
		}
	}
	if !changed {
		fmt.Fprintln(w, "  "+p.paint(sDim, "no normalization step changes it"))
	}
}

// changeLabel says what a change did: "URN → urn", "?=x → (removed)".
func changeLabel(ch core.Change) string {
	after := show(ch.After)
	if ch.After == "" {
		after = "(removed)"
	}
	return show(ch.Before) + " → " + after
}

// diffLine draws the character diff of the normalized forms: deletions
// in red and insertions in green when colour is on, "[-x-]" and "{+y+}"
// otherwise.
func (p *printer) diffLine(c *core.Comparison) string {
	var b strings.Builder
	for _, op := range c.Diff {
		text := newLine(diffText(c, op)).text
		switch {
		case op.Kind == core.DiffEqual:
			b.WriteString(text)
		case p.cfg.colour && op.Kind == core.DiffDelete:
			b.WriteString(p.paint(sDelete, text))
		case p.cfg.colour:
			b.WriteString(p.paint(sInsert, text))
		case op.Kind == core.DiffDelete:
			b.WriteString("[-" + text + "-]")
		default:
			b.WriteString("{+" + text + "+}")
		}
	}
	return b.String()
}

// The diff's styles: red struck through, and green underlined, so that
// they differ by more than their colour.
const (
	sDelete = "1;31;9"
	sInsert = "1;32;4"
)

// differenceAt marks where one side differs: in its input when the byte
// comes from it, else in its normalized form (normalization wrote it).
func (p *printer) differenceAt(name string, n *core.Normalization, input, norm int) {
	w := p.w
	if input >= 0 {
		ln := newLine(n.Input)
		fmt.Fprintln(w, "  "+name+"  "+ln.text)
		fmt.Fprintln(w, "     "+p.paint(sRed, ln.carets(core.Span{Start: input, End: input})))
		return
	}
	ln := newLine(n.Normalized)
	fmt.Fprintln(w, "  "+name+"  "+ln.text+"  "+p.paint(sDim, "(normalized: normalization wrote this byte)"))
	fmt.Fprintln(w, "     "+p.paint(sRed, ln.carets(core.Span{Start: norm, End: norm})))
}

// comparisons prints -edition all: the inputs, then one verdict line per
// edition with its notes.
func (p *printer) comparisons(cs []*core.Comparison) {
	w := p.w
	fmt.Fprintln(w, p.paint(sBold, "A")+"  "+newLine(cs[0].A.Input).text)
	fmt.Fprintln(w, p.paint(sBold, "B")+"  "+newLine(cs[0].B.Input).text)
	idW := 0
	for _, c := range cs {
		idW = max(idW, len(c.Edition.ID()))
	}
	for _, c := range cs {
		fmt.Fprintln(w, "  "+pad(c.Edition.ID(), idW)+"  "+p.paint(verdictStyle(c.Equivalent), c.Summary))
		for _, n := range c.Notes {
			fmt.Fprintln(w, "  "+strings.Repeat(" ", idW)+"  "+p.paint(sBlue, "note:")+" "+n)
		}
	}
}
