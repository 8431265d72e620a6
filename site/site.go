// Package site builds the playground's static page into dist/.
//
// The sources are in site/:
//
//	page/        index.html, the CSS and the page's ES modules
//	spec/*.md    the spec excerpts, one file per document
//	lessons/     the Learn view's course: course.md and a file per lesson
//
// [Build] renders the excerpts with goldmark (one heading per section
// that a package cites: core.Refs and registration.Refs, collected here,
// so that a citation without its excerpt fails the build), inserts the
// data the page reads from core (examples, part explanations, editions,
// objectives, layouts) into index.html, names the page's own CSS and JS by
// a hash of their content (imports between modules rewritten to match),
// bundles main.js and every module it imports with Go's wasm_exec.js and
// urn.js into [AppBundle], the one script the served page loads, minifies
// HTML, CSS and JS with tdewolff/minify, and writes gzip and brotli
// variants beside every text file. It also writes the service worker
// (offline use after one visit) and [SingleFile], the page with
// everything inline for a classroom without a server. urn.js and the
// wasm are wasm/build.sh's; other pages import urn.js by its stable name.
package site

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Config says where the sources are and where the page goes.
type Config struct {
	// Src is the site/ directory.
	Src string
	// Out is the output directory, usually dist/. It may already hold
	// wasm/build.sh's files; Build leaves those alone.
	Out string
	// Brotli is the brotli command used for .br files; "" writes none.
	Brotli string
}

// Report lists what Build wrote, for the build log.
type Report struct {
	// Files maps each written file's stable name ("main.js") to the name
	// it was written under ("main.3f9a1c2b0d4e.js").
	Files map[string]string
	// Sizes holds each written file's size, raw and gzip, by written name.
	Sizes map[string][2]int
	// Sections is the number of spec excerpt sections rendered.
	Sections int
	// Notes says what was left out and why (no urn.js in Out, so no
	// single file).
	Notes []string
}

// Build builds the page from cfg.Src into cfg.Out.
func Build(cfg Config) (*Report, error) {
	if cfg.Src == "" || cfg.Out == "" {
		return nil, errors.New("site: Config needs Src and Out")
	}
	pageDir := filepath.Join(cfg.Src, "page")
	if _, err := os.Stat(filepath.Join(pageDir, "index.html")); err != nil {
		return nil, errors.New("site: " + pageDir + "/index.html not found: is Src the site/ directory?")
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, err
	}
	spec, err := RenderSpec(filepath.Join(cfg.Src, "spec"))
	if err != nil {
		return nil, err
	}
	data, err := PageData(spec)
	if err != nil {
		return nil, err
	}
	b := &builder{cfg: cfg, m: newMinifier(), report: &Report{Files: map[string]string{}, Sizes: map[string][2]int{}, Sections: spec.Sections}}
	if b.wasm, err = readWasmBuild(cfg.Out); err != nil {
		return nil, err
	}
	// The course first: the pages name its file, which must be known by
	// then to be rewritten to its hashed name.
	if err := b.learn(filepath.Join(cfg.Src, "lessons"), spec); err != nil {
		return nil, err
	}
	if err := b.assets(pageDir); err != nil {
		return nil, err
	}
	if err := b.appBundle(); err != nil {
		return nil, err
	}
	pages, err := filepath.Glob(filepath.Join(pageDir, "*.html"))
	if err != nil {
		return nil, err
	}
	for _, path := range pages {
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		name := filepath.Base(path)
		html := string(src)
		if name == "index.html" {
			if html, err = b.index(html, spec.HTML, data); err != nil {
				return nil, err
			}
			if err := b.lessonPages(html); err != nil {
				return nil, err
			}
		}
		out, err := b.page(html)
		if err != nil {
			return nil, errors.New("site: " + name + ": " + err.Error())
		}
		if err := b.write(name, name, []byte(out)); err != nil {
			return nil, err
		}
	}
	if err := b.serviceWorker(pageDir); err != nil {
		return nil, err
	}
	if err := b.singleFile(); err != nil {
		return nil, err
	}
	return b.report, b.removeStale()
}

// builder carries one Build's state.
type builder struct {
	cfg    Config
	m      *minifier
	report *Report
	// modules holds the page's JS modules' sources, by name, and
	// indexSource index.html with its placeholders filled: the single
	// file is built from them.
	modules     map[string]string
	indexSource string
	// wasm is wasm/build.sh's output found in Out; nil when there is none.
	wasm *wasmBuild
	// learnJSON is the course (LearnFile), which the single file
	// carries inline, and course the same, from which the lesson pages
	// are drawn; nil when there are no lessons.
	learnJSON []byte
	course    *Course
	// workerJS is CheckWorker bundled ("" without wasm/build.sh's files).
	workerJS string
}

// SpecExcerpts is the file that holds the spec excerpts of the served
// page (with a hash in its name), fetched by spec.js when first needed:
// inline, its 110 KB made parsing the page the longest wait before the
// first highlight. The single file keeps them inline.
const SpecExcerpts = "spec-excerpts.html"

// DataFile is the build-time data of the served page (pageData, with a
// hash in its name), which its boot script fetches at once: inline, its
// 80 KB made the HTML parser yield to a first rendering of the page
// before it was done, which put DOMContentLoaded, the lesson of a Learn
// link and the module's compilation later. The element that held it
// names the file instead (data-src); the single file keeps it inline.
const DataFile = "data.json"

