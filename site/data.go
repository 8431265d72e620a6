package site

import (
	"encoding/json"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/registration"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// pageData is what the page reads from core at build time rather than
// from the wasm at run time: text that never depends on the input, so
// the module never computes it. The single file holds it in
// <script type="application/json" id="urn-data">; the served page's
// element names its file (DataFile) in data-src.
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
	// Objectives lists, by edition id, the comparison objectives the
	// edition's equivalence offers (draft-03 §5: 5a and 5b), the default
	// first; an edition with one procedure has none. DefaultObjective is
	// the one a link leaves out.
	Objectives       map[string][]objective `json:"objectives"`
	DefaultObjective string                 `json:"defaultObjective"`
	// RowKinds are the kinds of top-level part but the delimiter, in the
	// order a URN has them: the rows of a part-by-part table.
	// ComponentKinds are those that some edition has as an optional
	// component after the NSS.
	RowKinds       []string `json:"rowKinds"`
	ComponentKinds []string `json:"componentKinds"`
	// TemplateMaxBytes is the longest registration the engine reads
	// (jsontext.MaxSize, the template ops' one limit): the page refuses a
	// longer file before reading it.
	TemplateMaxBytes int `json:"templateMaxBytes"`
	// Namespaces links each registered NID to its IANA entry and its
	// defining document (core.Namespace's EntryURL and Document).
	Namespaces map[string]namespaceLinks `json:"namespaces"`
	// NSSScope says, by edition id, how far an NSS is checked, with the
	// section that leaves the rest to the namespace (core.NSSScope).
	NSSScope map[string]scope `json:"nssScope"`
	// ClassMeaning says in plain words what a NID's class means, by class
	// and then "registered" or "unregistered" (core.ClassMeaning).
	ClassMeaning map[string]map[string]string `json:"classMeaning"`
	// Glossary explains the words the explanations use (core.Glossary);
	// each part's Segments link the glossary where a term first appears.
	Glossary []term `json:"glossary"`
	// First is what Explore draws before the engine runs (firstView).
	First firstView `json:"first"`
	// NSGrammar gives, by NID and rule name, each rule of a namespace's
	// registration's grammar that its sub-parts are named after
	// (namespace.Syntax.Rules): its definition and the excerpt that
	// prints it, which the Spec panel opens with the definition marked.
	NSGrammar map[string]map[string]grammarRule `json:"nsGrammar"`
	// Views are the page's views in the tabs' order, with their names
	// (site/views.go; their ids are in state.js too, which reads a link
	// before this data is in).
	Views []pageView `json:"views"`
}

type grammarRule struct {
	Def    string `json:"def"`
	Anchor string `json:"anchor"`
}

type namespaceLinks struct {
	Entry    string `json:"entry"`
	DocTitle string `json:"docTitle"`
	Doc      string `json:"doc"`
}

type scope struct {
	Text   string `json:"text"`
	Anchor string `json:"anchor"`
}

type example struct {
	Input   string `json:"input"`
	Source  string `json:"source"`
	Anchor  string `json:"anchor"`
	Edition string `json:"edition"`
	Group   string `json:"group"`
	Note    string `json:"note"`
	Pattern bool   `json:"pattern,omitempty"` // placeholders: listed, not runnable
}

type objective struct {
	ID     string `json:"id"`
	Label  string `json:"label"`
	Anchor string `json:"anchor"` // the section that offers the choice
}

type partInfo struct {
	Name        string    `json:"name"`
	Explanation string    `json:"explanation"`
	Segments    []segment `json:"segments"` // Explanation, its glossary terms marked
	Anchor      string    `json:"anchor"`
}

