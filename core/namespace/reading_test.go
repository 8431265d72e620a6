package namespace

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// nsCase is one namespace example: the URN, the verdict, the codes of
// the reading's diagnostics in order, and the ids of its parts in order
// ("" to skip the parts check).
type nsCase struct {
	urn     string
	verdict Verdict
	codes   string // space-separated
	parts   string // space-separated part ids; "" not checked
	fix     string // the NSS after applying the first fix; "" for none
}

// checkNS reads each case and checks it, then checks the invariants every
// reading keeps (checkNSInvariants).
func checkNS(t *testing.T, cases []nsCase) {
	t.Helper()
	for _, c := range cases {
		u := core.Read(c.urn, core.RFC8141)
		nr := Read(u)
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
				f := core.Read(d.ApplyFix(c.urn), core.RFC8141)
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
// agrees with the errors, every fix gives a conforming NSS, and the
// list check's reading (VerdictTo) has the same verdict and diagnostics,
// without parts or fixes.
func checkNSInvariants(t *testing.T, u *core.URN, nr Reading) {
	t.Helper()
	checkVerdictTo(t, u, nr)
	if nr.Syntax == nil {
		if nr.Verdict != NoRule || len(nr.Parts)+len(nr.Diagnostics) > 0 {
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
	// Past core.MaxDiagnostics the errors may all be among those counted,
	// not listed, by the last diagnostic.
	capped := slices.ContainsFunc(nr.Diagnostics, func(d core.Diagnostic) bool { return d.Code == core.CodeTooManyProblems })
	if listed := nr.Diagnostics.Count(core.Error) > 0; listed && nr.Verdict != Violates || !listed && !capped && nr.Verdict == Violates {
		t.Errorf("%q: verdict %v with %d errors", u.Input, nr.Verdict, nr.Diagnostics.Count(core.Error))
	}
	// Sorted as core sorts a reading's diagnostics: a stable sort leaves
	// a sorted list as it is.
	sorted := slices.Clone(nr.Diagnostics)
	sorted.Sort()
	if !slices.Equal(sorted, nr.Diagnostics) {
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
		f := core.Read(fixed, u.Edition)
		if got := Read(f); got.Verdict != Conforms {
			t.Errorf("%q: fix %q gives %q, which %v: %v", u.Input, d.Fix.Title, fixed, got.Verdict, got.Diagnostics)
		}
	}
}

func TestReadNamespaceNoRule(t *testing.T) {
	for _, in := range []string{"urn:nope:a", "urn:", "urn:nid", "not a urn", "urn:foo:x"} {
		u := core.Read(in, core.RFC8141)
		nr := Read(u)
		if nr.Verdict != NoRule || nr.Syntax != nil || nr.Verdict.String() != "no-rule" {
			t.Errorf("%q: %v %v", in, nr.Verdict, nr.Syntax)
		}
	}
}

// TestNamespaceReadingLeavesSyntaxAlone: the namespace reading never
// changes the syntax reading (RFC 8141 §2.2 leaves the NSS's syntax to the
// namespace, and URN.Valid stays the edition's verdict).
func TestNamespaceReadingLeavesSyntaxAlone(t *testing.T) {
	u := core.Read("urn:isbn:0451450524", core.RFC8141)
	before := len(u.Diagnostics)
	nr := Read(u)
	if !u.Valid || len(u.Diagnostics) != before || nr.Verdict != Violates {
		t.Errorf("valid %v, %d→%d diagnostics, verdict %v", u.Valid, before, len(u.Diagnostics), nr.Verdict)
	}
}

// TestTooManyProblemsAsCore: the diagnostic that counts what a namespace
// reading does not list says what the syntax reading's says, word for
// word but for the numbers (core writes its own).
func TestTooManyProblemsAsCore(t *testing.T) {
	u := core.Read("urn:example:"+strings.Repeat("%", core.MaxDiagnostics+7), core.RFC8141)
	i := slices.IndexFunc(u.Diagnostics, func(d core.Diagnostic) bool { return d.Code == core.CodeTooManyProblems })
	if i < 0 {
		t.Fatalf("the syntax reading of %d stray %%s counts none: %d diagnostics", core.MaxDiagnostics+7, len(u.Diagnostics))
	}
	want := u.Diagnostics[i]
	n := strings.TrimPrefix(want.Msg, "and ")
	n = n[:strings.IndexByte(n, ' ')]
	got := tooManyProblems(atoi(t, n), want.Start)
	if got != want {
		t.Errorf("namespace: %+v\ncore:      %+v", got, want)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// checkVerdictTo checks VerdictTo against nr, u's full reading.
func checkVerdictTo(t *testing.T, u *core.URN, nr Reading) {
	t.Helper()
	var v Reading
	VerdictTo(u, &v)
	if v.Verdict != nr.Verdict || v.Syntax != nr.Syntax || len(v.Parts) > 0 || len(v.Diagnostics) != len(nr.Diagnostics) {
		t.Errorf("%q: VerdictTo gives %v with %d parts and %d diagnostics, Read %v with %d diagnostics", u.Input, v.Verdict, len(v.Parts), len(v.Diagnostics), nr.Verdict, len(nr.Diagnostics))
		return
	}
	for i, d := range v.Diagnostics {
		want := nr.Diagnostics[i]
		want.Fix = core.Fix{}
		if d != want {
			t.Errorf("%q: VerdictTo's diagnostic %d is %v, Read's without its fix %v", u.Input, i, d, want)
		}
	}
}
