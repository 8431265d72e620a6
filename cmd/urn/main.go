// Command urn is the URN Playground in a terminal: it reads URNs with
// package core and shows what it found, the way the web page does.
//
// Usage:
//
//	urn [-edition id|all] [-json] [urn ...]
//	urn -version
//	urn compare [-edition id|all] [-objective 5a|5b] [-json] a b
//	urn encode [-edition id] [-special chars] [-nid nid] [-json] raw
//	urn display [-edition id] [-json] urn ...
//	urn extract [-edition id] [-strict] [-json] [file]
//	urn check [-edition id] [-ns] [-json] [-text] [file ...]
//	urn resolve [-edition id] [-json] urn ...
//
// A first argument naming a subcommand runs it (compare.go, encode.go,
// display.go, extract.go, check.go, resolve.go); anything else is a reading, described below.
// "urn -- compare" reads the word "compare" as a URN.
//
// Each argument is read as one URN. With no argument, urn reads standard
// input one line at a time, prompting with "urn> " when standard input is a
// terminal.
//
// A reading shows the input with its top-level parts labelled underneath,
// the table of every part with its byte offsets, a summary (valid or not
// under which edition, what the NID names) and every diagnostic with its
// severity, code, byte span, message, spec section and suggested fix.
//
// The -edition flag picks the edition: rfc2141, draft-03, draft-12 or
// rfc8141 (the default). -edition all reads each input under the four
// editions and prints one line per edition, for comparison.
//
// # JSON
//
// The -json flag prints each result as a JSON value instead, indented, one
// after the other. The shapes are the JavaScript API's (wasm/README.md,
// "The API"), written by the same code (core/resultjson), with one
// difference: every offset (start, end, and the like) is a byte offset
// into the UTF-8 string it points into, as in the text output, where the
// JavaScript API counts UTF-16 code units. For ASCII text the two agree.
//
//   - a reading is URN.parse's Reading; with -edition all, one object
//     {input, readings: [Reading]}, a reading per edition, oldest first;
//   - compare prints URN.equivalent's Comparison; with -edition all,
//     {a, b, comparisons: [Comparison]};
//   - encode prints URN.encode's Encoding, with one more member, reading:
//     the Reading of the URN built with -nid (null without -nid);
//   - display prints URN.display's Display, one per URN;
//   - extract prints URN.extract's Extraction.
//
// Colour is used only when standard output is a terminal and NO_COLOR is
// not set. The exit status is 0 when every reading is valid, 1 when any is
// invalid (under -edition all: under any edition) and 2 for bad flags.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitValid   = 0
	exitInvalid = 1
	exitUsage   = 2
)

const usageText = `usage: urn [-edition id|all] [-json] [urn ...]
       urn compare|encode|display|extract|resolve|check [flags] ...
       urn -version

Reads each URN argument, or each line of standard input when there is none,
and shows its parts, validity and diagnostics. A line longer than 1 MiB is
reported and skipped; the lines after it are read.

Subcommands ("urn compare -h" and so on for their flags):
  compare A B    are two URNs equivalent, and why
  encode RAW     percent-encode a raw identifier into an NSS (or a URN, -nid)
  display URN    the display form for people, with look-alike warnings
  extract [FILE] find the URNs in a text (standard input without FILE)
  resolve URN    where a URN leads: its namespace's resolution services
  check [FILE]   check a list of URNs, one a line, for CI (a summary)

Editions: rfc2141, draft-03, draft-12, rfc8141 (default), all (side by side).

-json prints the JavaScript API's shapes (wasm/README.md), with byte offsets.
-version prints the API's version (URN.version, the npm package's).

Exit status: 0 if every input is valid, 1 if any is invalid, 2 for bad flags.

Flags:
`

// config is what the flags select.
type config struct {
	editions []core.Edition // one, or all four for a comparison
	compare  bool           // -edition all
	json     bool
	colour   bool
	version  bool // -version: print it, read nothing
}

