package resultjson

import "github.com/urn-playground/urn-playground/core"

// Display writes a display form, the JavaScript API's Display
// (URN.display):
//
//	{canonical, text, edition, valid,
//	 segments: [{from: {start, end}, to: {start, end}}],
//	 notes: [{start, end, from: {start, end}, severity, code, message, ref, like}],
//	 unlisted}
//
// valid is the verdict on the URN read (core.URN.Valid). A segment's from
// and a note's from are offsets into canonical; a segment's to and a
// note's start and end, into text. notes lists at most
// core.MaxDiagnostics notes; unlisted counts the rest.
func (w *Writer) Display(d *core.Display, valid bool) {
	cx, tx := w.index(d.Canonical), w.index(d.Text)
	w.Grow(displayLen(d))
	w.Open()
	w.KStr("canonical", d.Canonical)
	w.KStr("text", d.Text)
	w.KStr("edition", d.Edition.ID())
	w.KBool("valid", valid)
	w.KOpenArray("segments")
	for _, s := range d.Segments {
		w.Open()
		w.kspan("from", &cx, s.From)
		w.kspan("to", &tx, s.To)
		w.Close()
	}
	w.CloseArray()
	w.KOpenArray("notes")
	for _, n := range d.Notes {
		w.Open()
		w.span(&tx, n.Span)
		w.kspan("from", &cx, n.From)
		w.Problem(n.Severity, n.Code, n.Msg)
		w.KRef("ref", n.Ref)
		w.KStr("like", n.Like)
		w.Close()
	}
	w.CloseArray()
	w.KInt("unlisted", d.Unlisted)
	w.Close()
}

// displayLen is about the length of a Display's JSON (see perObject).
func displayLen(d *core.Display) int {
	n := 1024 + 2*len(d.Canonical) + 2*len(d.Text) + 64*len(d.Segments)
	for i := range d.Notes {
		n += perObject + len(d.Notes[i].Msg)
	}
	return n
}
