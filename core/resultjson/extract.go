package resultjson

import "github.com/urn-playground/urn-playground/core"

// Extraction writes the URNs found in a text, the JavaScript API's
// Extraction (URN.extract):
//
//	{edition, strict, found: [{start, end, text, valid,
//	 trimmed: {start, end, text} | null, error: Diagnostic | null}],
//	 total, invalid}
//
// The URNs are those core.ExtractSeq finds in text with o, written as
// they are found, the first list of them (all when list < 0); total and
// invalid count every one found, listed or not. Every offset is into
// text, the error's too; its fix's result is the found URN with the fix
// applied.
//
// The bound is for a caller that shows a few: each URN found is written
// in some 300 bytes, and a 64 KiB text of short invalid URNs found 8,191
// of them, 2.5 MB of JSON that took the page a second to make and read.
func (w *Writer) Extraction(text string, o core.ExtractOptions, list int) {
	x := w.index(text)
	w.Open()
	w.KStr("edition", o.Edition.ID())
	w.KBool("strict", o.Strict)
	w.KOpenArray("found")
	var t ExtractTotals
	for f := range core.ExtractSeq(text, o) {
		if list < 0 || t.Total < list {
			w.FoundURN(text, &x, f)
		}
		t.Add(f)
	}
	w.CloseArray()
	w.ExtractTotals(t)
	w.Close()
}

// ExtractTotals counts the URNs an extraction found.
type ExtractTotals struct {
	Total, Invalid int
}

// Add counts f.
func (t *ExtractTotals) Add(f core.Found) {
	t.Total++
	if !f.Valid {
		t.Invalid++
	}
}

// ExtractTotals writes Extraction's last members, total and invalid.
func (w *Writer) ExtractTotals(t ExtractTotals) {
	w.KInt("total", t.Total)
	w.KInt("invalid", t.Invalid)
}

// FoundURN writes one URN found in text, which x indexes, as an element
// of Extraction's found:
//
//	{start, end, text, valid, trimmed: {start, end, text} | null, error: Diagnostic | null}
//
// The error's fix's result is the found URN with the fix applied.
func (w *Writer) FoundURN(text string, x *Index, f core.Found) {
	w.Open()
	w.span(x, f.Span)
	w.KStr("text", f.Text)
	w.KBool("valid", f.Valid)
	if f.Trimmed.Present() {
		w.KOpen("trimmed")
		w.span(x, f.Trimmed)
		w.KStr("text", text[f.Trimmed.Start:f.Trimmed.End])
		w.Close()
	} else {
		w.KNull("trimmed")
	}
	if d, ok := f.FirstError(); ok {
		rel := d
		rel.Fix.Start -= f.Start
		rel.Fix.End -= f.Start
		w.Key("error")
		w.diagnosticFixing(d, x, rel, f.Text, x.At(f.End)-x.At(f.Start))
	} else {
		w.KNull("error")
	}
	w.Close()
}
