package site

import (
	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/js"
	"github.com/tdewolff/minify/v2/json"
	"github.com/tdewolff/minify/v2/svg"
)

// minifier wraps tdewolff/minify with the media types the page uses.
type minifier struct{ m *minify.M }

func newMinifier() *minifier {
	m := minify.New()
	m.Add("text/html", &html.Minifier{KeepDocumentTags: true, KeepEndTags: true, KeepQuotes: true})
	m.AddFunc("text/css", css.Minify)
	m.AddFunc("image/svg+xml", svg.Minify)
	m.AddFunc("application/json", json.Minify)
	for _, t := range []string{"text/javascript", "application/javascript",
		// The HTML minifier looks an inline script's type attribute up as
		// a media type: without "module" registered it would copy
		// <script type=module> through unminified, silently.
		"module"} {
		m.AddFunc(t, js.Minify)
	}
	return &minifier{m: m}
}

func (m *minifier) html(s string) (string, error) { return m.m.String("text/html", s) }
func (m *minifier) css(s string) (string, error)  { return m.m.String("text/css", s) }
func (m *minifier) js(s string) (string, error)   { return m.m.String("text/javascript", s) }
