package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/listcheck"
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
	case c.tally.Failed > 0:
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
	tally   listcheck.Tally
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
	what := plural(t.Checked, "line")
	if text {
		what = plural(t.Checked, "URN") + " found and"
	}
	s := "urn check: " + what + " checked under " + c.edition.ID() + ", " + strconv.Itoa(t.Invalid) + " invalid" + codeList(t.ByCount())
	if c.ns {
		s += ", " + strconv.Itoa(t.Violating) + " violating their namespace's syntax" + codeList(t.NamespaceByCount())
	}
	fmt.Fprintln(w, s)
}

// codeList is " (code n, code n)", or "" for no codes.
func codeList(codes []listcheck.CodeCount) string {
	if len(codes) == 0 {
		return ""
	}
	var out []string
	for _, c := range codes {
		out = append(out, c.Code+" "+strconv.Itoa(c.Count))
	}
	return " (" + strings.Join(out, ", ") + ")"
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
func errorJSON(v listcheck.Verdict) []byte {
	b := append([]byte(`{"code":`), jsontext.AppendString(nil, v.Code)...)
	b = append(b, `,"message":`...)
	b = jsontext.AppendString(b, v.Msg)
	return append(b, '}')
}

// workers is how many goroutines check lines: every core.
var workers = runtime.GOMAXPROCS(0)
