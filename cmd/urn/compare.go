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
	case p.cfg.json:
		p.comparisonsJSON(inputs[0], inputs[1], cs)
	case all:
		p.comparisons(cs)
	default:
		p.comparison(cs[0])
	}
	return status
}

// diffText is the text a diff run covers: from B for an insert, from A
// otherwise, in the compared forms (core.Comparison.Diff).
func diffText(c *core.Comparison, op core.DiffOp) string {
	if op.Kind == core.DiffInsert {
		return c.B.Key[op.B.Start:op.B.End]
	}
	return c.A.Key[op.A.Start:op.A.End]
}

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
	ruled := c.A.Key != c.A.Normalized || c.B.Key != c.B.Normalized
	if !ruled {
		fmt.Fprintln(w, "  diff  "+p.diffLine(c))
	} else {
		rule := c.A.Rule
		if rule == nil {
			rule = c.B.Rule
		}
		fmt.Fprintf(w, "%s (after the %q namespace's rule %s)\n", p.paint(sBold, "compared"), rule.NID, rule.ID)
		fmt.Fprintln(w, "  A     "+newLine(c.A.Key).text)
		fmt.Fprintln(w, "  B     "+newLine(c.B.Key).text)
		// The diff is over what was compared: the rule's canonical forms.
		fmt.Fprintln(w, "  diff  "+p.diffLine(c))
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
