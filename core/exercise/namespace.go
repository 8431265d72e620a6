package exercise

import (
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
