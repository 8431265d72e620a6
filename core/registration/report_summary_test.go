package registration

import (
	"strings"
	"testing"
)

// TestReportSummaryOneVerdict: the review step said "✔ Every check
// passes · 95% complete: 19 of 20 checks pass" because it marked Clean
// (no error or warning) beside a score that an info finding had lowered.
// Ready and Summary say one thing.
func TestReportSummaryOneVerdict(t *testing.T) {
	r := goodRegistration()
	rep := Validate(r)
	if !rep.Ready() || rep.Summary() != "Every check passes ("+itoa(rep.Total)+" of "+itoa(rep.Total)+"), with no error or warning." {
		t.Errorf("a complete registration: ready %v, summary %q", rep.Ready(), rep.Summary())
	}

	// Clean, but one check open: RFC 8141 §2.3's components not described.
	r.Set("syntax", "The NSS is a decimal number: urn:thinkingcat:001203.")
	rep = Validate(r)
	if !rep.Clean() || rep.Passed != rep.Total-1 {
		t.Fatalf("want clean with one check open: clean %v, %d of %d", rep.Clean(), rep.Passed, rep.Total)
	}
	want := itoa(rep.Passed) + " of " + itoa(rep.Total) + " checks pass; no error or warning, but still open: says whether r-, q- and f-components are used."
	if rep.Ready() || rep.Summary() != want {
		t.Errorf("ready %v, summary %q; want not ready, %q", rep.Ready(), rep.Summary(), want)
	}

	rep = Validate(&Registration{Layout: "rfc8141"})
	if s := rep.Summary(); rep.Ready() || !strings.Contains(s, "required sections still empty") || !strings.Contains(s, "error") {
		t.Errorf("an empty draft: summary %q", s)
	}
}

// TestLayoutNextSteps: each layout says where a completed request is sent
// and how it is reviewed, citing its procedure (RFC 2611 §4, draft-12
// §7.2, RFC 8141 §6.2 and §6.3).
func TestLayoutNextSteps(t *testing.T) {
	for id, want := range map[string][]string{
		"rfc2611":  {"urn-nid@apps.ietf.org", "iana@iana.org", "IESG", "urn@ietf.org"},
		"draft-12": {"urn@ietf.org", "experts", "IANA registers"},
		"rfc8141":  {"urn@ietf.org", "Designated Experts", "IANA registers", "fast track"},
	} {
		l, _ := LayoutByID(id)
		var all []string
		for _, n := range l.Next {
			if n.Ref.Doc == "" || n.Text == "" {
				t.Errorf("%s: a step without text or section: %+v", id, n)
			}
			all = append(all, n.Text+" ("+n.Ref.String()+")")
		}
		text := strings.Join(all, "\n")
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: what happens next lacks %q:\n%s", id, w, text)
			}
		}
	}
}
