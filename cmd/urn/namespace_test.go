package main

import (
	"strings"
	"testing"
)

// TestNamespaceText checks that the terminal prints the namespace reading
// apart from the syntax reading, whose verdict it never changes: an ISBN
// whose check digit is wrong is a valid URN (exit status 0, no syntax diagnostic) whose NSS
// violates the isbn registration's syntax, with the fix that sets the
// right digit; a NID without a rule gets one line saying so.
func TestNamespaceText(t *testing.T) {
	code, out, stderr := runCLI(t, "", "urn:isbn:0451450524")
	if code != 0 {
		t.Fatalf("exit status %d for a valid URN whose ISBN is wrong, want 0 (the namespace reading does not change validity); stderr: %s", code, stderr)
	}
	for _, want := range []string{
		// The verdict line names both layers, and the syntax's "no
		// diagnostics" is never said beside a namespace error.
		`syntactically valid under RFC 8141 (rfc8141); namespace: violates the "isbn" syntax (1 error);`,
		"no syntax diagnostics; the namespace reading below finds 1 error",
		`namespace "isbn": violates (1 error)`,
		"[IANA template for isbn, Syntax]",
		`isbn-check`,
		"error[ns-check-digit] 18-19:",
		"fix: Set the check digit to 3 -> urn:isbn:0451450523",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the reading of urn:isbn:0451450524 lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "\nno diagnostics\n") {
		t.Errorf("the reading says \"no diagnostics\" beside a namespace error:\n%s", out)
	}
	if i, j := strings.Index(out, "no syntax diagnostics"), strings.Index(out, "namespace \""); i < 0 || j < i {
		t.Errorf("the namespace reading is not after the syntax reading's diagnostics:\n%s", out)
	}

	_, out, _ = runCLI(t, "", "urn:isbn:0451450523")
	if !strings.Contains(out, `namespace "isbn": conforms`) || strings.Contains(out, "error[ns-") {
		t.Errorf("urn:isbn:0451450523 should conform, without namespace errors:\n%s", out)
	}
	_, out, _ = runCLI(t, "", "urn:nope:a")
	if !strings.Contains(out, `namespace: no rule known for NID "nope"`) {
		t.Errorf("urn:nope:a should say that no rule is known:\n%s", out)
	}
	_, out, _ = runCLI(t, "", "urn:isbn")
	if strings.Contains(out, "namespace:") || strings.Contains(out, `namespace "`) {
		t.Errorf("an input without NID and NSS has no namespace reading, but the output says:\n%s", out)
	}
}
