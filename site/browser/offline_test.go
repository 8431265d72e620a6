package browser

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/urn-playground/urn-playground/internal/serve"
	"github.com/urn-playground/urn-playground/site"
)

// swBuild is what the generator wrote into a dist's sw.js: the build's
// version and the files it precaches.
type swBuild struct {
	version  string
	precache []string
}

var (
	swVersion  = regexp.MustCompile(`\bVERSION\s*=\s*"([0-9a-f]+)"`)
	swPrecache = regexp.MustCompile(`\bPRECACHE\s*=\s*(\[[^\]]*\])`)
)

// readSW reads dir/sw.js's version and precache list.
func readSW(t *testing.T, dir string) swBuild {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	v, l := swVersion.FindSubmatch(b), swPrecache.FindSubmatch(b)
	if v == nil || l == nil {
		t.Fatalf("%s/sw.js has no VERSION or PRECACHE the generator filled in", dir)
	}
	sw := swBuild{version: string(v[1])}
	if err := json.Unmarshal(l[1], &sw.precache); err != nil {
		t.Fatalf("%s/sw.js: PRECACHE: %v", dir, err)
	}
	if len(sw.precache) < 10 || !slices.Contains(sw.precache, "./urn.js") {
		t.Fatalf("%s/sw.js precaches %q: no urn.js, or too few files for the page", dir, sw.precache)
	}
	return sw
}

// cacheName is the Cache Storage name of a build's precache.
func (sw swBuild) cacheName() string { return "urn-playground-" + sw.version }

// waitPrecached waits until the page at origin is controlled by its
// service worker and the cache of build sw holds every file sw
// precaches, and it is the only cache of the playground.
func (t *tab) waitPrecached(sw swBuild, origin string) {
	t.tb.Helper()
	want := make([]string, len(sw.precache))
	for i, p := range sw.precache {
		want[i] = strings.TrimSuffix(origin, "/") + "/" + strings.TrimPrefix(p, "./")
	}
	slices.Sort(want)
	// A first visit is controlled once the worker has installed (the
	// precache complete) and activated (clients.claim).
	if !t.poll(`navigator.serviceWorker.controller`) {
		t.tb.Fatalf("no service worker controls the page %v after it loaded", waitTimeout)
	}
	state := `(async () => ({
		keys: (await caches.keys()).filter((k) => k.startsWith("urn-playground-")),
		urls: (await caches.has(` + jsString(sw.cacheName()) + `)) ?
			(await (await caches.open(` + jsString(sw.cacheName()) + `)).keys()).map((r) => r.url).sort() : [],
	}))()`
	type cacheState struct {
		Keys []string `json:"keys"`
		URLs []string `json:"urls"`
	}
	var got cacheState
	if until(func() bool {
		got = eval[cacheState](t, state)
		return slices.Equal(got.Keys, []string{sw.cacheName()}) && slices.Equal(got.URLs, want)
	}) {
		return
	}
	t.tb.Fatalf("the service worker's caches are %q holding %q;\nwant only %q holding %q", got.Keys, got.URLs, sw.cacheName(), want)
}

// emulateByRule is DevTools' Network.emulateNetworkConditionsByRule as
// the browser speaks it. The protocol moved "offline" between its
// versions (Chromium 148 wants it beside the rules, cdproto's newer
// protocol in each rule): both are sent, and the browser ignores the one
// it does not know.
var emulateByRule = cdp.Command[emulateByRuleParams, json.RawMessage]{Method: network.CommandEmulateNetworkConditionsByRule}

type emulateByRuleParams struct {
	Offline bool            `json:"offline"`
	Rules   []emulationRule `json:"matchedNetworkConditions"`
}

type emulationRule struct {
	URLPattern string  `json:"urlPattern"` // "" matches every request
	Latency    float64 `json:"latency"`
	Download   float64 `json:"downloadThroughput"` // -1: no throttling
	Upload     float64 `json:"uploadThroughput"`
	Offline    bool    `json:"offline"`
}

// setOffline cuts the tab off the network, or puts it back: the page's
// own requests, and the fetches of the service workers of its browser
// context (DevTools' "Offline" applies to one target: a service worker is
// a target of its own, which the test attaches to).
// It returns the contexts of the workers, for probeOffline.
func (t *tab) setOffline(offline bool) (workers []context.Context) {
	t.tb.Helper()
	var rules []emulationRule
	if offline {
		rules = append(rules, emulationRule{Download: -1, Upload: -1, Offline: true})
	}
	params := emulateByRuleParams{Offline: offline, Rules: rules}
	if _, err := chromedp.Call(t.ctx, emulateByRule, params); err != nil {
		t.tb.Fatalf("emulating the network conditions: %v", err)
	}
	if _, err := chromedp.Call(t.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{
		Offline: offline, DownloadThroughput: -1, UploadThroughput: -1,
	}); err != nil {
		t.tb.Fatalf("overriding the network state: %v", err)
	}
	infos, err := chromedp.Targets(t.ctx)
	if err != nil {
		t.tb.Fatalf("listing the targets: %v", err)
	}
	for _, info := range infos {
		if info.Type != "service_worker" || info.BrowserContextID != chromedp.FromContext(t.ctx).BrowserContextID {
			continue
		}
		// A child of the tab's context: it detaches when the tab closes.
		wctx, _ := chromedp.NewContext(t.ctx, chromedp.WithTargetID(info.TargetID))
		if _, err := chromedp.Call(wctx, emulateByRule, params); err != nil {
			t.tb.Fatalf("emulating the network conditions of the service worker %s: %v", info.URL, err)
		}
		workers = append(workers, wctx)
	}
	if len(workers) == 0 {
		t.tb.Fatal("the tab has no service worker to take offline")
	}
	return workers
}

