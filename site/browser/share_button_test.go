package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// grantClipboard lets the page read and write the clipboard, focused.
func (t *tab) grantClipboard() {
	t.tb.Helper()
	origin := strings.TrimSuffix(baseURL, "/")
	for _, perm := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(t.ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: perm}, Setting: browser.PermissionSettingGranted,
			Origin: origin, BrowserContextID: chromedp.FromContext(t.ctx).BrowserContextID,
		}); err != nil {
			t.tb.Fatalf("granting %s: %v", perm, err)
		}
	}
	if _, err := chromedp.Call(t.ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true}); err != nil {
		t.tb.Fatal(err)
	}
}

// A Share button on every view copies the link, which holds what is on
// screen: pressed right after typing, before the hash's debounced
// write, it still copies the text just typed.
func TestShareButtonCopiesLink(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	p.grantClipboard()
	for _, v := range []string{"explore", "editions", "equivalence", "build", "extract", "template"} {
		p.click("#tab-" + v)
		p.waitFor(v+" shown", `!document.getElementById("view-`+v+`").hidden`)
		if !eval[bool](p, `(() => { const b = document.getElementById("share"); return !!b && b.getClientRects().length > 0; })()`) {
			t.Fatalf("%s: no Share button (#share) on screen", v)
		}
	}
	p.click("#tab-explore")
	p.waitFor("explore shown", `!document.getElementById("view-explore").hidden`)
	p.typeKeys("#urn-input", "urn:example:shared")
	p.click("#share")
	p.waitFor("the copy confirmation", `document.getElementById("share").textContent.includes("Copied")`)
	got := eval[string](p, `navigator.clipboard.readText()`)
	if got != eval[string](p, `location.href`) || !strings.Contains(got, "urn=urn%3Aexample%3Ashared") {
		t.Errorf("Share copied %q, want the page's link with the URN typed (%q)", got, eval[string](p, `location.href`))
	}
}
