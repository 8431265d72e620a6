package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// subcommands maps a first argument to the subcommand it runs. Any other
// first argument is part of a reading (run).
var subcommands = map[string]func(args []string, stdin io.Reader, stdout, stderr io.Writer) int{
	"check":   runCheck,
	"compare": runCompare,
	"display": runDisplay,
	"encode":  runEncode,
	"extract": runExtract,
	"resolve": runResolve,
}

// subFlags holds the flags every subcommand has (-edition, -json, -h)
// and parses them the way a reading does: flags may follow operands and
// "--" ends them.
type subFlags struct {
	name     string
	fs       *flag.FlagSet
	edition  *string
	json     *bool
	allowAll bool // -edition all is allowed
	stderr   io.Writer
}

// newSubFlags makes the flag set of subcommand name; usage is the text
// -h prints before the flags.
func newSubFlags(name, usage string, allowAll bool, stderr io.Writer) *subFlags {
	fs := flag.NewFlagSet("urn "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	editions := "rfc2141, draft-03, draft-12 or rfc8141"
	if allowAll {
		editions = "rfc2141, draft-03, draft-12, rfc8141 or all"
	}
	s := &subFlags{name: name, fs: fs, allowAll: allowAll, stderr: stderr}
	s.edition = fs.String("edition", core.DefaultEdition.ID(), "the `edition`: "+editions)
	s.json = fs.Bool("json", false, "print the result as JSON")
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	return s
}

// parse parses args. It returns the operands and the editions -edition
// selects (one, or all four for "all"), or the exit status to stop with
// (-1 to go on).
func (s *subFlags) parse(args []string) (operands []string, editions []core.Edition, code int) {
	operands, err := parseInterleaved(s.fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, nil, exitValid
		}
		return nil, nil, exitUsage
	}
	if s.allowAll && *s.edition == "all" {
		return operands, core.Editions(), -1
	}
	e, err := core.ParseEdition(*s.edition)
	if err != nil {
		if s.allowAll {
			return nil, nil, s.usageError("-edition %q: %v, or \"all\"", *s.edition, err)
		}
		return nil, nil, s.usageError("-edition %q: %v", *s.edition, err)
	}
	return operands, []core.Edition{e}, -1
}

// eachURN runs a subcommand whose operands are URNs (display, resolve):
// it parses the flags, wants at least one URN, and reads each under the
// edition, calling one to print it (its JSON with -json, else its text,
// a rule between two). one reports whether the URN passes; the status
// is exitInvalid when any does not.
func (s *subFlags) eachURN(args []string, stdout io.Writer, one func(p *printer, u *core.URN) bool) int {
	inputs, editions, code := s.parse(args)
	if code >= 0 {
		return code
	}
	if len(inputs) == 0 {
		return s.usageError("want a URN to %s", s.name)
	}
	p := s.printer(stdout)
	defer p.w.Flush()
	status := exitValid
	for i, in := range inputs {
		if i > 0 && !p.cfg.json {
			fmt.Fprintln(p.w, strings.Repeat("-", 72))
		}
		if !one(p, core.Read(in, editions[0])) {
			status = exitInvalid
		}
	}
	return status
}

// set reports whether the flag was given on the command line.
func (s *subFlags) set(name string) bool {
	found := false
	s.fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// usageError complains on standard error and returns exitUsage.
func (s *subFlags) usageError(format string, args ...any) int {
	fmt.Fprintf(s.stderr, "urn %s: %s\n", s.name, fmt.Sprintf(format, args...))
	fmt.Fprintf(s.stderr, "Run \"urn %s -h\" for usage.\n", s.name)
	return exitUsage
}

// printer returns a printer for stdout in the format the flags chose;
// the caller flushes it.
func (s *subFlags) printer(stdout io.Writer) *printer {
	return &printer{w: bufio.NewWriter(stdout), cfg: config{json: *s.json, colour: isTerminal(stdout) && !envSet("NO_COLOR")}}
}

// verdict is "syntactically valid under RFC 8141 (rfc8141)", or "not
// syntactically valid under …: n errors", coloured: the syntax's verdict,
// named so, as the namespace reading is another.
func (p *printer) verdict(valid bool, e core.Edition, errs int) string {
	info := e.Info()
	if valid {
		return p.paint(sGreen, "syntactically valid") + " under " + info.Name + " (" + info.ID + ")"
	}
	s := p.paint(sRed, "not syntactically valid") + " under " + info.Name + " (" + info.ID + ")"
	if errs > 0 {
		s += ": " + plural(errs, "error")
	}
	return s
}

// table prints rows as columns two spaces apart, each indented by two;
// the last column is not padded. The first row is the header, dimmed.
func (p *printer) table(rows [][]string) {
	if len(rows) == 0 {
		return
	}
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row[:len(row)-1] {
			widths[i] = max(widths[i], width(cell))
		}
	}
	for r, row := range rows {
		var b strings.Builder
		b.WriteString("  ")
		for i, cell := range row {
			if r == 0 {
				b.WriteString(p.paint(sDim, cell))
			} else {
				b.WriteString(cell)
			}
			if i < len(row)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-width(cell)+2))
			}
		}
		fmt.Fprintln(p.w, strings.TrimRight(b.String(), " "))
	}
}
