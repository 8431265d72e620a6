package main

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/npm"
)

// urn -version prints the API's version, the one of wasm/api.go (which
// the npm package and URN.version carry), and reads nothing else.
func TestVersion(t *testing.T) {
	want, err := npm.APIVersion("../..")
	if err != nil {
		t.Fatal(err)
	}
	if version != want {
		t.Errorf("cmd/urn/version.go says %s, wasm/api.go's APIVersion %s: bump cmd/urn's version with the API's (and add its CHANGELOG.md entry)", version, want)
	}
	for _, args := range [][]string{{"-version"}, {"--version"}, {"-version", "urn:a-:b"}} {
		code, out, stderr := runCLI(t, "", args...)
		if code != exitValid || out != "urn "+version+"\n" || stderr != "" {
			t.Errorf("urn %s: status %d, stdout %q, stderr %q; want 0, %q", strings.Join(args, " "), code, out, stderr, "urn "+version+"\n")
		}
	}
}
