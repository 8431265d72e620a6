// Command urn is the URN Playground in a terminal: it reads URNs with
// package core and shows what it found, the way the web page will.
//
// Usage:
//
//	urn [-edition id|all] [-json] [urn ...]
//	urn compare [-edition id|all] [-objective 5a|5b] [-json] a b
//	urn encode [-edition id] [-special chars] [-nid nid] [-json] raw
//	urn display [-edition id] [-json] urn ...
//	urn extract [-edition id] [-strict] [-json] [file]
//
// A first argument naming a subcommand runs it (compare.go, encode.go,
// display.go, extract.go); anything else is a reading, described below.
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
// editions and prints one line per edition, for comparison. The -json
// flag prints each reading as a JSON object instead (see jsonReading for
// the field names).
//
// Colour is used only when standard output is a terminal and NO_COLOR is
// not set. The exit status is 0 when every reading is valid, 1 when any is
// invalid (under -edition all: under any edition) and 2 for bad flags.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

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
       urn compare|encode|display|extract [flags] ...

Reads each URN argument, or each line of standard input when there is none,
and shows its parts, validity and diagnostics.

Subcommands ("urn compare -h" and so on for their flags):
  compare A B    are two URNs equivalent, and why
  encode RAW     percent-encode a raw identifier into an NSS (or a URN, -nid)
  display URN    the display form for people, with look-alike warnings
  extract [FILE] find the URNs in a text (standard input without FILE)

Editions: rfc2141, draft-03, draft-12, rfc8141 (default), all (side by side).

Exit status: 0 if every input is valid, 1 if any is invalid, 2 for bad flags.

Flags:
`

// config is what the flags select.
type config struct {
	editions []core.Edition // one, or all four for a comparison
	compare  bool           // -edition all
	json     bool
	colour   bool
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
	cfg.colour = isTerminal(stdout) && !envSet("NO_COLOR")

	w := bufio.NewWriter(stdout)
	defer w.Flush()
	p := &printer{w: w, cfg: cfg}

	status := exitValid
	read := func(input string) {
		if !p.read(input) {
			status = exitInvalid
		}
	}
	if len(inputs) > 0 {
		for _, in := range inputs {
			read(in)
		}
		return status
	}

	interactive := isTerminal(stdin)
	if interactive {
		ed := cfg.editions[0].ID()
		if cfg.compare {
			ed = "all editions"
		}
		fmt.Fprintf(stderr, "URN Playground (%s): type a URN and press Enter; Ctrl-D quits.\n", ed)
	}
	prompt := func() {
		if interactive {
			w.Flush()
			fmt.Fprint(stderr, "urn> ")
		}
	}
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for prompt(); sc.Scan(); prompt() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			continue // blank lines separate inputs; they are not inputs
		}
		read(line)
		if interactive {
			w.Flush()
		}
	}
	if interactive {
		fmt.Fprintln(stderr)
	}
	if err := sc.Err(); err != nil {
		w.Flush()
		fmt.Fprintln(stderr, "urn: reading standard input:", err)
		return exitInvalid
	}
	return status
}

// parseFlags parses args, allowing flags after inputs ("urn x -json"); "--"
// ends the flags. It returns the exit status to stop with, or -1 to go on.
func parseFlags(args []string, stderr io.Writer) (config, []string, int) {
	fs := flag.NewFlagSet("urn", flag.ContinueOnError)
	fs.SetOutput(stderr)
	edition := fs.String("edition", core.DefaultEdition.ID(), "the `edition` to read under: rfc2141, draft-03, draft-12, rfc8141 or all")
	asJSON := fs.Bool("json", false, "print each reading as JSON")
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

	cfg := config{json: *asJSON}
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

// printer writes readings in the format the flags chose.
type printer struct {
	w   *bufio.Writer
	cfg config
	n   int // readings printed so far
}

// read reads input under the chosen editions, prints the result and
// reports whether every reading was valid.
func (p *printer) read(input string) bool {
	us := make([]*core.URN, len(p.cfg.editions))
	valid := true
	for i, e := range p.cfg.editions {
		us[i] = core.Read(input, e)
		valid = valid && us[i].Valid
	}
	switch {
	case p.cfg.json:
		p.json(input, us)
	case p.cfg.compare:
		p.compare(input, us)
	default:
		p.reading(us[0])
	}
	p.n++
	return valid
}

// ---- JSON ----

// jsonReading is the -json form of one reading. The field names are
// stable: scripts may rely on them.
type jsonReading struct {
	Input       string           `json:"input"`
	Edition     string           `json:"edition"` // an edition id: "rfc8141"
	Valid       bool             `json:"valid"`
	Parts       []jsonPart       `json:"parts"`
	Namespace   *jsonNamespace   `json:"namespace"` // null when there is no NID to classify
	Counts      jsonCounts       `json:"counts"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
}

