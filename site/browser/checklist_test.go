package browser

import (
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urn-playground/urn-playground/site"
)

// checkList is a short list with one URN of each verdict the engine
// gives a line (with the namespace rules on): it passes, it is not a
// valid URN, its NSS violates its namespace's syntax (a wrong ISBN check
// digit), and a blank line, which is no row.
const checkList = "urn:isbn:0451450523\nurn:example:a b\n\nurn:isbn:0451450524\nnot a urn\nurn:ietf:rfc:2141\r\n"

// listDoneJS is true once the last check has ended: the run's bar is
// hidden and the status says how many rows were checked, or what went
// wrong.
const listDoneJS = `document.getElementById("list-run").hidden && /checked in|error/.test(document.getElementById("list-status").textContent + " " + document.getElementById("list-status").className)`

// openList opens the Check a list view with the hash's options.
func openList(t *testing.T, p *tab, hash string) {
	t.Helper()
	p.open("", "#view=checklist"+hash)
	p.waitFor("the list view", `!document.getElementById("view-checklist").hidden && document.getElementById("list-text")`)
}

// pasteList pastes text into the list and waits for its check to end.
func pasteList(t *testing.T, p *tab, text string) {
	t.Helper()
	p.insert("#list-text", text)
	p.waitFor("the list's check", listDoneJS+` && document.getElementById("list-status").textContent !== ""`)
	// The table draws its rows in the frame after the result: two frames
	// later they are there to read.
	p.do("a frame for the rows", evalVoid(`window.__rowsDrawn = false; requestAnimationFrame(() => requestAnimationFrame(() => { window.__rowsDrawn = true; }))`))
	p.waitFor("the rows drawn", `window.__rowsDrawn === true`)
}

// dropFileJS drops a file (name, text, type) on the view, as a
// DataTransfer made in the page.
const dropFileJS = `((name, text, type) => {
	const dt = new DataTransfer();
	dt.items.add(new File([text], name, {type}));
	const zone = document.getElementById("view-checklist");
	zone.dispatchEvent(new DragEvent("dragover", {bubbles: true, cancelable: true, dataTransfer: dt}));
	zone.dispatchEvent(new DragEvent("drop", {bubbles: true, cancelable: true, dataTransfer: dt}));
	return true;
})`

func (t *tab) dropFile(name, text, typ string) {
	t.tb.Helper()
	eval[bool](t, dropFileJS+`(`+jsString(name)+`, `+jsString(text)+`, `+jsString(typ)+`)`)
}

// listRows is the rows drawn in the table, each as its cells' texts.
func listRows(p *tab) [][]string {
	return eval[[][]string](p, `[...document.querySelectorAll("#list-table .cl-rows .cl-row")].map((r) => [...r.children].map((c) => c.textContent))`)
}

// summaryCounts is the summary's entries, "filter=value" → count.
func summaryCounts(p *tab) map[string]string {
	return eval[map[string]string](p, `Object.fromEntries([...document.querySelectorAll("#list-summary .cl-count")].map((b) =>
		[b.dataset.filter + "=" + b.dataset.value, b.querySelector(".cl-n").textContent]))`)
}

