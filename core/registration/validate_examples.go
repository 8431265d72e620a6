package registration

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// syntax reads every example URN of the Syntax section with the layout's
// edition: each must conform and use the registration's NID. Under
// draft-12 and RFC 8141 it notes whether the r-, q- and f-components are
// described (draft-12 A.6; RFC 8141 §2.3).
func (v *validator) syntax(s *Section, text string) {
	ed := v.l.Edition
	if text == "" {
		// The checks still to do, so that their count does not change as
		// the section is filled.
		v.check("examples", s.ID, "the Syntax section gives example URNs", false)
		v.checkValue("examples-valid", s.ID, "every example URN conforms and uses this NID", false, false)
		if ed == core.Draft12 || ed == core.RFC8141 {
			v.check("components", s.ID, "says whether r-, q- and f-components are used", false)
		}
		return
	}
	next := 0 // where the previous example ended: what it read whole is not read again
	for x := range core.ExtractSeq(text, core.ExtractOptions{Edition: ed}) {
		if x.Start < next {
			continue
		}
		u := x.Read()
		if isPattern(text, x, u) {
			continue
		}
		end := exampleEnd(text, x)
		next = end
		ex := ExampleCheck{URN: text[x.Start:end], Valid: x.Valid}
		if end != x.End {
			if strings.ContainsAny(ex.URN, "{<[") {
				continue // a pattern: "urn:x:a <name>"
			}
			u = core.Read(ex.URN, ed)
			ex.Valid = u.Valid
		}
		ex.SameNID = v.nid != "" && asciiLower(u.Text(u.NID)) == asciiLower(v.nid) || v.nid == "" && isInformalPattern(u.Text(u.NID))
		if d, ok := u.Diagnostics.FirstError(); ok {
			ex.FirstError, ex.ErrorAt, ex.ErrorMsg = d.Code, d.Start, d.Msg
		}
		v.rep.Examples = append(v.rep.Examples, ex)
	}
	if !v.check("examples", s.ID, "the Syntax section gives example URNs", len(v.rep.Examples) > 0) {
		v.find(s.ID, core.Info, CodeNoExamples, s.Ref, "no example URN found: examples let readers (and this validator) check the syntax")
	}
	bad := 0
	for _, ex := range v.rep.Examples {
		switch {
		case !ex.Valid:
			bad++
			v.find(s.ID, core.Warning, CodeExample, s.Ref, "the example "+quote(clipExample(ex))+" is not a valid "+ed.Info().Name+
				" URN: at byte "+itoa(ex.ErrorAt)+", "+ex.ErrorMsg+" ("+string(ex.FirstError)+")")
		case !ex.SameNID:
			bad++
			v.find(s.ID, core.Warning, CodeExample, s.Ref, "the example "+quote(ascii.Clip(ex.URN, 16))+" does not use this registration's NID "+quote(v.nid))
		}
	}
	v.checkValue("examples-valid", s.ID, "every example URN conforms and uses this NID", len(v.rep.Examples) > 0, bad == 0)
	if ed == core.Draft12 || ed == core.RFC8141 {
		low := strings.ToLower(text)
		described := false
		for _, w := range []string{"r-component", "q-component", "f-component", "rq-component", "components", "fragment"} {
			if strings.Contains(low, w) {
				described = true
			}
		}
		if !v.check("components", s.ID, "says whether r-, q- and f-components are used", described) {
			// draft-12 Appendix A: unless the registration says otherwise,
			// components are "not allowed"; RFC 8141 §2.3: they "MAY be
			// used" with any namespace, and Appendix A: unless described,
			// their semantics "are undefined".
			ref, why := s.Ref, "unless a registration says otherwise they are not allowed for the namespace"
			if ed == core.RFC8141 {
				ref, why = refRFC8141Components, "they may be used with any namespace, but unless the registration describes their semantics, those semantics are undefined"
			}
			v.find(s.ID, core.Info, CodeComponents, ref, "does not say whether r-, q- or f-components are used; "+why)
		}
	}
}

var refRFC8141Components = core.NewRef("rfc8141", "2.3")

// isPattern tells a URN pattern or a mention of the namespace from an
// example: "urn:csa:{NSS}", "urn:urn-<n>:x", "urn:####:x", the prefix
// "urn:dev:" of an ABNF rule, or "urn:c2pa" naming the namespace.
func isPattern(text string, x core.Found, u *core.URN) bool {
	if x.End < len(text) && strings.IndexByte("{<[*", text[x.End]) >= 0 {
		return true // a placeholder continues it
	}
	if u.NSS.Len() == 0 {
		return true // no NSS: a prefix or a mention
	}
	nid := u.Text(u.NID)
	if n := nid[min(4, len(nid)):]; isInformalPattern(nid) && (n == "" || strings.Trim(n, "0123456789") != "") {
		return true // "urn:urn-n:…", "urn:urn-X:…": the number still to come
	}
	return strings.ContainsAny(nid, "#*<>{}[]")
}

// isInformalPattern accepts the placeholder NIDs informal templates print
// before IANA assigns one: "urn-<n>", "urn-X".
func isInformalPattern(nid string) bool { return len(nid) >= 4 && asciiLower(nid[:4]) == "urn-" }
