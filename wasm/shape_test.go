//go:build !(js && wasm)

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// TestShapes checks that the JavaScript API and the terminal playground
// describe a result in one shape: the same input through each op here
// and through cmd/urn -json gives the same JSON, member for member and
// in the same order. The two differ only in the unit of offsets (UTF-16
// code units here, bytes there), so ASCII inputs must give identical
// texts, and the others identical texts but for the numbers. cmd/urn's
// additions are checked too: encode's "reading" is parse.json's reading
// of the URN built, and -edition all wraps the op's results. It builds
// cmd/urn, so it runs natively only.
func TestShapes(t *testing.T) {
	cli := buildCLI(t)
	inputs := []string{
		"urn:isbn:0451450523", "urn:isbn:a b", "URN:EXAMPLE:a%2c/b?+r?=q#f", "urm:x", "", " urn:a:b ",
		"urn:example:a?c=1&s=I2L&s=x#f", "urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66", "urn:x-foo:%41bc%00", "isbn:123",
		// From here on, byte and UTF-16 offsets differ (for the second, in display's decoded text).
		"urn:example:café😀", "urn:example:%D0%B0bc%2C%20x%E2%80%8B", "urn:日本:x\ty", "urn:example:a\xffb",
	}
	for _, e := range core.Editions() {
		ed := e.ID()
		var readings, displays, resolutions []shape
		for _, in := range inputs {
			readings = append(readings, opShape(t, "parse.json", ed, in))
			resolutions = append(resolutions, opShape(t, "resolve", ed, in))
			d := opShape(t, "display", ed, in)
			d.ascii = d.ascii && resultjson.ASCII(core.DisplayForm(in, e).Text) // its offsets are into the text too
			displays = append(displays, d)
		}
		sameJSON(t, "parse.json", readings, runCLI(t, cli, "", append([]string{"-json", "-edition", ed, "--"}, inputs...)...))
		sameJSON(t, "display", displays, runCLI(t, cli, "", append([]string{"display", "-json", "-edition", ed, "--"}, inputs...)...))
		linked := append([]string{"urn:nbn:se:lnu:diva-80554", "urn:doi:10.1000/456%23789?+x"}, inputs...)
		resolutions = append([]shape{opShape(t, "resolve", ed, linked[0]), opShape(t, "resolve", ed, linked[1])}, resolutions...)
		sameJSON(t, "resolve", resolutions, runCLI(t, cli, "", append([]string{"resolve", "-json", "-edition", ed, "--"}, linked...)...))
		shapesOfCompare(t, cli, ed)
		shapesOfEncode(t, cli, ed)
		const rest = ". (urn:ex:a/b) and urn:a:b, then urn:ex:/x.\nURN: burn:x:y."
		for _, text := range []string{"See " + strings.Join(inputs[:10], ", and ") + rest, "See " + strings.Join(inputs, ", and ") + rest} {
			for _, strict := range []string{"", "1"} {
				args := []string{"extract", "-json", "-edition", ed}
				if strict != "" {
					args = append(args, "-strict")
				}
				sameJSON(t, "extract", []shape{opShape(t, "extract", ed, strict, "", text)}, runCLI(t, cli, text, args...))
			}
		}
	}
	for _, in := range inputs[:4] {
		all := shape{json: `{"input":` + string(jsontext.AppendString(nil, in)) + `,"readings":[`, ascii: true}
		for i, e := range core.Editions() {
			all = all.join(i > 0, opShape(t, "parse.json", e.ID(), in))
		}
		all.json += "]}"
		sameJSON(t, "-edition all", []shape{all}, runCLI(t, cli, "", "-json", "-edition", "all", "--", in))
	}
}

