package browser

import (
	"strings"
	"testing"
)

// backdropNID selects the NID's mark in Explore's highlight.
const backdropNID = ".hl-field[data-field=urn] .hl-backdrop .k-nid"

// Explore opens with its first URN drawn from the build's reading
// (site/first.go) before the engine runs: the highlight, the summary and
// the parts table are there, under any edition the picker offers. Another
// URN typed meanwhile is shown as typed, says it waits for the engine,
// and is read, as typed, once the engine runs.
func TestExploreBeforeTheEngine(t *testing.T) {
	t.Parallel()
	p := openHeld(t, "", "the first URN's highlight before the engine runs", `document.querySelector(`+jsString(backdropNID)+`)`)
	if eval[bool](p, `document.body.classList.contains("ready")`) {
		t.Fatal("the page is ready with its engine held")
	}
	if got := p.text(backdropNID); got != "isbn" {
		t.Errorf("the highlighted NID is %q, want isbn", got)
	}
	if !eval[bool](p, `document.getElementById("loading").hidden`) {
		t.Error("“Starting the URN engine…” shows above a view that is drawn")
	}
	if got := p.text("#summary"); !strings.HasPrefix(got, "✔ syntactically valid under RFC 8141") || !strings.Contains(got, "NID isbn: formal, registered with IANA") {
		t.Errorf("the summary before the engine runs is %q, want the RFC 8141 reading of urn:isbn:0451450523", got)
	}
	if n := eval[int](p, `document.querySelectorAll("#parts tbody tr").length`); n < 3 {
		t.Errorf("the parts table has %d rows before the engine runs, want the reading's", n)
	}
	if got := eval[int](p, `document.querySelectorAll("#edition option").length`); got != 4 {
		t.Errorf("the edition picker offers %d editions before the engine runs, want 4", got)
	}

	// Another edition: the build read the first URN under each.
	p.do("picking RFC 2141", evalVoid(`(() => {
		const s = document.getElementById("edition");
		s.value = "rfc2141";
		s.dispatchEvent(new Event("change", {bubbles: true}));
	})()`))
	p.waitFor("the RFC 2141 reading", `document.getElementById("summary").textContent.includes("syntactically valid under RFC 2141")`)

	// Another URN: shown as typed, read once the engine runs.
	const typed = "urn:example:before-the-engine"
	p.insert("#urn-input", typed)
	p.waitFor("the typed URN waiting for the engine", `document.getElementById("summary").textContent.includes("Starting the URN engine")`)
	if n := eval[int](p, `document.querySelectorAll(`+jsString(backdropNID)+`).length + document.querySelectorAll("#parts tbody tr").length`); n != 0 {
		t.Errorf("the typed URN shows %d NID marks and rows of the first URN's reading, want none until the engine reads it", n)
	}
	// (The backdrop ends in a zero-width space, for the caret's line.)
	if got := strings.TrimSuffix(p.text(".hl-field[data-field=urn] .hl-backdrop"), "\u200b"); got != typed {
		t.Errorf("the backdrop shows %q, want the typed %q", got, typed)
	}

	p.do("starting the engine", evalVoid(`window.__startEngine()`))
	p.waitReady()
	p.waitFor("the engine's reading of the typed URN", `document.querySelector(`+jsString(backdropNID)+`)?.textContent === "example"`)
	if got := eval[string](p, `document.getElementById("urn-input").value`); got != typed {
		t.Errorf("once the engine runs, the input holds %q, want the typed %q", got, typed)
	}
	if got := p.text("#summary"); !strings.Contains(got, "syntactically valid under RFC 2141") {
		t.Errorf("once the engine runs, the summary is %q, want the RFC 2141 reading picked before it", got)
	}
}

// The build's readings of the first URN are the engine's: URN.parse of
// it under each edition, and URN.editions(), give the very objects the
// page drew before the engine ran (namespace readings included).
func TestFirstReadingsAreTheEngines(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	diffs := eval[[]string](p, `(async () => {
		const data = await `+pageDataJS+`;
		const {load} = await import("./urn.js");
		const URN = await load();
		// Keys sorted, so that the order members are written in does
		// not count; the namespace getter read.
		const canon = (v) => JSON.stringify(v, (k, x) => x && typeof x === "object" && !Array.isArray(x)
			? Object.fromEntries(Object.keys(x).sort().map((key) => [key, x[key]])) : x);
		const out = [];
		const f = data.first;
		if (canon(URN.editions()) !== canon(f.editions)) out.push("editions: " + canon(f.editions) + " vs the engine's " + canon(URN.editions()));
		for (const ed of URN.editions()) {
			const r = URN.parse(f.urn, {edition: ed.id});
			const live = canon({...r, namespace: r.namespace});
			const built = canon(f.readings[ed.id]);
			if (live !== built) out.push(ed.id + ": the build's " + built + " vs the engine's " + live);
		}
		if (Object.keys(f.readings).length !== URN.editions().length) out.push("readings for " + Object.keys(f.readings).join(", "));
		return out;
	})()`)
	for _, d := range diffs {
		t.Error(d)
	}
}

// A hash changed before the engine runs (the back button, a link, the
// embedding page) is read at once, and what it names is what the engine
// reads once it runs: not the state the page started with.
func TestHashChangeBeforeTheEngine(t *testing.T) {
	t.Parallel()
	p := openHeld(t, "", "the first URN before the engine runs", `document.querySelector(`+jsString(backdropNID)+`)`)
	const other = "urn:example:from-the-hash"
	p.do("changing the hash", evalVoid(`location.hash = "#urn=`+other+`&ed=draft-03"`))
	p.waitFor("the hash's URN in the input", `document.getElementById("urn-input").value === `+jsString(other))
	if got := eval[string](p, `document.getElementById("edition").value`); got != "draft-03" {
		t.Errorf("the edition picker shows %q after the hash named draft-03", got)
	}
	p.do("starting the engine", evalVoid(`window.__startEngine()`))
	p.waitReady()
	p.waitFor("the engine's reading of the hash's URN", `document.querySelector(`+jsString(backdropNID)+`)?.textContent === "example"`)
	if got := p.text("#summary"); !strings.Contains(got, "syntactically valid under draft-03") {
		t.Errorf("once the engine runs, the summary is %q, want the draft-03 reading the hash asked for", got)
	}
}
