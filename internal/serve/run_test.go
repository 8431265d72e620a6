package serve

import (
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestParseArgs(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		env       map[string]string
		addr, dir string
		quiet     bool
	}{
		{"defaults", nil, nil, "127.0.0.1:8080", "dist", false},
		{"env", nil, map[string]string{AddrEnv: "127.0.0.1:9000"}, "127.0.0.1:9000", "dist", false},
		{"empty env", nil, map[string]string{AddrEnv: ""}, "127.0.0.1:8080", "dist", false},
		{"flag", []string{"-addr", "127.0.0.1:9001"}, nil, "127.0.0.1:9001", "dist", false},
		{"flag wins over env", []string{"-addr=127.0.0.1:9001"}, map[string]string{AddrEnv: "127.0.0.1:9000"}, "127.0.0.1:9001", "dist", false},
		{"dir and quiet", []string{"-dir", "/tmp/site", "-quiet"}, nil, "127.0.0.1:8080", "/tmp/site", true},
	}
	for _, tt := range tests {
		var stderr strings.Builder
		cfg, err := ParseArgs(tt.args, env(tt.env), &stderr)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if cfg.Addr != tt.addr || cfg.Dir != tt.dir || (cfg.Log == nil) != tt.quiet {
			t.Errorf("%s: got addr %q dir %q log %v; want %q %q quiet=%v", tt.name, cfg.Addr, cfg.Dir, cfg.Log, tt.addr, tt.dir, tt.quiet)
		}
		if !tt.quiet && cfg.Log != io.Writer(&stderr) {
			t.Errorf("%s: the request log does not go to stderr", tt.name)
		}
	}

	for _, args := range [][]string{{"-nope"}, {"extra"}, {"-addr"}} {
		var stderr strings.Builder
		if _, err := ParseArgs(args, env(nil), &stderr); err == nil || !strings.Contains(stderr.String(), "usage:") {
			t.Errorf("%q: err %v, stderr %q; want an error and the usage", args, err, stderr.String())
		}
	}
	var stderr strings.Builder
	if _, err := ParseArgs([]string{"-h"}, env(nil), &stderr); !errors.Is(err, flag.ErrHelp) || !strings.Contains(stderr.String(), AddrEnv) {
		t.Errorf("-h: %v, %q", err, stderr.String())
	}
}

func TestRunMissingSite(t *testing.T) {
	t.Chdir(t.TempDir())
	var stderr syncBuffer
	if code := Run(context.Background(), nil, env(nil), &stderr); code != 1 {
		t.Errorf("exit status %d, want 1", code)
	}
	if got := stderr.String(); got != "dist/ not found: run ./build.sh first\n" {
		t.Errorf("stderr %q", got)
	}
}

func TestRunUsage(t *testing.T) {
	if code := Run(context.Background(), []string{"-bogus"}, env(nil), io.Discard); code != 2 {
		t.Errorf("bad flag: exit status %d, want 2", code)
	}
	if code := Run(context.Background(), []string{"-h"}, env(nil), io.Discard); code != 0 {
		t.Errorf("-h: exit status %d, want 0", code)
	}
}

// The whole command: start on a free loopback port, serve a request, log
// it, and stop cleanly when the context ends (as on Ctrl-C).
func TestRun(t *testing.T) {
	site := makeSite(t)
	for _, quiet := range []bool{false, true} {
		args := []string{"-dir", site}
		if quiet {
			args = append(args, "-quiet")
		}
		var stderr syncBuffer
		ctx, cancel := context.WithCancel(context.Background())
		exited := make(chan int, 1)
		go func() {
			// The address comes from the environment, as URN_PLAYGROUND_ADDR would give it.
			exited <- Run(ctx, args, env(map[string]string{AddrEnv: "127.0.0.1:0"}), &stderr)
		}()

		re := regexp.MustCompile(`serving .* at (http://127\.0\.0\.1:\d+/) \(Ctrl-C to stop\)`)
		var url string
		for deadline := time.Now().Add(2 * time.Second); url == ""; time.Sleep(5 * time.Millisecond) {
			if m := re.FindStringSubmatch(stderr.String()); m != nil {
				url = m[1]
			} else if time.Now().After(deadline) {
				cancel()
				t.Fatalf("no start message: %q", stderr.String())
			}
		}
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(b), "home") {
			t.Errorf("GET /: %d %q", resp.StatusCode, b)
		}
		cancel()
		select {
		case code := <-exited:
			if code != 0 {
				t.Errorf("exit status %d after a clean stop, want 0", code)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("Run did not return after the context ended")
		}
		out := stderr.String()
		if logged := strings.Contains(out, " GET / 200 "); logged == quiet {
			t.Errorf("quiet=%v: stderr %q", quiet, out)
		}
		if !strings.HasSuffix(out, "stopped\n") {
			t.Errorf("stderr %q, want it to end with stopped", out)
		}
	}
}

// serve.go at the repository root stays a thin main over Run.
func TestServeGoIsThin(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "serve.go"))
	if err != nil {
		t.Skipf("serve.go: %v", err)
	}
	s := string(src)
	if !strings.HasPrefix(s, "//go:build ignore\n") {
		t.Error("serve.go does not start with //go:build ignore")
	}
	if !strings.Contains(s, "serve.Run(") || !strings.Contains(s, "syscall.SIGTERM") || !strings.Contains(s, "os.Interrupt") {
		t.Error("serve.go does not run serve.Run on Ctrl-C and SIGTERM")
	}
}