// probeOffline waits until the network is really gone for the service
// workers: a fetch from the worker, of a file in no cache, fails. (The
// browser applies the emulation to the network asynchronously; and the
// probe is made from the worker rather than the page, whose console would
// log the failure.)
func (t *tab) probeOffline(workers []context.Context) {
	t.tb.Helper()
	for _, w := range workers {
		var got string
		if !until(func() bool {
			var err error
			got, err = chromedp.Run(w, chromedp.Evaluate[string](`fetch("offline-probe-" + Date.now() + ".txt", {cache: "no-store"}).then((r) => "online: " + r.status, () => "offline")`, chromedp.EvalAwaitPromise))
			if err != nil {
				t.tb.Fatalf("probing the network from the service worker: %v", err)
			}
			return got == "offline"
		}) {
			t.tb.Fatalf("%v after going offline, the service worker still fetches a file in no cache (%s): the network emulation does not cut it off", waitTimeout, got)
		}
	}
}

// typeAndCheck types a URN into the Explore input and checks that it is
// highlighted, which needs the engine.
func typeAndCheck(t *testing.T, p *tab, where string) {
	t.Helper()
	p.typeKeys("#urn-input", "urn:isbn:1")
	if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "isbn" {
		t.Errorf("%s: typing urn:isbn:1 gives .k-nid %q, want isbn", where, got)
	}
}

// After one visit the playground works with the network gone: the
// service worker precached every file of the build under the build's
// version, and a reload (and an embed's ?embed=1 address, which the
// worker answers with index.html) come from that cache.
func TestOfflineReload(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	sw := readSW(t, os.Getenv(distEnv))
	p := newTab(t)
	p.open("", "#ed=draft-12&urn=urn:example:offline")
	p.waitPrecached(sw, baseURL)

	p.probeOffline(p.setOffline(true))
	p.reload()
	if !eval[bool](p, `!!navigator.serviceWorker.controller && performance.getEntriesByType("navigation")[0].workerStart > 0`) {
		t.Error("the offline reload was not answered by the service worker")
	}
	if got := p.value("#edition"); got != "draft-12" {
		t.Errorf("offline, the edition from the hash is %q, want draft-12", got)
	}
	if got := p.value("#urn-input"); got != "urn:example:offline" {
		t.Errorf("offline, the URN from the hash is %q", got)
	}
	typeAndCheck(t, p, "offline")

	// Registration, never opened online: its module was precached.
	p.click("#tab-template")
	p.waitFor("the Registration view drawn offline", `document.querySelector("#view-template input[name=tpl-layout]") !== null`)

	// An embed's address, never visited: the navigation falls back on
	// the cached page.
	p.do("navigating to an embed", chromedpNavigate(pageURL("embed=1&compact=1", "#urn=urn:example:offline-embed")))
	p.waitReady()
	if !eval[bool](p, `document.body.classList.contains("embed") && document.body.classList.contains("compact")`) {
		t.Error("offline, ?embed=1&compact=1 is not in compact embed mode")
	}
	if got := p.value("#urn-input"); got != "urn:example:offline-embed" {
		t.Errorf("offline embed: the URN from the hash is %q", got)
	}
}

// copyDist copies the files of the dist at from into to, without the
// precompressed variants (a rebuild without brotli would leave stale .br
// files, which the server prefers), passing each through edit.
func copyDist(from, to string, edit func(name string, b []byte) []byte) error {
	entries, err := os.ReadDir(from)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(from, name))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(to, name), edit(name, b), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// A new build replaces the old one in the cache: its sw.js carries a new
