package main

import (
	"archive/zip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const modulePath = "github.com/urn-playground/urn-playground"

// TestGoInstallLatest runs the README's install command,
//
//	go install github.com/urn-playground/urn-playground/cmd/urn@latest
//
// with an empty module cache and no network: the module is served by a
// module proxy in a directory (GOPROXY=file://…), made here from the
// working tree's files as `go mod` would zip a release (tagged v0.1.0, a
// stand-in), and the modules it requires come from the module cache's own
// download directory, as a proxy would serve them. The installed command
// must print the API's version and read a URN.
func TestGoInstallLatest(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command from an empty module cache")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	files, err := exec.Command("git", "-C", "../..", "ls-files", "-co", "--exclude-standard").Output()
	if err != nil {
		t.Skipf("listing the module's files with git: %v", err)
	}
	realCache, err := exec.Command(goCmd, "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	proxy := filepath.Join(tmp, "proxy")
	writeProxy(t, proxy, "v0.1.0", strings.Fields(string(files)))

	bin := filepath.Join(tmp, "bin")
	env := append(os.Environ(),
		"GOMODCACHE="+filepath.Join(tmp, "modcache"),
		"GOPROXY=file://"+filepath.ToSlash(proxy)+",file://"+filepath.ToSlash(filepath.Join(strings.TrimSpace(string(realCache)), "cache", "download")),
		"GOSUMDB=off", "GOFLAGS=-mod=mod -modcacherw", "GOTOOLCHAIN=local", "GOBIN="+bin, "GOWORK=off",
	)
	install := exec.Command(goCmd, "install", modulePath+"/cmd/urn@latest")
	install.Dir, install.Env = tmp, env // outside any module, as a newcomer's shell
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install …/cmd/urn@latest: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(bin, "urn"), "-version").Output()
	if err != nil || string(out) != "urn "+apiVersion+"\n" {
		t.Errorf("installed urn -version: %q, %v; want %q", out, err, "urn "+apiVersion+"\n")
	}
	out, err = exec.Command(filepath.Join(bin, "urn"), "-json", "urn:isbn:0451450523").Output()
	if err != nil || !strings.Contains(string(out), `"valid": true`) {
		t.Errorf("installed urn -json urn:isbn:0451450523: %v\n%s", err, out)
	}
}

// writeProxy lays out a module proxy in dir (the GOPROXY protocol, over
// files) serving this module at version v, made of files (paths relative
// to the module's root, which is ../..).
func writeProxy(t *testing.T, dir, v string, files []string) {
	t.Helper()
	at := filepath.Join(dir, filepath.FromSlash(modulePath), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(at, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("list", []byte(v+"\n"))
	write(v+".info", []byte(`{"Version":"`+v+`","Time":"2026-11-23T00:00:00Z"}`))
	write(v+".mod", mod)
	f, err := os.Create(filepath.Join(at, v+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z := zip.NewWriter(f)
	for _, name := range files {
		b, err := os.ReadFile(filepath.Join("../..", filepath.FromSlash(name)))
		if os.IsNotExist(err) {
			continue // deleted in the working tree
		}
		if err != nil {
			t.Fatal(err)
		}
		w, err := z.Create(modulePath + "@" + v + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
}
