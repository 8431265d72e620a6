package site

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// The documentation example names every attribute the element observes
// (embed.js), and calls compact only an embed that has the attribute:
// it left out lesson and course, and called a full embed "a compact one".
func TestDocsExampleNamesEveryAttribute(t *testing.T) {
	page, err := os.ReadFile("page/docs-example.html")
	if err != nil {
		t.Fatal(err)
	}
	embed, err := os.ReadFile("page/embed.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`observedAttributes = \[([^\]]*)\]`).FindSubmatch(embed)
	if m == nil {
		t.Fatal("embed.js: no observedAttributes")
	}
	list := regexp.MustCompile(`(?s)<p>Attributes: (.*?)</p>`).FindSubmatch(page)
	if list == nil {
		t.Fatal("docs-example.html: no attribute list")
	}
	for _, a := range regexp.MustCompile(`"([a-z]+)"`).FindAllSubmatch(m[1], -1) {
		if !strings.Contains(string(list[1]), "<code>"+string(a[1])+"</code>") {
			t.Errorf("docs-example.html's attribute list leaves out %s", a[1])
		}
	}
	// A paragraph that calls the next embed compact, and that embed.
	for _, c := range regexp.MustCompile(`(?s)<p>([^<]*)</p>\s*<urn-playground([^>]*)>`).FindAllSubmatch(page, -1) {
		if strings.Contains(strings.ToLower(string(c[1])), "compact") != strings.Contains(string(c[2]), " compact") {
			t.Errorf("%q introduces <urn-playground%s>", c[1], c[2])
		}
	}
}
