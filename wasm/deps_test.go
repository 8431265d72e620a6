//go:build !(js && wasm)

package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestWasmDeps checks that the module leaves out the packages that would
// each add 100–200 KB to it: fmt, encoding/json, regexp, net/url (README,
// Layout), reflect, which the four bring, and syscall/js, which the bridge
// does not need (it exchanges bytes through linear memory). It runs go
// list, so only natively.
func TestWasmDeps(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not on PATH")
	}
	cmd := exec.Command(gobin, "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	outb, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(outb))
	for _, bad := range []string{"fmt", "encoding/json", "regexp", "net/url", "reflect", "syscall/js", "os"} {
		if slices.Contains(deps, bad) {
			t.Errorf("the wasm build depends on %s", bad)
		}
	}
}