// PageData returns the page's build-time data as JSON; spec is the
// rendered excerpts, where each namespace grammar rule is found. encoding/json
// escapes "<", ">" and "&", so the text cannot close the script element.
func PageData(spec *Spec) (string, error) {
	d := pageData{Refs: map[string]string{}, Parts: map[string]map[string]partInfo{}, Objectives: map[string][]objective{},
		Namespaces: map[string]namespaceLinks{}, NSSScope: map[string]scope{}, ClassMeaning: classMeanings(),
		Glossary: glossaryTerms(), First: firstViewData(), NSGrammar: nsGrammar(spec),
		Views: pageViews}
	terms := core.Glossary()
	for _, ns := range core.Namespaces() {
		title, doc := ns.Document()
		d.Namespaces[ns.NID] = namespaceLinks{Entry: ns.EntryURL(), DocTitle: title, Doc: doc}
	}
	for _, r := range citedRefs() {
		d.Refs[r.Anchor] = r.String()
	}
	for _, ex := range core.Examples() {
		d.Examples = append(d.Examples, example{Input: ex.Input, Source: ex.Source, Anchor: ex.Ref.Anchor,
			Edition: ex.Edition.ID(), Group: ex.Group, Note: ex.Note, Pattern: ex.Pattern})
	}
	d.DefaultEdition = core.DefaultEdition.ID()
	d.DefaultObjective = core.DefaultObjective.String()
	d.RowKinds, d.ComponentKinds = kindLists()
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
				kinds[k.String()] = partInfo{Name: info.Name, Explanation: info.Explanation,
					Segments: linkTerms(info.Explanation, terms), Anchor: info.Ref.Anchor}
			}
		}
		d.Parts[ed.ID()] = kinds
		text, r := core.NSSScope(ed)
		d.NSSScope[ed.ID()] = scope{Text: text, Anchor: r.Anchor}
		for _, o := range ed.Objectives() {
			d.Objectives[ed.ID()] = append(d.Objectives[ed.ID()], objective{ID: o.Objective.String(), Label: o.Label, Anchor: o.Ref.Anchor})
		}
	}
	b, err := json.Marshal(d)
	return string(b), err
}

// kindLists names the kinds a table of parts has rows for and, of
// them, the optional components of any edition, both in core's order.
func kindLists() (rows, components []string) {
	component := map[core.Kind]bool{}
	for _, ed := range core.Editions() {
		for _, k := range ed.Components() {
			component[k] = true
		}
	}
	for _, k := range core.Kinds() {
		if !k.TopLevel() || k == core.KindDelimiter {
			continue
		}
		rows = append(rows, k.String())
		if component[k] {
			components = append(components, k.String())
		}
	}
	return rows, components
}

// classMeanings is core.ClassMeaning for every class that has one, by
// class name and "registered" / "unregistered".
func classMeanings() map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, c := range []core.NIDClass{core.ClassFormal, core.ClassInformal, core.ClassExperimental, core.ClassReserved} {
		m := map[string]string{}
		for _, reg := range []bool{true, false} {
			key := map[bool]string{true: "registered", false: "unregistered"}[reg]
			if s := core.ClassMeaning(c, reg); s != "" {
				m[key] = s
			}
		}
		if len(m) > 0 {
			out[c.String()] = m
		}
	}
	return out
}

// nsGrammar is PageData's NSGrammar: each syntax's rules, each with the
// first of the syntax's sources (its Ref, then its citations) whose
// excerpt prints the definition. A name defined twice (one definition in
// each of a registration's forms) keeps its first.
func nsGrammar(spec *Spec) map[string]map[string]grammarRule {
	out := map[string]map[string]grammarRule{}
	for _, s := range namespace.Syntaxes() {
		anchors := []string{s.Ref.Anchor}
		for _, c := range s.Citations() {
			anchors = append(anchors, c.Ref.Anchor)
		}
		for _, r := range s.Rules() {
			if _, ok := out[s.NID][r.Name]; ok {
				continue
			}
			for _, a := range anchors {
				if spec.HasQuote(a, r.Def) {
					if out[s.NID] == nil {
						out[s.NID] = map[string]grammarRule{}
					}
					out[s.NID][r.Name] = grammarRule{Def: r.Def, Anchor: a}
					break
				}
			}
		}
	}
	return out
}
