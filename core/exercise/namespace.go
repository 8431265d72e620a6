package exercise

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// holdsNamespace evaluates namespace <verdict>: the verdict of core's
// namespace reading (namespace.Read), which is kept apart from the
// syntax reading (RFC 8141 §2.2 leaves the NSS's own syntax to each
// namespace). When it fails, the feedback says what the reading found:
// no rule for the NID, or the namespace's rule with the section of its
// registration, and for a violation the first namespace diagnostic of
// severity Error, which points at the character and often carries the
// fix. (One message per reading, not per pair of verdicts: the lesson's
// "why" says what was wanted, and each message costs the module bytes.)
func (c *Condition) holdsNamespace(u *core.URN, res *Result) bool {
	nr := namespace.Read(u)
	if nr.Verdict == c.Verdict {
		return true
	}
	if nr.Syntax == nil {
		res.Message = "the engine knows no syntax of its own for the NID " + quote(u.Text(u.NID)) + ": it says nothing of the NSS beyond the URN syntax"
		return false
	}
	res.Ref = nr.Syntax.Ref
	res.Message = "its NSS conforms to the " + nr.Syntax.ID + " namespace's syntax (" + nr.Syntax.Title + ")"
	if d, bad := nr.Diagnostics.FirstError(); bad {
		res.setDiagnostic(d, u.Input)
		res.Message = "its NSS does not conform to the " + nr.Syntax.ID + " namespace's syntax: " + d.Msg
	}
	return false
}

// holdsLink evaluates leads-to <host> and no-link: where the answer
// leads (namespace.Resolve), the links the page and URN.resolve give.
// leads-to holds when one of them is at the host; no-link when there is
// none. When it fails, the feedback is the resolution's own note, or the
// links there are.
func (c *Condition) holdsLink(u *core.URN, res *Result) bool {
	nr := namespace.Read(u)
	r := namespace.Resolve(u, &nr)
	if c.cond == condNoLink {
		if len(r.Links) == 0 {
			return true
		}
		res.Message = "it leads to " + r.Links[0].URL + " (" + r.Links[0].Service.Name + "), and a URN without a link is wanted"
		res.Ref = r.Links[0].Service.Ref
		return false
	}
	for _, l := range r.Links {
		if hostOf(l.URL) == c.Text {
			return true
		}
	}
	switch {
	case len(r.Links) > 0:
		res.Message = "it leads to " + r.Links[0].URL + ", not to " + c.Text
		res.Ref = r.Links[0].Service.Ref
	case r.Note != "":
		res.Message = "it leads nowhere: " + r.Note
		if r.Syntax != nil {
			res.Ref = r.Syntax.Resolvers().Ref
		}
	default:
		res.Message = "it leads nowhere"
	}
	return false
}

// hostOf is the host of an absolute URL: what follows "//" up to the
// next "/", "?" or "#".
func hostOf(url string) string {
	_, rest, ok := strings.Cut(url, "//")
	if !ok {
		return ""
	}
	for i := 0; i < len(rest); i++ {
		if c := rest[i]; c == '/' || c == '?' || c == '#' {
			return rest[:i]
		}
	}
	return rest
}
