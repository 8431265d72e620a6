package site

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// lessonMarkdown is the lessons' dialect: CommonMark and GFM tables, as
// the excerpts, with two nodes of the build's own: the HTML of a proven
// example or exercise (htmlNode) and a paragraph rendered without its
// <p> (inlineParagraph, for a one-line prompt or hint). Raw HTML stays
// off: RenderCourse rejects it.
var lessonMarkdown = goldmark.New(
	goldmark.WithExtensions(extension.Table),
	goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(lessonNodes{}, 100))),
)

var (
	kindHTMLNode        = ast.NewNodeKind("LessonHTML")
	kindInlineParagraph = ast.NewNodeKind("LessonInlineParagraph")
)

// htmlNode is HTML the build wrote (escaped where it holds the lesson's
// text), in place of a fenced example or exercise block.
type htmlNode struct {
	ast.BaseBlock
	html string
}

func (n *htmlNode) Kind() ast.NodeKind            { return kindHTMLNode }
func (n *htmlNode) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

// inlineParagraph holds a paragraph's inline content, rendered bare.
type inlineParagraph struct{ ast.BaseBlock }

func (n *inlineParagraph) Kind() ast.NodeKind { return kindInlineParagraph }
func (n *inlineParagraph) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// lessonNodes renders the two nodes.
type lessonNodes struct{}

func (lessonNodes) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(kindHTMLNode, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(n.(*htmlNode).html)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(kindInlineParagraph, func(util.BufWriter, []byte, ast.Node, bool) (ast.WalkStatus, error) {
		return ast.WalkContinue, nil
	})
}
