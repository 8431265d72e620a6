// Package shared finds the project's shared data (the spec seeds, the
// peer-conformance vectors, the IANA registry and templates), which lives
// in a folder named shared beside the repository: CI has it, a fresh
// clone does not, and the tests that read it skip without it. Only tests
// import this package.
package shared

import (
	"os"
	"path/filepath"
	"testing"
)

// Find looks for shared/<sub> in the working directory and each one above
// it (a worktree at /work/wt-x finds /work/shared too), and returns its
// path, or "" when there is none.
func Find(sub string) string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, "shared", sub)
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Dir is Find for a test: it returns shared/<sub>, or skips t with a
// message when there is none.
func Dir(t testing.TB, sub string) string {
	t.Helper()
	p := Find(sub)
	if p == "" {
		t.Skipf("../shared/%s not found: skipped (a fresh clone has no ../shared; CI has it)", sub)
	}
	return p
}
