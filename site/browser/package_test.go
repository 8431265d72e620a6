package browser

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/npm"
)

// The npm package as a newcomer meets it (npm/README.md): packed with
// npm pack from the build's dist/npm, installed from the tarball into an
// empty project, and used as the README says, from node and from pages, with
// the README's own snippets (<!-- snippet: NAME --> before a fenced block).

const readmePath = "../../npm/README.md"

// placeholder is the hosted playground's address in the README's snippets.
const placeholder = "https://urn-playground.example/"

// snippet is the fenced block after <!-- snippet: name --> in the README.
func snippet(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile("(?s)<!-- snippet: " + regexp.QuoteMeta(name) + " -->\n```[a-z]*\n(.*?)```")
	m := re.FindSubmatch(b)
	if m == nil {
		t.Fatalf("npm/README.md has no snippet %q", name)
	}
	return string(m[1])
}

// scratchProject packs the package, installs the tarball into a new empty
// project, and returns the project's directory.
func scratchProject(t *testing.T) string {
	t.Helper()
	dist := os.Getenv(distEnv)
	if dist == "" {
		t.Skip(skipReason)
	}
	npmCmd, err := exec.LookPath("npm")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI has no npm: the package's tests need it")
		}
		t.Skip("no npm")
	}
	dir := t.TempDir()
	project := filepath.Join(dir, "project")
	if err := os.MkdirAll(project, 0o755); err != nil {
		t.Fatal(err)
	}
	run := func(cwd string, args ...string) string {
		t.Helper()
		cmd := exec.Command(npmCmd, append(args, "--no-audit", "--no-fund", "--loglevel=error")...)
		cmd.Dir = cwd
		out, err := cmd.Output()
		if err != nil {
			stderr := ""
			if e, ok := err.(*exec.ExitError); ok {
				stderr = string(e.Stderr)
			}
			t.Fatalf("npm %s: %v\n%s%s", strings.Join(args, " "), err, out, stderr)
		}
		return strings.TrimSpace(string(out))
	}
	packed := strings.Split(run(dir, "pack", filepath.Join(dist, "npm"), "--pack-destination", dir), "\n")
	tgz := packed[len(packed)-1] // npm pack prints the tarball's name last
	if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"name": "scratch", "private": true, "type": "module"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(project, "install", "--offline", filepath.Join(dir, tgz))
	return project
}

// node runs script (an ES module) in dir and returns what it printed.
func node(t *testing.T, dir, name, script string) string {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("node", name)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s%s", name, err, out, stderr.String())
	}
	return string(out)
}

// TestPackageInNode runs the README's node snippet in a project that
// installed the tarball: it must print what its comments say. The
// package's version is the API's; embed.js imports without a DOM; and the
// installed declarations type-check a user's file under tsc --strict.
func TestPackageInNode(t *testing.T) {
	t.Parallel()
	project := scratchProject(t)

	code := snippet(t, "node")
	var want []string
	for _, m := range regexp.MustCompile(`(?m)// (.*)$`).FindAllStringSubmatch(code, -1) {
		want = append(want, m[1])
	}
	got := node(t, project, "readme.mjs", code)
	if got != strings.Join(want, "\n")+"\n" {
		t.Errorf("the README's node snippet printed\n%s\nwant (its comments)\n%s", got, strings.Join(want, "\n"))
	}

	v := npm.APIVersion()
	got = node(t, project, "version.mjs", `import {load} from "@urn-playground/urn";
import "@urn-playground/urn/embed.js";
import pkg from "@urn-playground/urn/package.json" with {type: "json"};
const URN = await load();
console.log(pkg.version, URN.version, typeof customElements);
`)
	if want := v + " " + v + " undefined\n"; got != want {
		t.Errorf("package version, URN.version and the DOM after importing embed.js: %q, want %q", got, want)
	}

	tsc := "../../npm/types/node_modules/typescript/bin/tsc"
	if _, err := os.Stat(tsc); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is missing: go test ./npm/ installs it", tsc)
		}
		t.Logf("skipping the installed declarations' check: %v (go test ./npm/ installs TypeScript)", err)
		return
	}
	abs, _ := filepath.Abs(tsc)
	files := map[string]string{
		"tsconfig.json": `{"compilerOptions": {"strict": true, "noEmit": true, "target": "es2022", "module": "nodenext", "lib": ["es2022", "dom"], "types": []}, "files": ["use.ts"]}`,
		"use.ts": `import {load, type Reading} from "@urn-playground/urn";
import "@urn-playground/urn/embed.js";
const URN = await load();
const r = URN.parse("urn:isbn:0451450523");
if (!r.error) {
	const reading: Reading = r;
	console.log(reading.parts.length);
}
document.createElement("urn-playground").addEventListener("urn-playground-resize", (e) => console.log(e.detail.height));
`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(project, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("node", abs, "-p", "tsconfig.json", "--pretty", "false")
	cmd.Dir = project
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("tsc on a file importing the installed package: %v\n%s", err, out)
	}
}

// TestPackageInPage serves the project that installed the tarball and
// opens, in the browser, the README's page snippet (the API through an
// import map) and a documentation page made of its MkDocs snippet, with
// embed.js copied where the README says and src pointing at the
// playground this package's tests serve.
func TestPackageInPage(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	project := scratchProject(t)

	embed, err := os.ReadFile(filepath.Join(project, "node_modules/@urn-playground/urn/embed.js"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(project, "js"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(project, "js/embed.js"), embed, 0o644); err != nil {
		t.Fatal(err)
	}
	const head = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>docs</title><link rel=\"icon\" href=\"data:,\">"
	mkdocs := snippet(t, "mkdocs")
	if !strings.Contains(mkdocs, placeholder) {
		t.Fatalf("the MkDocs snippet does not point at %s", placeholder)
	}
	pages := map[string]string{
		"page.html": head + "</head><body>\n" + snippet(t, "page") + "</body></html>\n",
		"docs.html": head + "<script type=\"module\" src=\"js/embed.js\"></script></head><body><main>\n" +
			strings.ReplaceAll(mkdocs, placeholder, baseURL) +
			"<urn-playground id=\"nosrc\" value=\"urn:a:b\"></urn-playground>\n</main></body></html>\n",
	}
	for name, body := range pages {
		if err := os.WriteFile(filepath.Join(project, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(project)))
	t.Cleanup(srv.Close)

	p := newTab(t)
	p.do("opening the page snippet", chromedpNavigate(srv.URL+"/page.html"))
	p.waitFor("URN.parse's verdict in the page", `document.querySelector("output")?.textContent === "true"`)

	p.do("opening the MkDocs page", chromedpNavigate(srv.URL+"/docs.html"))
	const el = `document.querySelector("urn-playground:not(#nosrc)")`
	p.waitFor("the playground's iframe", el+`?.shadowRoot?.querySelector("iframe") != null`)
	src := eval[string](p, el+`.shadowRoot.querySelector("iframe").src`)
	if want := baseURL + "?embed=1#ed=rfc2141&urn=urn%3Aisbn%3A0451450523"; src != want {
		t.Errorf("the iframe is at %s, want %s", src, want)
	}
	// The playground in the iframe (another origin) answers the element's
	// greeting with its height, which the element applies.
	p.waitFor("the playground's height", el+`.shadowRoot.querySelector("iframe").style.height !== ""`)
	p.waitFor("the refusal of an element without src", `document.getElementById("nosrc").shadowRoot?.querySelector(".error")?.textContent.includes("set its src")`)
	if eval[bool](p, `document.getElementById("nosrc").shadowRoot.querySelector("iframe") != null`) {
		t.Error("an element without src framed something")
	}
}
