package serve

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
)

// TestRanges: a few ranges are served as net/http serves them (206);
// more than MaxRanges, or two that overlap, get the whole file (200), so
// that the answer is never much larger than the file.
func TestRanges(t *testing.T) {
	site := makeSite(t)
	many := "bytes=" + strings.TrimSuffix(strings.Repeat("0-0,", 2000), ",")
	for _, c := range []struct {
		rng    string
		status int
	}{
		{"bytes=0-1", http.StatusPartialContent},
		{"bytes=0-1,3-4", http.StatusPartialContent},
		{"bytes=-2", http.StatusPartialContent},
		{"bytes=0-1,1-2", http.StatusOK}, // overlapping
		{"bytes=2-,-3", http.StatusOK},   // the suffix overlaps the rest
		{"bytes=0-0,2-2,4-4", http.StatusPartialContent},
		{many, http.StatusOK},
		{"bytes=" + strings.TrimSuffix(strings.Repeat("0-0,", MaxRanges+1), ","), http.StatusOK},
		{"bytes=x-y", http.StatusRequestedRangeNotSatisfiable}, // left to net/http
	} {
		resp := get(t, site, "GET", "/notes.txt", "Range", c.rng)
		b := body(t, resp)
		if resp.StatusCode != c.status {
			t.Errorf("Range %.40q: %d, want %d", c.rng, resp.StatusCode, c.status)
		}
		if c.status == http.StatusOK && b != "notes" {
			t.Errorf("Range %.40q: body %q, want the whole file", c.rng, b)
		}
	}
}

// TestOptionsAsterisk: "OPTIONS *" reaches the handler (net/http would
// answer it 200 on its own), which refuses it as any method but GET and
// HEAD, with the security headers.
func TestOptionsAsterisk(t *testing.T) {
	addr := startServer(t)
	resp := rawRequest(t, addr, "OPTIONS *")
	if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != AllowedMethods {
		t.Errorf("OPTIONS *: %d, Allow %q; want 405 and %q", resp.StatusCode, resp.Header.Get("Allow"), AllowedMethods)
	}
	if resp.Header.Get("Content-Security-Policy") == "" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("OPTIONS *: without the security headers: %v", resp.Header)
	}
}

// TestAbsoluteFormHost: a request whose target is an absolute URL is
// served only when it names this server (its address, or localhost, and
// its port); another host gets 421 Misdirected Request.
func TestAbsoluteFormHost(t *testing.T) {
	addr := startServer(t)
	_, port, _ := net.SplitHostPort(addr)
	for target, want := range map[string]int{
		"/notes.txt":                                 http.StatusOK,
		"http://" + addr + "/notes.txt":              http.StatusOK,
		"http://localhost:" + port + "/notes.txt":    http.StatusOK,
		"http://evil.example/notes.txt":              http.StatusMisdirectedRequest,
		"http://evil.example:" + port + "/notes.txt": http.StatusMisdirectedRequest,
		"http://127.0.0.2:" + port + "/notes.txt":    http.StatusMisdirectedRequest,
		"http://127.0.0.1:1/notes.txt":               http.StatusMisdirectedRequest,
	} {
		resp := rawRequest(t, addr, "GET "+target)
		if resp.StatusCode != want {
			t.Errorf("GET %s: %d, want %d", target, resp.StatusCode, want)
		}
		if resp.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("GET %s: no security headers", target)
		}
	}
}

// startServer runs NewServer's server on a loopback port for the test
// and returns its address.
func startServer(t *testing.T) string {
	t.Helper()
	srv, err := NewServer(Config{Dir: makeSite(t)})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// rawRequest sends the request line as written (which http.Client would
// not: "OPTIONS *", an absolute-form target) with the Host of addr, and
// returns the response, its body read and closed.
func rawRequest(t *testing.T, addr, requestLine string) *http.Response {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.Write([]byte(requestLine + " HTTP/1.1\r\nHost: " + addr + "\r\nConnection: close\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}
