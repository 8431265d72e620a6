package site

import (
	"html"
	"strconv"
	"strings"
)

// pageView is one of the page's views: the one list every part of the
// site reads (the tabs the build writes into index.html, the views a
// link's #view= may name, the ones an embed may show, the names of the
// buttons that open a lesson's example), sent to the page in its build
// data as "views".
type pageView struct {
	ID    string `json:"id"`              // #view=, the tab's data-view, the section's id after "view-"
	Name  string `json:"name"`            // the tab's label, and "Open in <name>"
	Embed bool   `json:"embed,omitempty"` // <urn-playground view="…"> may show it
}

// pageViews are the views, in the tabs' order. The first is not the
// default: a link without #view= opens defaultView.
var pageViews = []pageView{
	{"learn", "Learn", true},
	{"explore", "Explore", true},
	{"editions", "Compare editions", true},
	{"equivalence", "Equivalence", true},
	{"build", "Build a URN", false},
	{"extract", "Find in text", false},
	{"checklist", "Check a list", false},
	{"template", "Registration", true},
}

// defaultView is the view of a link without #view=.
const defaultView = "explore"

// viewName is the name of the view id, "" for none.
func viewName(id string) string {
	for _, v := range pageViews {
		if v.ID == id {
			return v.Name
		}
	}
	return ""
}

// viewTabs is the marker of index.html's tab list, which the build
// replaces with one tab per view (tabsHTML).
const viewTabs = `<!--site:tabs-->`

// tabsHTML is a tab button for each view. learn.js adds the Learn tab's
// "start here" note.
func tabsHTML() string {
	var b strings.Builder
	for _, v := range pageViews {
		id := html.EscapeString(v.ID)
		b.WriteString(`<button type="button" role="tab" id="tab-` + id + `" aria-controls="view-` + id + `" data-view="` + id + `">` + html.EscapeString(v.Name) + `</button>`)
	}
	return b.String()
}

// embedViewList is the ids of the views an embed may show, as a
// JavaScript array, for embed.js's ["site:embed-views"].
func embedViewList() string {
	var ids []string
	for _, v := range pageViews {
		if v.Embed {
			ids = append(ids, strconv.Quote(v.ID))
		}
	}
	return "[" + strings.Join(ids, ",") + "]"
}

// pageMarks are the placeholders of the page's modules the build fills
// from this list and the titles, by file.
func pageMarks(name string) []mark {
	switch name {
	case "state.js":
		var ids []string
		for _, v := range pageViews {
			ids = append(ids, strconv.Quote(v.ID))
		}
		return []mark{{`["site:views"]`, "[" + strings.Join(ids, ",") + "]"}, {`"site:default-view"`, strconv.Quote(defaultView)}}
	case "address.js":
		return []mark{{`"site:playground-title"`, strconv.Quote(playgroundTitle)}, {`"site:lesson-title-suffix"`, strconv.Quote(lessonTitleSuffix)}}
	}
	return nil
}

// EmbedMarks fills embed.js's placeholders, the edition ids, the views
// an embed may show and the default view, for the site and the npm
// package alike.
func EmbedMarks(src string) (string, error) {
	return fillMarks("embed.js", src, mark{`["site:editions"]`, editionList()}, mark{`["site:embed-views"]`, embedViewList()},
		mark{`"site:default-view"`, strconv.Quote(defaultView)})
}

// Lesson titles: a lesson's page's <title> and learn.js's
// document.title, "<lesson> · Learn URNs · URN Playground".
const (
	playgroundTitle   = "URN Playground"
	lessonTitleSuffix = " · Learn URNs · " + playgroundTitle
)