func TestCheckListPaste(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "&lrules=1")
	if !eval[bool](p, `document.getElementById("list-ns").checked`) {
		t.Error("lrules=1 does not tick the namespace rules")
	}
	pasteList(t, p, checkList)
	rows := listRows(p)
	if len(rows) != 5 {
		t.Fatalf("%d rows drawn, want 5 (the blank line is none): %q", len(rows), rows)
	}
	want := [][2]string{{"1", "pass"}, {"2", "invalid"}, {"4", "violates"}, {"5", "invalid"}, {"6", "pass"}}
	for i, w := range want {
		if rows[i][0] != w[0] || rows[i][2] != w[1] {
			t.Errorf("row %d: line %q verdict %q, want line %s %s", i, rows[i][0], rows[i][2], w[0], w[1])
		}
	}
	if !strings.Contains(rows[1][3], "[nss-char]") || !strings.HasPrefix(rows[1][3], "col 14:") {
		t.Errorf("the row of urn:example:a b says %q, want the engine's nss-char at column 14", rows[1][3])
	}
	if rows[4][1] != "urn:ietf:rfc:2141" || rows[0][4] != "isbn" || rows[0][5] != "conforms" {
		t.Errorf("rows %q: the \\r\\n line's URN, or a NID or namespace verdict, is not the engine's", rows)
	}
	got := summaryCounts(p)
	for k, v := range map[string]string{"lverdict=pass": "2", "lverdict=invalid": "2", "lverdict=violates": "1",
		"lcode=nss-char": "1", "lcode=not-urn": "1", "lcode=ns-check-digit": "1", "lnid=isbn": "2", "lnid=ietf": "1", "lns=violates": "1", "lns=conforms": "2"} {
		if got[k] != v {
			t.Errorf("summary %s: %q, want %s (all: %v)", k, got[k], v, got)
		}
	}
	// A namespace's code is a diagnostic code too: its entry filters to
	// its row.
	p.click(`#list-summary .cl-count[data-filter="lcode"][data-value="ns-check-digit"]`)
	p.waitFor("the namespace code's row", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 1 && document.querySelector("#list-table .cl-rows .cl-c1").textContent === "urn:isbn:0451450524"`)
	p.click("#list-clear-filters")
	p.waitFor("every row", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 5`)
	if s := p.text("#list-status"); !strings.HasPrefix(s, "5 rows from 6 lines, checked in") {
		t.Errorf("status %q", s)
	}
	// Typing never waits for a check: the check runs in a worker.
	if !eval[bool](p, `performance.getEntriesByType("resource").some((e) => /check-worker\.[0-9a-f]{12}\.js$/.test(e.name))`) {
		t.Error("no check-worker.<hash>.js was loaded")
	}
	// Enter on a row opens it in Explore.
	p.do("focusing the rows", evalVoid(`document.querySelector("#list-table .cl-scroll").focus()`))
	p.do("moving down", chromedp.KeyEvent(kb.ArrowDown))
	if got := eval[string](p, `document.activeElement.getAttribute("aria-rowindex")`); got != "3" {
		t.Errorf("ArrowDown from the first row focuses aria-rowindex %q, want 3", got)
	}
	p.do("opening the row", chromedp.KeyEvent(kb.Enter))
	p.waitFor("Explore", `!document.getElementById("view-explore").hidden`)
	if got := p.value("#urn-input"); got != "urn:example:a b" {
		t.Errorf("Enter opened %q in Explore", got)
	}
}

// A file dropped: CSV with a column to pick (a semicolon-separated one
// with quoted fields), rows without the column, NDJSON with a field,
// and a binary file refused.
func TestCheckListDropCSV(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "")
	csv := "id;title;URN\n1;\"a; b\";urn:isbn:0451450523\n2;\"two\nlines\";\"urn:example:x\"\"y\"\n3;short\n4;empty;\n"
	p.dropFile("list.csv", csv, "text/csv")
	p.waitFor("the CSV's check", listDoneJS+` && document.getElementById("list-status").textContent.includes("checked in")`)
	if got := eval[[]string](p, `[...document.querySelectorAll("#list-column option")].map((o) => o.value)`); strings.Join(got, "|") != "id|title|URN" {
		t.Errorf("the columns offered are %q", got)
	}
	if got := p.value("#list-column"); got != "URN" {
		t.Errorf("the column picked is %q, want URN (the one named urn)", got)
	}
	if !strings.Contains(p.text("#list-file-info"), "list.csv") || p.value("#list-text") != "" {
		t.Error("the dropped file is not named, or the textarea kept text")
	}
	rows := listRows(p)
	if len(rows) != 4 || rows[0][0] != "2" || rows[0][2] != "pass" || rows[1][0] != "3" || rows[1][1] != `urn:example:x"y` || rows[1][2] != "invalid" {
		t.Fatalf("rows %q", rows)
	}
	if rows[2][0] != "5" || rows[2][2] != "not-checked" || !strings.Contains(rows[2][3], "none in the column “URN”") {
		t.Errorf("the row without the column: %q", rows[2])
	}
	if rows[3][2] != "not-checked" || !strings.Contains(rows[3][3], "is empty") {
		t.Errorf("the row with an empty field: %q", rows[3])
	}
	p.choose("#list-column", "title")
	p.waitFor("the title column's check", listDoneJS+` && document.querySelector("#list-table .cl-rows .cl-row .cl-c1")?.textContent === "a; b"`)

	p.dropFile("list.ndjson", "{\"u\":\"urn:example:1\",\"n\":2}\n{\"n\":3}\n[1]\n", "")
	p.waitFor("the NDJSON's check", listDoneJS+` && document.getElementById("list-column").value === "u" && document.querySelectorAll("#list-table .cl-rows .cl-row").length === 3`)
	rows = listRows(p)
	if rows[0][2] != "pass" || !strings.Contains(rows[1][3], "no field “u”") || !strings.Contains(rows[2][3], "not a JSON object") {
		t.Errorf("NDJSON rows %q", rows)
	}

	// A CSV without a header row, and a JSON array, each get a sentence
	// instead of a check that would skip a line or read "[" as a URN.
	p.dropFile("nohead.csv", "urn:isbn:0451450523,a\nurn:example:b,c\n", "text/csv")
	p.waitFor("the headerless CSV refused", `document.getElementById("list-status").textContent.includes("not a header row")`)
	p.dropFile("list.json", "[\n  \"urn:isbn:0451450523\"\n]\n", "application/json")
	p.waitFor("the JSON array refused", `document.getElementById("list-status").textContent.includes("a JSON array")`)

	p.do("dropping a binary file", evalVoid(dropFileJS+`("x.bin", "urn:a:b\u0000", "")`))
	p.waitFor("the binary file refused", `document.getElementById("list-status").textContent.includes("NUL byte")`)
}

