package main

import (
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/resultjson"
)

const extractUsage = `usage: urn extract [-edition id] [-strict] [-json] [file]

Finds every URN in a text: the file, or standard input without one (or
with "-"). Prints one line per URN: its byte offsets in the text, valid or
invalid, the URN, what the prose reading trimmed from its end, and for an
invalid one its first error.

By default trailing sentence punctuation (". , ; : ! ? '" and an unmatched
")") is left to the sentence; -strict keeps the specs' own rule, under
which a URN ends only at a character outside the edition's set.

Exit status: 0 if every URN found is valid (or none is found), 1 if any is
invalid or the text cannot be read, 2 for bad flags.

Flags:
`

func runExtract(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	sf := newSubFlags("extract", extractUsage, false, stderr)
	strict := sf.fs.Bool("strict", false, "end URNs by the specs' rule only: keep trailing punctuation")
	operands, editions, code := sf.parse(args)
	if code >= 0 {
		return code
	}
	if len(operands) > 1 {
		return sf.usageError("want at most one file, got %d", len(operands))
	}
	var data []byte
	var err error
	if len(operands) == 0 || operands[0] == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(operands[0])
	}
	if err != nil {
		fmt.Fprintln(stderr, "urn extract:", err)
		return exitInvalid
	}
	text := string(data)
	opts := core.ExtractOptions{Edition: editions[0], Strict: *strict}
	found := core.Extract(text, opts)

	p := sf.printer(stdout)
	defer p.w.Flush()
	if p.cfg.json {
		p.writeJSON(func(w *resultjson.Writer) { w.Extraction(text, opts) })
	} else {
		p.extracted(text, found)
		if len(found) == 0 {
			fmt.Fprintln(stderr, "urn extract: no URN found")
		}
	}
	for _, f := range found {
		if !f.Valid {
			return exitInvalid
		}
	}
	return exitValid
}

// extracted prints one line per URN found.
func (p *printer) extracted(text string, found []core.Found) {
	spanW := 0
	for _, f := range found {
		spanW = max(spanW, len(spanText(f.Span)))
	}
	for _, f := range found {
		verdict := p.paint(sGreen, pad("valid", 7))
		if !f.Valid {
			verdict = p.paint(sRed, pad("invalid", 7))
		}
		line := pad(spanText(f.Span), spanW) + "  " + verdict + "  " + newLine(f.Text).text
		if f.Trimmed.Present() {
			line += "  " + p.paint(sDim, "trimmed "+strconv.Quote(text[f.Trimmed.Start:f.Trimmed.End]))
		}
		if d, ok := f.FirstError(); ok {
			line += "  " + p.paint(sRed, "error["+string(d.Code)+"]") + " " + spanText(d.Span) + ": " + d.Msg
		}
		fmt.Fprintln(p.w, line)
	}
}
