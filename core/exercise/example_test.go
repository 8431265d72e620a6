package exercise

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

func TestParseExample(t *testing.T) {
	// RFC 2141 §2.2 has no "~"; RFC 8141 §2.2 (pchar) has it.
	ex, err := ParseExample("urn rfc2141=invalid rfc8141=valid code=nss-char", "urn:example:a~b\n")
	if err != nil {
		t.Fatal(err)
	}
	if ex.View != "editions" || ex.Edition != core.RFC2141 || len(ex.URNs) != 1 || len(ex.Codes) != 1 {
		t.Errorf("got %+v", ex)
	}
	if errs := ex.Verify(); len(errs) > 0 {
		t.Errorf("Verify: %v", errs)
	}
	ex, err = ParseExample("urn-pair draft-03=different mode=5b", "urn:example:a?s=1\nurn:example:a?s=2")
	if err != nil {
		t.Fatal(err)
	}
	if ex.View != "equivalence" || ex.Mode != core.ObjectiveCaching {
		t.Errorf("got %+v", ex)
	}
	if errs := ex.Verify(); len(errs) > 0 {
		t.Errorf("Verify: %v", errs)
	}
}

func TestParseExampleErrors(t *testing.T) {
	for _, tc := range []struct{ info, body, want string }{
		{"urn", "urn:ab:c", "at least one verdict"},
		{"urn rfc8141=equivalent", "urn:ab:c", "valid or invalid"},
		{"urn rfc9999=valid", "urn:ab:c", `unknown attribute "rfc9999"`},
		{"urn rfc8141=valid rfc8141=invalid", "urn:ab:c", "given twice"},
		{"urn rfc8141=valid class=formel", "urn:ab:c", `unknown NID class "formel"`},
		{"urn rfc8141=valid mode=5b", "urn:ab:c", "only for a urn-pair"},
		{"urn rfc8141=valid", "urn:ab:c\nurn:ab:d", "holds 1 URN(s)"},
		{"urn-pair rfc8141=equivalent", "urn:ab:c", "holds 2 URN(s)"},
		{"urn-pair rfc8141=equivalent class=formal", "urn:ab:c\nurn:ab:d", "class=, code= and namespace= are for urn examples"},
		{"urns rfc8141=valid", "urn:ab:c", "begins with urn or urn-pair"},
	} {
		if _, err := ParseExample(tc.info, tc.body); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseExample(%q) = %v, want %q", tc.info, err, tc.want)
		}
	}
}

// TestVerifyNamespace: an example may state the namespace reading's
// verdict and its diagnostics, which the build proves like the syntax's.
func TestVerifyNamespace(t *testing.T) {
	ex, err := ParseExample("urn rfc8141=valid namespace=violates code=ns-check-digit", "urn:isbn:0451450524")
	if err != nil {
		t.Fatal(err)
	}
	if errs := ex.Verify(); len(errs) > 0 {
		t.Errorf("Verify: %v", errs)
	}
	if _, err := ParseExample("urn rfc8141=valid namespace=fine", "urn:isbn:0451450524"); err == nil || !strings.Contains(err.Error(), `unknown namespace verdict "fine"`) {
		t.Errorf("namespace=fine: %v", err)
	}
}

// TestVerifyContradictions: the build fails on an example whose stated
// verdict, class or code the engine does not give, and says what the
// engine says instead.
func TestVerifyContradictions(t *testing.T) {
	for _, tc := range []struct{ info, body, want string }{
		// FORMAT.md once showed this one: "/", "?" and "+" are all RFC 2141 NSS characters (§2.2, §2.3.2).
		{"urn rfc2141=invalid rfc8141=valid", "urn:example:a/b?+r", "the engine says valid"},
		{"urn rfc8141=valid class=informal", "urn:isbn:0451450523", "the engine says formal"},
		{"urn rfc8141=valid code=needless-encoding", "urn:example:a", "it has none"},
		{"urn-pair rfc8141=equivalent", "urn:example:a\nurn:example:A", "the engine says different"},
		// The namespace reading's verdict and codes are proven too: the
		// isbn template's check digit (an ISBN-10's is modulo 11).
		{"urn rfc8141=valid namespace=conforms", "urn:isbn:0451450524", "the namespace reading of urn:isbn:0451450524 is conforms; the engine says violates"},
		{"urn rfc8141=valid code=ns-check-digit", "urn:isbn:9780451450524", "has the diagnostic ns-check-digit; it has none"},
	} {
		ex, err := ParseExample(tc.info, tc.body)
		if err != nil {
			t.Fatal(err)
		}
		if errs := ex.Verify(); !strings.Contains(errs.Error(), tc.want) {
			t.Errorf("Verify(%q %q) = %v, want %q", tc.info, tc.body, errs, tc.want)
		}
	}
}
