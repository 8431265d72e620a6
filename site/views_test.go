package site

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The page's views are one list (views.go): main.js starts each of them
// and index.html has a section for each. (TestRealCourse checks that
// every view a lesson's example opens in is one of them.)
func TestViewsAreOneList(t *testing.T) {
	var ids []string
	for _, v := range pageViews {
		ids = append(ids, v.ID)
	}
	if !slices.Contains(ids, defaultView) {
		t.Errorf("the default view %q is not in pageViews", defaultView)
	}
	main := readPage(t, "main.js")
	block := regexp.MustCompile(`(?s)const VIEW_INITS = \{(.*?)\};`).FindStringSubmatch(main)
	if block == nil {
		t.Fatal("main.js has no VIEW_INITS table")
	}
	var inits []string
	for _, m := range regexp.MustCompile(`(?m)^\s*([a-z]+):`).FindAllStringSubmatch(block[1], -1) {
		inits = append(inits, m[1])
	}
	if slices.Sort(inits); !slices.Equal(inits, slices.Sorted(slices.Values(ids))) {
		t.Errorf("main.js VIEW_INITS starts %v; the views are %v", inits, ids)
	}
	index := readPage(t, "index.html")
	if strings.Count(index, viewTabs) != 1 {
		t.Errorf("index.html must hold %s, where the build writes the tabs, once", viewTabs)
	}
	for _, id := range ids {
		if !strings.Contains(index, `<section id="view-`+id+`"`) {
			t.Errorf("index.html has no section for the view %q", id)
		}
	}
}

func readPage(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("page/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
