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
//	 failures: [{line, column, code, message}],   // each failing line; column: from 1 in the line
//	 verdicts: string,     // one character a line of text (see verdictChar)
//	 nid: [number],        // one a line: its NID's index in nids, -1 for none
//	 lines, checked, failed, invalid, violating,
//	 codes: [{code, count}],               // the invalid lines by their first error's code
//	 nids: [{nid, count}],                 // lower-cased, in order of first appearance
//	 namespaces: {conforms, violates, "no-rule"}}   // the valid lines' namespace verdicts
//
// Every line has its character and its NID, so that a list of a million
// lines comes back a few bytes a line; only a failing line has an object.
// ns makes a line whose NSS violates its namespace fail, as urn check -ns
// does.
//
//go:noinline
func (w *Writer) LineCheck(text string, e core.Edition, ns bool) {
	w.Grow(256 + len(text)/2)
	w.Open()
	w.KStr("edition", e.ID())
	w.KBool("ns", ns)
	var (
		tally     listcheck.Tally
		nids      []string
		nidCounts []int
		nidAt     = map[string]int{} // a list's NIDs may be many: no linear search
		nidOf     []int
		verdicts  []byte
		nsCounts  [3]int
	)
	w.KOpenArray("failures")
	lines := listcheck.Lines(text, e, ns, func(r *listcheck.Row) {
		for len(verdicts) < r.Line-1 {
			verdicts, nidOf = append(verdicts, '.'), append(nidOf, -1)
		}
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
			nidCounts[i]++
		}
		if r.Valid {
			nsCounts[r.Namespace]++
		}
		verdicts, nidOf = append(verdicts, verdictChar(r)), append(nidOf, nid)
		if !r.Verdict.Passes() {
			w.failure(r, text)
		}
	})
	w.CloseArray()
	for len(verdicts) < lines {
		verdicts, nidOf = append(verdicts, '.'), append(nidOf, -1)
	}
	w.KStr("verdicts", string(verdicts))
	w.KOpenArray("nid")
	for _, n := range nidOf {
		w.Int(n)
	}
	w.CloseArray()
	w.lineCounts(lines, &tally, nids, nidCounts, &nsCounts)
	w.Close()
}

// verdictChar is a line's character in LineCheck's verdicts: "." a blank
// line; a passing one "c" when its NSS conforms to its namespace's
// syntax, "r" when no rule is known for its NID, "w" when its NSS
// violates it (without ns: the line passes); a failing one "v" when it
// violates it (with ns), "i" when it is not valid, "t" when it is too
// long to read.
func verdictChar(r *listcheck.Row) byte {
	switch {
	case r.TooLong:
		return 't'
	case !r.Valid:
		return 'i'
	case r.Verdict.Violating:
		return 'v'
	case r.Namespace == namespace.Conforms:
		return 'c'
	case r.Namespace == namespace.Violates:
		return 'w'
	}
	return 'r'
}

// failure writes one failing line of text in LineCheck. Its column is
// counted in the line alone: most lines pass, and indexing the whole
// text for them cost a twentieth of a call.
func (w *Writer) failure(r *listcheck.Row, text string) {
	v := &r.Verdict
	x := w.index(text[r.Start:r.End])
	w.Open()
	w.KInt("line", r.Line)
	w.KInt("column", x.At(v.Col-1)+1)
	w.KStr("code", v.Code)
	w.KStr("message", v.Msg)
	w.Close()
}

// lineCounts writes LineCheck's counts.
func (w *Writer) lineCounts(lines int, tally *listcheck.Tally, nids []string, nidCounts []int, nsCounts *[3]int) {
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
		w.KInt(v.String(), nsCounts[v])
	}
	w.Close()
}
