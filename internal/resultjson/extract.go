package resultjson

import "github.com/urn-playground/urn-playground/core"

// Extraction writes the URNs found in a text, the JavaScript API's
// Extraction (URN.extract):
//
//	{edition, strict, found: [{start, end, text, valid,
//	 trimmed: {start, end, text} | null, error: Diagnostic | null}]}
//
// The URNs are those core.ExtractSeq finds in text with o, written as
// they are found. Every offset is into text, the error's too; its fix's result is the
// found URN with the fix applied.
func (w *Writer) Extraction(text string, o core.ExtractOptions) {
	x := w.index(text)
	w.Open()
	w.KStr("edition", o.Edition.ID())
	w.KBool("strict", o.Strict)
	w.KOpenArray("found")
	for f := range core.ExtractSeq(text, o) {
		w.FoundURN(text, &x, f)
	}
	w.CloseArray()
	w.Close()
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
