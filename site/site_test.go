package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// buildReal builds the real site/ into a fresh directory.
func buildReal(t *testing.T) (string, *Report) {
	t.Helper()
	out := t.TempDir()
	rep, err := Build(Config{Src: ".", Out: out})
	if err != nil {
		t.Fatal(err)
	}
	return out, rep
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestBuildWritesAConsistentPage(t *testing.T) {
	out, rep := buildReal(t)
	page := read(t, filepath.Join(out, "index.html"))
	if strings.Contains(page, "<!--site:") {
		t.Error("a placeholder is left in index.html")
	}
	// Every page file is written under a hashed name that matches its
	// content, and index.html (or a module) refers to it by that name.
	for stable, name := range rep.Files {
		content := read(t, filepath.Join(out, name))
		ext := filepath.Ext(stable)
		if (ext == ".js" || ext == ".css") && !stableNames[stable] {
			sum := sha256.Sum256([]byte(content))
			if want := strings.TrimSuffix(stable, ext) + "." + hex.EncodeToString(sum[:])[:hashLen] + ext; name != want {
				t.Errorf("%s written as %s, want %s", stable, name, want)
			}
			if strings.Contains(page, `"`+stable+`"`) {
				t.Errorf("index.html still names %s by its stable name", stable)
			}
		}
	}
	for _, want := range []string{"main.js", "style.css", "dom.js", "favicon.svg"} {
		if _, ok := rep.Files[want]; !ok {
			t.Errorf("%s was not written", want)
		}
	}
	if !strings.Contains(page, `src="`+rep.Files["main.js"]+`"`) || !strings.Contains(page, `href="`+rep.Files["style.css"]+`"`) {
		t.Error("index.html does not load the hashed main.js and style.css")
	}
	// main.js imports its siblings by hashed name and urn.js by its stable one.
	mainJS := read(t, filepath.Join(out, rep.Files["main.js"]))
	if !strings.Contains(mainJS, rep.Files["dom.js"]) {
		t.Error("main.js does not import dom.js by its hashed name")
	}
	if !strings.Contains(mainJS, `"./urn.js"`) {
		t.Error("main.js must import urn.js by its stable name")
	}
	// The page runs no inline script: every <script> is external or data.
	for _, m := range regexp.MustCompile(`<script[^>]*>`).FindAllString(page, -1) {
		if !strings.Contains(m, "src=") && !strings.Contains(m, `type="application/json"`) {
			t.Errorf("inline script %s: the Content-Security-Policy forbids it", m)
		}
	}
}

func TestBuildInsertsEveryExcerptAndTheData(t *testing.T) {
	out, rep := buildReal(t)
	page := read(t, filepath.Join(out, "index.html"))
	// The served page fetches the excerpts from their own file, which it
	// names; the single file carries them inline.
	excerpts := read(t, filepath.Join(out, rep.Files[SpecExcerpts]))
	if !strings.Contains(page, `data-src="`+rep.Files[SpecExcerpts]+`"`) {
		t.Errorf("index.html does not name the excerpts' file %s", rep.Files[SpecExcerpts])
	}
	// Without wasm/build.sh's output there is no single file to check.
	single, err := os.ReadFile(filepath.Join(out, SingleFile))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	for _, r := range citedRefs() {
		if !strings.Contains(excerpts, `id="`+r.Anchor+`"`) {
			t.Errorf("no excerpt with id %s (%s) in %s", r.Anchor, r, SpecExcerpts)
		}
		if single != nil && !strings.Contains(string(single), `id="`+r.Anchor+`"`) {
			t.Errorf("no excerpt with id %s (%s) in the single file", r.Anchor, r)
		}
		if strings.Contains(page, `id="`+r.Anchor+`"`) {
			t.Errorf("the excerpt %s is inline in index.html: it makes the first highlight wait for its parsing", r.Anchor)
		}
	}
	if rep.Sections < len(citedRefs()) {
		t.Errorf("%d sections rendered, the engine cites %d", rep.Sections, len(citedRefs()))
	}
	// The data likewise: inline, it made the parser yield to a first
	// rendering before it was done.
	if !strings.Contains(page, `<script type="application/json" id="urn-data" data-src="`+rep.Files[DataFile]+`"></script>`) {
		t.Fatalf("index.html does not name the data's file %s in an empty urn-data element", rep.Files[DataFile])
	}
	if single != nil && !regexp.MustCompile(`<script type="application/json" id="urn-data">\{"refs":`).Match(single) {
		t.Error("the single file does not carry the data inline")
	}
	var data map[string]json.RawMessage
	if err := json.Unmarshal([]byte(read(t, filepath.Join(out, rep.Files[DataFile]))), &data); err != nil {
		t.Fatalf("%s is not JSON: %v", DataFile, err)
	}
	var refs map[string]string
	if err := json.Unmarshal(data["refs"], &refs); err != nil || refs["rfc8141-sec-2"] != "RFC 8141 §2" {
		t.Errorf("urn-data refs: %v, %q", err, refs["rfc8141-sec-2"])
	}
	if got := string(data["templateMaxBytes"]); got != strconv.Itoa(jsontext.MaxSize) {
		t.Errorf("urn-data templateMaxBytes = %s, want jsontext.MaxSize %d", got, jsontext.MaxSize)
	}
}

func TestBuildIsMinifiedAndCompressed(t *testing.T) {
	out, rep := buildReal(t)
	for _, stable := range []string{"index.html", "style.css", "main.js"} {
		name := rep.Files[stable]
		src, _ := os.ReadFile(filepath.Join("page", stable))
		got := read(t, filepath.Join(out, name))
		if len(got) >= len(src)*9/10 && stable != "index.html" {
			t.Errorf("%s: %d bytes from %d: not minified", stable, len(got), len(src))
		}
		if strings.Contains(got, "\n\t\t") {
			t.Errorf("%s keeps indentation", stable)
		}
		gz, err := os.Open(filepath.Join(out, name+".gz"))
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(gz)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := io.ReadAll(zr)
		gz.Close()
		if err != nil || string(plain) != got {
			t.Errorf("%s.gz does not decompress to %s", name, name)
		}
	}
}

func TestBuildIsReproducibleAndRemovesStaleFiles(t *testing.T) {
	out, rep := buildReal(t)
	stale := filepath.Join(out, "main.0123456789ab.js")
	keep := filepath.Join(out, "urn.0123456789ab.wasm") // wasm/build.sh's
	for _, f := range []string{stale, stale + ".gz", keep} {
		os.WriteFile(f, []byte("old"), 0o644)
	}
	rep2, err := Build(Config{Src: ".", Out: out})
	if err != nil {
		t.Fatal(err)
	}
	for stable, name := range rep.Files {
		if rep2.Files[stable] != name {
			t.Errorf("%s: %s, then %s: the build is not reproducible", stable, name, rep2.Files[stable])
		}
	}
	for _, f := range []string{stale, stale + ".gz"} {
		if _, err := os.Stat(f); err == nil {
			t.Errorf("%s was left behind", filepath.Base(f))
		}
	}
	if _, err := os.Stat(keep); err != nil {
		t.Error("Build removed a file it does not own")
	}
}

// fixture writes a minimal site/ tree and returns its directory.
func fixture(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	base := map[string]string{
		"page/index.html": "<!doctype html><html><head><link rel=stylesheet href=\"style.css\"><script type=\"module\" src=\"main.js\"></script></head><body><!--site:spec--><!--site:data--></body></html>",
		"page/style.css":  "body {  color : red ; }",
		"page/main.js":    "import {x} from \"./dom.js\";\nconsole.log(x);\n",
		"page/dom.js":     "export const x = 1;\n",
		"page/sw.js":      read(t, "page/sw.js"),
	}
	specs, _ := filepath.Glob("spec/*.md")
	for _, s := range specs {
		base[s] = read(t, s)
	}
	for k, v := range files {
		base[k] = v
	}
	for name, content := range base {
		if content == "" {
			continue
		}
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func buildErr(t *testing.T, files map[string]string) string {
	t.Helper()
	_, err := Build(Config{Src: fixture(t, files), Out: t.TempDir()})
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestBuildRejectsBadSources(t *testing.T) {
	spec := read(t, "spec/rfc2141.md")
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"import cycle", map[string]string{"page/dom.js": "import \"./main.js\"; export const x = 1;"}, "import cycle"},
		{"missing module", map[string]string{"page/dom.js": "import \"./nope.js\"; export const x = 1;"}, "nope.js, which is not in page/"},
		{"missing placeholder", map[string]string{"page/index.html": "<html><!--site:spec--></html>"}, "<!--site:data-->"},
		{"raw HTML", map[string]string{"spec/rfc2141.md": spec + "\n\n<div>x</div>\n"}, "raw HTML"},
		{"inline raw HTML", map[string]string{"spec/rfc2141.md": spec + "\n\nsome <b>bold</b>\n"}, "raw HTML"},
		{"heading without id", map[string]string{"spec/rfc2141.md": spec + "\n\n## §9 More\n"}, "needs a stable id"},
		{"id of another document", map[string]string{"spec/rfc2141.md": spec + "\n\n## §9 More {#rfc8141-sec-9}\n"}, "must start with rfc2141-sec-"},
		{"duplicate id", map[string]string{"spec/rfc2141.md": spec + "\n\n## §2.1 again {#rfc2141-sec-2-1}\n"}, "also used"},
		{"missing excerpt", map[string]string{"spec/rfc2141.md": strings.Replace(spec, "{#rfc2141-sec-2-1}", "{#rfc2141-sec-2-1-x}", 1)}, "no section for rfc2141-sec-2-1"},
		// A section only the registration templates cite: the build
		// collects registration.Refs as well as core.Refs.
		{"missing template excerpt", map[string]string{"spec/draft-12.md": strings.Replace(read(t, "spec/draft-12.md"), "{#draft-12-sec-7-3-1}", "{#draft-12-sec-7-3-1-x}", 1)}, "no section for draft-12-sec-7-3-1 "},
		{"missing file", map[string]string{"spec/rfc4122.md": ""}, "rfc4122.md"},
	} {
		if c.files["spec/rfc4122.md"] == "" && c.name == "missing file" {
			dir := fixture(t, nil)
			os.Remove(filepath.Join(dir, "spec/rfc4122.md"))
			_, err := Build(Config{Src: dir, Out: t.TempDir()})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: error %v, want one mentioning %q", c.name, err, c.want)
			}
			continue
		}
		if got := buildErr(t, c.files); !strings.Contains(got, c.want) {
			t.Errorf("%s: error %q, want one mentioning %q", c.name, got, c.want)
		}
	}
	if got := buildErr(t, nil); got != "" {
		t.Errorf("the fixture itself fails: %s", got)
	}
}

func TestBuildRewritesImportsLeavesFirst(t *testing.T) {
	dir := fixture(t, map[string]string{
		"page/main.js": "import {x} from './dom.js';\nconst m = () => import(\"./lazy.js\");\nconsole.log(x, m);\n",
		"page/lazy.js": "import {x} from \"./dom.js\"; export default x;\n",
	})
	out := t.TempDir()
	rep, err := Build(Config{Src: dir, Out: out})
	if err != nil {
		t.Fatal(err)
	}
	mainJS := read(t, filepath.Join(out, rep.Files["main.js"]))
	for _, dep := range []string{"dom.js", "lazy.js"} {
		if !strings.Contains(mainJS, "./"+rep.Files[dep]) {
			t.Errorf("main.js does not import %s as %s: %s", dep, rep.Files[dep], mainJS)
		}
	}
	// A change in a leaf renames every module that imports it.
	os.WriteFile(filepath.Join(dir, "page/dom.js"), []byte("export const x = 2;\n"), 0o644)
	rep2, err := Build(Config{Src: dir, Out: out})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"dom.js", "lazy.js", "main.js"} {
		if rep2.Files[name] == rep.Files[name] {
			t.Errorf("%s kept its name after dom.js changed", name)
		}
	}
	if page := read(t, filepath.Join(out, "index.html")); !strings.Contains(page, rep2.Files["main.js"]) {
		t.Error("index.html names the old main.js")
	}
}

