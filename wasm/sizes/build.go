package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// buildModule builds the module of the sources in root with
// wasm/build.sh (flags such as -names first) into a new directory under
// tmp, and returns its path.
func buildModule(root, tmp string, flags ...string) string {
	out, err := os.MkdirTemp(tmp, "module")
	check(err)
	args := append([]string{filepath.Join(root, "wasm", "build.sh")}, flags...)
	cmd := exec.Command("bash", append(args, out)...)
	cmd.Stderr = os.Stderr
	check(cmd.Run())
	found, _ := filepath.Glob(filepath.Join(out, "urn.*.wasm"))
	if len(found) != 1 {
		fail("wasm/build.sh wrote no module into " + out)
	}
	return found[0]
}

// buildFloor builds the empty Go program (func main() { select {} }) as
// wasm/build.sh builds the module, names kept: the runtime every Go
// module carries.
func buildFloor(tmp string) string {
	dir := filepath.Join(tmp, "floor")
	check(os.MkdirAll(dir, 0o755))
	check(os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module floor\n"), 0o644))
	check(os.WriteFile(filepath.Join(dir, "main.go"), []byte("package main\n\nfunc main() { select {} }\n"), 0o644))
	out := filepath.Join(tmp, "floor.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-w", "-gcflags=std=-l", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stderr = os.Stderr
	check(cmd.Run())
	return out
}

// copyTree copies the sources the module is built from (go.mod, go.sum,
// core, internal, wasm) into dir.
func copyTree(dir string) {
	for _, p := range []string{"go.mod", "go.sum", "core", "internal", "wasm"} {
		cmd := exec.Command("cp", "-r", p, filepath.Join(dir, p))
		cmd.Stderr = os.Stderr
		check(cmd.Run())
	}
}

// withoutOps rewrites wasm/api.go in dir without the op table rows of
// the named ops.
func withoutOps(dir string, names []string) {
	path := filepath.Join(dir, "wasm", "api.go")
	src, err := os.ReadFile(path)
	check(err)
	var kept []string
	removed := 0
	for _, line := range strings.Split(string(src), "\n") {
		drop := false
		for _, n := range names {
			if strings.HasPrefix(strings.TrimSpace(line), `{"`+n+`",`) {
				drop = true
			}
		}
		if drop {
			removed++
			continue
		}
		kept = append(kept, line)
	}
	if removed != len(names) {
		fail("wasm/api.go: the op table does not have one row for each of " + strings.Join(names, ", "))
	}
	check(os.WriteFile(path, []byte(strings.Join(kept, "\n")), 0o644))
}
