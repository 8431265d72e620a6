package resultjson

import (
	"strconv"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// Reading writes a reading, the JavaScript API's Reading (URN.parse):
//
//	{input, edition, valid, parts: [{kind, start, end, text, topLevel}],
//	 nid: {text, class, registered, reference, reason, ref} | null,
//	 diagnostics: [Diagnostic], unlisted: [{code, severity, count}],
//	 normalized: string | null,
//	 namespace: {verdict, rule, parts, diagnostics, unlisted} (Namespace)}
//
// Offsets are into input. unlisted counts by code the diagnostics past
// core.MaxDiagnostics, which diagnostics leaves out. normalized is the edition's equivalence form
// (draft-03: objective 5a) of a valid reading, null otherwise. namespace
// is the namespace reading, kept apart from valid and diagnostics.
func (w *Writer) Reading(u *core.URN) {
	input := u.Input
	x := w.index(input)
	w.Open()
	w.KStr("input", input)
	w.KStr("edition", u.Edition.ID())
	w.KBool("valid", u.Valid)
	w.KOpenArray("parts")
	w.parts = u.AppendParts(w.parts[:0])
	for _, p := range w.parts {
		w.part(p, &x, u.Text(p.Span))
	}
	w.CloseArray()
	if ns := u.Namespace; ns.Class != 0 {
		w.KOpen("nid")
		w.KStr("text", u.Text(u.NID))
		w.KStr("class", ns.Class.String())
		w.KBool("registered", ns.Registered)
		w.KStr("reference", ns.Namespace.Reference)
		w.KStr("reason", ns.Reason)
		w.KRef("ref", ns.Ref)
		w.Close()
	} else {
		w.KNull("nid")
	}
	w.KOpenArray("diagnostics")
	for _, d := range u.Diagnostics {
		w.diagnostic(d, &x, input)
	}
	w.CloseArray()
	w.unlisted(u.Unlisted)
	if u.Valid {
		w.scratch = u.AppendNormalized(w.scratch[:0], core.ObjectiveResource)
		w.KStr("normalized", unsafe.String(unsafe.SliceData(w.scratch), len(w.scratch)))
	} else {
		w.KNull("normalized")
	}
	nr := namespace.Read(u)
	w.Namespace(u, &nr, &x)
	w.Close()
}

// part writes {"kind", "start", "end", "text", "topLevel"}: the same as
// the member methods would, in fewer appends, because a reading has many
// parts (Go compiled to WebAssembly pays for every call and every
// append).
//
//go:noinline
func (w *Writer) part(p core.Part, x *Index, text string) {
	w.sep()
	w.b = append(w.b, `{"kind":"`...)
	w.b = append(w.b, p.Kind.String()...) // a stable ASCII name
	w.b = append(w.b, `","start":`...)
	w.b = strconv.AppendInt(w.b, int64(x.At(p.Start)), 10)
	w.b = append(w.b, `,"end":`...)
	w.b = strconv.AppendInt(w.b, int64(x.At(p.End)), 10)
	w.b = append(w.b, `,"text":`...)
	w.b = jsontext.AppendString(w.b, text)
	if p.Kind.TopLevel() {
		w.b = append(w.b, `,"topLevel":true}`...)
	} else {
		w.b = append(w.b, `,"topLevel":false}`...)
	}
}

// diagnostic writes one diagnostic about text, which x indexes:
//
//	{severity, code, message, start, end, ref: Ref | null,
//	 fix?: {title, start, end, new, result: string | null}}
//
// result is what applying its fix to text gives, or null when text is
// longer than MaxFixResult; the "fix" member is left out (not null) when
// d has none.
//
//go:noinline
func (w *Writer) diagnostic(d core.Diagnostic, x *Index, text string) {
	w.diagnosticFixing(d, x, d, text, x.At(len(text)))
}

// diagnosticFixing is diagnostic with a fix's result that is fix applied
// to text, units long in the result's offset unit: an extract result's
// error is about the whole text, its result the one URN fixed.
func (w *Writer) diagnosticFixing(d core.Diagnostic, x *Index, fix core.Diagnostic, text string, units int) {
	w.Open()
	w.Problem(d.Severity, d.Code, d.Msg)
	w.span(x, d.Span)
	w.KRef("ref", d.Ref)
	if d.HasFix() {
		w.KOpen("fix")
		w.KStr("title", d.Fix.Title)
		w.span(x, d.Fix.Span)
		w.KStr("new", d.Fix.New)
		if units <= MaxFixResult {
			w.KStr("result", fix.ApplyFix(text))
		} else {
			w.KNull("result")
		}
		w.Close()
	}
	w.Close()
}

// MaxFixResult is the longest text, in the result's offset unit, whose
// fixes carry their result: each fix's result is a whole copy of the
// text, and a thousand fixes of a long paste came to gigabytes. A longer
// text's fix is applied from its start, end and new. urn.js learns it
// from init, so that the JavaScript API's results are the same.
const MaxFixResult = 4096

// unlisted writes the member "unlisted": the diagnostics a list left
// out, by code, [{code, severity, count}].
//
//go:noinline
func (w *Writer) unlisted(t core.Tally) {
	w.KOpenArray("unlisted")
	for _, c := range t {
		w.Open()
		w.KStr("code", string(c.Code))
		w.KStr("severity", c.Severity.String())
		w.KInt("count", c.Count)
		w.Close()
	}
	w.CloseArray()
}