// jsonCompare is the -json form of -edition all: one reading per edition,
// oldest first.
type jsonCompare struct {
	Input    string        `json:"input"`
	Readings []jsonReading `json:"readings"`
}

type jsonPart struct {
	Kind     string `json:"kind"` // core.Kind's name: "nid", "r-component"
	Start    int    `json:"start"`
	End      int    `json:"end"` // byte offsets, End excluded
	Text     string `json:"text"`
	TopLevel bool   `json:"topLevel"` // top-level parts tile the input; the others nest inside one
}

type jsonNamespace struct {
	NID        string   `json:"nid"`
	Class      string   `json:"class"` // "formal", "informal", "experimental", "reserved"
	Registered bool     `json:"registered"`
	Reference  string   `json:"reference"` // the IANA registry's reference, when registered
	Reason     string   `json:"reason"`    // why a NID is reserved or experimental
	Ref        *jsonRef `json:"ref"`
}

type jsonCounts struct {
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
}

type jsonDiagnostic struct {
	Severity string   `json:"severity"` // "error", "warning", "info"
	Code     string   `json:"code"`
	Start    int      `json:"start"`
	End      int      `json:"end"`
	Message  string   `json:"message"`
	Ref      *jsonRef `json:"ref"`
	Fix      *jsonFix `json:"fix"` // null when there is no mechanical fix
}

type jsonRef struct {
	Doc     string `json:"doc"` // "rfc8141", "draft-12", "rfc2611", …
	Section string `json:"section"`
	Anchor  string `json:"anchor"`
	Text    string `json:"text"` // "RFC 8141 §2.2"
}

