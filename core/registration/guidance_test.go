package registration

import (
	"strings"
	"testing"
)

// TestGuidanceOfEachLayout: the RFC 8141 layout shows RFC 8141's own
// guidance (§6.4.1 to §6.4.7) and Appendix A's sentence on components;
// the draft-12 layout shows draft-12 §7.3's and its "not allowed".
func TestGuidanceOfEachLayout(t *testing.T) {
	for _, c := range []struct {
		layout, purposeRef, syntaxNote string
	}{
		{"rfc8141", "RFC 8141 §6.4.1", "those semantics are undefined"},
		{"draft-12", "draft-12 §7.3.1", "is not allowed for this namespace"},
	} {
		l, ok := LayoutByID(c.layout)
		if !ok {
			t.Fatalf("no layout %s", c.layout)
		}
		if got := l.Section("purpose").GuidanceRef.String(); got != c.purposeRef {
			t.Errorf("%s: Purpose's guidance cites %s, want %s", c.layout, got, c.purposeRef)
		}
		syntax := l.Section("syntax").Guidance
		if last := syntax[len(syntax)-1]; !strings.Contains(last, c.syntaxNote) {
			t.Errorf("%s: Syntax's last guidance point %q, want %q", c.layout, last, c.syntaxNote)
		}
	}
	l, _ := LayoutByID("rfc8141")
	if got := l.Section("additional-information").GuidanceRef.String(); got != "RFC 8141 §6.4.7" {
		t.Errorf("Additional Information's guidance cites %s, want RFC 8141 §6.4.7", got)
	}
}

// TestComponentsUnsaidPerEdition: a Syntax field silent on components
// gets RFC 8141's reading under RFC 8141 (§2.3: they MAY be used;
// Appendix A: their semantics are then undefined), never draft-12's
// "not allowed".
func TestComponentsUnsaidPerEdition(t *testing.T) {
	r := goodRegistration()
	r.Set("syntax", "For example urn:thinkingcat:1.")
	for _, f := range Validate(r).Findings {
		if f.Code == CodeComponents && (strings.Contains(f.Msg, "not allowed") || !strings.Contains(f.Msg, "undefined")) {
			t.Errorf("RFC 8141: %q, want RFC 8141's reading (may be used, semantics undefined)", f.Msg)
		}
	}
}