// index fills index.html's placeholders, keeps the single file's source
// (the excerpts and the data inline), writes the excerpts' and the
// data's own files for the served page, and adds the boot script (or,
// without a bundle, the preload tags).
func (b *builder) index(html, spec, data string) (string, error) {
	if strings.Count(html, editionPicker) > 1 {
		return "", errors.New("site: index.html holds " + editionPicker + " more than once")
	}
	html = strings.Replace(html, editionPicker, editionOptions(), 1)
	if strings.Count(html, viewTabs) > 1 {
		return "", errors.New("site: index.html holds " + viewTabs + " (the tabs) more than once")
	}
	html = strings.Replace(html, viewTabs, tabsHTML(), 1)
	single, err := fillPlaceholders(html, spec, dataElement("", data))
	if err != nil {
		return "", err
	}
	b.indexSource = single
	if err := b.write(DataFile, hashedName(DataFile, []byte(data)), []byte(data)); err != nil {
		return "", err
	}
	min, err := b.m.html(spec)
	if err != nil {
		return "", errors.New("site: " + SpecExcerpts + ": " + err.Error())
	}
	if err := b.write(SpecExcerpts, hashedName(SpecExcerpts, []byte(min)), []byte(min)); err != nil {
		return "", err
	}
	if html, err = fillPlaceholders(html, "", dataElement(` data-src="`+DataFile+`"`, "")); err != nil {
		return "", err
	}
	if b.withLessonPages(html) {
		// The served page's lessons have their own pages (LessonPages).
		if strings.Count(html, "</head>") != 1 {
			return "", errors.New("site: index.html must have one </head>")
		}
		html = strings.Replace(html, "</head>", `<meta name="urn-lesson-pages" content="`+LessonPages+`"></head>`, 1)
	}
	if b.wasm != nil {
		if strings.Count(html, MainScript) != 1 {
			return "", errors.New("site: index.html must load " + MainScript)
		}
		html = strings.Replace(html, MainScript, `<script type="module" async src="`+AppBundle+`"></script>`, 1)
		if html, err = b.bootTag(html); err != nil {
			return "", err
		}
	}
	return b.preload(html)
}

// appBundle writes AppBundle, the served page's one script, when
// wasm/build.sh's files are there to bundle; without them the page loads
// main.js and its imports one by one.
func (b *builder) appBundle() error {
	if b.wasm == nil {
		return nil
	}
	js, err := b.bundle("main.js", b.wasm)
	if err != nil {
		return err
	}
	if err := b.write(AppBundle, hashedName(AppBundle, []byte(js)), []byte(js)); err != nil {
		return err
	}
	if _, ok := b.modules[CheckWorker]; !ok {
		return nil
	}
	// The list checker's worker, bundled the same way: written here under
	// its hashed name (index.html's meta names it, rewritten by page; the
	// service worker precaches it as every written file), and kept for the
	// single file, which carries it inline.
	if b.workerJS, err = b.bundle(CheckWorker, b.wasm); err != nil {
		return err
	}
	return b.write(CheckWorker, hashedName(CheckWorker, []byte(b.workerJS)), []byte(b.workerJS))
}

// CheckWorker is the Web Worker of the "Check a list" view: bundled, as
// AppBundle is, with Go's wasm_exec.js and urn.js, so that it loads as one
// script, from its own file (served) or from a blob: URL of its text
// (SingleFile).
const CheckWorker = "check-worker.js"

// dataElement is index.html's urn-data element, with attrs: the data
// inline (the single file), or empty, naming the data's file (the served
// page).
func dataElement(attrs, data string) string {
	return `<script type="application/json" id="urn-data"` + attrs + `>` + data + `</script>`
}

// fillPlaceholders puts the excerpts and the build-time data's element
// into index.html.
func fillPlaceholders(html, spec, data string) (string, error) {
	for _, ph := range []struct{ mark, with string }{
		{"<!--site:spec-->", spec},
		{"<!--site:data-->", data},
	} {
		if strings.Count(html, ph.mark) != 1 {
			return "", errors.New("site: index.html must hold the placeholder " + ph.mark + " exactly once")
		}
		html = strings.Replace(html, ph.mark, ph.with, 1)
	}
	return html, nil
}

// preload asks the browser, from index.html's head, for every module
// main.js imports, however deep, when there is no bundle (otherwise each
// level is found only when the one above has arrived). The bundled page
// has no preload tag: its boot script asks for the module itself (see
// BootScript).
func (b *builder) preload(html string) (string, error) {
	if b.wasm != nil {
		return html, nil
	}
	var tags strings.Builder
	for _, name := range b.imports("main.js") {
		if name != "urn.js" {
			tags.WriteString(`<link rel="modulepreload" href="` + b.report.Files[name] + `">`)
		}
	}
	if strings.Count(html, "</head>") != 1 {
		return "", errors.New("site: index.html must have one </head>")
	}
	return strings.Replace(html, "</head>", tags.String()+"</head>", 1), nil
}

// page rewrites an HTML page's references to the page's own files into
// their hashed names, and minifies it.
func (b *builder) page(html string) (string, error) {
	names := make([]string, 0, len(b.report.Files))
	for stable := range b.report.Files {
		names = append(names, stable)
	}
	sort.Strings(names)
	for _, stable := range names {
		for _, q := range []string{`"`, `'`} {
			html = strings.ReplaceAll(html, q+"./"+stable+q, q+"./"+b.report.Files[stable]+q)
			html = strings.ReplaceAll(html, q+stable+q, q+b.report.Files[stable]+q)
		}
	}
	return b.m.html(html)
}
