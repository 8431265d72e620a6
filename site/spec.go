package site

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// specDocs is the order of the excerpt files on the page: the current
// standard first, then its drafts, the original, the registration
// procedures, and after them the documents the namespace readings cite
// (namespaceDocs), then the WHATWG URL Standard that core/weburl sets
// beside them. Each is spec/<id>.md, and its id is a core.Ref.Doc.
var specDocs = append(append([]string{"rfc8141", "draft-12", "draft-03", "rfc2141", "rfc3406", "rfc2611", "rfc4122"}, namespaceDocs()...), "whatwg-url")

// namespaceDocs lists the documents core/namespace cites, in the order of
// its syntaxes (by NID), each syntax's registration before the other
// sources it cites and the sources of its resolution services: so that
// adding a namespace's file and its excerpt puts the excerpt on the page.
func namespaceDocs() []string {
	seen := map[string]bool{"rfc4122": true}
	var out []string
	add := func(doc string) {
		if !seen[doc] {
			seen[doc] = true
			out = append(out, doc)
		}
	}
	for _, s := range namespace.Syntaxes() {
		add(s.Ref.Doc)
		for _, c := range s.Citations() {
			add(c.Ref.Doc)
		}
		rs := s.Resolvers()
		add(rs.Ref.Doc)
		for _, sv := range rs.Services {
			add(sv.Ref.Doc)
		}
	}
	return out
}

// Spec is the rendered excerpts.
type Spec struct {
	// HTML holds one <article> per document; each cited section is a
	// <section> whose id is the section's core.Ref.Anchor.
	HTML string
	// Sections is the number of sections; Anchors lists their ids in
	// page order.
	Sections int
	Anchors  []string
	// Quoted holds, by section id, the text each of its block quotes
	// shows a reader (the document's own words, not the playground's
	// notes), white space collapsed: what a citation's quote is checked
	// against (HasQuote).
	Quoted map[string][]string
}

// HasQuote reports whether quote, white space aside, occurs in one of the
// block quotes of the section with that id.
func (s *Spec) HasQuote(anchor, quote string) bool {
	q := collapseSpace(quote)
	if q == "" {
		return false
	}
	for _, text := range s.Quoted[anchor] {
		if strings.Contains(text, q) {
			return true
		}
	}
	return false
}

// markdown is the excerpts' dialect: CommonMark plus GFM tables, and
// heading attributes for the stable ids ("## §2.1 NID {#rfc2141-sec-2-1}").
// Raw HTML stays off: an excerpt holding some is an error, not a page
// that renders it.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithParserOptions(parser.WithAttribute()),
)

// RenderSpec renders dir's excerpt files and checks them: every section
// the engine cites (citedRefs) has exactly one excerpt, each "#" and "##"
// heading has an id of its document, and there is no raw HTML.
func RenderSpec(dir string) (*Spec, error) {
	out := &Spec{Quoted: map[string][]string{}}
	var html bytes.Buffer
	seen := map[string]string{}
	for _, doc := range specDocs {
		file := filepath.Join(dir, doc+".md")
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, errors.New("site: spec excerpts: " + err.Error())
		}
		anchors, err := renderDoc(&html, doc, file, src, out.Quoted)
		if err != nil {
			return nil, err
		}
		for _, a := range anchors {
			if prev, dup := seen[a]; dup {
				return nil, errors.New("site: " + file + ": the id " + a + " is also used in " + prev)
			}
			seen[a] = file
		}
		out.Anchors = append(out.Anchors, anchors...)
	}
	var missing []string
	for _, r := range citedRefs() {
		if _, ok := seen[r.Anchor]; !ok {
			missing = append(missing, r.Anchor+" ("+r.String()+")")
		}
	}
	if len(missing) > 0 {
		return nil, errors.New("site: spec excerpts: no section for " + strings.Join(missing, ", ") + ": add a heading {#id} to spec/<doc>.md")
	}
	out.HTML, out.Sections = html.String(), len(out.Anchors)
	return out, nil
}

