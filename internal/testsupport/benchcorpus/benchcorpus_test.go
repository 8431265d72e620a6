package benchcorpus

import (
	"strings"
	"testing"
)

func TestReadCorpus(t *testing.T) {
	urns := Read("../../../core/testdata/bench-corpus.txt")
	if len(urns) != 10 || urns[0] != "urn:isbn:0451450523" {
		t.Fatalf("corpus: %q", urns)
	}
}

// TestAll checks the order (the short corpus first) and what the long
// corpus must hold to measure what it is for: long URNs, many escapes,
// and the three RFC 8141 components (§2: "?+", "?=", "#") in each.
func TestAll(t *testing.T) {
	cs := All("../../../core/testdata")
	if len(cs) < 2 || cs[0].Name != "bench-corpus" || cs[1].Name != "bench-corpus-long" {
		t.Fatalf("corpora: %v", cs)
	}
	for _, s := range cs[1].URNs {
		if len(s) < 140 || strings.Count(s, "%") < 10 || !strings.Contains(s, "?+") || !strings.Contains(s, "?=") ||
			!strings.Contains(s, "#") {
			t.Errorf("not a long URN with escapes and all three components: %q", s)
		}
	}
	if cs[0].Bytes() <= 0 || cs[1].Bytes() <= 3*cs[0].Bytes() {
		t.Errorf("sizes: %d, %d bytes", cs[0].Bytes(), cs[1].Bytes())
	}
}
