//go:build unix

package serve

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// hangDeadline bounds each request of TestFIFO: not a speed check, only
// the limit past which a request counts as hung (opening a FIFO waits for
// a writer, for ever).
const hangDeadline = 30 * time.Second

// TestFIFO checks that a FIFO in the site directory, under any name the
// handler may open (a file, a directory's index.html, a precompressed
// variant), is 404 or skipped, without blocking the request: the handler
// must not open what is not a regular file or a directory.
func TestFIFO(t *testing.T) {
	site := makeSite(t)
	var fifos []string
	for _, name := range []string{"pipe.js", "fifodir/index.html", "urn.js.br"} {
		p := filepath.Join(site, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		fifos = append(fifos, p)
	}
	srv := httptest.NewServer(NewHandler(site))
	t.Cleanup(srv.Close)
	// Cleanups run last first: before Close waits for the handlers, let
	// any handler that blocked opening a FIFO go (opening one for
	// reading and writing never blocks, and ends a reader's wait).
	t.Cleanup(func() {
		for _, p := range fifos {
			if f, err := os.OpenFile(p, os.O_RDWR, 0); err == nil {
				f.Close()
			}
		}
	})
	for _, c := range []struct {
		target, encoding string
		status           int
		body             string
	}{
		{"/pipe.js", "", http.StatusNotFound, ""},
		{"/fifodir/", "", http.StatusNotFound, ""},
		{"/fifodir", "", http.StatusNotFound, ""},
		{"/urn.js", "br, gzip", http.StatusOK, "GZ urn"}, // the br variant is a FIFO: skipped
		{"/urn.js.br", "", http.StatusNotFound, ""},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), hangDeadline)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+c.target, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.encoding != "" {
			req.Header.Set("Accept-Encoding", c.encoding)
		}
		resp, err := srv.Client().Do(req)
		if err != nil {
			cancel()
			t.Errorf("GET %s: %v (a FIFO blocked the request?)", c.target, err)
			continue
		}
		got := body(t, resp)
		cancel()
		if resp.StatusCode != c.status || (c.body != "" && got != c.body) {
			t.Errorf("GET %s: %d %q, want %d %q", c.target, resp.StatusCode, got, c.status, c.body)
		}
	}
}

// TestNewServerFIFOIndex checks that a FIFO named index.html makes
// NewServer fail with ErrNoSite, without blocking on it.
func TestNewServerFIFOIndex(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "index.html")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := NewServer(Config{Dir: dir})
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNoSite) {
			t.Errorf("NewServer: error %v, want ErrNoSite", err)
		}
	case <-time.After(hangDeadline):
		if f, err := os.OpenFile(p, os.O_RDWR, 0); err == nil {
			f.Close() // let it go
		}
		t.Fatal("NewServer blocked on a FIFO named index.html")
	}
}