// An inline module script is minified too: the HTML minifier looks its
// type up as a media type, and "module" must be registered.
func TestMinifierHandlesInlineModules(t *testing.T) {
	m := newMinifier()
	in := "<!doctype html><html><head></head><body><script type=\"module\">\n  const   longName = 1 ;\n  console.log( longName );\n</script></body></html>"
	out, err := m.html(in)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "const   longName") || !strings.Contains(out, "console.log(") {
		t.Errorf("inline module not minified: %s", out)
	}
	if !bytes.Contains([]byte(out), []byte(`type="module"`)) && !strings.Contains(out, "type=module") {
		t.Errorf("the module type was dropped: %s", out)
	}
}

func TestPageDataComesFromCore(t *testing.T) {
	d := pageDataOf(t)
	if len(d.Examples) != len(core.Examples()) || len(d.Examples) < 40 {
		t.Errorf("%d examples in the page, core has %d", len(d.Examples), len(core.Examples()))
	}
	for _, ex := range d.Examples {
		if ex.Input == "" || ex.Source == "" || ex.Anchor == "" || ex.Group == "" || ex.Edition == "" {
			t.Errorf("incomplete example %+v", ex)
		}
		if d.Refs[ex.Anchor] == "" {
			t.Errorf("example %q links %s, which is not a cited section", ex.Input, ex.Anchor)
		}
	}
	for _, ed := range []string{"rfc2141", "draft-03", "draft-12", "rfc8141"} {
		nss, ok := d.Parts[ed]["nss"]
		if !ok || nss.Explanation == "" || d.Refs[nss.Anchor] == "" {
			t.Errorf("%s: no explanation of the NSS with a cited section: %+v", ed, nss)
		}
	}
	if _, ok := d.Parts["rfc2141"]["r-component"]; ok {
		t.Error("RFC 2141 has no r-component, yet the page would explain one")
	}
	if _, ok := d.Parts["rfc8141"]["r-component"]; !ok {
		t.Error("RFC 8141's r-component is not explained")
	}
}

