package exercise

import (
	"strconv"

	"github.com/urn-playground/urn-playground/core"
)

// holdsNamespace evaluates namespace <verdict>: the verdict of core's
// namespace reading (URN.ReadNamespace), which is kept apart from the
// syntax reading (RFC 8141 §2.2 leaves the NSS's own syntax to each
// namespace). When it fails, the feedback names the namespace's rule and
// the section of its registration, and for a violation the first
// namespace diagnostic of severity Error, which points at the character
// and often carries the fix.
func (c *Condition) holdsNamespace(u *core.URN, res *Result) bool {
	nr := u.ReadNamespace()
	if nr.Verdict == c.Verdict {
		return true
	}
	nid := strconv.Quote(u.Text(u.NID))
	switch {
	case !u.NID.Present() || !u.NSS.Present():
		res.Message = "it has no NID and NSS for a namespace's rule to read"
		return false
	case nr.Rule == nil:
		res.Message = "the engine knows no syntax of its own for the namespace " + nid + ", so it says neither that its NSS conforms nor that it does not"
		return false
	}
	rule := "the " + nr.Rule.ID + " namespace's syntax (" + nr.Rule.Title + ")"
	res.Ref = nr.Rule.Ref
	d, bad := nr.Diagnostics.FirstError()
	switch {
	case c.Verdict == core.NSNoRule:
		res.Message = "the engine knows " + rule + " for the NID " + nid + ", and a namespace it has no rule for is wanted"
	case bad:
		res.setDiagnostic(d, u.Input)
		res.Message = "its NSS does not conform to " + rule + ": " + d.Msg
	default:
		res.Message = "its NSS conforms to " + rule + ", and one that does not is wanted"
	}
	return false
}
