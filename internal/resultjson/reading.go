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
//	 diagnostics: [Diagnostic], normalized: string | null,
//	 namespace: {verdict, rule, parts, diagnostics} (Namespace)}
//
// Offsets are into input. normalized is the edition's equivalence form
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
	for _, p := range u.Parts {
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
		w.diagnostic(d, &x, d.ApplyFix(input))
	}
	w.CloseArray()
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

// diagnostic writes one diagnostic about the text that x indexes:
//
//	{severity, code, message, start, end, ref: Ref | null,
//	 fix?: {title, start, end, new, result}}
//
// result is what applying its fix gives; the "fix" member is left out
// (not null) when d has none.
//
//go:noinline
func (w *Writer) diagnostic(d core.Diagnostic, x *Index, result string) {
	w.Open()
	w.Problem(d.Severity, d.Code, d.Msg)
	w.span(x, d.Span)
	w.KRef("ref", d.Ref)
	if d.HasFix() {
		w.KOpen("fix")
		w.KStr("title", d.Fix.Title)
		w.span(x, d.Fix.Span)
		w.KStr("new", d.Fix.New)
		w.KStr("result", result)
		w.Close()
	}
	w.Close()
}
