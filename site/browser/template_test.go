package browser

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// registration is a complete RFC 8141 registration, field id → text, in
// the order of the walk-through's steps.
var registration = []struct{ step, field, text string }{
	{"namespace-id", "namespace-id", "playgroundtest"},
	{"version", "version", "1"},
	{"date", "date", "2024-05-01"},
	{"registrant", "registrant.organization", "URN Playground"},
	{"registrant", "registrant.name", "Ada Tester"},
	{"registrant", "registrant.email", "ada@example.org"},
	{"purpose", "purpose", "The playgroundtest namespace names test fixtures of the URN Playground project, so that its browser tests have names that never clash with real ones."},
	{"syntax", "syntax", "The NSS is a lower-case fixture name: urn:playgroundtest:fixture-1 and urn:playgroundtest:explore-view are examples. No r-, q- or f-components are used."},
	{"assignment", "assignment", "The URN Playground maintainers assign each name once, in the project's repository."},
	{"security", "security", "These names carry no secrets and resolve to nothing; there are no further security considerations beyond RFC 8141."},
	{"interoperability", "interoperability", "No known conflicts with other URN namespaces or URI schemes."},
	{"resolution", "resolution", "Names in this namespace are not resolved."},
	{"documentation", "documentation", "See the URN Playground README."},
}

// progress returns the completeness meter's value.
func progress(t *tab) int {
	t.tb.Helper()
	return eval[int](t, `Number(document.getElementById("tpl-progress").value)`)
}

// templateView opens the registration walk-through.
func (t *tab) templateView(query, hash string) {
	t.tb.Helper()
	t.open(query, hash)
	t.waitFor("the registration walk-through", `!document.getElementById("view-template").hidden && document.querySelector("#tpl-steps [data-step]")`)
}

// step shows a step of the walk-through.
func (t *tab) step(id string) {
	t.tb.Helper()
	t.click(`#tpl-steps [data-step="` + id + `"]`)
	t.waitFor("step "+id, `document.querySelector('#tpl-steps [data-step="`+id+`"]').getAttribute("aria-current") === "step"`)
}

// fieldValues returns the value of every walk-through input by name.
func fieldValues(t *tab) map[string]string {
	t.tb.Helper()
	return eval[map[string]string](t, `Object.fromEntries([...document.querySelectorAll("#view-template .tpl-step [name]")].map((e) => [e.name, e.value]))`)
}

// allowDownloads saves the tab's downloads, named by their GUID, in dir.
func (t *tab) allowDownloads(dir string) {
	t.tb.Helper()
	_, err := chromedp.CallBrowser(t.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior:         browser.SetDownloadBehaviorBehaviorAllowAndName,
		BrowserContextID: chromedp.FromContext(t.ctx).BrowserContextID,
		DownloadPath:     dir,
		EventsEnabled:    new(true),
	})
	if err != nil {
		t.tb.Fatalf("allowing downloads: %v", err)
	}
}

// download clicks sel and returns the suggested file name and the content
// of the file it downloads.
func (t *tab) download(sel, dir string) (name, content string) {
	t.tb.Helper()
	begin := chromedp.BrowserEvents(t.ctx, browser.DownloadWillBegin)
	progress := chromedp.BrowserEvents(t.ctx, browser.DownloadProgress)
	t.click(sel)
	var guid string
	for ev, err := range begin {
		if err != nil {
			t.tb.Fatalf("waiting for the download of %s: %v", sel, err)
		}
		guid, name = ev.GUID, ev.SuggestedFilename
		break
	}
	for ev, err := range progress {
		if err != nil {
			t.tb.Fatalf("waiting for the download of %s: %v", sel, err)
		}
		if ev.GUID != guid {
			continue
		}
		if ev.State == browser.DownloadProgressStateCanceled {
			t.tb.Fatalf("the download of %s was cancelled", sel)
		}
		if ev.State == browser.DownloadProgressStateCompleted {
			break
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, guid))
	if err != nil {
		t.tb.Fatalf("reading the download of %s: %v", sel, err)
	}
	return name, string(b)
}