// fakeTemplateWasm is fakeWasmBuild's templates' module.
var fakeTemplateWasm = []byte("\x00asm fake templates </script>")

// fakeWasmBuild writes what wasm/build.sh would into out: urn.js naming a
// hashed module, the templates' module and wasm_exec.js.
func fakeWasmBuild(t *testing.T, out string) (wasm []byte) {
	t.Helper()
	wasm = []byte("\x00asm fake module bytes </script> <!--")
	urnJS := "import \"./wasm_exec.0123456789ab.js\"; // Go's wasm_exec.js\n" +
		"const WASM_FILE = \"urn.abcdef012345.wasm\";\n" +
		"const TEMPLATE_WASM_FILE = \"urn-template.fedcba543210.wasm\";\n" +
		"export async function load(options) { return {version: \"1.0.0\", file: WASM_FILE, options}; }\n"
	for name, content := range map[string][]byte{
		"urn.js":                         []byte(urnJS),
		"urn.abcdef012345.wasm":          wasm,
		"urn-template.fedcba543210.wasm": fakeTemplateWasm,
		"wasm_exec.0123456789ab.js":      []byte("globalThis.Go = class { run() {} }; // </script> inside\n"),
	} {
		if err := os.WriteFile(filepath.Join(out, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return wasm
}

// buildWithFakeWasm builds the real site/ beside a fake wasm/build.sh
// output, so that sw.js lists the module and the single file is written.
func buildWithFakeWasm(t *testing.T) (string, *Report) {
	t.Helper()
	out := t.TempDir()
	fakeWasmBuild(t, out)
	rep, err := Build(Config{Src: ".", Out: out})
	if err != nil {
		t.Fatal(err)
	}
	return out, rep
}

func TestServiceWorkerPrecachesTheBuild(t *testing.T) {
	out, rep := buildWithFakeWasm(t)
	sw := read(t, filepath.Join(out, "sw.js"))
	if strings.Contains(sw, "site:version") || strings.Contains(sw, "site:precache") {
		t.Fatal("sw.js placeholders left")
	}
	for _, want := range []string{"./", "./index.html", "./urn.js", "./urn.abcdef012345.wasm", "./urn-template.fedcba543210.wasm", "./wasm_exec.0123456789ab.js",
		"./" + rep.Files[AppBundle], "./" + rep.Files["style.css"], "./" + rep.Files["docs-example.js"]} {
		if !strings.Contains(sw, `"`+want+`"`) {
			t.Errorf("sw.js does not precache %s", want)
		}
	}
	// The modules the bundle holds are neither written nor precached.
	for _, bundled := range []string{"main.js", "template.js", "dom.js"} {
		if name, ok := rep.Files[bundled]; ok {
			t.Errorf("%s written as %s beside the bundle", bundled, name)
		}
	}
	if strings.Contains(sw, SingleFile) {
		t.Error("sw.js precaches the single file, which the online page never needs")
	}
	version := regexp.MustCompile(`"([0-9a-f]{12})"`).FindStringSubmatch(sw)
	if version == nil {
		t.Fatal("no version in sw.js")
	}
	// A change to the page is a new version; the same sources are not.
	rep2, _ := Build(Config{Src: ".", Out: out})
	if read(t, filepath.Join(out, "sw.js")) != sw || rep2.Files[AppBundle] != rep.Files[AppBundle] {
		t.Error("the same sources gave another sw.js")
	}
	os.WriteFile(filepath.Join(out, "urn.js"), []byte(read(t, filepath.Join(out, "urn.js"))+"// new build\n"), 0o644)
	if _, err := Build(Config{Src: ".", Out: out}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(read(t, filepath.Join(out, "sw.js")), `"`+version[1]+`"`) {
		t.Error("a new urn.js kept the service worker's version: clients would keep the old one")
	}
}

func TestSingleFileInlinesEverything(t *testing.T) {
	out := t.TempDir()
	wasm := fakeWasmBuild(t, out)
	if _, err := Build(Config{Src: ".", Out: out}); err != nil {
		t.Fatal(err)
	}
	page := read(t, filepath.Join(out, SingleFile))
	markup := regexp.MustCompile(`(?s)(<script[^>]*>).*?</script>`).ReplaceAllString(page, "$1</script>")
	if regexp.MustCompile(`<script[^>]+src=|<link[^>]+stylesheet`).MatchString(markup) {
		t.Error("the single file still loads a script or stylesheet from a file")
	}
	// Copied alone, it has no other file beside it to link to.
	for _, m := range regexp.MustCompile(`<a [^>]*href="?([^" >]+)`).FindAllStringSubmatch(markup, -1) {
		if !strings.HasPrefix(m[1], "#") && !strings.Contains(m[1], "://") && !strings.HasPrefix(m[1], "mailto:") {
			t.Errorf("the single file links %q, which is not beside it once it is copied alone", m[1])
		}
	}
	if !strings.Contains(markup, `class="single-file"`) && !strings.Contains(markup, `class=single-file`) {
		t.Error("the single file's body is not marked single-file from the start")
	}
	for id, want := range map[string][]byte{"urn-wasm": wasm, "urn-template-wasm": fakeTemplateWasm} {
		m := regexp.MustCompile(`<script type="application/octet-stream" id="` + id + `">([^<]*)</script>`).FindStringSubmatch(page)
		if m == nil {
			t.Fatal("no inline module " + id)
		}
		gz, err := base64Decode(m[1])
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(zr)
		if !bytes.Equal(got, want) {
			t.Errorf("the inline module %s does not decode to its wasm", id)
		}
	}
	// Every script element ends where it should: nothing inside one
	// closes it early.
	scripts := regexp.MustCompile(`(?s)<script[^>]*>(.*?)</script>`).FindAllStringSubmatch(page, -1)
	var module string
	for _, s := range scripts {
		if strings.Contains(s[0], `type="module"`) {
			module = s[1]
		}
	}
	want := 5 // data, the wasm, the templates' wasm, the list checker's worker (CheckWorker), the bundle (wasm_exec.js in it)
	worker := regexp.MustCompile(`(?s)<script type="text/plain" id="urn-check-worker">(.*?)</script>`).FindStringSubmatch(page)
	if worker == nil || !strings.Contains(worker[1], "__urnModules") || !strings.Contains(worker[1], "checkLines") {
		t.Error("the single file lacks the list checker's worker, bundled")
	}
	if strings.Contains(markup, `name="urn-check-worker"`) || strings.Contains(markup, `name=urn-check-worker`) {
		t.Error("the single file still names the served worker's file")
	}
	if _, err := os.Stat("lessons/course.md"); err == nil {
		want++ // and the course (LearnFile)
	}
	if len(scripts) != want {
		t.Errorf("%d script elements, want %d", len(scripts), want)
	}
	for _, want := range []string{"__urnModules", "urn.abcdef012345.wasm", "urn-data", "urn-playground.template."} {
		if !strings.Contains(module, want) {
			t.Errorf("the bundle lacks %s", want)
		}
	}
	if regexp.MustCompile(`(?m)^\s*(import|export)\s`).MatchString(module) || strings.Contains(module, "import\"./") || strings.Contains(module, "from\"./") {
		t.Error("the bundle keeps an import or export statement")
	}
	if !strings.Contains(page, "globalThis.Go") {
		t.Error("wasm_exec.js is not inlined")
	}
}

func base64Decode(s string) ([]byte, error) { return base64.StdEncoding.DecodeString(s) }

func TestBundleRejectsWhatItCannotFollow(t *testing.T) {
	b := &builder{m: newMinifier(), modules: map[string]string{}}
	w := &wasmBuild{urnJS: "export function load() {}\n"}
	for _, c := range []struct{ src, want string }{
		{"const m = import(\"./x.js\");\n", "dynamically"},
		{"const x = 1;\nexport {x};\n", "before a declaration"},
		{"export default 1;\n", "before a declaration"},
		{"import x from \"./urn.js\";\n", "unsupported import"},
	} {
		b.modules["main.js"] = c.src
		if _, err := b.bundle("main.js", w); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
	b.modules["main.js"] = "import {load as start} from \"./urn.js\";\nexport const v = start;\n"
	js, err := b.bundle("main.js", w)
	if err != nil || !strings.Contains(js, "load:") {
		t.Errorf("bundle: %v\n%s", err, js)
	}
}

// The served page loads one bundle, async, with Go's wasm_exec.js and
// urn.js in it, and asks for the module at once; its boot script
// compiles it, but for a link to the Learn view.
func TestServedPageLoadsOneBundle(t *testing.T) {
	out := t.TempDir()
	fakeWasmBuild(t, out)
	rep, err := Build(Config{Src: ".", Out: out})
	if err != nil {
		t.Fatal(err)
	}
	page := read(t, filepath.Join(out, "index.html"))
	scripts := regexp.MustCompile(`<script[^>]*?\ssrc="?([^" >]+)"?[^>]*>`).FindAllStringSubmatch(page, -1)
	if len(scripts) != 2 || scripts[1][1] != rep.Files[AppBundle] || !strings.Contains(scripts[1][0], "async") || !strings.Contains(scripts[1][0], `type="module"`) {
		t.Fatalf("index.html's scripts %q, want the boot script, then the bundle %s, an async module", scripts, rep.Files[AppBundle])
	}
	// The boot script is asked for first and runs at once, a classic
	// script (Chromium runs an async one only once the page is parsed),
	// and compiles the module.
	if boot := scripts[0]; boot[1] != rep.Files[BootScript] || strings.Contains(boot[0], "async") || strings.Contains(boot[0], "defer") || strings.Contains(boot[0], "module") || strings.Index(page, boot[1]) > strings.Index(page, "stylesheet") {
		t.Errorf("index.html's first script is %q, want the boot script %s, neither async nor deferred, before the stylesheets", boot[0], rep.Files[BootScript])
	}
	if js := read(t, filepath.Join(out, rep.Files[BootScript])); !strings.Contains(js, "compileStreaming") || !strings.Contains(js, "urn.abcdef012345.wasm") || !strings.Contains(js, BootModuleKey) {
		t.Errorf("the boot script does not compile the module: %s", js)
	} else if !strings.Contains(js, `"`+rep.Files[LearnFile]+`"`) || !strings.Contains(js, BootCourseKey) {
		t.Errorf("the boot script does not fetch the course %s for a link to the Learn view: %s", rep.Files[LearnFile], js)
	} else if !strings.Contains(js, `"`+rep.Files[DataFile]+`"`) || !strings.Contains(js, BootDataKey) {
		t.Errorf("the boot script does not fetch the data %s: %s", rep.Files[DataFile], js)
	}
	// No preload tag: it cannot tell a link to the Learn view, on which
	// it downloaded the module while the lesson waited; the boot script
	// asks for the module instead, as early.
	if strings.Contains(page, "preload") {
		t.Error("index.html should have no preload tag: the boot script asks for the module")
	}
	bundle := read(t, filepath.Join(out, rep.Files[AppBundle]))
	for _, want := range []string{"globalThis.Go", "urn.abcdef012345.wasm", "__urnModules"} {
		if !strings.Contains(bundle, want) {
			t.Errorf("the bundle lacks %s", want)
		}
	}
	if regexp.MustCompile(`(?m)^\s*import\b|from"\./`).MatchString(bundle) {
		t.Error("the bundle still imports a module")
	}
}

// A module split off another (template.js into template-*.js) is served
// in the bundle and bundled into the single file without a list to
// update: every module main.js imports, however deep, is in both, and the
// bundle is precached for offline use.
func TestEveryPageModuleIsBundled(t *testing.T) {
	out, rep := buildWithFakeWasm(t)
	sw := read(t, filepath.Join(out, "sw.js"))
	if !strings.Contains(sw, `"./`+rep.Files[AppBundle]+`"`) {
		t.Errorf("sw.js does not precache the bundle %s", rep.Files[AppBundle])
	}
	bundles := map[string]string{
		"the served bundle": read(t, filepath.Join(out, rep.Files[AppBundle])),
		"the single file":   read(t, filepath.Join(out, SingleFile)),
	}
	sources, err := filepath.Glob(filepath.Join("page", "*.js"))
	if err != nil {
		t.Fatal(err)
	}
	b := &builder{modules: map[string]string{}}
	for _, path := range sources {
		if name := filepath.Base(path); !stableNames[name] {
			b.modules[name] = read(t, path)
		}
	}
	deps := b.imports("main.js")
	if !slices.Contains(deps, "template-drafts.js") {
		t.Fatalf("main.js's imports %q lack the registration view's modules", deps)
	}
	for _, name := range append(deps, "main.js") {
		if name == "urn.js" {
			continue
		}
		for what, js := range bundles {
			if !strings.Contains(js, `__urnModules[`+strconv.Quote(name)+`]`) {
				t.Errorf("%s does not bundle %s", what, name)
			}
		}
	}
}
