package browser

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// readmeShot is the README's screenshot, the light Explore view; the test
// rewrites it when URN_README_SHOT is set.
const (
	readmeShot    = "../../docs/screenshot.png"
	readmeShotEnv = "URN_README_SHOT"
)

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err == nil {
		err = os.WriteFile(to, b, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// readmeURN has every component and one error (a non-ASCII character in
// the NSS, with its fix): the Explore view at its most telling.
const readmeURN = "urn:example:weather:ça?+region=eu?=lang=en#today"

// views are the screens to capture: a name, the hash that sets them up,
// and an optional step to take before the shot.
var views = []struct {
	name, hash string
	then       func(p *tab)
}{
	{"explore", "#" + url.Values{"urn": {readmeURN}}.Encode(), func(p *tab) {
		// The caret in the NSS: its row, explanation and excerpt show.
		p.do("placing the caret", evalVoid(`(() => { const el = document.getElementById("urn-input"); el.focus(); el.setSelectionRange(16, 16); el.dispatchEvent(new KeyboardEvent("keyup")); })()`))
		p.waitFor("the part explanation", `document.getElementById("part-explain").textContent !== ""`)
	}},
	{"learn", "#view=learn", func(p *tab) {
		// The course's first lesson, with a hint and an example's inline
		// playground open.
		p.waitFor("the first lesson", `document.querySelector("#lesson .lesson-body")`)
		p.do("opening a hint and a playground", evalVoid(`(() => {
			document.querySelector(".lesson-exercise .ex-hint:not([hidden])")?.click();
			document.querySelector(".lesson-try")?.click();
		})()`))
	}},
	{"explore-leads", "#" + url.Values{"urn": {"urn:nbn:se:lnu:diva-80554?+x"}}.Encode(), func(p *tab) {
		// Where it leads, and the URL parser's table, drawn.
		p.waitFor("the links", `document.querySelectorAll("#leads .leads-link").length === 2 && document.querySelectorAll("#as-url tbody").length === 4`)
		p.do("showing them", chromedp.ScrollIntoView("#leads"))
	}},
	{"editions", "#view=editions&urn=" + url.QueryEscape("urn:example:a123,z456?+abc#frag"), nil},
	{"equivalence", "#view=equivalence", nil},
	{"build", "#view=build", nil},
	{"extract", "#view=extract", nil},
	{"checklist", "#view=checklist&lrules=1", func(p *tab) {
		// A list checked: the summary and the rows (checklist_test.go).
		p.insert("#list-text", checkList)
		p.waitFor("the list's rows", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 5`)
		p.do("showing them", evalVoid(`document.getElementById("list-status").scrollIntoView({block: "start"})`))
	}},
	{"template", "#view=template&tpl=" + url.QueryEscape(`{"namespace-id":"playgroundtest","version":"1","purpose":"Names for test fixtures."}`), func(p *tab) {
		p.step("syntax")
	}},
	{"template-review", "#view=template&tpl=" + url.QueryEscape(`{"namespace-id":"playgroundtest","version":"1","date":"2024-05-01","purpose":"Names for test fixtures."}`), func(p *tab) {
		p.step("review")
	}},
}

// screenshotsDir receives every shot, named view-size-theme.png, when
// URN_SCREENSHOTS is set: the screens to look at after a change to the
// page.
const (
	screenshotsDir = "../../docs/screenshots"
	screenshotsEnv = "URN_SCREENSHOTS"
)

// Every view in the light and the dark theme, on a desktop and on a
// phone, saved as PNG artifacts (URN_ARTIFACTS). The theme is checked from
// the page's computed colours. With URN_README_SHOT=1 the light desktop
// Explore shot also becomes docs/screenshot.png, the README's; with
// URN_SCREENSHOTS=1 every shot is written to docs/screenshots/.
func TestScreenshots(t *testing.T) {
	t.Parallel()
	for _, size := range []string{"desktop", "phone"} {
		for _, theme := range []string{"light", "dark"} {
			t.Run(size+"-"+theme, func(t *testing.T) {
				t.Parallel()
				open := newTab
				if size == "phone" {
					open = newPhoneTab
				}
				shootViews(t, open(t), size, theme)
			})
		}
	}
}

// shootViews takes the shot of every view in one tab.
func shootViews(t *testing.T, p *tab, size, theme string) {
	t.Helper()
	if os.Getenv(screenshotsEnv) != "" {
		if err := os.MkdirAll(screenshotsDir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for i, v := range views {
		// A new query makes each a new document.
		p.open("theme="+theme+"&shot="+string(rune('a'+i)), v.hash)
		if v.then != nil {
			v.then(p)
		}
		lum := eval[float64](p, `(() => {
					const m = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g).map(Number);
					return (0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]) / 255;
				})()`)
		if theme == "dark" && lum > 0.35 || theme == "light" && lum < 0.65 {
			t.Errorf("%s: the %s theme has a background of luminance %.2f", v.name, theme, lum)
		}
		name := v.name + "-" + size + "-" + theme + ".png"
		path := p.screenshot(name)
		t.Logf("%s", path)
		if v.name == "explore" && size == "desktop" && theme == "light" && os.Getenv(readmeShotEnv) != "" {
			copyFile(t, path, readmeShot)
			t.Logf("wrote %s", readmeShot)
		}
		if os.Getenv(screenshotsEnv) != "" {
			copyFile(t, path, filepath.Join(screenshotsDir, name))
		}
	}
}
