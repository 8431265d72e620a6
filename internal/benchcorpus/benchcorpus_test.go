package benchcorpus

import "testing"

func TestReadCorpus(t *testing.T) {
	urns := Read("../../core/testdata/bench-corpus.txt")
	if len(urns) != 10 || urns[0] != "urn:isbn:0451450523" {
		t.Fatalf("corpus: %q", urns)
	}
}
