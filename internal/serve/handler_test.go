package serve

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// makeSite writes a small built site to a temporary directory and returns
// the site directory. Beside it, outside the site, are secret.txt and
// outside/secret.txt, which no request may reach.
func makeSite(t *testing.T) string {
	t.Helper()
	top := t.TempDir()
	site := filepath.Join(top, "site")
	files := map[string]string{
		"index.html":                 "<!doctype html><title>home</title>",
		"urn-playground.html":        "<!doctype html><script>inline</script>",
		"app.3f9a1c2b.js":            "PLAIN app",
		"app.3f9a1c2b.js.br":         "BR app",
		"app.3f9a1c2b.js.gz":         "GZ app",
		"urn.js":                     "PLAIN urn",
		"urn.js.gz":                  "GZ urn",
		"embed.js":                   "PLAIN embed",
		"wasm_exec.js":               "PLAIN wasm_exec",
		"urn.8c1d0e77.wasm":          "\x00asm PLAIN",
		"urn.8c1d0e77.wasm.br":       "BR wasm",
		"mod.mjs":                    "export {}",
		"style.4b5c6d7e8f.css":       "body{}",
		"data.json":                  "{}",
		"icon.svg":                   "<svg/>",
		"README.md":                  "# readme",
		"notes.txt":                  "notes",
		"site.webmanifest":           "{}",
		"blob.bin":                   "\x01\x02",
		"only.txt.br":                "BR orphan",
		"sub/index.html":             "sub index",
		"sub/page.html":              "sub page",
		"sub/.hidden":                "hidden",
		"empty/file.txt":             "not an index",
		".env":                       "SECRET=1",
		".git/config":                "[core]",
		"dirlike.txt.br/placeholder": "a directory named like a variant",
	}
	for name, content := range files {
		p := filepath.Join(site, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(site, "dirlike.txt"), []byte("PLAIN dirlike"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(top, "secret.txt"), []byte("TOP SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(top, "outside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(top, "outside", "secret.txt"), []byte("TOP SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	return site
}

// makeLinks adds symbolic links to the site: three that lead outside it and
// one that stays inside. It skips the test where links cannot be made.
func makeLinks(t *testing.T, site string) {
	t.Helper()
	links := map[string]string{
		"link-out.txt": filepath.Join("..", "secret.txt"),
		"link-abs.txt": filepath.Join(filepath.Dir(site), "secret.txt"),
		"link-dir":     filepath.Join("..", "outside"),
		"link-in.txt":  "notes.txt",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(site, name)); err != nil {
			t.Skipf("cannot make symbolic links here: %v", err)
		}
	}
}

// get runs one request through the handler for site.
func get(t *testing.T, site, method, target string, header ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Add(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	NewHandler(site).ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, resp *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestContentTypes(t *testing.T) {
	site := makeSite(t)
	tests := []struct{ path, want string }{
		{"/urn.8c1d0e77.wasm", "application/wasm"},
		{"/urn.js", "text/javascript; charset=utf-8"},
		{"/mod.mjs", "text/javascript; charset=utf-8"},
		{"/style.4b5c6d7e8f.css", "text/css; charset=utf-8"},
		{"/index.html", "text/html; charset=utf-8"},
		{"/", "text/html; charset=utf-8"},
		{"/data.json", "application/json"},
		{"/icon.svg", "image/svg+xml"},
		{"/README.md", "text/markdown; charset=utf-8"},
		{"/notes.txt", "text/plain; charset=utf-8"},
		{"/site.webmanifest", "application/manifest+json"},
		{"/blob.bin", "application/octet-stream"}, // unknown: never sniffed
	}
	for _, tt := range tests {
		resp := get(t, site, "GET", tt.path)
		if resp.StatusCode != 200 {
			t.Errorf("%s: status %d", tt.path, resp.StatusCode)
		}
		if got := resp.Header.Get("Content-Type"); got != tt.want {
			t.Errorf("%s: Content-Type %q, want %q", tt.path, got, tt.want)
		}
		if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q, want nosniff", tt.path, got)
		}
	}
	if got := ContentType("X.WASM"); got != "application/wasm" {
		t.Errorf("ContentType(X.WASM) = %q: extensions should match in any case", got)
	}
}

func TestPrecompressed(t *testing.T) {
	site := makeSite(t)
	tests := []struct {
		path, accept string
		wantEnc      string // Content-Encoding
		wantBody     string
	}{
		{"/app.3f9a1c2b.js", "", "", "PLAIN app"},
		{"/app.3f9a1c2b.js", "gzip", "gzip", "GZ app"},
		{"/app.3f9a1c2b.js", "br", "br", "BR app"},
		{"/app.3f9a1c2b.js", "gzip, deflate, br, zstd", "br", "BR app"},
		{"/app.3f9a1c2b.js", "BR", "br", "BR app"},
		{"/app.3f9a1c2b.js", "x-gzip", "gzip", "GZ app"},
		{"/app.3f9a1c2b.js", "br;q=0, gzip", "gzip", "GZ app"},
		{"/app.3f9a1c2b.js", "br;q=0.0, gzip;q=0.000", "", "PLAIN app"},
		{"/app.3f9a1c2b.js", "br ; q=0.5, gzip;q=0.8", "gzip", "GZ app"},
		{"/app.3f9a1c2b.js", "br;q=0.001", "br", "BR app"},
		{"/app.3f9a1c2b.js", "identity;q=1, br;q=0.5", "", "PLAIN app"},
		{"/app.3f9a1c2b.js", "*", "br", "BR app"},
		{"/app.3f9a1c2b.js", "*;q=0", "", "PLAIN app"}, // nothing acceptable: plain rather than 406
		{"/app.3f9a1c2b.js", "*;q=0.5, br;q=0", "gzip", "GZ app"},
		{"/app.3f9a1c2b.js", "identity", "", "PLAIN app"},
		{"/app.3f9a1c2b.js", "deflate", "", "PLAIN app"},
		{"/app.3f9a1c2b.js", "br;q=abc, gzip;q=0.1", "gzip", "GZ app"}, // a garbled q is a no
		{"/app.3f9a1c2b.js", "br;q=1.5", "", "PLAIN app"},
		{"/urn.js", "br, gzip", "gzip", "GZ urn"}, // no .br beside it
		{"/urn.js", "br", "", "PLAIN urn"},
		{"/urn.8c1d0e77.wasm", "gzip, br", "br", "BR wasm"},
		{"/dirlike.txt", "br", "", "PLAIN dirlike"}, // a directory is not a variant
		{"/only.txt", "br", "", "404 not found\n"},  // a variant alone is not a file
	}
	for _, tt := range tests {
		var resp *http.Response
		if tt.accept == "" {
			resp = get(t, site, "GET", tt.path)
		} else {
			resp = get(t, site, "GET", tt.path, "Accept-Encoding", tt.accept)
		}
		if got := body(t, resp); got != tt.wantBody {
			t.Errorf("%s with %q: body %q, want %q", tt.path, tt.accept, got, tt.wantBody)
		}
		if got := resp.Header.Get("Content-Encoding"); got != tt.wantEnc {
			t.Errorf("%s with %q: Content-Encoding %q, want %q", tt.path, tt.accept, got, tt.wantEnc)
		}
		if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s with %q: Vary %q, want Accept-Encoding", tt.path, tt.accept, got)
		}
		if resp.StatusCode == 200 {
			if got, want := resp.Header.Get("Content-Type"), ContentType(tt.path); got != want {
				t.Errorf("%s with %q: Content-Type %q, want the original's %q", tt.path, tt.accept, got, want)
			}
			if got, want := resp.Header.Get("Content-Length"), itoa(len(tt.wantBody)); got != want {
				t.Errorf("%s with %q: Content-Length %s, want %s", tt.path, tt.accept, got, want)
			}
		}
	}

	// Two Accept-Encoding lines are one list.
	resp := get(t, site, "GET", "/app.3f9a1c2b.js", "Accept-Encoding", "gzip;q=0.9", "Accept-Encoding", "br")
	if got := resp.Header.Get("Content-Encoding"); got != "br" {
		t.Errorf("two Accept-Encoding lines: Content-Encoding %q, want br", got)
	}

	// HEAD describes the variant GET would send, without a body.
	resp = get(t, site, "HEAD", "/app.3f9a1c2b.js", "Accept-Encoding", "br")
	if resp.Header.Get("Content-Encoding") != "br" || resp.Header.Get("Content-Length") != itoa(len("BR app")) {
		t.Errorf("HEAD with br: Content-Encoding %q, Content-Length %q", resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Length"))
	}
	if b := body(t, resp); b != "" {
		t.Errorf("HEAD: body %q", b)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// A variant asked for by its own name is served as it is.
func TestDirectVariantRequest(t *testing.T) {
	site := makeSite(t)
	tests := []struct{ path, ctype, body, cache string }{
		{"/app.3f9a1c2b.js.br", "application/octet-stream", "BR app", CacheImmutable},
		{"/app.3f9a1c2b.js.gz", "application/gzip", "GZ app", CacheImmutable},
		{"/urn.js.gz", "application/gzip", "GZ urn", CacheRevalidate},
	}
	for _, tt := range tests {
		resp := get(t, site, "GET", tt.path, "Accept-Encoding", "br, gzip")
		if resp.StatusCode != 200 || body(t, resp) != tt.body {
			t.Errorf("%s: status %d, want 200 and %q", tt.path, resp.StatusCode, tt.body)
		}
		if got := resp.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("%s: Content-Encoding %q, want none", tt.path, got)
		}
		if got := resp.Header.Get("Content-Type"); got != tt.ctype {
			t.Errorf("%s: Content-Type %q, want %q", tt.path, got, tt.ctype)
		}
		if got := resp.Header.Get("Cache-Control"); got != tt.cache {
			t.Errorf("%s: Cache-Control %q, want %q", tt.path, got, tt.cache)
		}
	}
}

func TestIsHashed(t *testing.T) {
	tests := map[string]bool{
		"app.3f9a1c2b.js":         true,
		"urn.8c1d0e77.wasm":       true,
		"style.4b5c6d7e8f.css":    true,
		"app.min.3f9a1c2b.js":     true,
		"APP.3F9A1C2B.JS":         true,
		"app.0123456789abcdef.js": true,
		"app.3f9a1c2.js":          false, // 7 digits
		"app.3f9a1c2g.js":         false, // not hex
		"3f9a1c2b.js":             false, // no stem
		".3f9a1c2b.js":            false,
		"app.js":                  false,
		"app.3f9a1c2b":            false, // the hash is the extension
		"index.html":              false,
		"urn.js":                  false,
		"embed.js":                false,
		"wasm_exec.js":            false,
		"app.3f9a1c2b.js.br":      false, // judged by the name without .br
	}
	for name, want := range tests {
		if got := IsHashed(name); got != want {
			t.Errorf("IsHashed(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestCacheControl(t *testing.T) {
	site := makeSite(t)
	tests := []struct{ path, accept, want string }{
		{"/app.3f9a1c2b.js", "", CacheImmutable},
		{"/app.3f9a1c2b.js", "br", CacheImmutable},
		{"/urn.8c1d0e77.wasm", "br", CacheImmutable},
		{"/style.4b5c6d7e8f.css", "", CacheImmutable},
		{"/", "", CacheRevalidate},
		{"/index.html", "", CacheRevalidate},
		{"/urn.js", "gzip", CacheRevalidate},
		{"/embed.js", "", CacheRevalidate},
		{"/wasm_exec.js", "", CacheRevalidate},
		{"/notes.txt", "", CacheRevalidate},
		{"/missing.3f9a1c2b.js", "", CacheError}, // a 404 is never cached
	}
	for _, tt := range tests {
		resp := get(t, site, "GET", tt.path, "Accept-Encoding", tt.accept)
		if got := resp.Header.Get("Cache-Control"); got != tt.want {
			t.Errorf("%s: Cache-Control %q, want %q", tt.path, got, tt.want)
		}
	}
	if CacheImmutable != "public, max-age=31536000, immutable" || CacheRevalidate != "no-cache" {
		t.Errorf("cache policies changed: %q, %q", CacheImmutable, CacheRevalidate)
	}
}

func TestConditionalRequests(t *testing.T) {
	site := makeSite(t)
	plain := get(t, site, "GET", "/urn.js")
	gz := get(t, site, "GET", "/urn.js", "Accept-Encoding", "gzip")
	etag, gzTag := plain.Header.Get("ETag"), gz.Header.Get("ETag")
	lastMod := plain.Header.Get("Last-Modified")
	if etag == "" || gzTag == "" || lastMod == "" {
		t.Fatalf("ETag %q, gzip ETag %q, Last-Modified %q: want all three", etag, gzTag, lastMod)
	}
	if etag == gzTag {
		t.Errorf("plain and gzip variants share the ETag %s", etag)
	}
	if !strings.HasPrefix(etag, `"`) {
		t.Errorf("ETag %s is not a strong validator", etag)
	}

	tests := []struct {
		name   string
		header []string
		want   int
	}{
		{"If-None-Match matches", []string{"If-None-Match", etag}, 304},
		{"If-None-Match list", []string{"If-None-Match", `"x", ` + etag}, 304},
		{"If-None-Match other", []string{"If-None-Match", `"x"`}, 200},
		{"If-None-Match of the gzip variant, plain asked", []string{"If-None-Match", gzTag}, 200},
		{"If-None-Match of the gzip variant, gzip asked", []string{"If-None-Match", gzTag, "Accept-Encoding", "gzip"}, 304},
		{"If-Modified-Since", []string{"If-Modified-Since", lastMod}, 304},
		{"If-Modified-Since earlier", []string{"If-Modified-Since", "Mon, 02 Jan 2006 15:04:05 GMT"}, 200},
		{"If-Match other", []string{"If-Match", `"x"`}, 412},
		{"Range", []string{"Range", "bytes=0-4"}, 206},
		{"Range of the gzip variant", []string{"Range", "bytes=0-1", "Accept-Encoding", "gzip"}, 206},
	}
	for _, tt := range tests {
		resp := get(t, site, "GET", "/urn.js", tt.header...)
		if resp.StatusCode != tt.want {
			t.Errorf("%s: status %d, want %d", tt.name, resp.StatusCode, tt.want)
		}
		if resp.StatusCode == 206 {
			want := "bytes 0-4/9"
			if resp.Header.Get("Content-Encoding") == "gzip" {
				want = "bytes 0-1/6"
			}
			if got := resp.Header.Get("Content-Range"); got != want {
				t.Errorf("%s: Content-Range %q, want %q", tt.name, got, want)
			}
			if got, want := resp.Header.Get("Content-Length"), itoa(int(resp.ContentLength)); got != want || body(t, resp) == "" {
				t.Errorf("%s: Content-Length %q does not match the part", tt.name, got)
			}
		}
		if resp.StatusCode == 304 {
			if got := resp.Header.Get("Cache-Control"); got != CacheRevalidate {
				t.Errorf("%s: 304 has Cache-Control %q", tt.name, got)
			}
			if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("%s: 304 has Vary %q", tt.name, got)
			}
		}
	}
}

func TestIndexAndDirectories(t *testing.T) {
	site := makeSite(t)
	tests := []struct {
		path     string
		want     int
		body     string // for 200
		location string // for 302
	}{
		{"/", 200, "<!doctype html><title>home</title>", ""},
		{"/?q=urn:example:a", 200, "<!doctype html><title>home</title>", ""},
		{"/index.html", 200, "<!doctype html><title>home</title>", ""},
		{"/sub/", 200, "sub index", ""},
		{"/sub/page.html", 200, "sub page", ""},
		{"/sub", 302, "", "/sub/"},
		{"/sub?x=1", 302, "", "/sub/?x=1"},
		{"/empty/", 404, "", ""}, // no index.html: no listing
		{"/empty", 404, "", ""},
		{"/index.html/", 404, "", ""},
		{"/missing.html", 404, "", ""},
		{"/sub//page.html", 404, "", ""},
		{"//sub/", 404, "", ""},
	}
	for _, tt := range tests {
		resp := get(t, site, "GET", tt.path)
		b := body(t, resp)
		if resp.StatusCode != tt.want {
			t.Errorf("%s: status %d, want %d", tt.path, resp.StatusCode, tt.want)
			continue
		}
		if tt.want == 200 && b != tt.body {
			t.Errorf("%s: body %q, want %q", tt.path, b, tt.body)
		}
		if tt.want == 302 && resp.Header.Get("Location") != tt.location {
			t.Errorf("%s: Location %q, want %q", tt.path, resp.Header.Get("Location"), tt.location)
		}
		if tt.want == 404 && strings.Contains(b, "file.txt") {
			t.Errorf("%s: the 404 lists the directory: %q", tt.path, b)
		}
	}
}

// escapeTests are requests that try to leave the site directory. Each must
// fail with 400 or 404 and show nothing of the secret.
var escapeTests = []string{
	"/../secret.txt",
	"/sub/../../secret.txt",
	"/%2e%2e/secret.txt",
	"/%2E%2E/secret.txt",
	"/sub/%2e%2e/%2e%2e/secret.txt",
	"/..%2fsecret.txt",
	"/sub%2f..%2f..%2fsecret.txt",
	"/.%2e/secret.txt",
	"/..%5csecret.txt",
	"/%5c..%5csecret.txt",
	"/sub%5c..%5c..%5csecret.txt",
	"/index.html%00",
	"/index.html%00.txt",
	"/%00",
	"/./index.html",
	"/sub/./page.html",
	"/index.html%0d%0aX-Injected:%201",
}

func TestPathEscape(t *testing.T) {
	site := makeSite(t)
	for _, target := range escapeTests {
		resp := get(t, site, "GET", target)
		b := body(t, resp)
		if resp.StatusCode != 400 && resp.StatusCode != 404 {
			t.Errorf("%s: status %d, want 400 or 404", target, resp.StatusCode)
		}
		if strings.Contains(b, "SECRET") {
			t.Errorf("%s: served the secret", target)
		}
	}
}

func TestPathEscapeBackslashRaw(t *testing.T) {
	site := makeSite(t)
	// httptest.NewRequest takes a raw backslash as it is, as some clients send it.
	for _, target := range []string{`/..\secret.txt`, `/sub\..\..\secret.txt`, `/\secret.txt`} {
		r := httptest.NewRequest("GET", "/", nil)
		r.URL.Path = target
		w := httptest.NewRecorder()
		NewHandler(site).ServeHTTP(w, r)
		if w.Code != 400 {
			t.Errorf("%s: status %d, want 400", target, w.Code)
		}
	}
}

// The same requests over a real connection, written byte for byte, so that
// nothing between the client and the handler cleans them up first.
func TestPathEscapeOverTCP(t *testing.T) {
	site := makeSite(t)
	ts := httptest.NewServer(NewHandler(site)) // listens on 127.0.0.1
	defer ts.Close()
	targets := append([]string{`/..\secret.txt`, "/../../secret.txt"}, escapeTests...)
	for _, target := range targets {
		status, b := rawGet(t, ts.Listener.Addr().String(), target)
		if status != 400 && status != 404 {
			t.Errorf("%s over TCP: status %d, want 400 or 404", target, status)
		}
		if strings.Contains(b, "SECRET") {
			t.Errorf("%s over TCP: served the secret", target)
		}
	}
	if status, _ := rawGet(t, ts.Listener.Addr().String(), "/notes.txt"); status != 200 {
		t.Errorf("/notes.txt over TCP: status %d, want 200", status)
	}
}

// rawGet sends "GET target HTTP/1.1" exactly as given and returns the
// status and the whole response.
func rawGet(t *testing.T, addr, target string) (int, string) {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(2 * time.Second))
	if _, err := io.WriteString(c, "GET "+target+" HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("%s: %v", target, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestSymlinks(t *testing.T) {
	site := makeSite(t)
	makeLinks(t, site)
	for _, target := range []string{"/link-out.txt", "/link-abs.txt", "/link-dir/secret.txt", "/link-dir/"} {
		resp := get(t, site, "GET", target)
		b := body(t, resp)
		if resp.StatusCode != 404 {
			t.Errorf("%s: status %d, want 404", target, resp.StatusCode)
		}
		if strings.Contains(b, "SECRET") {
			t.Errorf("%s: served the secret", target)
		}
	}
	// A link that stays inside the site is followed.
	resp := get(t, site, "GET", "/link-in.txt")
	if b := body(t, resp); resp.StatusCode != 200 || b != "notes" {
		t.Errorf("/link-in.txt: status %d, body %q; want 200 and the linked file", resp.StatusCode, b)
	}
}

func TestDotfiles(t *testing.T) {
	site := makeSite(t)
	for _, target := range []string{"/.env", "/.git/config", "/.git/", "/sub/.hidden", "/%2eenv", "/.well-known/x"} {
		resp := get(t, site, "GET", target)
		if b := body(t, resp); resp.StatusCode != 404 || strings.Contains(b, "SECRET") || strings.Contains(b, "hidden") {
			t.Errorf("%s: status %d body %q, want 404", target, resp.StatusCode, b)
		}
	}
}

func TestMethods(t *testing.T) {
	site := makeSite(t)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"} {
		resp := get(t, site, m, "/index.html")
		if resp.StatusCode != 405 {
			t.Errorf("%s: status %d, want 405", m, resp.StatusCode)
		}
		if got := resp.Header.Get("Allow"); got != "GET, HEAD" {
			t.Errorf("%s: Allow %q, want %q", m, got, "GET, HEAD")
		}
	}
	resp := get(t, site, "HEAD", "/index.html")
	if resp.StatusCode != 200 || body(t, resp) != "" || resp.Header.Get("Content-Length") != itoa(len("<!doctype html><title>home</title>")) {
		t.Errorf("HEAD: status %d, Content-Length %q; want 200, the length and no body", resp.StatusCode, resp.Header.Get("Content-Length"))
	}
	if resp := get(t, site, "GET", "/index.html"); resp.StatusCode != 200 {
		t.Errorf("GET: status %d", resp.StatusCode)
	}
}

func TestSecurityHeaders(t *testing.T) {
	site := makeSite(t)
	// Every response, successful or not.
	for _, c := range []struct{ method, path string }{
		{"GET", "/"}, {"GET", "/urn.js"}, {"GET", "/missing"}, {"POST", "/"}, {"GET", "/../x"}, {"GET", "/sub"},
	} {
		resp := get(t, site, c.method, c.path)
		h := resp.Header
		if h.Get("Content-Security-Policy") != ContentSecurityPolicy ||
			h.Get("Referrer-Policy") != "no-referrer" ||
			h.Get("X-Content-Type-Options") != "nosniff" ||
			h.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s %s (%d): missing a common header: %v", c.method, c.path, resp.StatusCode, h)
		}
		if h.Get("X-Frame-Options") != "" {
			t.Errorf("%s %s: X-Frame-Options would stop embedding", c.method, c.path)
		}
	}

	// Cross-origin use: the JavaScript API, its runtime, the embed element.
	tests := []struct {
		path       string
		acao, corp string
	}{
		{"/urn.js", "*", "cross-origin"},
		{"/embed.js", "*", "cross-origin"},
		{"/wasm_exec.js", "*", "cross-origin"},
		{"/urn.8c1d0e77.wasm", "*", "cross-origin"},
		{"/", "", "cross-origin"}, // may be framed by COEP pages
		{"/sub/page.html", "", "cross-origin"},
		{"/app.3f9a1c2b.js", "", "same-origin"},
		{"/style.4b5c6d7e8f.css", "", "same-origin"},
		{"/data.json", "", "same-origin"},
	}
	for _, tt := range tests {
		resp := get(t, site, "GET", tt.path, "Accept-Encoding", "br")
		if got := resp.Header.Get("Access-Control-Allow-Origin"); got != tt.acao {
			t.Errorf("%s: Access-Control-Allow-Origin %q, want %q", tt.path, got, tt.acao)
		}
		if got := resp.Header.Get("Cross-Origin-Resource-Policy"); got != tt.corp {
			t.Errorf("%s: Cross-Origin-Resource-Policy %q, want %q", tt.path, got, tt.corp)
		}
	}
	for name, want := range map[string]bool{
		"urn.js": true, "urn.0badc0de.js": true, "embed.js": true, "wasm_exec.js": true,
		"x.wasm": true, "urn.8c1d0e77.wasm": true, "app.js": false, "app.3f9a1c2b.js": false, "index.html": false,
	} {
		if got := crossOrigin(name); got != want {
			t.Errorf("crossOrigin(%q) = %v, want %v", name, got, want)
		}
	}
}

// The single-file page inlines its scripts and styles (it must work from
// file://), so it alone gets a policy that allows inline code — and loads
// nothing else; every other file keeps the strict one.
func TestSingleFilePolicy(t *testing.T) {
	site := makeSite(t)
	resp := get(t, site, "GET", "/"+SingleFile)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Security-Policy") != SingleFilePolicy {
		t.Fatalf("%s: status %d, CSP %q", SingleFile, resp.StatusCode, resp.Header.Get("Content-Security-Policy"))
	}
	for _, want := range []string{"default-src 'none'", "script-src 'unsafe-inline' 'wasm-unsafe-eval'", "object-src 'none'"} {
		if !strings.Contains(SingleFilePolicy, want) {
			t.Errorf("SingleFilePolicy lacks %s", want)
		}
	}
	for _, p := range []string{"/", "/index.html", "/sub/" + SingleFile} {
		if got := get(t, site, "GET", p).Header.Get("Content-Security-Policy"); got != ContentSecurityPolicy {
			t.Errorf("%s: CSP %q, want the strict one", p, got)
		}
	}
}

func TestContentSecurityPolicy(t *testing.T) {
	dirs := map[string][]string{}
	for d := range strings.SplitSeq(ContentSecurityPolicy, ";") {
		f := strings.Fields(d)
		if len(f) == 0 {
			t.Fatalf("empty directive in %q", ContentSecurityPolicy)
		}
		if _, dup := dirs[f[0]]; dup {
			t.Errorf("directive %s twice", f[0])
		}
		dirs[f[0]] = f[1:]
	}
	has := func(dir, src string) bool {
		for _, s := range dirs[dir] {
			if s == src {
				return true
			}
		}
		return false
	}
	if !has("script-src", "'wasm-unsafe-eval'") || !has("script-src", "'self'") {
		t.Errorf("script-src %v: want 'self' and 'wasm-unsafe-eval'", dirs["script-src"])
	}
	for _, bad := range []string{"'unsafe-inline'", "'unsafe-eval'", "data:", "*", "blob:"} {
		if has("script-src", bad) || has("default-src", bad) || has("style-src", bad) {
			t.Errorf("%s allowed for scripts or styles", bad)
		}
	}
	if !has("object-src", "'none'") || !has("base-uri", "'none'") {
		t.Errorf("object-src %v, base-uri %v: want 'none'", dirs["object-src"], dirs["base-uri"])
	}
	if got := dirs["frame-ancestors"]; len(got) != 1 || got[0] != "*" {
		t.Errorf("frame-ancestors %v: the embed must be framable by any site", got)
	}
	if !has("default-src", "'self'") || !has("connect-src", "'self'") {
		t.Errorf("default-src %v, connect-src %v: want 'self'", dirs["default-src"], dirs["connect-src"])
	}
}
