package browser

import "testing"

// templateModuleFetchedJS says whether the page has fetched the
// registration templates' module (urn-template.<hash>.wasm).
const templateModuleFetchedJS = `performance.getEntriesByType("resource").some((e) => /\/urn-template\.[0-9a-f]{12}\.wasm$/.test(e.name))`

// TestTemplateModuleLoadsOnDemand: the page downloads the templates'
// module only when the Registration view is first shown, and the view
// then draws as before.
func TestTemplateModuleLoadsOnDemand(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=explore")
	p.waitFor("the page ready", `document.body.classList.contains("ready")`)
	p.click("#tab-checklist")
	p.waitFor("the list view", `!document.getElementById("view-checklist").hidden`)
	if eval[bool](p, templateModuleFetchedJS) {
		t.Error("the templates' module was fetched before Registration was opened")
	}
	p.click("#tab-template")
	p.waitFor("the Registration view drawn", `document.querySelector("#view-template input[name=tpl-layout]") !== null`)
	if !eval[bool](p, templateModuleFetchedJS) {
		t.Error("Registration drew without the templates' module fetched")
	}
}
