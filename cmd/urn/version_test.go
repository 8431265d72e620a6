package main

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/version"
)

// urn -version prints the API's version (internal/version, which the
// npm package and URN.version carry), and reads nothing else.
func TestVersion(t *testing.T) {
	version := version.API
	for _, args := range [][]string{{"-version"}, {"--version"}, {"-version", "urn:a-:b"}} {
		code, out, stderr := runCLI(t, "", args...)
		if code != exitValid || out != "urn "+version+"\n" || stderr != "" {
			t.Errorf("urn %s: status %d, stdout %q, stderr %q; want 0, %q", strings.Join(args, " "), code, out, stderr, "urn "+version+"\n")
		}
	}
}
