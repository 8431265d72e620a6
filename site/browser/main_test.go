package browser

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/urn-playground/urn-playground/internal/serve"
)

// The package's shared state, set up once by TestMain.
var (
	// skipReason, when set, makes every test and benchmark skip: there is
	// no dist to test, or no browser outside CI.
	skipReason string
	// failReason, when set, makes every test fail: CI without a browser,
	// or a dist or browser that would not start.
	failReason string
	// baseURL is the in-process server's root, "http://127.0.0.1:PORT/".
	baseURL string
	// browserCtx is the chromedp context of the one browser; every test
	// opens its tabs from it.
	browserCtx context.Context
	// artifactDir is where screenshots go.
	artifactDir string
)

const (
	distEnv      = "URN_DIST"
	artifactsEnv = "URN_ARTIFACTS"
	chromiumEnv  = "CHROMIUM"
	// viewW and viewH are the window every tab gets: the README screenshot's
	// size, and a desktop layout with the spec panel beside the view.
	viewW, viewH = 1200, 800
)

func TestMain(m *testing.M) {
	// The tests wait on the browser more than they compute: unless
	// -parallel is given, run four tabs at a time (the default is
	// GOMAXPROCS, 2 on CI).
	flag.Parse()
	parallelSet := false
	flag.Visit(func(f *flag.Flag) { parallelSet = parallelSet || f.Name == "test.parallel" })
	if !parallelSet {
		flag.Set("test.parallel", strconv.Itoa(max(4, runtime.GOMAXPROCS(0))))
	}
	code := run(m)
	// Benchmarks print their figures against the targets at the end.
	printBenchReport()
	os.Exit(code)
}

func run(m *testing.M) int {
	dist := os.Getenv(distEnv)
	if dist == "" {
		skipReason = "set " + distEnv + " to a built dist directory, or run ./build.sh test"
		return m.Run()
	}
	chrome := findChromium()
	if chrome == "" {
		msg := "no Chromium found (install Debian's chromium package, or set " + chromiumEnv + " to the browser's path)"
		if os.Getenv("CI") != "" {
			failReason = msg + ": CI must run the browser tests"
		} else {
			skipReason = msg
		}
		return m.Run()
	}
	artifactDir = os.Getenv(artifactsEnv)
	if artifactDir == "" {
		artifactDir = "artifacts" // go test runs in site/browser/
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stopServer, err := startServer(ctx, dist)
	if err != nil {
		failReason = "serving " + dist + ": " + err.Error()
		return m.Run()
	}
	defer stopServer()

	stopBrowser, err := startBrowser(ctx, chrome)
	if err != nil {
		failReason = "starting " + chrome + ": " + err.Error()
		return m.Run()
	}
	defer stopBrowser()
	defer removeFloor()
	return m.Run()
}

// findChromium returns the browser to drive: $CHROMIUM, else the first of
// the usual names on PATH, else "".
func findChromium() string {
	if p := os.Getenv(chromiumEnv); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// startServer serves dist with internal/serve on a free loopback port, so
// that the page gets the production headers and CSP.
func startServer(ctx context.Context, dist string) (stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv, err := serve.NewServer(serve.Config{Addr: ln.Addr().String(), Dir: dist})
	if err != nil {
		ln.Close()
		return nil, err
	}
	// The first-highlight floor (bench_floor_test.go) is served by the
	// same server, under /floor/, once a benchmark has built it.
	mux := http.NewServeMux()
	mux.Handle("/", srv.Handler)
	mux.Handle("/floor/", http.StripPrefix("/floor", http.HandlerFunc(serveFloor)))
	srv.Handler = mux
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- serve.Serve(sctx, srv, ln, time.Second) }()
	baseURL = "http://" + ln.Addr().String() + "/"
	// The server answers once Serve runs; wait for it so that the first
	// test does not race it.
	var getErr error
	if !until(func() bool {
		resp, err := http.Get(baseURL)
		if getErr = err; err != nil {
			return false
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			getErr = fmt.Errorf("GET / answered %s", resp.Status)
		}
		return true
	}) || getErr != nil {
		cancel()
		return nil, getErr
	}
	return func() {
		cancel()
		if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintln(os.Stderr, "browser tests: server:", err)
		}
	}, nil
}

// startBrowser starts the one headless browser of the package.
func startBrowser(ctx context.Context, chrome string) (stop func(), err error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.WindowSize(viewW, viewH),
		chromedp.Flag("lang", "en-US"),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
	)
	if os.Geteuid() == 0 {
		// Chromium's sandbox refuses to run as root (CI runs as root).
		opts = append(opts, chromedp.NoSandbox)
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	if err := chromedp.Do(bctx); err != nil {
		cancelBrowser()
		cancelAlloc()
		return nil, err
	}
	browserCtx = bctx
	return func() {
		cancelBrowser()
		cancelAlloc()
	}, nil
}

// needBrowser skips or fails tb when TestMain could not set up the browser.
func needBrowser(tb testing.TB) {
	tb.Helper()
	if failReason != "" {
		tb.Fatal(failReason)
	}
	if skipReason != "" {
		tb.Skip(skipReason)
	}
}

// artifactPath returns the path for an artifact file, creating the
// directory.
func artifactPath(tb testing.TB, name string) string {
	tb.Helper()
	if err := os.MkdirAll(artifactDir, 0o755); err != nil {
		tb.Fatal(err)
	}
	return filepath.Join(artifactDir, name)
}

// pageURL is baseURL with a query and hash, e.g. pageURL("?theme=dark", "#view=editions").
func pageURL(query, hash string) string {
	if query != "" && !strings.HasPrefix(query, "?") {
		query = "?" + query
	}
	if hash != "" && !strings.HasPrefix(hash, "#") {
		hash = "#" + hash
	}
	return baseURL + query + hash
}
