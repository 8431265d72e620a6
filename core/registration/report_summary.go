package registration

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// Ready reports whether the registration is ready to send: every check
// passes and no finding is an error or a warning. Clean alone is not
// enough: a check can fail with only an info finding (RFC 8141 §2.3's
// components not described), and then not every check passes.
func (rep *Report) Ready() bool {
	return rep.Total > 0 && rep.Passed == rep.Total && rep.Clean()
}

// Summary says in one sentence how far the registration is, so that the
// page states one verdict instead of putting a mark beside a score:
// "Every check passes (20 of 20), with no error or warning." or
// "19 of 20 checks pass; still open: says whether r-, q- and
// f-components are used."
func (rep *Report) Summary() string {
	if rep.Total == 0 {
		return "Nothing could be checked."
	}
	n := itoa(rep.Total)
	if rep.Ready() {
		return "Every check passes (" + n + " of " + n + "), with no error or warning."
	}
	s := itoa(rep.Passed) + " of " + n + " checks pass"
	var bits []string
	if k := len(rep.Missing); k > 0 {
		bits = append(bits, count(k, "required section")+" still empty")
	}
	errs, warns := 0, 0
	for _, f := range rep.Findings {
		switch f.Severity {
		case core.Error:
			errs++
		case core.Warning:
			warns++
		}
	}
	if errs > 0 {
		bits = append(bits, count(errs, "error"))
	}
	if warns > 0 {
		bits = append(bits, count(warns, "warning"))
	}
	if len(bits) > 0 {
		return s + "; " + strings.Join(bits, ", ") + "."
	}
	var open []string
	for _, c := range rep.Checks {
		if !c.Passed {
			open = append(open, c.Title)
		}
	}
	return s + "; no error or warning, but still open: " + strings.Join(open, "; ") + "."
}

// count is "1 error", "2 errors".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}