// Cancel stops a long check at once: a million lines dropped as a file.
func TestCheckListCancel(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "")
	p.do("dropping a million lines", evalVoid(`(() => {
		const lines = [];
		for (let i = 0; i < 1000000; i++) lines.push("urn:example:item-" + i);
		`+dropFileJS+`("million.txt", lines.join("\n"), "text/plain");
	})()`))
	p.waitFor("the progress", `!document.getElementById("list-run").hidden && document.getElementById("list-progress").value > 0`)
	p.click("#list-cancel")
	if got := p.text("#list-status"); !strings.HasPrefix(got, "Cancelled") {
		t.Errorf("after Cancel the status says %q", got)
	}
	if !eval[bool](p, `document.getElementById("list-run").hidden && document.getElementById("list-table").hidden`) {
		t.Error("after Cancel the progress bar or the table is still shown")
	}
	// A million and one lines are refused, saying the limit.
	p.do("dropping a million and one lines", evalVoid(`(() => {
		`+dropFileJS+`("big.txt", "urn:a:b\n".repeat(1000001), "text/plain");
	})()`))
	p.waitFor("the refusal", `document.getElementById("list-status").textContent.includes("the limit is 1,000,000")`)
}

// The summary's entries filter the rows; the filters are in the link
// (the list is not), and a link's filters apply to the list checked.
func TestCheckListFilters(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "&lrules=1")
	pasteList(t, p, checkList)
	p.click(`#list-summary .cl-count[data-filter="lverdict"][data-value="invalid"]`)
	p.waitFor("the filtered rows", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 2`)
	p.click(`#list-summary .cl-count[data-filter="lcode"][data-value="not-urn"]`)
	p.waitFor("the rows of both filters", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 1`)
	if got := listRows(p)[0][1]; got != "not a urn" {
		t.Errorf("the row of invalid and not-urn is %q", got)
	}
	hash := p.hash()
	v, _ := url.ParseQuery(strings.TrimPrefix(hash, "#"))
	if v.Get("lverdict") != "invalid" || v.Get("lcode") != "not-urn" || v.Get("lrules") != "1" || strings.Contains(hash, "isbn") {
		t.Errorf("the link %q: want the filters and options, not the list", hash)
	}
	if !strings.Contains(p.text("#list-filters"), "Showing 1 of 5 rows") {
		t.Errorf("filters line: %q", p.text("#list-filters"))
	}

	// The link in another tab: no list, the filters set for the next one.
	q := newTab(t)
	openList(t, q, "&"+strings.TrimPrefix(hash, "#"))
	if q.value("#list-text") != "" {
		t.Error("the link carried the list")
	}
	pasteList(t, q, checkList)
	if rows := listRows(q); len(rows) != 1 || rows[0][1] != "not a urn" {
		t.Errorf("the link's filters give rows %q", rows)
	}
	if got := eval[string](q, `document.querySelector('#list-summary .cl-count[data-value="not-urn"]').getAttribute("aria-pressed")`); got != "true" {
		t.Errorf("the link's code filter is not shown pressed (%q)", got)
	}
	q.click("#list-clear-filters")
	q.waitFor("every row", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 5`)
	if h := q.hash(); strings.Contains(h, "lverdict") || strings.Contains(h, "lcode") {
		t.Errorf("Show all rows left the filters in the link: %q", h)
	}
}