// run is the whole program, with its environment passed in so that tests
// can drive it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if sub, ok := subcommands[args[0]]; ok {
			return sub(args[1:], stdin, stdout, stderr)
		}
	}
	cfg, inputs, code := parseFlags(args, stderr)
	if code >= 0 {
		return code
	}
	if cfg.version {
		fmt.Fprintln(stdout, "urn", apiVersion)
		return exitValid
	}
	cfg.colour = isTerminal(stdout) && !envSet("NO_COLOR")

	w := bufio.NewWriter(stdout)
	defer w.Flush()
	p := &printer{w: w, cfg: cfg}
	if len(inputs) == 0 {
		return p.readLines(stdin, stderr)
	}
	status := exitValid
	for _, in := range inputs {
		if !p.read(in) {
			status = exitInvalid
		}
	}
	return status
}

// readLines reads one URN per line of stdin, prompting on stderr when
// stdin is a terminal, and returns the exit status.
func (p *printer) readLines(stdin io.Reader, stderr io.Writer) int {
	interactive := isTerminal(stdin)
	if interactive {
		ed := p.cfg.editions[0].ID()
		if p.cfg.compare {
			ed = "all editions"
		}
		fmt.Fprintf(stderr, "URN Playground (%s): type a URN and press Enter; Ctrl-D quits.\n", ed)
	}
	prompt := func() {
		if interactive {
			p.w.Flush()
			fmt.Fprint(stderr, "urn> ")
		}
	}
	status := exitValid
	lr := newLineReader(stdin)
	for prompt(); ; prompt() {
		line, skipped, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			p.w.Flush()
			fmt.Fprintln(stderr, "urn: reading standard input:", err)
			return exitInvalid
		}
		if skipped > 0 {
			p.w.Flush()
			fmt.Fprintf(stderr, "urn: line %d: %d bytes, longer than the %d a line may have: skipped\n", lr.n, skipped, MaxLine)
			status = exitInvalid
			continue
		}
		if strings.TrimSpace(line) == "" {
			continue // blank lines separate inputs; they are not inputs
		}
		if !p.read(line) {
			status = exitInvalid
		}
		if interactive {
			p.w.Flush()
		}
	}
	if interactive {
		fmt.Fprintln(stderr)
	}
	return status
}

// parseFlags parses args, allowing flags after inputs ("urn x -json"); "--"
// ends the flags. It returns the exit status to stop with, or -1 to go on.
func parseFlags(args []string, stderr io.Writer) (config, []string, int) {
	fs := flag.NewFlagSet("urn", flag.ContinueOnError)
	fs.SetOutput(stderr)
	edition := fs.String("edition", core.DefaultEdition.ID(), "the `edition` to read under: rfc2141, draft-03, draft-12, rfc8141 or all")
	asJSON := fs.Bool("json", false, "print each reading as JSON (byte offsets)")
	showVersion := fs.Bool("version", false, "print the version (the API's, as URN.version and the npm package) and exit")
	fs.Usage = func() {
		fmt.Fprint(stderr, usageText)
		fs.PrintDefaults()
	}

	inputs, err := parseInterleaved(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return config{}, nil, exitValid
		}
		return config{}, nil, exitUsage
	}

	cfg := config{json: *asJSON, version: *showVersion}
	if *edition == "all" {
		cfg.editions, cfg.compare = core.Editions(), true
	} else {
		e, err := core.ParseEdition(*edition)
		if err != nil {
			fmt.Fprintf(stderr, "urn: -edition %q: %v, or \"all\"\n", *edition, err)
			return config{}, nil, exitUsage
		}
		cfg.editions = []core.Edition{e}
	}
	return cfg, inputs, -1
}

// parseInterleaved parses args with fs, allowing flags after operands
// ("urn x -json"); "--" ends the flags. It returns the operands.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var operands []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if used := args[:len(args)-len(rest)]; len(used) > 0 && used[len(used)-1] == "--" {
			operands = append(operands, rest...)
			break
		}
		if len(rest) == 0 {
			break
		}
		operands = append(operands, rest[0])
		args = rest[1:]
	}
	return operands, nil
}
