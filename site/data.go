package site

import (
	"encoding/json"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/registration"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// pageData is what the page reads from core at build time rather than
// from the wasm at run time: text that never depends on the input, so
// the module never computes it. The page finds it in
// <script type="application/json" id="urn-data">.
type pageData struct {
	// Refs maps each cited section's anchor to its citation, "RFC 8141 §2.1".
	Refs map[string]string `json:"refs"`
	// Examples is the examples menu: every example the specs print.
	Examples []example `json:"examples"`
	// Parts explains each kind of part, by edition id and kind name.
	Parts map[string]map[string]partInfo `json:"parts"`
	// Editions and Layouts are the ids a link may name, and which is the
	// default, so that the page can read its hash before the engine runs.
	Editions       []string `json:"editions"`
	DefaultEdition string   `json:"defaultEdition"`
	Layouts        []string `json:"layouts"`
	DefaultLayout  string   `json:"defaultLayout"`
	// TemplateMaxBytes is the longest registration the engine reads
	// (jsontext.MaxSize, the template ops' one limit): the page refuses a
	// longer file before reading it.
	TemplateMaxBytes int `json:"templateMaxBytes"`
}

type example struct {
	Input   string `json:"input"`
	Source  string `json:"source"`
	Anchor  string `json:"anchor"`
	Edition string `json:"edition"`
	Group   string `json:"group"`
	Note    string `json:"note"`
}

type partInfo struct {
	Name        string `json:"name"`
	Explanation string `json:"explanation"`
	Anchor      string `json:"anchor"`
}

// PageData returns the page's build-time data as JSON. encoding/json
// escapes "<", ">" and "&", so the text cannot close the script element.
func PageData() (string, error) {
	d := pageData{Refs: map[string]string{}, Parts: map[string]map[string]partInfo{}}
	for _, r := range citedRefs() {
		d.Refs[r.Anchor] = r.String()
	}
	for _, ex := range core.Examples() {
		d.Examples = append(d.Examples, example{Input: ex.Input, Source: ex.Source, Anchor: ex.Ref.Anchor,
			Edition: ex.Edition.ID(), Group: ex.Group, Note: ex.Note})
	}
	d.DefaultEdition = core.DefaultEdition.ID()
	d.TemplateMaxBytes = jsontext.MaxSize
	for _, l := range registration.Layouts() {
		d.Layouts = append(d.Layouts, l.ID)
		if l.Edition == core.DefaultEdition {
			d.DefaultLayout = l.ID
		}
	}
	for _, ed := range core.Editions() {
		d.Editions = append(d.Editions, ed.ID())
		kinds := map[string]partInfo{}
		for _, k := range core.Kinds() {
			if info, ok := core.ExplainPart(ed, k); ok {
				kinds[k.String()] = partInfo{Name: info.Name, Explanation: info.Explanation, Anchor: info.Ref.Anchor}
			}
		}
		d.Parts[ed.ID()] = kinds
	}
	b, err := json.Marshal(d)
	return string(b), err
}
