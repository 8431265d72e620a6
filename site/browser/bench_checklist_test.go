package browser

import (
	"fmt"
	"testing"
)

// targetCheckListRatio is "Check a list"'s target: a million short URNs
// checked in the worker, to the summary on screen, within 10 times what
// the same browser takes to run a naive regular expression over the same
// lines.
const targetCheckListRatio = 10

// checkListBenchJS makes the benchmark's list in the page, once: a
// million short URNs under a few NIDs, one in a hundred not valid.
const checkListBenchJS = `(() => {
	const nids = ["example", "isbn", "ietf", "uuid", "nbn"];
	const lines = [];
	for (let i = 0; i < 1000000; i++) {
		lines.push(i % 100 === 99 ? "urn:bad nid:" + i : "urn:" + nids[i % 5] + ":item-" + i);
	}
	window.__benchList = lines.join("\n");
	return true;
})()`

// checkListRunJS drops the list as a file and resolves to the ms from the
// drop to the frame drawn with the summary (the whole list checked in the
// worker, its rows in the page).
const checkListRunJS = `(async () => {
	` + afterPaintJS + `
	const status = document.getElementById("list-status");
	status.textContent = "";
	const t0 = performance.now();
	` + dropFileJS + `("bench.txt", window.__benchList, "text/plain");
	while (!status.textContent.startsWith("1,000,000 rows")) {
		if (performance.now() - t0 > 120000) throw new Error("no result within 2 min; the status says: " + status.textContent);
		await new Promise((r) => setTimeout(r, 5));
	}
	await afterPaint();
	return performance.now() - t0;
})()`

// regexRunJS is the floor: the naive pattern over the same lines, on the
// page's main thread, split included.
const regexRunJS = `(() => {
	const re = /^[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]:\S+$/;
	const t0 = performance.now();
	let ok = 0;
	for (const line of window.__benchList.split("\n")) if (re.test(line)) ok++;
	const ms = performance.now() - t0;
	if (ok !== 990000) throw new Error("the regex matched " + ok + " lines");
	return ms;
})()`

// BenchmarkCheckList1M checks a million short URNs in "Check a list" (a
// file dropped; the worker, already started by a first check, reads,
// checks and sends the rows) and runs the naive regular expression over
// the same lines in the same tab, interleaved, and reports the ratio.
func BenchmarkCheckList1M(b *testing.B) {
	needBrowser(b)
	p := newTab(b)
	p.quiet()
	p.open("", "#view=checklist")
	p.waitFor("the list view", `document.getElementById("list-text")`)
	eval[bool](p, checkListBenchJS)
	// The worker and its engine started: what is measured is the check.
	// (quiet: no DOM domain, so no p.insert.)
	p.do("typing a URN", evalVoid(`(() => {
		const el = document.getElementById("list-text");
		el.value = "urn:example:warm";
		el.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertText"}));
	})()`))
	p.waitFor("the first check", `document.getElementById("list-status").textContent.startsWith("1 row")`)
	b.Logf("warm: %s", p.text("#list-status"))
	var page, floor, ratio []float64
	for b.Loop() {
		ms := eval[float64](p, checkListRunJS)
		re := eval[float64](p, regexRunJS)
		page, floor, ratio = append(page, ms), append(floor, re), append(ratio, ms/re)
	}
	rs, ps, fs := summarize(ratio), summarize(page), summarize(floor)
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(ps.median, "ms/op")
	b.ReportMetric(rs.median, "×regex")
	report("8 check a list", fmt.Sprintf("1,000,000 short URNs in Check a list: median %.0f ms from the drop to the summary drawn, the naive regex over the same lines %.0f ms: %.1f× (median of %.0f interleaved pairs; max %.1f×); target ≤ %d×: %s",
		ps.median, fs.median, rs.median, rs.n, rs.max, targetCheckListRatio, verdictOf(rs.median, targetCheckListRatio)))
}
