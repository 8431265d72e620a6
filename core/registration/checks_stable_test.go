package registration

import (
	"slices"
	"testing"
)

// The checks of a layout are the same whatever its fields hold (but for
// Revision Information, which a version above 1 asks for), so that the
// count a page shows ("3/15 checks") does not jump as the user types:
// it went from "0/13" to "1/14" when a NID was typed. A check fails
// (Failed) only on a value that is there and wrong; an empty one is
// still to do.
func TestChecksStayTheSameAsFieldsFill(t *testing.T) {
	for _, l := range Layouts() {
		ids := func(r *Registration) []string {
			var out []string
			for _, c := range Validate(r).Checks {
				out = append(out, c.ID)
			}
			return out
		}
		empty := &Registration{Layout: l.ID}
		filled := &Registration{Layout: l.ID}
		for _, s := range l.Sections {
			filled.Set(s.ID, "Some text for "+s.Label)
			for _, sf := range s.SubFields {
				filled.Set(s.ID+"."+sf.ID, "x@example.org")
			}
		}
		for _, s := range l.Sections {
			switch s.Kind {
			case FieldNID:
				filled.Set(s.ID, "a_b")
			case FieldVersion:
				filled.Set(s.ID, "1")
			case FieldDate:
				filled.Set(s.ID, "2026-11-28")
			}
		}
		filled.Set("syntax", "urn:a_b:1, with no components")
		if a, b := ids(empty), ids(filled); !slices.Equal(a, b) {
			t.Errorf("%s: the checks of an empty registration %v differ from a filled one's %v", l.ID, a, b)
		}
		for _, c := range Validate(empty).Checks {
			if c.Passed || c.Failed {
				t.Errorf("%s, empty: check %s passed %v, failed %v; want it still to do", l.ID, c.ID, c.Passed, c.Failed)
			}
		}
		for _, c := range Validate(filled).Checks {
			if c.ID == "nid-syntax" && !c.Failed {
				t.Errorf("%s: the NID a_b's syntax check is not failed: %+v", l.ID, c)
			}
			if c.ID == "nid-rules" && (c.Passed || c.Failed) {
				t.Errorf("%s: whether a_b may be a formal NID cannot be told before its syntax is right: %+v", l.ID, c)
			}
		}
	}
}
