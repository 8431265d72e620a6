package serve

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestNewServerTimeouts(t *testing.T) {
	site := makeSite(t)
	srv, err := NewServer(Config{Dir: site})
	if err != nil {
		t.Fatal(err)
	}
	if srv.Addr != DefaultAddr || DefaultAddr != "127.0.0.1:8080" {
		t.Errorf("Addr %q, want %q", srv.Addr, "127.0.0.1:8080")
	}
	checks := []struct {
		name      string
		got, want time.Duration
	}{
		{"ReadHeaderTimeout", srv.ReadHeaderTimeout, ReadHeaderTimeout},
		{"ReadTimeout", srv.ReadTimeout, ReadTimeout},
		{"WriteTimeout", srv.WriteTimeout, WriteTimeout},
		{"IdleTimeout", srv.IdleTimeout, IdleTimeout},
	}
	for _, c := range checks {
		if c.got != c.want || c.got <= 0 {
			t.Errorf("%s = %v, want %v (set, and positive)", c.name, c.got, c.want)
		}
	}
	if srv.ReadHeaderTimeout > srv.ReadTimeout {
		t.Errorf("ReadHeaderTimeout %v exceeds ReadTimeout %v", srv.ReadHeaderTimeout, srv.ReadTimeout)
	}
	if srv.MaxHeaderBytes != MaxHeaderBytes || srv.MaxHeaderBytes <= 0 || srv.MaxHeaderBytes >= http.DefaultMaxHeaderBytes {
		t.Errorf("MaxHeaderBytes = %d, want %d (below the 1 MB default)", srv.MaxHeaderBytes, MaxHeaderBytes)
	}
	if srv.Handler == nil {
		t.Error("no handler")
	}

	srv, err = NewServer(Config{Dir: site, Addr: "127.0.0.1:9999"})
	if err != nil || srv.Addr != "127.0.0.1:9999" {
		t.Errorf("Addr %q, %v: want the configured address", srv.Addr, err)
	}
}

func TestNewServerMissingSite(t *testing.T) {
	top := t.TempDir()
	noIndex := filepath.Join(top, "noindex")
	os.Mkdir(noIndex, 0o755)
	os.WriteFile(filepath.Join(noIndex, "urn.js"), []byte("x"), 0o644)
	indexDir := filepath.Join(top, "indexdir")
	os.MkdirAll(filepath.Join(indexDir, "index.html"), 0o755)
	file := filepath.Join(top, "file")
	os.WriteFile(file, []byte("x"), 0o644)

	for _, dir := range []string{filepath.Join(top, "missing"), noIndex, indexDir, file} {
		srv, err := NewServer(Config{Dir: dir})
		if srv != nil || err == nil {
			t.Errorf("%s: NewServer succeeded", dir)
			continue
		}
		if !errors.Is(err, ErrNoSite) {
			t.Errorf("%s: error %v does not wrap ErrNoSite", dir, err)
		}
		if want := dir + "/ not found: run ./build.sh first"; !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: error %q, want it to start %q", dir, err, want)
		}
	}

	// The default directory, named the way the message promises.
	t.Chdir(top)
	_, err := NewServer(Config{})
	if err == nil || err.Error() != "dist/ not found: run ./build.sh first" {
		t.Errorf("no dist/: error %v, want %q", err, "dist/ not found: run ./build.sh first")
	}
	os.Mkdir("dist", 0o755)
	_, err = NewServer(Config{})
	if err == nil || !strings.HasPrefix(err.Error(), "dist/ not found: run ./build.sh first") || !strings.Contains(err.Error(), "index.html") {
		t.Errorf("dist/ without index.html: error %v", err)
	}
	os.WriteFile(filepath.Join("dist", "index.html"), []byte("x"), 0o644)
	if _, err := NewServer(Config{}); err != nil {
		t.Errorf("dist/ with index.html: %v", err)
	}
}

