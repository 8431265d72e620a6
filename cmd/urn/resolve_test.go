package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestResolve: the links, their sources and the exit status; a URN
// without a link says why and exits 1.
func TestResolve(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"resolve", "urn:nbn:se:lnu:diva-80554", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66"}, nil, &out, &errOut)
	got := out.String()
	for _, want := range []string{
		"https://urn.kb.se/resolve?urn=urn%3Anbn%3Ase%3Alnu%3Adiva-80554",
		"URL form: SND, persistent identifiers: URN:NBN, PID Parameters",
		"no public service", "not globally resolvable", "see: RFC 4122 §3",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("urn resolve printed\n%s\nwithout %q", got, want)
		}
	}
	if code != exitInvalid {
		t.Errorf("exit status %d with a URN without a link, want %d", code, exitInvalid)
	}
	out.Reset()
	if code := run([]string{"resolve", "-json", "urn:doi:10.1000/182"}, nil, &out, &errOut); code != exitValid || !strings.Contains(out.String(), `"url": "https://doi.org/10.1000/182"`) {
		t.Errorf("urn resolve -json: %d\n%s", code, out.String())
	}
	if code := run([]string{"resolve"}, nil, &out, &errOut); code != exitUsage {
		t.Errorf("urn resolve without a URN: exit status %d, want %d", code, exitUsage)
	}
}
