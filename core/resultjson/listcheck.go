package resultjson

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/listcheck"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// LineCheck checks each line of text (listcheck.Lines) and writes the
// result, the JavaScript API's LineCheck (URN.checkLines):
//
//	{edition, ns,
//	 rows: [{line, start, end,            // start, end: the line in text
//	         verdict: "pass" | "invalid" | "violates" | "too-long",
//	         nid,                          // index in nids, -1 for a line without a NID
//	         namespace: "conforms" | "violates" | "no-rule" | "",   // "" for a line not valid
//	         column, code, message}],      // column: from 1 in the line, 0 when it passes
//	 lines, checked, failed, invalid, violating,
//	 codes: [{code, count}],               // the invalid lines by their first error's code
//	 nids: [{nid, count}],                 // lower-cased, in order of first appearance
//	 namespaces: {conforms, violates, "no-rule"}}   // the valid lines' namespace verdicts
//
// Every line but a blank one is a row. ns makes a line whose NSS
// violates its namespace fail, as urn check -ns does.
//
//go:noinline
func (w *Writer) LineCheck(text string, e core.Edition, ns bool) {
	x := w.index(text)
	w.Grow(256 + 2*len(text))
	w.Open()
	w.KStr("edition", e.ID())
	w.KBool("ns", ns)
	var tally listcheck.Tally
	var nids []string
	var nidCounts []int
	nidAt := map[string]int{} // a list's NIDs may be many: no linear search
	var verdicts [3]int
	w.KOpenArray("rows")
	lines := listcheck.Lines(text, e, ns, func(r *listcheck.Row) {
		tally.Add(r.Verdict)
		nid := -1
		if r.NID != "" {
			low := ascii.ToLower(r.NID)
			i, ok := nidAt[low]
			if !ok {
				i = len(nids)
				nidAt[low] = i
				nids, nidCounts = append(nids, low), append(nidCounts, 0)
			}
			nid = i
			nidCounts[nid]++
		}
		ver := ""
		if r.Valid {
			ver = r.Namespace.String()
			verdicts[r.Namespace]++
		}
		w.lineRow(r, &x, nid, ver)
	})
	w.CloseArray()
	w.KInt("lines", lines)
	w.KInt("checked", tally.Checked)
	w.KInt("failed", tally.Failed)
	w.KInt("invalid", tally.Invalid)
	w.KInt("violating", tally.Violating)
	w.KOpenArray("codes")
	for _, c := range tally.ByCount() {
		w.Open()
		w.KStr("code", c.Code)
		w.KInt("count", c.Count)
		w.Close()
	}
	w.CloseArray()
	w.KOpenArray("nids")
	for i, nid := range nids {
		w.Open()
		w.KStr("nid", nid)
		w.KInt("count", nidCounts[i])
		w.Close()
	}
	w.CloseArray()
	w.KOpen("namespaces")
	for v := namespace.NoRule; v <= namespace.Violates; v++ {
		w.KInt(v.String(), verdicts[v])
	}
	w.Close()
	w.Close()
}

// lineRow writes one row of LineCheck.
func (w *Writer) lineRow(r *listcheck.Row, x *Index, nid int, ver string) {
	v := &r.Verdict
	verdict := "pass"
	switch {
	case r.TooLong:
		verdict = "too-long"
	case v.Violating:
		verdict = "violates"
	case !v.Passes():
		verdict = "invalid"
	}
	w.Open()
	w.KInt("line", r.Line)
	w.span(x, core.Span{Start: r.Start, End: r.End})
	w.KStr("verdict", verdict)
	w.KInt("nid", nid)
	w.KStr("namespace", ver)
	col := 0
	if v.Col > 0 {
		col = x.At(r.Start+v.Col-1) - x.At(r.Start) + 1
	}
	w.KInt("column", col)
	w.KStr("code", v.Code)
	w.KStr("message", v.Msg)
	w.Close()
}