// renderDoc renders one document as an <article>: its "#" heading and
// attribution as the header, then one <section> per "##" heading holding
// everything up to the next one. It adds each section's quoted text to
// quoted.
func renderDoc(w *bytes.Buffer, doc, file string, src []byte, quoted map[string][]string) ([]string, error) {
	root := markdown.Parser().Parse(text.NewReader(src))
	fail := func(n ast.Node, msg string) error {
		line := 1 + bytes.Count(src[:nodeStart(n, src)], []byte("\n"))
		return errors.New("site: " + file + ":" + strconv.Itoa(line) + ": " + msg)
	}
	type group struct {
		id    string
		nodes []ast.Node
	}
	var groups []group
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		if n.Kind() == ast.KindHTMLBlock {
			return nil, fail(n, "raw HTML is not allowed in an excerpt")
		}
		if h, ok := n.(*ast.Heading); ok && h.Level <= 2 {
			id, _ := h.AttributeString("id")
			ids, _ := id.([]byte)
			switch {
			case len(ids) == 0:
				return nil, fail(n, "a heading needs a stable id: append {#"+doc+"-sec-…}")
			case h.Level == 1 && string(ids) != doc:
				return nil, fail(n, "the document heading's id must be "+doc)
			case h.Level == 2 && !strings.HasPrefix(string(ids), doc+"-sec-"):
				return nil, fail(n, "a section id must start with "+doc+"-sec-")
			case h.Level == 1 && len(groups) > 0:
				return nil, fail(n, "one \"#\" heading per document, first")
			}
			h.RemoveAttributes()
			groups = append(groups, group{id: string(ids)})
		} else if len(groups) == 0 {
			return nil, fail(n, "the file must open with its \"# Title {#"+doc+"}\" heading")
		}
		groups[len(groups)-1].nodes = append(groups[len(groups)-1].nodes, n)
	}
	if len(groups) == 0 {
		return nil, errors.New("site: " + file + " is empty")
	}
	for _, g := range groups {
		if err := checkInline(g.nodes, fail); err != nil {
			return nil, err
		}
	}
	w.WriteString(`<article class="spec-doc" data-doc="` + doc + `">`)
	var anchors []string
	for i, g := range groups {
		sub := ast.NewDocument()
		for _, n := range g.nodes {
			n.Parent().RemoveChild(n.Parent(), n)
			sub.AppendChild(sub, n)
		}
		if i == 0 {
			w.WriteString(`<header class="spec-head" id="` + g.id + `">`)
		} else {
			w.WriteString(`<section class="spec-sec" id="` + g.id + `" tabindex="-1">`)
			anchors = append(anchors, g.id)
			for _, n := range g.nodes {
				if n.Kind() == ast.KindBlockquote {
					quoted[g.id] = append(quoted[g.id], collapseSpace(shownText(n, src)))
				}
			}
		}
		if err := markdown.Renderer().Render(w, src, sub); err != nil {
			return nil, err
		}
		if i == 0 {
			w.WriteString(`</header>`)
		} else {
			w.WriteString(`</section>`)
		}
	}
	w.WriteString(`</article>`)
	return anchors, nil
}

// checkInline rejects raw inline HTML anywhere under nodes.
func checkInline(nodes []ast.Node, fail func(ast.Node, string) error) error {
	for _, n := range nodes {
		var err error
		ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
			if entering && (c.Kind() == ast.KindRawHTML || c.Kind() == ast.KindHTMLBlock) {
				err = fail(n, "raw HTML is not allowed in an excerpt")
				return ast.WalkStop, nil
			}
			return ast.WalkContinue, nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// nodeStart is the byte offset of a block's first line, for messages.
func nodeStart(n ast.Node, src []byte) int {
	for ; n != nil; n = n.FirstChild() {
		if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
			return n.Lines().At(0).Start
		}
		if n.Type() == ast.TypeInline {
			break
		}
	}
	return 0
}