// From an empty walk-through to the exported text, and back after a
// reload and after coming back later.
func TestRegistrationFlow(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.templateView("", "#view=template")

	if got := progress(p); got != 0 {
		t.Errorf("an empty template is %d%% complete, want 0", got)
	}
	if got := p.text("#tpl-saved"); !strings.Contains(got, "Nothing to save") {
		t.Errorf("#tpl-saved = %q on an empty template", got)
	}
	if got := p.value(`input[name="tpl-layout"]:checked`); got != "rfc8141" {
		t.Errorf("the template picked is %q, want rfc8141 (the newest)", got)
	}

	last := 0
	var seen []int
	for i, f := range registration {
		p.step(f.step)
		sel := `#view-template [name="` + f.field + `"]`
		if i < 3 {
			p.typeKeys(sel, f.text) // key by key for the short ones
		} else {
			p.insert(sel, f.text)
		}
		// Validation runs shortly after typing stops, and at once when the
		// field is left (its change event): leave it, so the meter shows
		// this field's checks whatever the machine's speed. A subfield
		// alone may not complete a check, so the meter may stay; it never
		// goes back.
		p.do("leaving "+f.field, evalVoid(`document.activeElement.blur()`))
		now := progress(p)
		if now < last {
			t.Errorf("after filling %s the meter went back from %d%% to %d%%", f.field, last, now)
		}
		if now != last {
			seen = append(seen, now)
		}
		last = now
	}
	t.Logf("the meter while filling in: %v", seen)
	if len(seen) < len(registration)/2 {
		t.Errorf("the meter moved only %d times while %d fields were filled in: %v", len(seen), len(registration), seen)
	}
	if last != 100 {
		t.Errorf("a complete registration is %d%% complete, want 100 (%s)", last, p.text("#tpl-score"))
	}
	if got := eval[[]string](p, `[...document.querySelectorAll("#tpl-steps [data-step]")].filter((b) => b.dataset.state === "todo" || b.dataset.state === "error").map((b) => b.dataset.step)`); len(got) != 0 {
		t.Errorf("steps still to do or in error: %q", got)
	}
	p.waitFor("the saved indicator", `document.getElementById("tpl-saved").textContent.includes("Saved")`)

	// Review: the preview is the registration as text.
	p.step("review")
	preview := eval[string](p, `document.getElementById("tpl-preview").textContent`)
	for _, want := range []string{"Namespace Identifier: playgroundtest", "Version: 1", "Date: 2024-05-01", "E-mail:", "ada@example.org", "Purpose:", "urn:playgroundtest:fixture-1", "Resolution:"} {
		if !strings.Contains(preview, want) {
			t.Errorf("the preview lacks %q:\n%s", want, preview)
		}
	}
	if got := p.text(".tpl-verdict"); !strings.Contains(got, "Every check passes") {
		t.Errorf(".tpl-verdict = %q", got)
	}

	// Export: download the text; the file is the preview.
	dir := t.TempDir()
	p.allowDownloads(dir)
	name, text := p.download("#tpl-download-text", dir)
	if name != "urn-playgroundtest-rfc8141.txt" {
		t.Errorf("the text download is named %q, want urn-playgroundtest-rfc8141.txt", name)
	}
	if text != preview {
		t.Errorf("the downloaded text differs from the preview:\n%s\n--- preview:\n%s", text, preview)
	}
	name, md := p.download("#tpl-download-md", dir)
	if !strings.HasSuffix(name, ".md") || !strings.Contains(md, "playgroundtest") {
		t.Errorf("the Markdown download %q holds %q", name, abbrev(md))
	}
	name, js := p.download("#tpl-download-json", dir)
	if !strings.HasSuffix(name, ".json") || !strings.Contains(js, `"ada@example.org"`) {
		t.Errorf("the JSON download %q holds %q", name, abbrev(js))
	}

	// Copy: the clipboard gets the same text.
	p.grantClipboard()
	p.click("#tpl-copy")
	p.waitFor("the copy confirmation", `document.getElementById("tpl-copy").textContent === "Copied"`)
	if got := eval[string](p, `navigator.clipboard.readText()`); got != preview {
		t.Errorf("the clipboard holds %q, want the preview", abbrev(got))
	}

	// The link carries the draft: every field as typed (the hash follows
	// typing after a pause, MIRROR_MS; a reload reads the link it had when
	// the reload began, so wait for this draft, not any draft, in it).
	p.waitFor("the draft in the hash", `(() => {
		const t = new URLSearchParams(location.hash.slice(1)).get("tpl");
		if (!t) return false;
		let r;
		try { r = JSON.parse(t); } catch { return false; }
		const f = r.fields ?? r;
		return [...document.querySelectorAll("#view-template .tpl-step [name]")].every((e) =>
			e.value === "" || e.name === "preamble" || e.name.startsWith("extra.") || f[e.name] === e.value);
	})()`)

	// Reload: the same draft, the same step.
	want := fieldValues(p)
	p.reload()
	p.waitFor("the walk-through after the reload", `document.querySelector("#tpl-steps [data-step]")`)
	if got := fieldValues(p); !sameMap(got, want) {
		t.Errorf("after a reload the fields are %v, want %v", got, want)
	}
	if got := progress(p); got != 100 {
		t.Errorf("after a reload the meter is %d%%, want 100", got)
	}
	if got := p.text("#tpl-notices, #notices"); got != "" {
		t.Errorf("the reload raised notices: %q", got)
	}

	// Coming back later, without the link: the draft saved in this browser
	// is restored.
	p.templateView("", "#view=template")
	if got := fieldValues(p); !sameMap(got, want) {
		t.Errorf("coming back without the link, the fields are %v, want %v", got, want)
	}
	if got := p.text("#tpl-saved"); !strings.Contains(got, "Saved") {
		t.Errorf("#tpl-saved = %q after coming back", got)
	}
	p.step("review")
	if got := eval[string](p, `document.getElementById("tpl-preview").textContent`); got != preview {
		t.Errorf("the restored preview differs:\n%s", got)
	}
}

