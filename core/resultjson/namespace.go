package resultjson

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// Namespace writes the "namespace" member of a reading: the namespace
// reading (namespace.Read), beside the syntax reading and never
// mixed into it:
//
//	{verdict: "conforms" | "violates" | "no-rule",
//	 rule: NamespaceSyntax | null,
//	 parts: [{id, label, rule, start, end, text}],   // tile the NSS; rule: the registration's ABNF rule matched, or ""
//	 diagnostics: [Diagnostic],                 // codes ns-*, fixes checked to conform
//	 unlisted: [{code, severity, count}]}       // past core.MaxDiagnostics, by code
//
// A NID without a rule has verdict "no-rule", rule null and both lists
// empty. Offsets are into the reading's input, as the reading's own.
//
//go:noinline
func (w *Writer) Namespace(u *core.URN, nr *namespace.Reading, x *Index) {
	w.KOpen("namespace")
	w.KStr("verdict", nr.Verdict.String())
	w.Key("rule")
	w.NamespaceSyntax(nr.Syntax)
	w.KOpenArray("parts")
	for _, p := range nr.Parts {
		w.Open()
		w.KStr("id", p.ID)
		w.KStr("label", p.Label)
		w.KStr("rule", p.Rule)
		w.span(x, p.Span)
		w.KStr("text", u.Text(p.Span))
		w.Close()
	}
	w.CloseArray()
	w.KOpenArray("diagnostics")
	for _, d := range nr.Diagnostics {
		w.diagnostic(d, x, u.Input)
	}
	w.CloseArray()
	w.unlisted(nr.Unlisted)
	w.Close()
}

// NamespaceSyntax writes a namespace's own syntax rule,
// {nid, id, title, ref: Ref | null, free}, or null for none. free: the
// registration leaves the NSS to the assigning organisation.
//
//go:noinline
func (w *Writer) NamespaceSyntax(r *namespace.Syntax) {
	if r == nil {
		w.Null()
		return
	}
	w.Open()
	w.KStr("nid", r.NID)
	w.KStr("id", r.ID)
	w.KStr("title", r.Title)
	w.KRef("ref", r.Ref)
	w.KBool("free", r.Free)
	w.Close()
}
