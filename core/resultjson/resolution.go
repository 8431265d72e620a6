package resultjson

import "github.com/urn-playground/urn-playground/core/namespace"

// Resolution writes where a URN leads (namespace.Resolve), the JavaScript
// API's Resolution (URN.resolve):
//
//	{urn, valid, verdict: "linked" | "no-service" | "blocked" | "unknown",
//	 nid, ref: Ref | null,     // the registration's words on resolution
//	 links: [{service, url, scope, ref}],
//	 note}                     // why no link, or what the links leave out
//
// nid is the namespace's ("" when unknown); a link's ref is the source
// that documents the service's URL form, its scope the URNs it takes ("" for
// every one of the namespace's).
//
//go:noinline
func (w *Writer) Resolution(input string, valid bool, r *namespace.Resolution) {
	w.Grow(256 + 2*len(input) + 384*len(r.Links))
	w.Open()
	w.KStr("urn", input)
	w.KBool("valid", valid)
	w.KStr("verdict", r.Verdict.String())
	if r.Syntax != nil {
		w.KStr("nid", r.Syntax.NID)
		w.KRef("ref", r.Syntax.Resolvers().Ref)
	} else {
		w.KStr("nid", "")
		w.KNull("ref")
	}
	w.KOpenArray("links")
	for _, l := range r.Links {
		w.Open()
		w.KStr("service", l.Service.Name)
		w.KStr("url", l.URL)
		w.KStr("scope", l.Service.Scope)
		w.KRef("ref", l.Service.Ref)
		w.Close()
	}
	w.CloseArray()
	w.KStr("note", r.Note)
	w.Close()
}