type jsonFix struct {
	Title  string `json:"title"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
	New    string `json:"new"`    // replaces the input's bytes [start, end)
	Result string `json:"result"` // the input with the fix applied
}

func toJSON(u *core.URN) jsonReading {
	r := jsonReading{
		Input:       u.Input,
		Edition:     u.Edition.ID(),
		Valid:       u.Valid,
		Parts:       make([]jsonPart, 0, len(u.Parts)),
		Diagnostics: make([]jsonDiagnostic, 0, len(u.Diagnostics)),
		Counts: jsonCounts{
			Errors:   u.Diagnostics.Count(core.Error),
			Warnings: u.Diagnostics.Count(core.Warning),
			Infos:    u.Diagnostics.Count(core.Info),
		},
	}
	for _, pt := range u.Parts {
		r.Parts = append(r.Parts, jsonPart{Kind: pt.Kind.String(), Start: pt.Start, End: pt.End, Text: u.Text(pt.Span), TopLevel: pt.Kind.TopLevel()})
	}
	if ns := u.Namespace; ns.Class != 0 {
		r.Namespace = &jsonNamespace{
			NID: u.Text(u.NID), Class: ns.Class.String(), Registered: ns.Registered,
			Reference: ns.Namespace.Reference, Reason: ns.Reason, Ref: refJSON(ns.Ref),
		}
	}
	for _, d := range u.Diagnostics {
		r.Diagnostics = append(r.Diagnostics, diagJSON(d, u.Input))
	}
	return r
}

// diagJSON is the -json form of a diagnostic about input; its fix's
// result is input with the fix applied.
func diagJSON(d core.Diagnostic, input string) jsonDiagnostic {
	jd := jsonDiagnostic{
		Severity: d.Severity.String(), Code: string(d.Code), Start: d.Start, End: d.End,
		Message: d.Msg, Ref: refJSON(d.Ref),
	}
	if d.HasFix() {
		jd.Fix = &jsonFix{Title: d.Fix.Title, Start: d.Fix.Start, End: d.Fix.End, New: d.Fix.New, Result: d.ApplyFix(input)}
	}
	return jd
}

// jsonSpan is a byte span in the -json forms that need more than one.
type jsonSpan struct {
	Start int `json:"start"`
	End   int `json:"end"` // excluded
}

// spanJSON returns nil for an absent span.
func spanJSON(s core.Span) *jsonSpan {
	if !s.Present() {
		return nil
	}
	return &jsonSpan{s.Start, s.End}
}

func refJSON(r core.Ref) *jsonRef {
	if r.Doc == "" {
		return nil
	}
	return &jsonRef{Doc: r.Doc, Section: r.Section, Anchor: r.Anchor, Text: r.String()}
}

func (p *printer) json(input string, us []*core.URN) {
	var v any
	if p.cfg.compare {
		c := jsonCompare{Input: input}
		for _, u := range us {
			c.Readings = append(c.Readings, toJSON(u))
		}
		v = c
	} else {
		v = toJSON(us[0])
	}
	p.writeJSON(v)
}

// writeJSON writes v as indented JSON, one value per call.
func (p *printer) writeJSON(v any) {
	enc := json.NewEncoder(p.w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	enc.Encode(v) // cannot fail: plain structs of strings, ints and bools
}

// ---- text ----

// ANSI styles, used only when p.cfg.colour is set.
const (
	sBold   = "1"
	sDim    = "2"
	sRed    = "1;31"
	sGreen  = "1;32"
	sYellow = "1;33"
	sBlue   = "1;34"
	sCyan   = "36"
)

// paint wraps s in an ANSI style when colour is on.
func (p *printer) paint(style, s string) string {
	if !p.cfg.colour || s == "" {
		return s
	}
	return "\x1b[" + style + "m" + s + "\x1b[0m"
}

func severityStyle(s core.Severity) string {
	switch s {
	case core.Error:
		return sRed
	case core.Warning:
		return sYellow
	}
	return sBlue
}

// reading prints the full reading of one input under one edition.
func (p *printer) reading(u *core.URN) {
	w := p.w
	if p.n > 0 {
		fmt.Fprintln(w, strings.Repeat("-", 72))
	}
	ln := newLine(u.Input)

	// The input, with each top-level part labelled underneath.
	var marks []mark
	for _, pt := range u.Parts {
		if pt.Kind.TopLevel() && pt.Kind != core.KindDelimiter {
			marks = append(marks, mark{span: pt.Span, label: pt.Kind.String()})
		}
	}
	fmt.Fprintln(w, ln.text)
	for _, row := range ln.ruler(marks) {
		fmt.Fprintln(w, p.paint(sCyan, row))
	}
	fmt.Fprintln(w)

	// The parts table.
	fmt.Fprintln(w, p.paint(sBold, "parts"))
	kindW, spanW := len("kind"), len("bytes")
	for _, pt := range u.Parts {
		kindW = max(kindW, len(pt.Kind.String())+indent(pt.Kind))
		spanW = max(spanW, len(spanText(pt.Span)))
	}
	fmt.Fprintf(w, "  %s  %s  %s\n", p.paint(sDim, pad("kind", kindW)), p.paint(sDim, pad("bytes", spanW)), p.paint(sDim, "text"))
	for _, pt := range u.Parts {
		k := strings.Repeat(" ", indent(pt.Kind)) + pt.Kind.String()
		fmt.Fprintf(w, "  %s  %s  %s\n", pad(k, kindW), pad(spanText(pt.Span), spanW), strconv.Quote(u.Text(pt.Span)))
	}
	fmt.Fprintln(w)

	// The summary.
	fmt.Fprintln(w, p.summary(u))

	// The diagnostics.
	fmt.Fprintln(w)
	if len(u.Diagnostics) == 0 {
		fmt.Fprintln(w, p.paint(sDim, "no diagnostics"))
		return
	}
	fmt.Fprintf(w, "%s (%s)\n", p.paint(sBold, "diagnostics"), counts(u.Diagnostics))
	for i, d := range u.Diagnostics {
		if i > 0 {
			fmt.Fprintln(w)
		}
		p.diagnostic(d, u.Input, ln)
	}
}

// diagnostic prints one diagnostic about input (shown as ln): its
// severity, code, span and message, carets under the span, the spec
// section and the fix. A diagnostic without a span gets no carets.
func (p *printer) diagnostic(d core.Diagnostic, input string, ln line) {
	w := p.w
	style := severityStyle(d.Severity)
	head := p.paint(style, d.Severity.String()+"["+string(d.Code)+"]")
	if d.Span.Present() {
		fmt.Fprintf(w, "%s %s: %s\n", head, spanText(d.Span), d.Msg)
		fmt.Fprintln(w, "  "+ln.text)
		fmt.Fprintln(w, "  "+p.paint(style, ln.carets(d.Span)))
	} else {
		fmt.Fprintf(w, "%s: %s\n", head, d.Msg)
	}
	if r := d.Ref.String(); r != "" {
		fmt.Fprintln(w, "  "+p.paint(sDim, "see:")+" "+r)
	}
	if d.HasFix() {
		fmt.Fprintf(w, "  %s %s -> %s\n", p.paint(sGreen, "fix:"), d.Fix.Title, show(d.ApplyFix(input)))
	}
}

// summary is the one-line verdict and what the NID names.
func (p *printer) summary(u *core.URN) string {
	info := u.Edition.Info()
	var s string
	if u.Valid {
		s = p.paint(sGreen, "valid") + " under " + info.Name + " (" + info.ID + ")"
	} else {
		n := u.Diagnostics.Count(core.Error)
		s = p.paint(sRed, "invalid") + " under " + info.Name + " (" + info.ID + "): " + plural(n, "error")
	}
	return s + "; " + nidSummary(u)
}

// nidSummary says what the NID names: its class, and whether and by what
// IANA registered it.
func nidSummary(u *core.URN) string {
	ns := u.Namespace
	if ns.Class == 0 {
		if u.NID.Present() && u.NID.Len() > 0 {
			return "NID " + strconv.Quote(u.Text(u.NID)) + " not classified (its syntax is wrong)"
		}
		return "no NID"
	}
	s := "NID " + strconv.Quote(u.Text(u.NID)) + ": " + ns.Class.String()
	if ns.Registered {
		s += ", registered with IANA (" + ns.Namespace.Reference + ")"
	} else {
		s += ", not registered with IANA"
	}
	if r := ns.Ref.String(); r != "" {
		s += " [" + r + "]"
	}
	return s
}

// compare prints one line per edition: the verdict and the split into
// components.
func (p *printer) compare(input string, us []*core.URN) {
	w := p.w
	if p.n > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, newLine(input).text)
	idW := 0
	for _, u := range us {
		idW = max(idW, len(u.Edition.ID()))
	}
	for _, u := range us {
		verdict := p.paint(sGreen, pad("valid", 7))
		if !u.Valid {
			verdict = p.paint(sRed, pad("invalid", 7))
		}
		var split []string
		for _, pt := range u.Parts {
			if pt.Kind.TopLevel() && pt.Kind != core.KindDelimiter && pt.Kind != core.KindScheme {
				split = append(split, pt.Kind.String()+"="+strconv.Quote(u.Text(pt.Span)))
			}
		}
		line := "  " + pad(u.Edition.ID(), idW) + "  " + verdict + "  " + strings.Join(split, " ")
		if !u.Valid {
			line += "  " + p.paint(sRed, "["+strings.Join(errorCodes(u), ", ")+"]")
		}
		fmt.Fprintln(w, line)
	}
}

// indent is how far the parts table indents a kind: sub-spans nest.
func indent(k core.Kind) int {
	if k.TopLevel() {
		return 0
	}
	return 2
}

// spanText writes a span as core.Diagnostic.Error does: "5-8", or "5"
// when it is empty.
func spanText(s core.Span) string {
	if s.Start == s.End {
		return strconv.Itoa(s.Start)
	}
	return strconv.Itoa(s.Start) + "-" + strconv.Itoa(s.End)
}

func counts(l core.Diagnostics) string {
	return plural(l.Count(core.Error), "error") + ", " + plural(l.Count(core.Warning), "warning") + ", " + strconv.Itoa(l.Count(core.Info)) + " info"
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// pad pads s with spaces to width bytes (s is ASCII).
func pad(s string, width int) string {
	if len(s) >= width {
		return s
	}
	return s + strings.Repeat(" ", width-len(s))
}

// show writes s plainly when that is unambiguous, quoted otherwise (empty,
// white space at either end, or anything that needs an escape).
func show(s string) string {
	q := strconv.Quote(s)
	if s == "" || q[1:len(q)-1] != s || strings.TrimSpace(s) != s {
		return q
	}
	return s
}

// ---- the ruler ----

// line is the input as displayed, with the column at which each byte
// offset starts, so that byte spans can be marked underneath.
type line struct {
	text string
	col  []int // col[i] is the display column of byte i; col[len(input)] is the width
}

// newLine renders input for one terminal line: characters that would not
// show (control characters, invalid UTF-8, invisible format characters)
// become Go escapes, so that every byte has a visible column.
func newLine(input string) line {
	var b strings.Builder
	col := make([]int, len(input)+1)
	c := 0
	for i := 0; i < len(input); {
		r, size := utf8.DecodeRuneInString(input[i:])
		var shown string
		width := 1
		switch {
		case r == utf8.RuneError && size == 1:
			shown = fmt.Sprintf(`\x%02x`, input[i])
		case r == '\t':
			shown = `\t`
		case r == '\n':
			shown = `\n`
		case r == '\r':
			shown = `\r`
		case r < 0x20 || r == 0x7f:
			shown = fmt.Sprintf(`\x%02x`, r)
		case r == ' ' || (r < 0x7f) || unicode.IsPrint(r):
			shown = input[i : i+size]
			if wide(r) {
				width = 2
			}
		case r <= 0xffff:
			shown = fmt.Sprintf(`\u%04x`, r)
		default:
			shown = fmt.Sprintf(`\U%08x`, r)
		}
		if len(shown) > 1 && shown[0] == '\\' {
			width = len(shown)
		}
		for j := 0; j < size; j++ {
			col[i+j] = c
		}
		b.WriteString(shown)
		c += width
		i += size
	}
	col[len(input)] = c
	return line{text: b.String(), col: col}
}

// columns returns the display columns a span covers; an empty span covers
// one column where it stands.
func (l line) columns(s core.Span) (start, end int) {
	if !s.Present() {
		return 0, 0
	}
	start, end = l.col[min(s.Start, len(l.col)-1)], l.col[min(s.End, len(l.col)-1)]
	if end <= start {
		end = start + 1
	}
	return start, end
}

// carets marks one span as a compiler does: "^" under its first column
// and "~" under the rest, so that adjacent spans stay apart.
func (l line) carets(s core.Span) string {
	start, end := l.columns(s)
	return strings.Repeat(" ", start) + "^" + strings.Repeat("~", end-start-1)
}

// mark is a labelled span for the ruler.
type mark struct {
	span  core.Span
	label string
}

// ruler marks each span (see carets) with its label below, like a
// compiler's multi-span error: a label goes on the first row where it
// clashes with no label to its right; a "|" joins a lower label to its
// mark.
//
//	urn:isbn:0451450523
//	^~~ ^~~~ ^~~~~~~~~
//	|   nid  nss
//	scheme
func (l line) ruler(marks []mark) []string {
	if len(marks) == 0 {
		return nil
	}
	starts := make([]int, len(marks))
	carets := []byte{}
	for i, m := range marks {
		start, end := l.columns(m.span)
		starts[i] = start
		for len(carets) < end {
			carets = append(carets, ' ')
		}
		carets[start] = '^'
		for c := start + 1; c < end; c++ {
			carets[c] = '~'
		}
	}
	// Rows, right to left: a label must sit below every label to its
	// right that it would run into (with one space between).
	rows := make([]int, len(marks))
	nrows := 0
	for i := len(marks) - 1; i >= 0; i-- {
		reach := starts[i] + width(marks[i].label) + 1
		for j := i + 1; j < len(marks); j++ {
			if starts[j] < reach && starts[j] >= starts[i] {
				rows[i] = max(rows[i], rows[j]+1)
			}
		}
		nrows = max(nrows, rows[i]+1)
	}
	out := []string{string(carets)}
	for r := 0; r < nrows; r++ {
		var b []string // one cell per column; "" after a wide character
		put := func(c int, s string) {
			for _, ch := range s {
				n := runeWidth(ch)
				for len(b) < c+n {
					b = append(b, " ")
				}
				b[c] = string(ch)
				if n == 2 {
					b[c+1] = ""
				}
				c += n
			}
		}
		for i, m := range marks {
			switch {
			case rows[i] == r:
				put(starts[i], m.label)
			case rows[i] > r:
				put(starts[i], "|")
			}
		}
		out = append(out, strings.TrimRight(strings.Join(b, ""), " "))
	}
	return out
}

// caretsAll marks several spans on one row, each as carets does: "^"
// under its first column, "~" under the rest. The spans must not overlap.
func (l line) caretsAll(spans []core.Span) string {
	var b []byte
	for _, s := range spans {
		start, end := l.columns(s)
		for len(b) < end {
			b = append(b, ' ')
		}
		b[start] = '^'
		for c := start + 1; c < end; c++ {
			b[c] = '~'
		}
	}
	return string(b)
}

// width is how many terminal columns s takes; s holds no control or
// invisible characters (see newLine).
func width(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	if wide(r) {
		return 2
	}
	return 1
}

// wide reports whether r takes two columns in a terminal: the East Asian
// wide and full-width blocks and the common emoji.
func wide(r rune) bool {
	switch {
	case r >= 0x1100 && r <= 0x115f,
		r >= 0x2e80 && r <= 0xa4cf && r != 0x303f,
		r >= 0xac00 && r <= 0xd7a3,
		r >= 0xf900 && r <= 0xfaff,
		r >= 0xfe30 && r <= 0xfe4f,
		r >= 0xff00 && r <= 0xff60,
		r >= 0xffe0 && r <= 0xffe6,
		r >= 0x1f300 && r <= 0x1f64f,
		r >= 0x1f900 && r <= 0x1f9ff,
		r >= 0x20000 && r <= 0x3fffd:
		return true
	}
	return false
}

// ---- the environment ----

// isTerminal reports whether v is a terminal: a character device other
// than the null device.
func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	if !ok || f == nil {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(fi, null) {
		return false
	}
	return true
}

// envSet reports whether the environment variable is set at all.
func envSet(name string) bool {
	_, ok := os.LookupEnv(name)
	return ok
}

// errorCodes lists the codes of a reading's errors, in order.
func errorCodes(u *core.URN) []string {
	var codes []string
	for _, d := range u.Diagnostics {
		if d.Severity == core.Error {
			codes = append(codes, string(d.Code))
		}
	}
	return codes
}