func sameMap(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// The import box reads a registration as IANA lists it.
func TestRegistrationImport(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.templateView("", "#view=template")
	p.step("review")
	const text = "Namespace Identifier: imported\n\nVersion: 2\n\nDate: 2020-02-02\n\nPurpose:\n\n   Imported from text.\n"
	p.insert("#tpl-import-text", text)
	p.click("#tpl-import")
	p.waitFor("the import result", `document.getElementById("tpl-import-result").textContent.includes("Imported")`)
	got := fieldValues(p)
	for k, v := range map[string]string{"namespace-id": "imported", "version": "2", "date": "2020-02-02", "purpose": "Imported from text."} {
		if strings.TrimSpace(got[k]) != v {
			t.Errorf("after the import %s = %q, want %q", k, got[k], v)
		}
	}
	if got := progress(p); got == 0 {
		t.Error("after the import the meter is still 0")
	}

	// A JSON file, as the page exports it, through the file input.
	dir := t.TempDir()
	file := filepath.Join(dir, "urn-fromfile-rfc8141.json")
	if err := os.WriteFile(file, []byte(`{"layout": "rfc8141", "fields": {"namespace-id": "fromfile", "version": "3"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("choosing the file", chromedp.SetUploadFiles(chromedp.CSS("#tpl-import-file"), []string{file}))
	p.waitFor("the file's import", `document.getElementById("tpl-import-result").textContent.includes("urn-fromfile-rfc8141.json")`)
	got = fieldValues(p)
	if got["namespace-id"] != "fromfile" || got["version"] != "3" {
		t.Errorf("after the file import namespace-id = %q, version = %q; want fromfile, 3", got["namespace-id"], got["version"])
	}
	// The draft the import replaced is kept, and Undo brings it back.
	p.waitFor("the undo button", `document.getElementById("tpl-undo")`)
	p.click("#tpl-undo")
	p.waitFor("the text import's draft back", `document.querySelector('#view-template [name="namespace-id"]').value === "imported"`)
}