// version, the new worker installs and activates on the next visit, and
// the old build's cache is deleted. The playground here is its own
// origin, served from URN_DIST and then from a rebuilt copy whose urn.js
// changed (a deploy), so that the test changes no file under URN_DIST.
func TestOfflineUpdate(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	dist := os.Getenv(distEnv)
	v1 := readSW(t, dist)

	// Build the next version while the browser loads this one.
	next := t.TempDir()
	const marker = "// TestOfflineUpdate: the next build"
	built, done := make(chan error, 1), make(chan struct{})
	t.Cleanup(func() { <-done }) // before TempDir removes next
	go func() {
		defer close(done)
		err := copyDist(dist, next, func(name string, b []byte) []byte {
			if name == "urn.js" {
				b = append(b, "\n"+marker+"\n"...)
			}
			return b
		})
		if err == nil {
			// go test runs in site/browser: the sources are in "..".
			_, err = site.Build(site.Config{Src: "..", Out: next})
		}
		built <- err
	}()

	origin, deploy := deployServer(t, serve.NewHandler(dist))

	p := newTab(t)
	p.do("navigating", chromedpNavigate(origin+"#urn=urn:example:update"))
	p.waitReady()
	p.waitPrecached(v1, origin)
	served := eval[string](p, `fetch("sw.js").then((r) => r.text())`)
	if !strings.Contains(served, `"`+v1.version+`"`) {
		t.Errorf("the served sw.js does not carry its build's version %s", v1.version)
	}

	if err := <-built; err != nil {
		t.Fatalf("rebuilding a copy of the dist: %v", err)
	}
	v2 := readSW(t, next)
	if v2.version == v1.version {
		t.Fatalf("the rebuild with a changed urn.js kept the version %s", v1.version)
	}
	deploy(serve.NewHandler(next))

	// The next visit finds the new sw.js: the new worker precaches the new
	// build, takes over and deletes the old cache.
	p.reload()
	p.waitPrecached(v2, origin)
	// The old cache is deleted inside the new worker's activate event,
	// which then still claims the page: the worker is "activating" until
	// both are done, so its state is waited for, not read once.
	var registration string
	if !until(func() bool {
		registration = eval[string](p, `navigator.serviceWorker.getRegistration().then((r) => r.active.state + " " + !!r.waiting + " " + !!r.installing)`)
		return registration == "activated false false"
	}) {
		t.Errorf("after the update the registration is %q for %v, want the new worker activated and none waiting", registration, waitTimeout)
	}
	cached := eval[string](p, `caches.match("urn.js").then((r) => r ? r.text() : "")`)
	if !strings.Contains(cached, marker) {
		t.Error("the cache holds the old build's urn.js after the update")
	}

	// And offline, the page now runs on the new build's files.
	p.probeOffline(p.setOffline(true))
	p.reload()
	typeAndCheck(t, p, "offline after the update")
	if got := eval[string](p, `fetch("urn.js").then((r) => r.text())`); !strings.Contains(got, marker) {
		t.Error("offline after the update, urn.js is the old build's")
	}
}

// The single file opened from disk, as a teacher hands it out: no server,
// no service worker, everything inline. It starts, reads the hash, and
// highlights what is typed, with no console error and no request for
// another file.
func TestSingleFileFromDisk(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	dist, err := filepath.Abs(os.Getenv(distEnv))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dist, site.SingleFile)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d bytes (%.1f MB)", site.SingleFile, fi.Size(), float64(fi.Size())/(1<<20))

	p := newTab(t)
	p.do("opening the file", chromedpNavigate("file://"+filepath.ToSlash(path)+"#ed=rfc2141&urn=urn:example:classroom"))
	p.waitReady()
	if got := eval[string](p, `location.protocol`); got != "file:" {
		t.Fatalf("the page is at a %s URL, want file:", got)
	}
	if !eval[bool](p, `document.body.classList.contains("single-file")`) {
		t.Error("the page from disk did not start from its inline module")
	}
	if got := p.value("#edition"); got != "rfc2141" {
		t.Errorf("the edition from the hash is %q, want rfc2141", got)
	}
	if got := p.value("#urn-input"); got != "urn:example:classroom" {
		t.Errorf("the URN from the hash is %q", got)
	}
	if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "example" {
		t.Errorf("the URN from the hash gives .k-nid %q, want example", got)
	}
	typeAndCheck(t, p, "from disk")
	p.click("#tab-editions")
	p.waitFor("the editions table", `document.querySelectorAll("#editions-table td").length > 0`)
	// The registration templates' module, carried inline too.
	p.click("#tab-template")
	p.waitFor("the Registration view drawn", `document.querySelector("#view-template input[name=tpl-layout]") !== null`)
	if got := eval[[]string](p, `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => !n.startsWith("data:"))`); len(got) != 0 {
		t.Errorf("the single file loaded other files: %q", got)
	}
	if eval[bool](p, `"serviceWorker" in navigator && !!navigator.serviceWorker.controller`) {
		t.Error("a service worker controls the page from disk")
	}
}

// deployServer serves h on a server of its own (its own origin, so its
// own service worker) and returns its address and deploy, which makes
// the server answer with another handler from then on: a new build.
func deployServer(t *testing.T, h http.Handler) (origin string, deploy func(http.Handler)) {
	t.Helper()
	var current atomic.Pointer[http.Handler]
	current.Store(&h)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		(*current.Load()).ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/", func(next http.Handler) { current.Store(&next) }
}
