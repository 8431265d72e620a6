package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// pageDataJS is a promise of the page's build-time data (site.DataFile):
// the file its urn-data element names, or the element's own text in the
// single file.
const pageDataJS = `(async () => {
	const el = document.getElementById("urn-data");
	return el.dataset.src ? (await fetch(el.dataset.src)).json() : JSON.parse(el.textContent);
})()`

// watchJS runs in every document before the page's own scripts (a DevTools
// script, so the page's CSP does not apply to it). It records
// Content-Security-Policy violations, which the browser reports as events
// and not always on the console, and the longest main-thread task
// (__longestTask, ms), which tests may log but never assert: they must
// pass on a loaded machine.
const watchJS = `
window.__longestTask = 0;
try {
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, e.duration);
	}).observe({type: "longtask", buffered: true});
} catch {}
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
	window.__cspViolations.push(e.violatedDirective + " refused " + (e.blockedURI || "(inline)") +
		" at " + e.sourceFile + ":" + e.lineNumber + " " + (e.sample || ""));
});
`

// tab is one browser tab of a test, in a browser context of its own (its
// own localStorage, cookies and cache). It records everything the page
// writes to the console; at the end of the test any error, uncaught
// exception or CSP violation fails the test.
type tab struct {
	tb     testing.TB
	ctx    context.Context
	cancel context.CancelFunc

	mu   sync.Mutex
	msgs []chromedp.ConsoleMessage
}

var flushSeq atomic.Int64

// newTab opens a tab in a new browser context, sized viewW×viewH, with the
// console watched. It is closed when the test ends.
func newTab(tb testing.TB) *tab {
	tb.Helper()
	needBrowser(tb)
	tctx, cancelT := context.WithTimeout(browserCtx, tabTimeout)
	ctx, cancel := chromedp.NewContext(tctx, chromedp.WithNewBrowserContext())
	t := &tab{tb: tb, ctx: ctx, cancel: func() { cancel(); cancelT() }}
	// The first Do creates the target; only then can the console be
	// subscribed to, and it must be before the first navigation.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(viewW, viewH)); err != nil {
		t.cancel()
		tb.Fatalf("opening a tab: %v", err)
	}
	t.watchConsole()
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: watchJS}); err != nil {
		t.cancel()
		tb.Fatalf("adding the watch script: %v", err)
	}
	tb.Cleanup(func() {
		t.checkConsole()
		t.cancel()
	})
	return t
}

func (t *tab) watchConsole() {
	msgs := chromedp.Console(t.ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			t.mu.Lock()
			t.msgs = append(t.msgs, m)
			t.mu.Unlock()
		}
	}()
}

