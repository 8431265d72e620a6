package core

import (
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
	if len(u.Diagnostics) != 0 || !u.Valid {
		t.Errorf("re-reading kept %d diagnostics", len(u.Diagnostics))
	}
}