// listen returns a listener on a free loopback port.
func listen(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// Serve stops on the context, lets a request in progress finish, then
// returns nil; the port is closed to new connections at once.
func TestServeGracefulShutdown(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-release
		io.WriteString(w, "finished")
	})}
	ln := listen(t)
	addr := ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- Serve(ctx, srv, ln, 2*time.Second) }()

	type result struct {
		body string
		err  error
	}
	got := make(chan result, 1)
	go func() {
		resp, err := http.Get("http://" + addr + "/")
		if err != nil {
			got <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		got <- result{string(b), err}
	}()
	<-started
	cancel()

	// New connections are refused while the request runs.
	deadline := time.Now().Add(time.Second)
	for {
		c, err := net.DialTimeout("tcp", addr, 100*time.Millisecond)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("still accepting connections after the context ended")
		}
		time.Sleep(5 * time.Millisecond)
	}
	select {
	case err := <-served:
		t.Fatalf("Serve returned %v before the request finished", err)
	default:
	}

	close(release)
	if r := <-got; r.err != nil || r.body != "finished" {
		t.Errorf("request in progress: %q, %v; want it to finish", r.body, r.err)
	}
	select {
	case err := <-served:
		if err != nil {
			t.Errorf("Serve: %v, want nil", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Serve did not return")
	}
}

// A request that outlives the grace period is cut off, and Serve says so.
func TestServeShutdownTimeout(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	defer close(release)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})}
	ln := listen(t)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- Serve(ctx, srv, ln, 50*time.Millisecond) }()
	go func() {
		resp, err := http.Get("http://" + ln.Addr().String() + "/")
		if err == nil {
			resp.Body.Close()
		}
	}()
	<-started
	start := time.Now()
	cancel()
	select {
	case err := <-served:
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("Serve: %v, want a context.DeadlineExceeded", err)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("Serve took %v to give up, with a 50ms grace", d)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Serve did not return")
	}
}

// A server that cannot serve returns its error at once.
func TestServeListenerError(t *testing.T) {
	ln := listen(t)
	ln.Close()
	err := Serve(context.Background(), &http.Server{}, ln, time.Second)
	if err == nil || errors.Is(err, http.ErrServerClosed) {
		t.Errorf("Serve on a closed listener: %v, want the error", err)
	}
}

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestLogRequests(t *testing.T) {
	site := makeSite(t)
	var buf syncBuffer
	h := LogRequests(NewHandler(site), &buf)
	for _, c := range []struct{ method, target, accept string }{
		{"GET", "/notes.txt", ""},
		{"HEAD", "/notes.txt", ""},
		{"GET", "/app.3f9a1c2b.js", "br"},
		{"GET", "/missing", ""},
		{"DELETE", "/", ""},
		{"GET", "/notes.txt%0aFAKE", ""},
	} {
		r := httptest.NewRequest(c.method, c.target, nil)
		if c.accept != "" {
			r.Header.Set("Accept-Encoding", c.accept)
		}
		h.ServeHTTP(httptest.NewRecorder(), r)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	want := []string{
		`GET /notes.txt 200 5 `,
		`HEAD /notes.txt 200 0 `,
		`GET /app.3f9a1c2b.js 200 6 `,
		`GET /missing 404 14 `,
		`DELETE / 405 23 `,
		`GET /notes.txt%0aFAKE 400 16 `,
	}
	if len(lines) != len(want) {
		t.Fatalf("log has %d lines, want %d:\n%s", len(lines), len(want), buf.String())
	}
	re := regexp.MustCompile(`^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d (.+ )(\d+(\.\d+)?(ns|µs|ms|s)|0s)$`)
	for i, line := range lines {
		m := re.FindStringSubmatch(line)
		if m == nil || m[1] != want[i] {
			t.Errorf("log line %q, want time, %q and a duration", line, want[i])
		}
	}
}

// NewServer's handler, over a real loopback connection, with and without
// the request log.
func TestNewServerServes(t *testing.T) {
	site := makeSite(t)
	for _, quiet := range []bool{false, true} {
		var buf syncBuffer
		cfg := Config{Dir: site, Log: &buf}
		if quiet {
			cfg.Log = nil
		}
		srv, err := NewServer(cfg)
		if err != nil {
			t.Fatal(err)
		}
		ln := listen(t)
		ctx, cancel := context.WithCancel(context.Background())
		served := make(chan error, 1)
		go func() { served <- Serve(ctx, srv, ln, time.Second) }()

		tr := &http.Transport{DisableCompression: true}
		req, _ := http.NewRequest("GET", "http://"+ln.Addr().String()+"/urn.8c1d0e77.wasm", nil)
		req.Header.Set("Accept-Encoding", "br")
		resp, err := (&http.Client{Transport: tr}).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		tr.CloseIdleConnections()
		if resp.StatusCode != 200 || string(b) != "BR wasm" || resp.Header.Get("Content-Type") != "application/wasm" ||
			resp.Header.Get("Content-Encoding") != "br" || resp.ContentLength != int64(len("BR wasm")) {
			t.Errorf("quiet=%v: %d %q %v", quiet, resp.StatusCode, b, resp.Header)
		}
		cancel()
		if err := <-served; err != nil {
			t.Errorf("Serve: %v", err)
		}
		logged := buf.String()
		if quiet && logged != "" {
			t.Errorf("quiet server logged %q", logged)
		}
		if !quiet && !strings.Contains(logged, " GET /urn.8c1d0e77.wasm 200 7 ") {
			t.Errorf("log %q, want the request", logged)
		}
	}
}
