package main

import (
	"strings"
	"testing"
)

// TestExerciseCheck: the op checks an answer against a compiled exercise
// with core/exercise and writes the verdict with offsets in UTF-16 units;
// what is no compiled exercise (a block as written) is bad-exercise with
// the line where the form breaks.
func TestExerciseCheck(t *testing.T) {
	// RFC 8141 §2.2: a space is no pchar; the fix encodes it. The block
	// "id: f / kind: fix / given: urn:example:é b / want: valid / why:
	// Encode the space.", compiled (core/exercise's TestCompiledForm).
	block := "1bdoa\nurn:example:é b\n\nwadoa\nyEncode the space."
	v := call(t, "exercise.check", block, "urn:example:é b")
	if boolean(t, v, "right") || str(t, v, "condition") != "valid" || num(t, v, "index") != 0 || str(t, v, "why") != "Encode the space." {
		t.Fatalf("got %s", show(v))
	}
	// "é " is at UTF-16 offsets 12–14 (bytes 12–15: "é" is one unit, two bytes).
	if got := str(t, v, "diagnostic", "code"); got != "nss-char" || num(t, v, "diagnostic", "start") != 12 || num(t, v, "diagnostic", "end") != 14 || num(t, v, "span", "end") != 14 {
		t.Errorf("diagnostic %s", show(get(t, v, "diagnostic")))
	}
	if str(t, v, "ref", "edition") != "rfc8141" || !isNull(t, v, "clicked") || !isNull(t, v, "truth") {
		t.Errorf("got %s", show(v))
	}
	v = call(t, "exercise.check", block, "urn:example:%C3%A9%20b")
	if !boolean(t, v, "right") || !isNull(t, v, "condition") || !isNull(t, v, "diagnostic") {
		t.Errorf("right answer: %s", show(v))
	}
	msg := wantError(t, call(t, "exercise.check", "id: f\nkind: fix\nwant: valid", "x"), "bad-exercise")
	if !strings.HasPrefix(msg, "checkExercise: line 1: not an exercise in the compiled form") {
		t.Errorf("message %q", msg)
	}
	if p := get(t, call(t, "exercise.check", "1bdoa\n\n\nwadoa\nwzdoa", "x"), "error", "problems", 0); num(t, p, "line") != 5 {
		t.Errorf("problem %s", show(p))
	}
}
