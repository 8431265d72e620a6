package core

import (
	"slices"
	"testing"
)

// draft-03 §5 step 5 is the only choice of objective: the edition data
// says so, and Compare agrees (the objective changes a verdict exactly
// in the editions that offer it).
func TestEditionObjectives(t *testing.T) {
	// draft-03 §5.1: URN 7 is equivalent to 2 under step 5a, not 5b.
	const a, b = "urn:foo:a123,456?x=y", "urn:foo:a123,456"
	for _, e := range Editions() {
		obj := e.Objectives()
		differs := Compare(a, b, e, ObjectiveResource).Equivalent != Compare(a, b, e, ObjectiveCaching).Equivalent
		if differs != (len(obj) > 0) {
			t.Errorf("%s offers %d objectives, yet the objective changes the verdict: %v", e, len(obj), differs)
		}
		if len(obj) == 0 {
			continue
		}
		if obj[0].Objective != DefaultObjective {
			t.Errorf("%s: the first objective is %s, want the default %s", e, obj[0].Objective, DefaultObjective)
		}
		for _, o := range obj {
			if got, ok := ParseObjective(o.Objective.String()); !ok || got != o.Objective {
				t.Errorf("%s: objective id %q does not read back", e, o.Objective)
			}
			if o.Label == "" || o.Ref.String() != "draft-03 §5" {
				t.Errorf("%s: objective %s: label %q, ref %q, want a label and draft-03 §5", e, o.Objective, o.Label, o.Ref.String())
			}
		}
	}
	if got := Draft03.Objectives(); len(got) != 2 || got[1].Objective != ObjectiveCaching || got[0].Label == got[1].Label {
		t.Errorf("draft-03 objectives %+v, want 5a and 5b, each with its own label", got)
	}
	if o, ok := ParseObjective(""); !ok || o != DefaultObjective {
		t.Errorf(`ParseObjective("") = %s, want DefaultObjective`, o)
	}
}

// Each edition's optional components after the NSS, which the page lists
// in its tables instead of knowing them itself.
func TestEditionComponents(t *testing.T) {
	for _, c := range []struct {
		e    Edition
		want []Kind
	}{
		{RFC2141, []Kind{}},                                               // §2.3.2: "?" and "#" are NSS characters
		{Draft03, []Kind{KindQuery, KindFragment}},                        // §2.3, §2.4
		{Draft12, []Kind{KindRComponent, KindQComponent, KindFComponent}}, // §3.3
		{RFC8141, []Kind{KindRComponent, KindQComponent, KindFComponent}}, // §2.3
	} {
		if got := c.e.Components(); !slices.Equal(got, c.want) {
			t.Errorf("%s: components %v, want %v", c.e, got, c.want)
		}
	}
}
