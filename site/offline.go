package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// SingleFile is the self-contained page for classrooms: wasm, JS, CSS and
// excerpts inlined, so that it works opened from disk (file://).
const SingleFile = "urn-playground.html"

// wasmBuild is what wasm/build.sh wrote into Out: urn.js and the three
// hashed files it names.
type wasmBuild struct {
	urnJS          string // urn.js's text
	execJS         string // wasm_exec.js's text
	wasm, wasmExec string // their hashed file names
	templateWasm   string // the registration templates' module's
}

var (
	wasmFileLine     = regexp.MustCompile(`(?m)^const WASM_FILE = "(urn\.[0-9a-f]{12}\.wasm)";`)
	templateFileLine = regexp.MustCompile(`(?m)^const TEMPLATE_WASM_FILE = "(urn-template\.[0-9a-f]{12}\.wasm)";`)
	execLine         = regexp.MustCompile(`(?m)^import "\./(wasm_exec\.[0-9a-f]{12}\.js)";.*$`)
)

// readWasmBuild finds wasm/build.sh's output in out, or returns nil when
// urn.js is not there (the page alone was built, as in the generator's
// own tests).
func readWasmBuild(out string) (*wasmBuild, error) {
	src, err := os.ReadFile(filepath.Join(out, "urn.js"))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	w := &wasmBuild{urnJS: string(src)}
	m1, m2, m3 := wasmFileLine.FindStringSubmatch(w.urnJS), execLine.FindStringSubmatch(w.urnJS), templateFileLine.FindStringSubmatch(w.urnJS)
	if m1 == nil || m2 == nil || m3 == nil {
		return nil, errors.New("site: " + out + "/urn.js names no hashed modules or wasm_exec.js: was it written by wasm/build.sh?")
	}
	w.wasm, w.wasmExec, w.templateWasm = m1[1], m2[1], m3[1]
	for _, f := range []string{w.wasm, w.templateWasm} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			return nil, errors.New("site: urn.js names " + f + ", which is not in " + out)
		}
	}
	exec, err := os.ReadFile(filepath.Join(out, w.wasmExec))
	if err != nil {
		return nil, errors.New("site: urn.js names " + w.wasmExec + ", which is not in " + out)
	}
	w.execJS = string(exec)
	return w, nil
}

// serviceWorker writes sw.js: page/sw.js with this build's version and
// the list of files to precache, so that the site works offline after
// one visit and a new build replaces the old cache.
func (b *builder) serviceWorker(pageDir string) error {
	src, err := os.ReadFile(filepath.Join(pageDir, "sw.js"))
	if err != nil {
		return errors.New("site: page/sw.js: " + err.Error())
	}
	w := b.wasm
	files := []string{"./"}
	for _, name := range b.report.Files {
		if name != SingleFile {
			files = append(files, "./"+name)
		}
	}
	if w != nil {
		// The templates' module too: the Registration view works offline.
		files = append(files, "./urn.js", "./"+w.wasm, "./"+w.wasmExec, "./"+w.templateWasm)
	} else {
		b.report.Notes = append(b.report.Notes, "no urn.js in "+b.cfg.Out+" (run wasm/build.sh first): sw.js precaches the page only, and "+SingleFile+" is not written")
	}
	sort.Strings(files)
	// The version covers every precached name (hashed names change with
	// their content) and the content of the stable ones.
	h := sha256.New()
	for _, f := range files {
		h.Write([]byte(f + "\n"))
	}
	stable := []string{"index.html", "urn.js", "embed.js", "docs-example.html"}
	for _, slug := range b.lessonSlugs() {
		stable = append(stable, lessonPageName(slug))
	}
	for _, name := range stable {
		if c, err := os.ReadFile(filepath.Join(b.cfg.Out, name)); err == nil {
			h.Write(c)
		}
	}
	version := hex.EncodeToString(h.Sum(nil))[:hashLen]
	list := make([]string, len(files))
	for i, f := range files {
		list[i] = strconv.Quote(f)
	}
	js, err := fillMarks("sw.js", string(src),
		mark{`"site:version"`, strconv.Quote(version)},
		mark{`["site:precache"]`, "[" + strings.Join(list, ",") + "]"})
	if err != nil {
		return err
	}
	min, err := b.m.js(js)
	if err != nil {
		return errors.New("site: sw.js: " + err.Error())
	}
	return b.write("sw.js", "sw.js", []byte(min))
}

