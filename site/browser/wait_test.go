package browser

import (
	"os"
	"time"
)

// waitEnv overrides waitTimeout with a Go duration, e.g. URN_BROWSER_WAIT=5m.
const waitEnv = "URN_BROWSER_WAIT"

// waitTimeout is the one deadline of the browser tests: every wait for
// something the page will do (waitFor, poll, waitEmbed, waitLogged, the
// service worker's caches, the page getting ready) gives up after this
// long. It is generous on purpose: four tabs sharing two busy cores can
// take tens of seconds for what takes 200 ms on an idle machine, and a
// wait only lasts this long when the test is failing anyway. No test
// asserts how fast the page is; the benchmarks (bench_test.go) measure it.
var waitTimeout = durationFromEnv(waitEnv, 2*time.Minute)

// tabTimeout bounds a whole tab's life (all of one test's browser calls),
// so that a browser that stops answering fails the test instead of
// hanging the run. A test waits for many things, each within waitTimeout.
var tabTimeout = 10 * waitTimeout

// pollInterval is how often a wait looks again.
const pollInterval = 20 * time.Millisecond

// durationFromEnv reads a duration from the environment variable name,
// falling back to def when it is unset; a malformed value is reported
// and ignored, so a typo does not silently shorten every wait.
func durationFromEnv(name string, def time.Duration) time.Duration {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		os.Stderr.WriteString("browser tests: ignoring " + name + "=" + s + " (want a positive Go duration such as 90s)\n")
		return def
	}
	return d
}

// until calls ok every pollInterval until it returns true or waitTimeout
// passes, and says whether it returned true. It is the loop behind every
// wait of the package.
func until(ok func() bool) bool {
	deadline := time.Now().Add(waitTimeout)
	for {
		if ok() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(pollInterval)
	}
}
