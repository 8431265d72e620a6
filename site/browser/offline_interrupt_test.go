package browser

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/serve"
)

// wasmFileRe is urn.js's line naming its hashed module.
var wasmFileRe = regexp.MustCompile(`const WASM_FILE = "(urn\.[0-9a-f]{12}\.wasm)";`)

// An update interrupted half-way leaves the cache one build's consistent
// set. The server has a new build whose urn.js names another module; the
// old worker fetches that urn.js (the page asked for it) but the new
// worker never installs (sw.js does not answer), and then the network
// goes. The old worker used to write the new urn.js into its own build's
// cache, without the module it names, so that offline the page could not
// start.
func TestOfflineInterruptedUpdate(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	dist := os.Getenv(distEnv)
	v1 := readSW(t, dist)

	// The next build: urn.js names a module under another hash.
	next := t.TempDir()
	const marker = "// TestOfflineInterruptedUpdate: the next build"
	var oldWasm, newWasm string
	err := copyDist(dist, next, func(name string, b []byte) []byte {
		if name != "urn.js" {
			return b
		}
		m := wasmFileRe.FindSubmatch(b)
		if m == nil {
			t.Fatalf("%s/urn.js names no hashed module", dist)
		}
		oldWasm, newWasm = string(m[1]), "urn.0123456789ab.wasm"
		b = []byte(strings.Replace(string(b), oldWasm, newWasm, 1))
		return append(b, "\n"+marker+"\n"...)
	})
	if err == nil {
		err = os.Rename(filepath.Join(next, oldWasm), filepath.Join(next, newWasm))
	}
	if err != nil {
		t.Fatalf("making the next build: %v", err)
	}

	origin, deploy := deployServer(t, serve.NewHandler(dist))

	p := newTab(t)
	p.do("navigating", chromedpNavigate(origin+"#urn=urn:example:interrupted"))
	p.waitReady()
	p.waitPrecached(v1, origin)

	// The deploy: the new build, but its sw.js does not get through.
	h2 := serve.NewHandler(next)
	deploy(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/sw.js" {
			http.Error(w, "the update was interrupted", http.StatusServiceUnavailable)
			return
		}
		h2.ServeHTTP(w, r)
	}))
	if got := eval[string](p, `fetch("urn.js", {cache: "no-store"}).then((r) => r.text())`); !strings.Contains(got, marker) {
		t.Fatal("online, the worker did not pass the new build's urn.js through")
	}
	cached := eval[string](p, `caches.open(`+jsString(v1.cacheName())+`).then((c) => c.match("urn.js")).then((r) => r ? r.text() : "")`)
	if strings.Contains(cached, marker) {
		t.Error("the old build's cache holds the new build's urn.js")
	}

	p.probeOffline(p.setOffline(true))
	p.reload()
	typeAndCheck(t, p, "offline after an interrupted update")
	if got := eval[string](p, `fetch("urn.js").then((r) => r.text())`); strings.Contains(got, marker) {
		t.Error("offline, urn.js is the new build's, whose module is in no cache")
	}
}
