package core

import (
	"slices"
	"strings"
	"testing"
)

// A reading lists at most MaxDiagnostics problems and counts the rest in
// one last info; validity still sees every error.
func TestReadListsAtMostMaxDiagnostics(t *testing.T) {
	// Each " " and each "%zz" is one error: 3 per repetition.
	garbage := "urn:example:" + strings.Repeat("a%zz b ", 2000)
	u := Read(garbage, RFC8141)
	if u.Valid {
		t.Fatal("garbage read as valid")
	}
	if len(u.Diagnostics) != MaxDiagnostics+1 {
		t.Fatalf("%d diagnostics, want %d and one counting the rest", len(u.Diagnostics), MaxDiagnostics)
	}
	if got := u.Diagnostics.Count(Error) + u.Unlisted.Count(Error); got != 3*2000 {
		t.Errorf("%d errors listed and unlisted, want %d", got, 3*2000)
	}
	// The last " " is trailing white space, not an NSS character.
	want := Tally{{CodeNSSChar, Error, 3333}, {CodeBadPercent, Error, 1666}, {CodeTrailingSpace, Error, 1}}
	if !slices.Equal(u.Unlisted, want) {
		t.Errorf("unlisted %v, want %v", u.Unlisted, want)
	}
	last := u.Diagnostics[MaxDiagnostics]
	if last.Code != CodeTooManyProblems || last.Severity != Info || !strings.Contains(last.Msg, "more problems") {
		t.Errorf("last diagnostic %+v, want the count of the rest", last)
	}
	if prev := u.Diagnostics[MaxDiagnostics-1]; last.Start < prev.Start {
		t.Errorf("the count sits at %d, before the last listed problem at %d", last.Start, prev.Start)
	}
	// Within the limit, nothing is dropped and nothing is added.
	few := Read("urn:example:"+strings.Repeat("a b", 10), RFC8141)
	for _, d := range few.Diagnostics {
		if d.Code == CodeTooManyProblems {
			t.Errorf("a reading of %d problems says some were dropped", len(few.Diagnostics))
		}
	}
	// Reading again into the same URN starts the count afresh.
	u.Read("urn:example:a", RFC8141)
	if len(u.Diagnostics) != 0 || len(u.Unlisted) != 0 || !u.Valid {
		t.Errorf("re-reading kept %d diagnostics", len(u.Diagnostics))
	}
}

// An encoding lists at most MaxDiagnostics encoded characters and counts
// the rest; octet 0 is reported once per run, and at most MaxDiagnostics
// runs are listed.
func TestEncodeListsAtMostMaxDiagnostics(t *testing.T) {
	n := 3 * MaxDiagnostics
	enc := EncodeNSS(strings.Repeat(" ", n), RFC8141, EncodeOptions{})
	if len(enc.Chars) != MaxDiagnostics || enc.Unlisted != n-MaxDiagnostics {
		t.Errorf("%d listed and %d unlisted, want %d and %d", len(enc.Chars), enc.Unlisted, MaxDiagnostics, n-MaxDiagnostics)
	}
	if enc.NSS != strings.Repeat("%20", n) {
		t.Errorf("the NSS lost characters past the list: %d bytes", len(enc.NSS))
	}
	run := EncodeNSS("a"+strings.Repeat("\x00", n)+"b", RFC2141, EncodeOptions{})
	if len(run.Diagnostics) != 1 || run.Diagnostics[0].Span != (Span{1, 1 + n}) || run.Valid {
		t.Errorf("a run of NULs: %v, want one error over the run", run.Diagnostics)
	}
	runs := EncodeNSS(strings.Repeat("\x00a\x00\x00a", n), RFC2141, EncodeOptions{})
	if len(runs.Diagnostics) != MaxDiagnostics+1 || runs.Diagnostics[MaxDiagnostics].Code != CodeTooManyProblems {
		t.Fatalf("%d runs of NULs: %d diagnostics, want %d and the count of the rest", 2*n, len(runs.Diagnostics), MaxDiagnostics)
	}
	if last := runs.Diagnostics[MaxDiagnostics]; !strings.Contains(last.Msg, itoa(2*n-MaxDiagnostics)+" more") {
		t.Errorf("the count says %q, want %d more", last.Msg, 2*n-MaxDiagnostics)
	}
	for _, d := range runs.Diagnostics[:MaxDiagnostics] {
		if d.Code == CodeEncNUL && d.End-d.Start > 2 {
			t.Fatalf("a run of NULs joined across a letter: %v", d)
		}
	}
}

// A message quotes at most ascii.MaxQuoted bytes of the input, however
// long the part it is about: a thousand diagnostics each quoting a long
// NID were hundreds of megabytes.
func TestMessagesQuoteBoundedText(t *testing.T) {
	nid := strings.Repeat("\x01a", 50_000)
	_, enc := BuildURN(nid, "x", RFC8141, EncodeOptions{})
	u := Read("urn:a:"+strings.Repeat("\x01", 100_000)+" "+strings.Repeat("é", 50_000), RFC8141)
	for _, ds := range []Diagnostics{enc.Diagnostics, u.Diagnostics} {
		if len(ds) == 0 {
			t.Fatal("no diagnostics")
		}
		for _, d := range ds {
			if len(d.Msg) > 400 || len(d.Fix.Title) > 100 {
				t.Fatalf("a %d-byte message, a %d-byte fix title: %.80q", len(d.Msg), len(d.Fix.Title), d.Msg)
			}
		}
	}
}

// A display form lists at most MaxDiagnostics notes and counts the rest.
func TestDisplayListsAtMostMaxDiagnostics(t *testing.T) {
	n := 3 * MaxDiagnostics
	d := DisplayForm("urn:example:"+strings.Repeat("а", n), RFC8141) // U+0430, a look-alike of "a"
	if len(d.Notes) != MaxDiagnostics || d.Unlisted != n-MaxDiagnostics {
		t.Errorf("%d notes and %d unlisted, want %d and %d", len(d.Notes), d.Unlisted, MaxDiagnostics, n-MaxDiagnostics)
	}
}