// singleFile writes urn-playground.html: index.html with the CSS in
// <style>, the module gzipped and base64-encoded in a data block (main.js's
// inlineModule reads it), the course (LearnFile) in a JSON data block
// (id urn-learn), and the page's bundle (Go's wasm_exec.js, urn.js
// and every module main.js needs) as one inline module script.
func (b *builder) singleFile() error {
	w := b.wasm
	if w == nil {
		return nil
	}
	html := b.indexSource
	// Styles, in the order the page links them.
	links := regexp.MustCompile(`<link rel="stylesheet" href="([^"]+\.css)">`)
	var cssErr error
	html = links.ReplaceAllStringFunc(html, func(tag string) string {
		name := links.FindStringSubmatch(tag)[1]
		css, err := os.ReadFile(filepath.Join(b.cfg.Out, b.report.Files[name]))
		if err != nil {
			cssErr = err
		}
		return "<style>" + string(css) + "</style>"
	})
	if cssErr != nil {
		return cssErr
	}
	icon, err := os.ReadFile(filepath.Join(b.cfg.Out, "favicon.svg"))
	if err == nil {
		html = strings.Replace(html, `href="favicon.svg"`, `href="data:image/svg+xml;base64,`+base64.StdEncoding.EncodeToString(icon)+`"`, 1)
	}
	// The footer's links lead to files a single file copied alone does
	// not have beside it (the single file itself, docs-example.html):
	// only the engine's version stays. The body is marked at once, not
	// when main.js runs, so that nothing online-only shows meanwhile.
	html = onlineFooter.ReplaceAllString(html, "<p>$1</p>")
	if strings.Count(html, "<body>") == 1 {
		html = strings.Replace(html, "<body>", `<body class="single-file">`, 1)
	}
	if strings.Count(html, MainScript) != 1 {
		return errors.New("site: index.html must load " + MainScript)
	}
	html = strings.Replace(html, MainScript, "", 1)
	bundle, err := b.bundle("main.js", w)
	if err != nil {
		return err
	}
	mod, err := b.inlineModule(w.wasm, "urn-wasm")
	if err != nil {
		return err
	}
	templates, err := b.inlineModule(w.templateWasm, "urn-template-wasm")
	if err != nil {
		return err
	}
	tail := mod + templates + `<script type="module">` + scriptSafe(bundle) + "</script>"
	if b.workerJS != "" {
		// The list checker's worker, as text: checklist.js starts it from
		// a blob: URL (the single file's policy allows worker-src blob:).
		// Its meta, which names the served file, goes.
		html = checkWorkerMeta.ReplaceAllString(html, "")
		tail = `<script type="text/plain" id="urn-check-worker">` + scriptSafe(classicWorker(b.workerJS)) + "</script>" + tail
	}
	if b.learnJSON != nil {
		// The course inline (LearnFile): from file:// nothing can be
		// fetched.
		tail = `<script type="application/json" id="urn-learn">` + scriptSafe(string(b.learnJSON)) + "</script>" + tail
	}
	// Minify the page first and insert the scripts after: the HTML
	// minifier would minify the inline module again and could undo
	// scriptSafe's escapes.
	out, err := b.m.html(html)
	if err != nil {
		return errors.New("site: " + SingleFile + ": " + err.Error())
	}
	if strings.Count(out, "</body>") != 1 {
		return errors.New("site: index.html must have one </body>")
	}
	out = strings.Replace(out, "</body>", tail+"</body>", 1)
	return b.write(SingleFile, SingleFile, []byte(out))
}