// checkConsole fails the test on console errors, uncaught exceptions and
// CSP violations seen so far.
func (t *tab) checkConsole() {
	t.tb.Helper()
	if t.ctx.Err() != nil {
		return
	}
	// Messages arrive in order: once a marker logged now has arrived,
	// everything the page logged before it has too.
	marker := "__urn_flush_" + strconv.FormatInt(flushSeq.Add(1), 10)
	var violations []string
	if err := chromedp.Do(t.ctx, chromedp.Evaluate[chromedp.Void](`console.debug(`+strconv.Quote(marker)+`)`)); err == nil {
		until(func() bool { return t.sawMessage(marker) })
		v, err := chromedp.Run(t.ctx, chromedp.Evaluate[[]string](`window.__cspViolations || []`))
		if err == nil {
			violations = v
		}
	}
	for _, v := range violations {
		t.tb.Errorf("CSP violation: %s", v)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, m := range t.msgs {
		if m.Type != chromedp.ConsoleError && !m.IsException() {
			continue
		}
		where := ""
		if m.URL != "" {
			where = fmt.Sprintf(" (%s:%d:%d)", strings.TrimPrefix(m.URL, baseURL), m.Line+1, m.Column+1)
		}
		t.tb.Errorf("console %s: %s%s%s", m.Type, m.Text, where, stackOf(m))
	}
}

// stackOf lists the frames of a message's stack, one a line, so that an
// exception in the minified bundle can be traced (its line and column
// map to the source).
func stackOf(m chromedp.ConsoleMessage) string {
	if m.Stack == nil {
		return ""
	}
	var b strings.Builder
	for _, f := range m.Stack.CallFrames {
		fmt.Fprintf(&b, "\n\tat %s (%s:%d:%d)", f.FunctionName, strings.TrimPrefix(f.URL, baseURL), f.LineNumber+1, f.ColumnNumber+1)
	}
	return b.String()
}

func (t *tab) sawMessage(text string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, m := range t.msgs {
		if m.Text == text {
			return true
		}
	}
	return false
}

// do runs actions, failing the test on an error.
func (t *tab) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	t.tb.Helper()
	if err := chromedp.Do(t.ctx, actions...); err != nil {
		t.tb.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression and decodes its JSON value into T.
func eval[T any](t *tab, js string) T {
	t.tb.Helper()
	v, err := chromedp.Run(t.ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.tb.Fatalf("evaluating %s: %v", abbrev(js), err)
	}
	return v
}

// open navigates to the page with a query and hash and waits until the
// engine is loaded and the first view is drawn.
func (t *tab) open(query, hash string) {
	t.tb.Helper()
	t.do("navigating", chromedp.Navigate(pageURL(query, hash)))
	t.waitReady()
}

// reload reloads the page and waits until it is ready again.
func (t *tab) reload() {
	t.tb.Helper()
	t.do("reloading", chromedp.Reload())
	t.waitReady()
}

func (t *tab) waitReady() {
	t.tb.Helper()
	if !t.poll(`document.body && document.body.classList.contains("ready")`) {
		loading, _ := chromedp.Run(t.ctx, chromedp.Evaluate[string](`(document.getElementById("loading") || {}).textContent || ""`))
		t.tb.Fatalf("the page did not get ready within %v; #loading says %q", waitTimeout, strings.TrimSpace(loading))
	}
}

// poll evaluates cond until it is truthy or waitTimeout passes, and says
// whether it became true. (chromedp.Poll builds its predicate with new
// Function, which the page's CSP refuses; this polls from Go instead.)
func (t *tab) poll(cond string) bool {
	t.tb.Helper()
	return until(func() bool {
		ok, err := chromedp.Run(t.ctx, chromedp.Evaluate[bool](`!!(`+cond+`)`))
		return err == nil && ok || t.ctx.Err() != nil
	}) && t.ctx.Err() == nil
}

// waitFor polls cond until it is truthy and fails the test with what when
// it stays false for waitTimeout.
func (t *tab) waitFor(what, cond string) {
	t.tb.Helper()
	if !t.poll(cond) {
		t.tb.Fatalf("timed out after %v waiting for %s (%s)", waitTimeout, what, abbrev(cond))
	}
}

// clear focuses the field selected by sel, selects its text and deletes it
// with the Backspace key.
func (t *tab) clear(sel string) {
	t.tb.Helper()
	t.do("focusing "+sel, chromedp.Focus(chromedp.CSS(sel)))
	if eval[bool](t, `(() => { const el = document.querySelector(`+jsString(sel)+`); el.select(); return el.value !== ""; })()`) {
		t.do("deleting the text of "+sel, chromedp.KeyEvent(kb.Backspace))
	}
}

// typeKeys replaces the text of the field sel by text, typed key by key.
func (t *tab) typeKeys(sel, text string) {
	t.tb.Helper()
	t.clear(sel)
	t.do("typing into "+sel, chromedp.KeyEvent(text))
}

// insert replaces the text of the field sel by text, inserted in one go
// as a paste or an input method would (one input event).
func (t *tab) insert(sel, text string) {
	t.tb.Helper()
	t.clear(sel)
	if text == "" {
		return
	}
	if _, err := chromedp.Call(t.ctx, input.InsertText, input.InsertTextParams{Text: text}); err != nil {
		t.tb.Fatalf("inserting text into %s: %v", sel, err)
	}
}

// click clicks the first element matching sel (a real mouse click at its
// centre).
func (t *tab) click(sel string) {
	t.tb.Helper()
	t.do("clicking "+sel, chromedp.Click(chromedp.CSS(sel)))
}

// value returns the value of the form field sel.
func (t *tab) value(sel string) string {
	t.tb.Helper()
	return eval[string](t, `document.querySelector(`+jsString(sel)+`).value`)
}

// text returns the textContent of the first element matching sel ("" when
// there is none), with white space runs collapsed.
func (t *tab) text(sel string) string {
	t.tb.Helper()
	return eval[string](t, `(document.querySelector(`+jsString(sel)+`)?.textContent ?? "").replace(/\s+/g, " ").trim()`)
}

// texts returns the collapsed textContent of every element matching sel.
func (t *tab) texts(sel string) []string {
	t.tb.Helper()
	return eval[[]string](t, `[...document.querySelectorAll(`+jsString(sel)+`)].map((e) => e.textContent.replace(/\s+/g, " ").trim())`)
}

// hash returns location.hash.
func (t *tab) hash() string {
	t.tb.Helper()
	return eval[string](t, `location.hash`)
}

// screenshot saves a PNG of the viewport as an artifact.
func (t *tab) screenshot(name string) string {
	t.tb.Helper()
	// Let fonts and layout settle: two animation frames.
	eval[bool](t, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
	buf, err := chromedp.Run(t.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.tb.Fatalf("screenshot %s: %v", name, err)
	}
	path := artifactPath(t.tb, name)
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.tb.Fatal(err)
	}
	return path
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func abbrev(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		return s[:117] + "..."
	}
	return s
}

// evalVoid is an action evaluating js for its effect.
func evalVoid(js string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](js)
}

// keyBackspace presses Backspace in the focused element.
func keyBackspace() chromedp.Action[chromedp.Void] { return chromedp.KeyEvent(kb.Backspace) }

// keyText types s into the focused element, key by key.
func keyText(s string) chromedp.Action[chromedp.Void] { return chromedp.KeyEvent(s) }

// chromedpNavigate navigates to an absolute URL.
func chromedpNavigate(u string) chromedp.Action[chromedp.Void] { return chromedp.Navigate(u) }
