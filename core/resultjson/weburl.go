package resultjson

import "github.com/urn-playground/urn-playground/core/weburl"

// URLReading writes a URL parser's reading beside a URN's
// (weburl.Read), the JavaScript API's URLReading (URN.asURL):
//
//	{input, edition, valid,                       // valid: the URN's verdict
//	 url: {href, protocol, pathname, search, hash} | null,   // null: the parser refused it
//	 error: string,                               // the parser's message then, else ""
//	 rows: [{field, url, urn, parts, same, notes: [{text, ref}]}],
//	 notes: [{text, ref}]}                        // about the whole input
//
//go:noinline
func (w *Writer) URLReading(r *weburl.Reading) {
	w.Grow(1024 + 4*len(r.Input))
	w.Open()
	w.KStr("input", r.Input)
	w.KStr("edition", r.Edition.ID())
	w.KBool("valid", r.Valid)
	if r.URL.Failed {
		w.KNull("url")
	} else {
		w.KOpen("url")
		w.KStr("href", r.URL.Href)
		w.KStr("protocol", r.URL.Protocol)
		w.KStr("pathname", r.URL.Pathname)
		w.KStr("search", r.URL.Search)
		w.KStr("hash", r.URL.Hash)
		w.Close()
	}
	w.KStr("error", r.URL.Error)
	w.KOpenArray("rows")
	for i := range r.Rows {
		row := &r.Rows[i]
		w.Open()
		w.KStr("field", row.Field)
		w.KStr("url", row.URL)
		w.KStr("urn", row.URN)
		w.KStr("parts", row.Parts)
		w.KBool("same", row.Same)
		w.urlNotes(row.Notes)
		w.Close()
	}
	w.CloseArray()
	w.urlNotes(r.Notes)
	w.Close()
}

// urlNotes writes "notes": [{text, ref}].
func (w *Writer) urlNotes(notes []weburl.Note) {
	w.KOpenArray("notes")
	for _, n := range notes {
		w.Open()
		w.KStr("text", n.Text)
		w.KRef("ref", n.Ref)
		w.Close()
	}
	w.CloseArray()
}

// URLEquivalence writes a URL comparison beside the edition's URN
// equivalence (weburl.CompareEquivalence), URN.equivalentAsURL's result:
//
//	{urlSame, equivalent, agree, why, ref}
//
//go:noinline
func (w *Writer) URLEquivalence(e *weburl.Equivalence) {
	w.Open()
	w.KBool("urlSame", e.URLSame)
	w.KBool("equivalent", e.URNSame)
	w.KBool("agree", e.Agree)
	w.KStr("why", e.Why)
	w.KRef("ref", e.Ref)
	w.Close()
}
