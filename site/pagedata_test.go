package site

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/registration"
)

// jsComment is a line comment: "//" at the start of a line or after
// white space ("https://" inside a string is neither).
var jsComment = regexp.MustCompile(`(^|\s)//.*$`)

// The page knows editions, objectives and layouts only through core's
// data (site/data.go, the engine's results): no module names one of
// their ids in its code, so that a new edition or objective needs no
// change to the page. Comments may name them.
func TestPageNamesNoEditionID(t *testing.T) {
	word := map[string]*regexp.Regexp{}
	var ids []string
	add := func(id string) {
		if word[id] == nil {
			ids = append(ids, id)
			word[id] = regexp.MustCompile(`(^|[^A-Za-z0-9_-])` + regexp.QuoteMeta(id) + `($|[^A-Za-z0-9_-])`)
		}
	}
	for _, e := range core.Editions() {
		add(e.ID())
		for _, o := range e.Objectives() {
			add(o.Objective.String())
		}
	}
	for _, l := range registration.Layouts() {
		add(l.ID)
	}
	files, err := filepath.Glob(filepath.Join("page", "*.js"))
	if err != nil || len(files) < 10 {
		t.Fatalf("page modules: %v, %v", files, err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inBlock := false
		for i, line := range strings.Split(string(src), "\n") {
			code := line
			if inBlock || strings.HasPrefix(strings.TrimSpace(code), "/*") {
				inBlock = !strings.Contains(code, "*/")
				continue
			}
			code = jsComment.ReplaceAllString(code, "")
			for _, id := range ids {
				if word[id].MatchString(code) {
					t.Errorf("%s:%d names %q; take it from core's data instead: %s", f, i+1, id, strings.TrimSpace(line))
				}
			}
		}
	}
}

// What the page reads instead: each edition's objectives with a cited
// section, the kinds of part, and embed.js's edition list, which the
// build writes in.
func TestPageDataNamesEditionsForThePage(t *testing.T) {
	d := pageDataOf(t)
	for _, e := range core.Editions() {
		got := d.Objectives[e.ID()]
		if len(got) != len(e.Objectives()) {
			t.Errorf("%s: %d objectives in the page's data, core offers %d", e, len(got), len(e.Objectives()))
		}
		for _, o := range got {
			if o.ID == "" || o.Label == "" || d.Refs[o.Anchor] == "" {
				t.Errorf("%s: objective %+v lacks an id, a label or a cited section", e, o)
			}
		}
	}
	if len(d.Objectives["draft-03"]) != 2 || d.DefaultObjective != d.Objectives["draft-03"][0].ID {
		t.Errorf("draft-03 objectives %+v, default %q: want 5a (the default) and 5b", d.Objectives["draft-03"], d.DefaultObjective)
	}
	rows := strings.Join(d.RowKinds, " ")
	if rows != "scheme nid nss r-component q-component f-component query fragment unparsed" {
		t.Errorf("rowKinds %q", rows)
	}
	if got := strings.Join(d.ComponentKinds, " "); got != "r-component q-component f-component query fragment" {
		t.Errorf("componentKinds %q", got)
	}

	out, rep := buildReal(t)
	embed := read(t, filepath.Join(out, rep.Files["embed.js"]))
	for _, e := range core.Editions() {
		if !strings.Contains(embed, `"`+e.ID()+`"`) {
			t.Errorf("the built embed.js lacks the edition %s", e)
		}
	}
	if strings.Contains(embed, "site:editions") {
		t.Error("the built embed.js keeps its placeholder")
	}
}

// pageDataOf is the page's build-time data, read back.
func pageDataOf(t *testing.T) pageData {
	t.Helper()
	js, err := PageData(renderedSpec(t))
	if err != nil {
		t.Fatal(err)
	}
	var d pageData
	if err := json.Unmarshal([]byte(js), &d); err != nil {
		t.Fatal(err)
	}
	return d
}