// The keyboard: a summary's entry pressed keeps the focus, Show all rows
// leaves it on the line saying which rows are shown, and Shift+Tab from a
// row leaves the table (the rows' box, before the row, handed it back).
func TestCheckListKeyboard(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "&lrules=1")
	pasteList(t, p, checkList)
	focused := func() string {
		return eval[string](p, `(() => { const a = document.activeElement; return a.id || (a.dataset.filter ? a.dataset.filter + "=" + a.dataset.value : a.className); })()`)
	}
	p.do("focusing a summary entry", evalVoid(`document.querySelector('#list-summary .cl-count[data-filter="lverdict"][data-value="violates"]').focus()`))
	p.do("pressing it", chromedp.KeyEvent(kb.Enter))
	p.waitFor("the filtered rows", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 1`)
	if got := focused(); got != "lverdict=violates" {
		t.Errorf("after Enter on the summary's violates, the focus is on %q", got)
	}
	p.do("focusing Show all rows", evalVoid(`document.getElementById("list-clear-filters").focus()`))
	p.do("pressing it", chromedp.KeyEvent(kb.Enter))
	p.waitFor("every row", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 5`)
	if got := focused(); got != "list-filters" {
		t.Errorf("after Show all rows, the focus is on %q", got)
	}
	p.do("focusing the rows", evalVoid(`document.querySelector("#list-table .cl-scroll").focus()`))
	p.do("moving down", chromedp.KeyEvent(kb.ArrowDown))
	p.do("pressing Shift+Tab", chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift)))
	if got := focused(); got != "list-export-ndjson" {
		t.Errorf("Shift+Tab from a row focuses %q, want the export before the table", got)
	}
	p.do("pressing Tab", chromedp.KeyEvent(kb.Tab))
	if got := eval[string](p, `document.activeElement.getAttribute("aria-rowindex")`); got != "3" {
		t.Errorf("Tab back into the table focuses aria-rowindex %q, want the active row's, 3", got)
	}
}

// Bad input shows its message and no rows of the list checked before.
func TestCheckListErrorClearsRows(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "")
	pasteList(t, p, checkList)
	noRows := `document.getElementById("list-table").hidden && document.getElementById("list-summary").textContent === "" && document.getElementById("list-tools").hidden`
	p.choose("#list-format", "ndjson")
	p.waitFor("the NDJSON refused", `document.getElementById("list-status").textContent.includes("not a JSON object")`)
	if !eval[bool](p, noRows) {
		t.Error("the list refused as NDJSON still shows the rows checked before")
	}
	p.choose("#list-format", "auto")
	p.waitFor("the rows again", listDoneJS+` && document.querySelectorAll("#list-table .cl-rows .cl-row").length === 5`)
	p.do("dropping a million and one lines", evalVoid(dropFileJS+`("big.txt", "urn:a:b\n".repeat(1000001), "text/plain")`))
	p.waitFor("the refusal", `document.getElementById("list-status").textContent.includes("the limit is 1,000,000")`)
	if !eval[bool](p, noRows) {
		t.Error("the file refused for its lines still shows the rows of the list checked before")
	}
}

