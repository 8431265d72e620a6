package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/internal/jsontext"
)

const checkUsage = `usage: urn check [-edition id] [-ns] [-json] [-text] [file ...]

Checks many URNs: each file (standard input without one, or for "-")
holds one URN a line; blank lines are skipped and a line's end ("\n" or
"\r\n") is not part of it. Every line that is not a valid URN under the
edition is reported as

	FILE:LINE:COLUMN: message [code]

the form compilers and go vet use, so that an editor jumps to it (the
column counts bytes from 1, at the first error). -ns also reports, and
counts as failing, a line whose NSS violates its namespace's own syntax
(an ISBN's check digit, a UUID's form: the namespace reading).

-text reads prose instead (Markdown, HTML, plain text) and checks every
URN the extractor finds in it (urn extract), reporting the invalid ones
at their line and column.

-json writes NDJSON instead: one object a line for every line read
({"file", "line", "reading"}, the reading as urn -json writes it), or
with -text for every URN found ({"file", "line", "column", "found"}).

A summary goes to standard error: lines checked, invalid, by diagnostic
code. Memory stays bounded whatever the input (a line over 1 MiB is
reported and passed over); a file holding a NUL byte in its first 8 KiB
is a binary file, reported and not read. Every core checks: lines, or
pieces of prose, in batches written in their order.

Exit status: 2 for bad flags or a file that cannot be read (it wins over
the others), else 1 when any line fails, else 0.

Flags:
`

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	sf := newSubFlags("check", checkUsage, false, stderr)
	ns := sf.fs.Bool("ns", false, "also fail a URN whose NSS violates its namespace's syntax")
	text := sf.fs.Bool("text", false, "check the URNs found in prose, not one URN a line")
	operands, editions, code := sf.parse(args)
	if code >= 0 {
		return code
	}
	if len(operands) == 0 {
		operands = []string{"-"}
	}
	out := bufio.NewWriterSize(stdout, 64<<10)
	defer out.Flush()
	c := &checker{edition: editions[0], ns: *ns, json: *sf.json, out: out}
	readFailed := false
	for _, name := range operands {
		if err := c.file(name, stdin, *text); err != nil {
			out.Flush()
			fmt.Fprintln(stderr, "urn check:", err)
			readFailed = true
		}
	}
	out.Flush()
	c.summary(stderr, *text)
	switch {
	case readFailed:
		return exitUsage
	case c.tally.failed > 0:
		return exitInvalid
	}
	return exitValid
}

// checker checks files and keeps the counts of the summary.
type checker struct {
	edition core.Edition
	ns      bool
	json    bool
	out     *bufio.Writer
	tally   tally
}

// tally is what the summary counts: URNs checked, failing, invalid
// (by the code of their first error), violating their namespace.
type tally struct {
	checked, failed, invalid, violating int
	codes                               map[string]int
}

// add counts one URN's verdict.
func (t *tally) add(v verdict) {
	t.checked++
	if v.msg == "" {
		return
	}
	t.failed++
	if v.violating {
		t.violating++
		return
	}
	t.invalid++
	if t.codes == nil {
		t.codes = map[string]int{}
	}
	t.codes[v.code]++
}

// merge adds o's counts.
func (t *tally) merge(o *tally) {
	t.checked += o.checked
	t.failed += o.failed
	t.invalid += o.invalid
	t.violating += o.violating
	for code, n := range o.codes {
		if t.codes == nil {
			t.codes = map[string]int{}
		}
		t.codes[code] += n
	}
}

// file checks the file name ("-": stdin).
func (c *checker) file(name string, stdin io.Reader, text bool) error {
	var in io.Reader = stdin
	shown := "<stdin>"
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in, shown = f, name
	}
	br := bufio.NewReaderSize(in, 64<<10)
	if head, _ := br.Peek(8 << 10); len(head) > 0 {
		if i := strings.IndexByte(string(head), 0); i >= 0 {
			return errors.New(shown + ": a binary file (a NUL byte at offset " + strconv.Itoa(i) + "), not a list of URNs or a text: not read")
		}
	}
	if text {
		return c.prose(shown, br)
	}
	return c.lines(shown, br)
}

// summary writes the counts to w.
func (c *checker) summary(w io.Writer, text bool) {
	t := &c.tally
	what := plural(t.checked, "line")
	if text {
		what = plural(t.checked, "URN") + " found and"
	}
	s := "urn check: " + what + " checked under " + c.edition.ID() + ", " + strconv.Itoa(t.invalid) + " invalid"
	if len(t.codes) > 0 {
		codes := make([]string, 0, len(t.codes))
		for code := range t.codes {
			codes = append(codes, code)
		}
		sort.Slice(codes, func(i, j int) bool {
			a, b := t.codes[codes[i]], t.codes[codes[j]]
			return a > b || a == b && codes[i] < codes[j]
		})
		for i, code := range codes {
			codes[i] = code + " " + strconv.Itoa(t.codes[code])
		}
		s += " (" + strings.Join(codes, ", ") + ")"
	}
	if c.ns {
		s += ", " + strconv.Itoa(t.violating) + " violating their namespace's syntax"
	}
	fmt.Fprintln(w, s)
}

// verdict is what checking one URN found: the message to print ("" when
// it passes) and the counts it adds.
type verdict struct {
	col       int // the first error's byte column, from 1
	msg       string
	code      string // the first syntax error's code; "" when valid
	violating bool
}

// check reads u (already read) and says whether it passes.
func (c *checker) check(u *core.URN) verdict {
	if d, ok := u.Diagnostics.FirstError(); ok {
		return verdict{col: d.Start + 1, msg: d.Msg + " [" + string(d.Code) + "]", code: string(d.Code)}
	}
	if !u.Valid {
		return verdict{col: 1, msg: "not a valid URN", code: "invalid"}
	}
	if !c.ns {
		return verdict{}
	}
	nr := namespace.Read(u)
	if nr.Verdict != namespace.Violates {
		return verdict{}
	}
	for _, d := range nr.Diagnostics {
		if d.Severity == core.Error {
			return verdict{col: d.Start + 1, msg: "namespace " + nr.Syntax.NID + ": " + d.Msg + " [" + string(d.Code) + "]", violating: true}
		}
	}
	return verdict{col: 1, msg: "the NSS violates the " + nr.Syntax.NID + " namespace's syntax", violating: true}
}

// jsonLine appends {"file", "line", more..., key: value} and a newline
// to b: one NDJSON line.
func jsonLine(b []byte, file string, line int, more string, key string, value []byte) []byte {
	b = append(b, `{"file":`...)
	b = jsontext.AppendString(b, file)
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(line), 10)
	b = append(b, more...)
	b = append(b, `,"`...)
	b = append(b, key...)
	b = append(b, `":`...)
	b = append(b, value...)
	return append(b, "}\n"...)
}

// errorJSON is {"code", "message"} of a line not checked.
func errorJSON(v verdict) []byte {
	b := append([]byte(`{"code":`), jsontext.AppendString(nil, v.code)...)
	b = append(b, `,"message":`...)
	b = jsontext.AppendString(b, v.msg)
	return append(b, '}')
}

// workers is how many goroutines check lines: every core.
var workers = runtime.GOMAXPROCS(0)