// shapesOfCompare: equivalent against urn compare, and -edition all.
func shapesOfCompare(t *testing.T, cli, ed string) {
	pairs := [][2]string{
		{"URN:EXAMPLE:a123%2cz456?=x", "urn:example:a123%2Cz456#f"}, {"urn:ex:a?s=1&c=2#f", "URN:ex:a?c=2&s=2"},
		{"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "URN:UUID:6E8BC430-9C3A-11D9-9669-0800200C9A66"},
		{"hello", " urn:ex:a b "}, {"urn:ex:café", "urn:ex:caf%C3%A9😀"},
	}
	for _, p := range pairs {
		for _, mode := range []string{"5a", "5b"} {
			want := opShape(t, "equivalent", ed, mode, p[0], p[1])
			sameJSON(t, "equivalent", []shape{want}, runCLI(t, cli, "", "compare", "-json", "-edition", ed, "-objective", mode, "--", p[0], p[1]))
		}
	}
	if ed != core.DefaultEdition.ID() {
		return
	}
	p := pairs[0]
	all := shape{json: `{"a":` + string(jsontext.AppendString(nil, p[0])) + `,"b":` + string(jsontext.AppendString(nil, p[1])) + `,"comparisons":[`, ascii: true}
	for i, e := range core.Editions() {
		all = all.join(i > 0, opShape(t, "equivalent", e.ID(), "5a", p[0], p[1]))
	}
	all.json += "]}"
	sameJSON(t, "compare -edition all", []shape{all}, runCLI(t, cli, "", "compare", "-json", "-edition", "all", "--", p[0], p[1]))
}

// shapesOfEncode: encode against urn encode, whose "reading" is the
// reading of the URN built (null without -nid).
func shapesOfEncode(t *testing.T, cli, ed string) {
	for _, tt := range []struct{ raw, special, nid string }{
		{"café au lait?😀", "", "example"}, {"/a b?é@#", "@a", ""}, {"a/b", "", "ex"}, {"q", "", "a:b"}, {"", "", ""},
		{"a\x7fb\tc", "", "x-y"},
	} {
		withNID, args := "", []string{"encode", "-json", "-edition", ed, "-special", tt.special}
		if tt.nid != "" {
			withNID, args = "1", append(args, "-nid", tt.nid)
		}
		enc := opShape(t, "encode", ed, tt.raw, tt.special, withNID, tt.nid)
		reading := shape{json: "null", ascii: true}
		if tt.nid != "" {
			// The reading of the URN the op built.
			reading = opShape(t, "parse.json", ed, str(t, decode(t, []byte(enc.json)), "urn"))
		}
		want := shape{json: strings.TrimSuffix(enc.json, "}") + `,"reading":`, ascii: enc.ascii}.join(false, reading)
		want.json += "}"
		sameJSON(t, "encode", []shape{want}, runCLI(t, cli, "", append(args, "--", tt.raw)...))
	}
}

// buildCLI builds cmd/urn into a temporary directory.
func buildCLI(t *testing.T) string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not on PATH")
	}
	bin := filepath.Join(t.TempDir(), "urn")
	if out, err := exec.Command(gobin, "build", "-o", bin, "../cmd/urn").CombinedOutput(); err != nil {
		t.Fatalf("go build ../cmd/urn: %v\n%s", err, out)
	}
	return bin
}

// shape is an op's JSON text, and whether its arguments are ASCII, where
// byte and UTF-16 offsets agree.
type shape struct {
	json  string
	ascii bool
}

// join appends x's text, after a comma when comma is set.
func (s shape) join(comma bool, x shape) shape {
	if comma {
		s.json += ","
	}
	return shape{json: s.json + x.json, ascii: s.ascii && x.ascii}
}

// opShape runs an op as urn_call does and returns its JSON text.
func opShape(t *testing.T, name string, args ...string) shape {
	t.Helper()
	req := encodeArgs(args...)
	res := string(handle(opIndex(name), req, len(req))) // a copy: the next call reuses the buffer
	if strings.HasPrefix(res, `{"error"`) {
		t.Fatalf("%s %q: %s", name, args, res)
	}
	return shape{json: res, ascii: resultjson.ASCII(strings.Join(args, ""))}
}

