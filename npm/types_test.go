package npm

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The declarations are checked by the TypeScript compiler, pinned in
// types/package.json and types/package-lock.json as a dev-only tool (like
// wasm/js/peers and site/browser/tools). When types/node_modules is
// missing, the test runs `npm ci` there first (it needs the npm registry);
// without npm, or when npm ci fails, it skips, except under CI (CI set),
// where that is a failure.
const (
	typesDir = "types" // go test runs in npm/
	tscFile  = "node_modules/typescript/bin/tsc"
)

var (
	tscOnce sync.Once
	tscErr  error
)

// pinnedTSC returns the absolute path of the pinned tsc, installing it
// once when it is missing; tb skips or fails without it.
func pinnedTSC(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(typesDir, tscFile)
	tscOnce.Do(func() {
		if _, err := os.Stat(path); err == nil {
			return
		}
		npm, err := exec.LookPath("npm")
		if err != nil {
			tscErr = fmt.Errorf("%s is missing and there is no npm to install it (run npm ci in npm/types)", path)
			return
		}
		cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
		cmd.Dir = typesDir
		if out, err := cmd.CombinedOutput(); err != nil {
			tscErr = fmt.Errorf("npm ci in npm/types: %v\n%s", err, out)
		}
	})
	if tscErr != nil {
		if os.Getenv("CI") != "" {
			tb.Fatalf("TypeScript: %v", tscErr)
		}
		tb.Skipf("TypeScript is not available, skipping: %v", tscErr)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		tb.Fatal(err)
	}
	return abs
}

// tscError is one line of tsc's plain output: "wrong.ts(12,5): error TS2345: …".
var tscError = regexp.MustCompile(`(?m)^([\w.]+)\((\d+),\d+\): error (TS\d+): (.*)$`)

// wrongMark is the mark of a line of wrong.ts that must fail to compile.
var wrongMark = regexp.MustCompile(`// wrong: (TS\d+)\s*$`)

// TestDeclarations compiles types/usage.ts and types/wrong.ts against
// urn.d.ts and embed.d.ts with tsc --noEmit --strict (types/tsconfig.json):
// usage.ts, every function used as the README shows, must compile clean;
// each line of wrong.ts marked "// wrong: TSnnnn" must fail with exactly
// that error, and no other line may fail.
func TestDeclarations(t *testing.T) {
	tsc := pinnedTSC(t)
	want := map[int]string{} // wrong.ts line → error code
	src, err := os.ReadFile(filepath.Join(typesDir, "wrong.ts"))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(src), "\n") {
		if m := wrongMark.FindStringSubmatch(line); m != nil {
			want[i+1] = m[1]
		}
	}
	if len(want) < 15 {
		t.Fatalf("wrong.ts marks %d lines; the check needs its wrong usages", len(want))
	}

	cmd := exec.Command("node", tsc, "-p", "tsconfig.json", "--pretty", "false")
	cmd.Dir = typesDir
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("tsc compiled wrong.ts without an error:\n%s", out)
	}
	got := map[int][]string{}
	for _, m := range tscError.FindAllStringSubmatch(string(out), -1) {
		line, _ := strconv.Atoi(m[2])
		if m[1] != "wrong.ts" || want[line] == "" {
			t.Errorf("unexpected error: %s", m[0])
			continue
		}
		got[line] = append(got[line], m[3])
	}
	if len(got) == 0 && !t.Failed() {
		t.Fatalf("tsc failed without an error on a line:\n%s", out)
	}
	for line, code := range want {
		if len(got[line]) != 1 || got[line][0] != code {
			t.Errorf("wrong.ts:%d must fail with %s alone, got %v", line, code, got[line])
		}
	}
}