// A list checked while its view is hidden (another tab shown) is drawn
// with the rows' real height once shown: on a phone a row is two lines.
func TestCheckListHiddenView(t *testing.T) {
	t.Parallel()
	p := newPhoneTab(t)
	openList(t, p, "")
	p.insert("#list-text", checkList)
	p.do("showing Explore", evalVoid(`document.getElementById("tab-explore").click()`))
	p.waitFor("the list's check", listDoneJS+` && document.getElementById("list-status").textContent.includes("checked in")`)
	p.do("showing the list again", evalVoid(`document.getElementById("tab-checklist").click()`))
	p.waitFor("the rows", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 5`)
	spacer := eval[float64](p, `parseFloat(document.querySelector("#list-table .cl-spacer").style.height)`)
	row := eval[float64](p, `document.querySelector("#list-table .cl-rows .cl-row").getBoundingClientRect().height`)
	if spacer < 5*row-1 || spacer > 5*row+1 {
		t.Errorf("the rows' box is %.1f px tall for 5 rows of %.1f px", spacer, row)
	}
}

// captureDownloadJS makes the next download's text readable:
// window.__download resolves to {name, text}, from the Blob the page
// made (a fetch of its blob: URL is not the page's to make: connect-src
// 'self'). It rejects after 20 s, so that a download that never comes
// fails the test instead of hanging it.
const captureDownloadJS = `(() => {
	window.__download = new Promise((resolve, reject) => {
		const make = URL.createObjectURL, click = HTMLAnchorElement.prototype.click;
		let blob = null;
		URL.createObjectURL = (b) => { blob = b; return make.call(URL, b); };
		HTMLAnchorElement.prototype.click = function () {
			URL.createObjectURL = make;
			HTMLAnchorElement.prototype.click = click;
			if (!this.download || !blob) return click.call(this);
			blob.text().then((text) => resolve({name: this.download, text}));
		};
		setTimeout(() => reject(new Error("no download within 20 s")), 20000);
	});
})()`

type download struct{ Name, Text string }

func TestCheckListExport(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "&lrules=1&lverdict=invalid")
	// The last line is what a spreadsheet would run as a formula: the
	// CSV export writes it after a "'".
	pasteList(t, p, checkList+"=1+2\n")
	p.do("capturing the download", evalVoid(captureDownloadJS))
	p.click("#list-export-csv")
	d := eval[download](p, `window.__download`)
	wantCSV := "line,urn,verdict,code,column,message,nid,namespace\n" +
		"2,urn:example:a b,invalid,nss-char,14,"
	if d.Name != "urn-check.csv" || !strings.HasPrefix(d.Text, wantCSV) || strings.Count(d.Text, "\n") != 4 ||
		!strings.Contains(d.Text, "\n5,not a urn,invalid,not-urn,1,") || !strings.Contains(d.Text, "\n7,'=1+2,invalid,") {
		t.Errorf("CSV export %s:\n%s", d.Name, d.Text)
	}
	p.do("capturing the download", evalVoid(captureDownloadJS))
	p.click("#list-export-ndjson")
	d = eval[download](p, `window.__download`)
	lines := strings.Split(strings.TrimSuffix(d.Text, "\n"), "\n")
	if d.Name != "urn-check.ndjson" || len(lines) != 3 || !strings.HasPrefix(lines[0], `{"line":2,"urn":"urn:example:a b","verdict":"invalid","code":"nss-char","column":14,"message":"`) ||
		!strings.HasPrefix(lines[2], `{"line":7,"urn":"=1+2",`) {
		t.Errorf("NDJSON export %s:\n%s", d.Name, d.Text)
	}
}

// Offline after one visit: the worker's file is precached with the rest.
func TestCheckListOffline(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	sw := readSW(t, os.Getenv(distEnv))
	found := false
	for _, f := range sw.precache {
		found = found || strings.HasPrefix(f, "./check-worker.") && strings.HasSuffix(f, ".js")
	}
	if !found {
		t.Fatalf("sw.js does not precache the list checker's worker: %q", sw.precache)
	}
	p := newTab(t)
	p.open("", "#view=checklist")
	p.waitPrecached(sw, baseURL)
	p.probeOffline(p.setOffline(true))
	p.reload()
	pasteList(t, p, checkList)
	if rows := listRows(p); len(rows) != 5 || rows[1][2] != "invalid" {
		t.Errorf("offline, the list's rows are %q", rows)
	}
}

// The single file carries the worker inline and starts it from a blob:
// URL: from disk, and served with its own Content-Security-Policy
// (serve.SingleFilePolicy, worker-src blob:).
func TestCheckListSingleFile(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	dist, err := filepath.Abs(os.Getenv(distEnv))
	if err != nil {
		t.Fatal(err)
	}
	for _, where := range []string{"file://" + filepath.ToSlash(filepath.Join(dist, site.SingleFile)), baseURL + site.SingleFile} {
		p := newTab(t)
		p.do("opening the single file", chromedpNavigate(where+"#view=checklist&lrules=1"))
		p.waitReady()
		pasteList(t, p, checkList)
		if rows := listRows(p); len(rows) != 5 || rows[2][2] != "violates" {
			t.Errorf("%s: rows %q", where, rows)
		}
		if got := eval[[]string](p, `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => !n.startsWith("data:") && !n.startsWith("blob:"))`); len(got) != 0 {
			t.Errorf("%s: the single file loaded other files: %q", where, got)
		}
	}
}

// A million rows scroll: only the rows in view are in the DOM, and the
// last row is reached with End.
func TestCheckListMillion(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "")
	p.do("making a million lines", evalVoid(`(() => {
		const lines = [];
		for (let i = 0; i < 1000000; i++) lines.push(i % 1000 === 999 ? "urn:bad item:" + i : "urn:example:item-" + i);
		window.__million = new File([lines.join("\n")], "million.txt", {type: "text/plain"});
		window.__longestTask = 0; // the page's own tasks from here on
	})()`))
	p.do("dropping them", evalVoid(`(() => {
		const dt = new DataTransfer();
		dt.items.add(window.__million);
		document.getElementById("view-checklist").dispatchEvent(new DragEvent("drop", {bubbles: true, cancelable: true, dataTransfer: dt}));
	})()`))
	p.waitFor("the million's check", listDoneJS+` && document.getElementById("list-status").textContent.startsWith("1,000,000 rows")`)
	if n := eval[int](p, `document.querySelectorAll("#list-table .cl-row").length`); n > 60 {
		t.Errorf("%d rows in the DOM for a million", n)
	}
	// A wheel's notch (100 px) moves fewer rows than are in view, and
	// the rows move with a few pixels' scroll: none is skipped.
	scrolled := func(px int) [2]float64 {
		return eval[[2]float64](p, `new Promise((r) => {
			const s = document.querySelector("#list-table .cl-scroll");
			s.scrollTop = `+strconv.Itoa(px)+`;
			requestAnimationFrame(() => requestAnimationFrame(() => {
				const row = document.querySelector("#list-table .cl-rows .cl-row");
				r([Number(row.dataset.k), row.getBoundingClientRect().top - s.getBoundingClientRect().top]);
			}));
		})`)
	}
	inView := eval[float64](p, `(() => { const s = document.querySelector("#list-table .cl-scroll"); return s.clientHeight / s.querySelector(".cl-row").getBoundingClientRect().height; })()`)
	at0, at5, at100 := scrolled(0), scrolled(5), scrolled(100)
	if at100[0] >= inView {
		t.Errorf("100 px of scroll moves from row %.0f to row %.0f, more than the %.1f rows in view", at0[0], at100[0], inView)
	}
	if at5 == at0 {
		t.Errorf("5 px of scroll leaves the rows where they were (%v)", at0)
	}
	p.do("focusing the rows", evalVoid(`document.querySelector("#list-table .cl-scroll").focus()`))
	p.do("pressing End", chromedp.KeyEvent(kb.End))
	p.waitFor("the last row", `document.activeElement?.getAttribute("aria-rowindex") === "1000001"`)
	if got := eval[string](p, `document.activeElement.querySelector(".cl-c1").textContent`); got != "urn:bad item:999999" {
		t.Errorf("the last row is %q", got)
	}
	// Logged, never asserted: the machine may be loaded.
	t.Logf("longest main-thread task from the drop on: %.0f ms", eval[float64](p, `window.__longestTask`))
}

// Screenshots of the view with a list checked, desktop and phone.
func TestCheckListScreenshots(t *testing.T) {
	t.Parallel()
	for _, size := range []string{"desktop", "phone"} {
		t.Run(size, func(t *testing.T) {
			t.Parallel()
			open := newTab
			if size == "phone" {
				open = newPhoneTab
			}
			p := open(t)
			openList(t, p, "&lrules=1")
			pasteList(t, p, checkList+strings.Repeat("urn:example:more\nurn:nbn:de:bad item\n", 20))
			t.Logf("%s", p.screenshot("checklist-"+size+".png"))
			p.do("scrolling to the rows", evalVoid(`document.getElementById("list-status").scrollIntoView({block: "start"})`))
			t.Logf("%s", p.screenshot("checklist-"+size+"-rows.png"))
			if w := eval[float64](p, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); w > 1 {
				t.Errorf("%s: the page scrolls sideways by %.0f px", size, w)
			}
			// Each column starts at one x in every row: on a phone a row
			// is a grid of its own, whose widths must not follow its text.
			starts := eval[map[string][]float64](p, `Object.fromEntries([0, 1, 2, 3, 4, 5].map((c) => ["cl-c" + c,
				[...new Set([...document.querySelectorAll("#list-table .cl-rows .cl-c" + c)].map((e) => Math.round(e.getBoundingClientRect().left)))]]))`)
			for col, xs := range starts {
				if len(xs) != 1 {
					t.Errorf("%s: the cells of column %s start at %v, not at one x", size, col, xs)
				}
			}
		})
	}
}
