package browser

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/urn-playground/urn-playground/internal/serve"
)

// targetFloorRatio is the start-up target: the page's first highlight,
// cold, within 1.3× the floor's (1.5× until the round that won speed
// back tightened it).
const targetFloorRatio = 1.3

// floorHandler serves the floor once buildFloor has built it.
var floorHandler atomic.Pointer[http.Handler]

func serveFloor(w http.ResponseWriter, r *http.Request) {
	if h := floorHandler.Load(); h != nil {
		(*h).ServeHTTP(w, r)
		return
	}
	http.NotFound(w, r)
}

// floorDir is where buildFloor built the floor ("" before).
var floorDir string

// removeFloor deletes the floor's directory (TestMain, after the run).
func removeFloor() {
	if floorDir != "" {
		os.RemoveAll(floorDir)
	}
}

var floorOnce struct {
	sync.Once
	err error
}

// buildFloor builds testdata/floor into a directory served at /floor/:
// its page and script, Go's wasm_exec.js and the module, built and
// compressed as wasm/build.sh builds the engine (the same flags, gzip -9
// and brotli -q 11 beside it), so that the two differ only in what the
// module and the page do.
func buildFloor(tb testing.TB) {
	tb.Helper()
	// Not tb.TempDir: that is removed when the first benchmark to build the
	// floor ends, and the next one (BenchmarkLearnFirstInteractionCold) then
	// found no floor to load. removeFloor deletes it after the run.
	floorOnce.Do(func() {
		if floorDir, floorOnce.err = os.MkdirTemp("", "urn-floor-"); floorOnce.err == nil {
			floorOnce.err = makeFloor(floorDir)
		}
	})
	if floorOnce.err != nil {
		tb.Fatalf("building the floor: %v", floorOnce.err)
	}
}

func makeFloor(dir string) error {
	for _, name := range []string{"index.html", "floor.js", "engine.html", "engine.js"} {
		if err := copyInto(filepath.Join("testdata", "floor", name), filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	if err := copyInto(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js")); err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-gcflags=std=-l", "-o", filepath.Join(dir, "floor.wasm"), "./testdata/floor")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	for _, name := range []string{"index.html", "floor.js", "engine.html", "engine.js", "wasm_exec.js", "floor.wasm"} {
		if err := precompress(filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	h := serve.NewHandler(dir)
	floorHandler.Store(&h)
	return nil
}

func copyInto(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

// precompress writes path.gz, and path.br where the brotli command is
// installed, as the site's build does.
func precompress(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := io.Copy(zw, bytes.NewReader(b)); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(path+".gz", buf.Bytes(), 0o644); err != nil {
		return err
	}
	brotli, err := exec.LookPath("brotli")
	if errors.Is(err, exec.ErrNotFound) {
		return nil
	}
	if out, err := exec.Command(brotli, "-q", "11", "-f", "-o", path+".br", path).CombinedOutput(); err != nil {
		return fmt.Errorf("brotli %s: %v: %s", path, err, out)
	}
	return nil
}

// coldHighlight loads u in a new browser context with the cache disabled
// and returns its load times.
func coldHighlight(b *testing.B, u string) loadTimes {
	b.Helper()
	p := newTab(b)
	defer p.cancel()
	if _, err := chromedp.Call(p.ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		b.Fatal(err)
	}
	p.onNewDocument(firstHighlightJS)
	p.quiet()
	l := firstHighlight(b, p, u)
	p.checkConsole()
	return l
}

// BenchmarkFirstHighlightFloor loads the page and the floor cold, one
// after the other in each round, and reports the page's first highlight
// over the floor's: absolute times do not travel between machines, this
// ratio does. The page draws the URN it opens with from the build's
// reading (site/first.go); the engine's start, which a link naming
// another URN waits for, is reported beside it.
func BenchmarkFirstHighlightFloor(b *testing.B) {
	needBrowser(b)
	buildFloor(b)
	var page, engine, floor []loadTimes
	var ratio, running, engineRatio []float64
	for b.Loop() {
		pg := coldHighlight(b, baseURL)
		en := coldHighlight(b, baseURL+"floor/engine.html")
		fl := coldHighlight(b, baseURL+"floor/")
		page, engine, floor = append(page, pg), append(engine, en), append(floor, fl)
		ratio = append(ratio, pg.Highlight/fl.Highlight)
		running = append(running, pg.Engine/fl.Highlight)
		engineRatio = append(engineRatio, en.Highlight/fl.Highlight)
	}
	r, run, e := summarize(ratio), summarize(running), summarize(engineRatio)
	_, pageLine := loadReport(page)
	_, engineLine := loadReport(engine)
	_, floorLine := loadReport(floor)
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(r.median, "×floor")
	report("0 first highlight ÷ floor", fmt.Sprintf("first highlight ÷ floor, cold, interleaved: median %.2f× (max %.2f×, %.0f rounds); target ≤ %.1f×: %s; "+
		"the page's engine running (what a link's own URN waits for) %.2f× (max %.2f×); the engine alone (urn.js, one parse, one span) %.2f×\n"+
		"    page:   %s\n    engine: %s\n    floor:  %s",
		r.median, r.max, r.n, targetFloorRatio, verdictOf(r.median, targetFloorRatio), run.median, run.max, e.median, pageLine, engineLine, floorLine))
}
