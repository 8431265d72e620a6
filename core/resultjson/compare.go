package resultjson

import "github.com/urn-playground/urn-playground/core"

// Comparison writes a comparison, the JavaScript API's Comparison
// (URN.equivalent):
//
//	{edition, mode, equivalent, summary, a: Normalization, b: Normalization,
//	 byRule: Rule | null,
//	 difference: {a, b, inputA, inputB, part, reason, ref} | null,
//	 diff: [{kind, a: {start, end}, b: {start, end}, text}], notes: [string]}
//
// The difference's a and b, and the diff's spans, are offsets into the
// compared forms (a.key, b.key: the normalized forms, or with a namespace
// rule's canonical NSS, which may differ in length: ISBN's hyphens are
// removed); inputA and inputB into the inputs (-1 where normalization or
// the rule wrote the byte).
func (w *Writer) Comparison(c *core.Comparison) {
	xa, xb := w.index(c.A.Input), w.index(c.B.Input)
	na, nb := w.index(c.A.Normalized), w.index(c.B.Normalized)
	ka, kb := na, nb
	if c.A.Key != c.A.Normalized {
		ka = w.index(c.A.Key)
	}
	if c.B.Key != c.B.Normalized {
		kb = w.index(c.B.Key)
	}
	w.Open()
	w.KStr("edition", c.Edition.ID())
	w.KStr("mode", c.Objective.String())
	w.KBool("equivalent", c.Equivalent)
	w.KStr("summary", c.Summary)
	w.KStr("verdict", c.Verdict)
	w.KStr("reason", c.Reason)
	w.Key("a")
	w.normalization(c.A, &xa, &na)
	w.Key("b")
	w.normalization(c.B, &xb, &nb)
	w.Key("byRule")
	w.rule(c.ByRule)
	if d := c.Difference; d != nil {
		w.KOpen("difference")
		w.KInt("a", ka.At(d.A))
		w.KInt("b", kb.At(d.B))
		w.KInt("inputA", xa.At(d.InputA))
		w.KInt("inputB", xb.At(d.InputB))
		w.KStr("part", d.Part.String())
		w.KStr("reason", d.Reason)
		w.KRef("ref", d.Ref)
		w.Close()
	} else {
		w.KNull("difference")
	}
	w.KOpenArray("diff")
	for _, op := range c.Diff {
		w.Open()
		w.KStr("kind", op.Kind.String())
		w.kspan("a", &ka, op.A)
		w.kspan("b", &kb, op.B)
		// The diff is over the compared forms (core.Comparison.Diff).
		if op.Kind == core.DiffInsert {
			w.KStr("text", c.B.Key[op.B.Start:op.B.End])
		} else {
			w.KStr("text", c.A.Key[op.A.Start:op.A.End])
		}
		w.Close()
	}
	w.CloseArray()
	w.KStrs("notes", c.Notes)
	w.Close()
}

// normalization writes one input's normalization:
//
//	{input, valid, structured, normalized, key, rule: Rule | null,
//	 steps: [{id, title, ref, changes: [{start, end, before, after}]}],
//	 nid, nss, query: {start, end} | null}
//
// with the changes' spans in the input (x) and the parts' spans in the
// normalized form (nx).
func (w *Writer) normalization(n *core.Normalization, x, nx *Index) {
	w.Open()
	w.KStr("input", n.Input)
	w.KBool("valid", n.Valid)
	w.KBool("structured", n.Structured)
	w.KStr("normalized", n.Normalized)
	w.KStr("key", n.Key)
	w.Key("rule")
	w.rule(n.Rule)
	w.KOpenArray("steps")
	for _, st := range n.Steps {
		w.Open()
		w.KStr("id", st.ID)
		w.KStr("title", st.Title)
		w.KRef("ref", st.Ref)
		w.KOpenArray("changes")
		for _, ch := range st.Changes {
			w.Open()
			w.span(x, ch.Span)
			w.KStr("before", ch.Before)
			w.KStr("after", ch.After)
			w.Close()
		}
		w.CloseArray()
		w.Close()
	}
	w.CloseArray()
	w.kspan("nid", nx, n.NID)
	w.kspan("nss", nx, n.NSS)
	w.kspan("query", nx, n.Query)
	w.Close()
}

// rule writes a namespace's equivalence rule, {nid, id, title, ref}, or
// null.
func (w *Writer) rule(r *core.EquivalenceRule) {
	if r == nil {
		w.Null()
		return
	}
	w.Open()
	w.KStr("nid", r.NID)
	w.KStr("id", r.ID)
	w.KStr("title", r.Title)
	w.KRef("ref", r.Ref)
	w.Close()
}
