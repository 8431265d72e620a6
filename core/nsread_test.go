package core

import (
	"slices"
	"strings"
	"testing"
)

// nsCase is one namespace example: the URN, the verdict, the codes of
// the reading's diagnostics in order, and the ids of its parts in order
// ("" to skip the parts check).
type nsCase struct {
	urn     string
	verdict NamespaceVerdict
	codes   string // space-separated
	parts   string // space-separated part ids; "" not checked
	fix     string // the NSS after applying the first fix; "" for none
}

// checkNS reads each case and checks it, then checks the invariants every
// reading keeps (checkNSInvariants).
func checkNS(t *testing.T, cases []nsCase) {
	t.Helper()
	for _, c := range cases {
		u := Read(c.urn, RFC8141)
		nr := u.ReadNamespace()
		var codes, parts []string
		for _, d := range nr.Diagnostics {
			codes = append(codes, string(d.Code))
		}
		for _, p := range nr.Parts {
			parts = append(parts, p.ID)
		}
		if nr.Verdict != c.verdict || strings.Join(codes, " ") != c.codes {
			t.Errorf("%s: verdict %v codes %q, want %v %q\n%v", c.urn, nr.Verdict, codes, c.verdict, c.codes, nr.Diagnostics)
		}
		if c.parts != "" && strings.Join(parts, " ") != c.parts {
			t.Errorf("%s: parts %q, want %q", c.urn, parts, c.parts)
		}
		fixed := ""
		for _, d := range nr.Diagnostics {
			if d.HasFix() {
				f := Read(d.ApplyFix(c.urn), RFC8141)
				fixed = f.Text(f.NSS)
				break
			}
		}
		if fixed != c.fix {
			t.Errorf("%s: fixed NSS %q, want %q", c.urn, fixed, c.fix)
		}
		checkNSInvariants(t, u, nr)
	}
}

// checkNSInvariants checks what every namespace reading promises: parts
// tile the NSS, diagnostics lie inside it and are sorted, the verdict
// agrees with the errors, and every fix gives a conforming NSS.
func checkNSInvariants(t *testing.T, u *URN, nr NamespaceReading) {
	t.Helper()
	if nr.Rule == nil {
		if nr.Verdict != NSNoRule || len(nr.Parts)+len(nr.Diagnostics) > 0 {
			t.Errorf("%q: no rule but %v %v %v", u.Input, nr.Verdict, nr.Parts, nr.Diagnostics)
		}
		return
	}
	at := u.NSS.Start
	for _, p := range nr.Parts {
		if p.Start != at || p.End <= p.Start || p.ID == "" || p.Label == "" {
			t.Errorf("%q: part %+v does not continue the tiling at %d", u.Input, p, at)
		}
		at = p.End
	}
	if at != u.NSS.End && len(nr.Parts) > 0 || len(nr.Parts) == 0 && u.NSS.Len() > 0 {
		t.Errorf("%q: parts end at %d, the NSS at %d", u.Input, at, u.NSS.End)
	}
	// Past MaxDiagnostics the errors may all be among those counted, not
	// listed, by the last diagnostic.
	capped := slices.ContainsFunc(nr.Diagnostics, func(d Diagnostic) bool { return d.Code == CodeTooManyProblems })
	if listed := nr.Diagnostics.Count(Error) > 0; listed && nr.Verdict != NSViolates || !listed && !capped && nr.Verdict == NSViolates {
		t.Errorf("%q: verdict %v with %d errors", u.Input, nr.Verdict, nr.Diagnostics.Count(Error))
	}
	if !slices.IsSortedFunc(nr.Diagnostics, compareDiagnostics) {
		t.Errorf("%q: diagnostics not sorted", u.Input)
	}
	for _, d := range nr.Diagnostics {
		if d.Start < u.NSS.Start || d.End > u.NSS.End || d.Start > d.End || d.Msg == "" || d.Ref.Doc == "" {
			t.Errorf("%q: diagnostic %v outside the NSS %v or incomplete", u.Input, d, u.NSS)
		}
		if !d.HasFix() {
			continue
		}
		fixed := d.ApplyFix(u.Input)
		f := Read(fixed, u.Edition)
		if got := f.ReadNamespace(); got.Verdict != NSConforms {
			t.Errorf("%q: fix %q gives %q, which %v: %v", u.Input, d.Fix.Title, fixed, got.Verdict, got.Diagnostics)
		}
	}
}

func TestReadNamespaceNoRule(t *testing.T) {
	for _, in := range []string{"urn:nope:a", "urn:", "urn:nid", "not a urn", "urn:foo:x"} {
		u := Read(in, RFC8141)
		nr := u.ReadNamespace()
		if nr.Verdict != NSNoRule || nr.Rule != nil || nr.Verdict.String() != "no-rule" {
			t.Errorf("%q: %v %v", in, nr.Verdict, nr.Rule)
		}
	}
}

// TestNamespaceReadingLeavesSyntaxAlone: the namespace reading never
// changes the syntax reading (RFC 8141 §2.2 leaves the NSS's syntax to the
// namespace, and URN.Valid stays the edition's verdict).
func TestNamespaceReadingLeavesSyntaxAlone(t *testing.T) {
	u := Read("urn:isbn:0451450524", RFC8141)
	before := len(u.Diagnostics)
	nr := u.ReadNamespace()
	if !u.Valid || len(u.Diagnostics) != before || nr.Verdict != NSViolates {
		t.Errorf("valid %v, %d→%d diagnostics, verdict %v", u.Valid, before, len(u.Diagnostics), nr.Verdict)
	}
}

func TestNamespaceSyntaxesAreSortedAndCited(t *testing.T) {
	for i, s := range nsSyntaxes {
		if i > 0 && nsSyntaxes[i-1].NID >= s.NID {
			t.Errorf("nsSyntaxes out of NID order at %s", s.NID)
		}
		if s.Ref.Doc == "" || s.Title == "" || s.ID == "" || (s.read == nil) != s.Free {
			t.Errorf("%s: incomplete definition", s.NID)
		}
		if NamespaceSyntaxFor(strings.ToUpper(s.NID)) != s {
			t.Errorf("%s: not found by its upper-case NID", s.NID)
		}
	}
}
