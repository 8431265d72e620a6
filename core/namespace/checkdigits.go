package namespace

import "github.com/urn-playground/urn-playground/core"

// Helpers shared by the namespaces whose NSS is a code with check
// characters (isbn, isni, issn, lei; isbn and issn read their hyphens
// themselves).

// readFixed checks that the NSS has n characters, those before k in the
// set head and the rest in tail, reporting the first that is not, with
// headWhat or tailWhat, which say what belongs there ("an ISNI's first
// 15 characters are digits"), or the length. what names the code with
// its article: "an ISNI". (Sets, not a function per code: see charSet.)
func readFixed(r *reader, n int, what string, k int, head, tail charSet, headWhat, tailWhat string) bool {
	s := r.s
	for i := 0; i < len(s) && i < n; i++ {
		set, why := head, headWhat
		if i >= k {
			set, why = tail, tailWhat
		}
		if !inSet(set, s[i]) {
			r.badChar(i, " cannot appear here: "+why)
			return false
		}
	}
	if len(s) != n {
		r.badLength(min(len(s), n), len(s), what+" has "+itoa(n)+" characters; this NSS has ", len(s))
		return false
	}
	return true
}

// checkDigits checks the check characters at s[from:from+len(want)]
// and reports whether they are right. When the only fault is a
// lower-case "x" for the value ten, and the registration requires "X",
// caseMsg (non-empty) says so; otherwise the message names both, with how
// the syntax computes them (tail). Each fix sets the right characters.
// A rule of the registration is an error (c nil); one beyond it, a
// warning that cites c (reader.beyond). It builds strings only on a
// fault.
func checkDigits(r *reader, c *Citation, from int, want []byte, what, tail, caseMsg string) bool {
	to := from + len(want)
	got := r.s[from:to]
	var d *core.Diagnostic
	switch {
	case got == string(want):
		return true
	case caseMsg != "" && got == "x" && want[0] == 'X':
		d = r.fail(CodeCase, from, to, caseMsg)
		r.fix(d, "X", "Write X in upper case")
		return false
	case c != nil:
		d = r.beyond(c, CodeCheckDigit, from, to, "the check "+what+" should be "+string(want)+", not "+got+tail)
	default:
		d = r.fail(CodeCheckDigit, from, to, "the check "+what+" should be "+string(want)+", not "+got+tail)
	}
	r.fix(d, string(want), "Set the check "+what+" to "+string(want))
	return false
}

// mod11Char is the character of a modulo 11 check value, "X" for ten.
// core has the same function for its equivalence rules' keys (an ISBN-10
// converted to ISBN-13 is checked first): two lines, copied rather than
// exported from core for this package alone.
func mod11Char(v int) byte {
	if v == 10 {
		return 'X'
	}
	return byte('0' + v)
}