// runCLI runs cmd/urn and returns the JSON values it printed, each
// compacted (the command indents them).
func runCLI(t *testing.T, bin, stdin string, args ...string) []string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.Output()
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) { // 1: an input is invalid
		t.Fatalf("urn %q: %v", args, err)
	}
	var vals []string
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var raw json.RawMessage
		if err := dec.Decode(&raw); errors.Is(err, io.EOF) {
			return vals
		} else if err != nil {
			t.Fatalf("urn %q: %v\n%s", args, err, out)
		}
		var b bytes.Buffer
		if err := json.Compact(&b, raw); err != nil {
			t.Fatal(err)
		}
		vals = append(vals, b.String())
	}
}

// sameJSON checks that the command printed the ops' results: the same
// texts, or, where offsets may differ by their unit (arguments that are
// not ASCII), the same texts but for the numbers.
func sameJSON(t *testing.T, what string, want []shape, got []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: cmd/urn printed %d values, the op %d", what, len(got), len(want))
	}
	for i, w := range want {
		if got[i] == w.json || !w.ascii && skeleton(t, got[i]) == skeleton(t, w.json) {
			continue
		}
		t.Errorf("%s: cmd/urn and the op differ (ASCII: %v):%s", what, w.ascii, jsonDiff(decode(t, []byte(got[i])), decode(t, []byte(w.json))))
	}
}

// skeleton is a JSON text with every number replaced by 0.
func skeleton(t *testing.T, s string) string {
	t.Helper()
	b, err := jsontext.Append(nil, zeroNumbers(decode(t, []byte(s))), "")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func zeroNumbers(v jsontext.Value) jsontext.Value {
	if v.Kind == jsontext.Number {
		v.Text = "0"
	}
	for i := range v.Elems {
		v.Elems[i] = zeroNumbers(v.Elems[i])
	}
	for i := range v.Members {
		v.Members[i].Value = zeroNumbers(v.Members[i].Value)
	}
	return v
}

// TestReadingShapeOnCorpusAndCourse holds cmd/urn -json's reading to the
// module's (parse.json, which urn.js's tests hold URN.parse, its wire
// result and its plain path to) on every input of core's fuzz corpus and
// every URN the course shows, under every edition: one shape, whoever
// prints it.
func TestReadingShapeOnCorpusAndCourse(t *testing.T) {
	cli := buildCLI(t)
	inputs := append(fuzzCorpus(t), courseURNs(t)...)
	if len(inputs) < 100 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	t.Logf("%d inputs under each edition", len(inputs))
	for _, e := range core.Editions() {
		var readings []shape
		for _, in := range inputs {
			readings = append(readings, opShape(t, "parse.json", e.ID(), in))
		}
		sameJSON(t, "parse.json", readings, runCLI(t, cli, "", append([]string{"-json", "-edition", e.ID(), "--"}, inputs...)...))
	}
}

// fuzzCorpus is every string of core's fuzz corpus that a command line
// can carry (no NUL).
func fuzzCorpus(t *testing.T) []string {
	files, _ := filepath.Glob("../core/testdata/fuzz/*/*")
	var out []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			lit, ok := strings.CutPrefix(line, "string(")
			if !ok {
				continue
			}
			s, err := strconv.Unquote(strings.TrimSuffix(lit, ")"))
			if err == nil && !strings.ContainsRune(s, 0) {
				out = append(out, s)
			}
		}
	}
	return out
}

// courseURNs is every URN the course's lessons show: each live example's
// lines and what the extractor finds in the prose.
func courseURNs(t *testing.T) []string {
	files, _ := filepath.Glob("../site/lessons/*.md")
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		for _, block := range strings.Split(text, "```urn")[1:] {
			body, _, _ := strings.Cut(block[strings.IndexByte(block, '\n')+1:], "```")
			for _, line := range strings.Split(body, "\n") {
				add(strings.TrimSpace(line))
			}
		}
		for _, x := range core.Extract(text, core.ExtractOptions{Edition: core.DefaultEdition}) {
			add(x.Text)
		}
	}
	return out
}