// inlineModule is the data block (id) that carries the module file name
// of Out gzip-compressed and base64-encoded, as the page's inlineModule
// reads it.
func (b *builder) inlineModule(name, id string) (string, error) {
	mod, err := os.ReadFile(filepath.Join(b.cfg.Out, name))
	if err != nil {
		return "", err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(mod)
	if err := zw.Close(); err != nil {
		return "", err
	}
	return `<script type="application/octet-stream" id="` + id + `">` + base64.StdEncoding.EncodeToString(gz.Bytes()) + "</script>", nil
}

// classicWorker makes the bundled CheckWorker a classic script: from
// file:// a module worker's blob: script counts as another origin's and
// is refused, and a classic script cannot name import.meta, which urn.js
// reads only to find the module beside it (the single file's worker is
// sent the module instead: checklist.js).
func classicWorker(js string) string {
	return strings.ReplaceAll(js, "import.meta.url", "self.location.href")
}

// checkWorkerMeta is index.html's meta naming CheckWorker's file.
var checkWorkerMeta = regexp.MustCompile(`<meta name="urn-check-worker" content="[^"]*">`)

// onlineFooter is index.html's footer paragraph of links for the served
// page, and its engine-version span.
var onlineFooter = regexp.MustCompile(`<p class="online-only">[^\n]*?(<span id="engine-version"></span>)</p>`)

// MainScript is index.html's tag for main.js, which starts the page. The
// served page loads the bundle (AppBundle) in its place, the single file
// the bundle inline.
const MainScript = `<script type="module" src="main.js"></script>`

// AppBundle is the served page's one script (with a hash in its name):
// Go's wasm_exec.js, urn.js and every module main.js imports, bundled.
// Loaded async, it starts the engine while the page is still parsed (the
// engine's download and start-up are the longest wait before the first
// highlight), and one request replaces a score of module requests, each
// of which cost the page's main thread several milliseconds on a busy
// machine.
const AppBundle = "app.js"

// scriptSafe keeps inline script text from ending its element early.
func scriptSafe(js string) string {
	return strings.ReplaceAll(js, "</script", `<\/script`)
}

var (
	namedImport  = regexp.MustCompile(`(?m)^import\s*\{([^}]*)\}\s*from\s*["']\./([\w.-]+\.js)["'];?[ \t]*$`)
	otherImport  = regexp.MustCompile(`(?m)^import\b.*$`)
	exportDecl   = regexp.MustCompile(`(?m)^export\s+((?:async\s+)?function\*?|const|let|var|class)\s+([\w$]+)`)
	otherExport  = regexp.MustCompile(`(?m)^\s*export\b`)
	dynamicImprt = regexp.MustCompile(`\bimport\s*\(\s*["']\./`)
)

// bundle joins Go's wasm_exec.js, entry and the modules it imports, leaves
// first, into one module script. Each module becomes a block whose
// exports go into an object; its imports become destructuring of those
// objects. It handles the forms the page's modules use (named imports,
// "export" before a declaration, urn.js's side-effect import of
// wasm_exec.js, whose text comes first) and rejects the others.
func (b *builder) bundle(entry string, w *wasmBuild) (string, error) {
	sources := map[string]string{"urn.js": execLine.ReplaceAllString(w.urnJS, "")}
	for name, src := range b.modules {
		sources[name] = src
	}
	var order []string
	seen := map[string]bool{}
	var visit func(name string) error
	visit = func(name string) error {
		if seen[name] {
			return nil
		}
		seen[name] = true
		src, ok := sources[name]
		if !ok {
			return errors.New("site: bundle: no module " + name)
		}
		for _, m := range namedImport.FindAllStringSubmatch(src, -1) {
			if err := visit(m[2]); err != nil {
				return err
			}
		}
		order = append(order, name)
		return nil
	}
	if err := visit(entry); err != nil {
		return "", err
	}
	var out strings.Builder
	if w.execJS != "" {
		out.WriteString("{\n" + w.execJS + "\n}\n")
	}
	out.WriteString("const __urnModules = {};\n")
	for _, name := range order {
		src := sources[name]
		if dynamicImprt.MatchString(src) {
			return "", errors.New("site: bundle: " + name + " imports a sibling module dynamically, which the single file cannot follow")
		}
		var exports []string
		src = exportDecl.ReplaceAllStringFunc(src, func(decl string) string {
			m := exportDecl.FindStringSubmatch(decl)
			exports = append(exports, m[2])
			return strings.TrimPrefix(decl, "export ")
		})
		src = namedImport.ReplaceAllStringFunc(src, func(imp string) string {
			m := namedImport.FindStringSubmatch(imp)
			var binds []string
			for _, spec := range strings.Split(m[1], ",") {
				f := strings.Fields(spec)
				switch {
				case len(f) == 1:
					binds = append(binds, f[0])
				case len(f) == 3 && f[1] == "as":
					binds = append(binds, f[0]+": "+f[2])
				}
			}
			return "const {" + strings.Join(binds, ", ") + "} = __urnModules[" + strconv.Quote(m[2]) + "];"
		})
		if m := otherImport.FindString(src); m != "" {
			return "", errors.New("site: bundle: " + name + ": unsupported import: " + m)
		}
		if otherExport.MatchString(src) {
			return "", errors.New("site: bundle: " + name + ": only \"export\" before a declaration is supported")
		}
		out.WriteString("{\n" + src + "\n__urnModules[" + strconv.Quote(name) + "] = {" + strings.Join(exports, ", ") + "};\n}\n")
	}
	return b.m.js(out.String())
}
