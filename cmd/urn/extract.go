package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

const extractUsage = `usage: urn extract [-edition id] [-strict] [-json] [file]

Finds every URN in a text: the file, or standard input without one (or
with "-"). Prints one line per URN: its byte offsets in the text, valid or
invalid, the URN, what the prose reading trimmed from its end, and for an
invalid one its first error.

By default trailing sentence punctuation (". , ; : ! ? '" and an unmatched
")") is left to the sentence; -strict keeps the specs' own rule, under
which a URN ends only at a character outside the edition's set.

The text is read piece by piece, in memory bounded whatever its length;
a run of more than 1 MiB with no white space or other byte that ends a
URN is longer than any URN read, and is reported and passed over.

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
	in := stdin
	if len(operands) == 1 && operands[0] != "-" {
		f, err := os.Open(operands[0])
		if err != nil {
			fmt.Fprintln(stderr, "urn extract:", err)
			return exitInvalid
		}
		defer f.Close()
		in = f
	}
	opts := core.ExtractOptions{Edition: editions[0], Strict: *strict}
	p := sf.printer(stdout)
	defer p.w.Flush()
	x := extraction{p: p, opts: opts}
	x.start()
	pr := newPieceReader(in)
	for {
		piece, at, skipped, err := pr.next()
		if err != nil {
			x.end()
			if !errors.Is(err, io.EOF) {
				fmt.Fprintln(stderr, "urn extract:", err)
				return exitInvalid
			}
			break
		}
		if skipped > 0 {
			fmt.Fprintf(stderr, "urn extract: bytes %d-%d: a run of %d bytes with no white space or other byte that ends a URN, longer than any URN read (%d): passed over\n",
				at, at+skipped, skipped, MaxLine)
			continue
		}
		x.piece(piece, at)
	}
	if x.totals.Total == 0 && !p.cfg.json {
		fmt.Fprintln(stderr, "urn extract: no URN found")
	}
	if x.totals.Invalid > 0 {
		return exitInvalid
	}
	return exitValid
}

// extraction prints the URNs found in a text read piece by piece
// (pieceReader), as each piece is read: the memory it takes is bounded by
// a piece's, however long the text.
type extraction struct {
	p      *printer
	opts   core.ExtractOptions
	totals resultjson.ExtractTotals
	w      resultjson.Writer
}

// start opens the JSON result, resultjson's Extraction written piece by
// piece and indented as writeJSON indents.
func (x *extraction) start() {
	if x.p.cfg.json {
		fmt.Fprintf(x.p.w, "{\n  \"edition\": %q,\n  \"strict\": %t,\n  \"found\": [", x.opts.Edition.ID(), x.opts.Strict)
	}
}

// piece prints the URNs of one piece, which stands at offset at.
func (x *extraction) piece(text string, at int64) {
	var found []core.Found
	for f := range core.ExtractSeq(text, x.opts) {
		listed := x.totals.Total
		x.totals.Add(f)
		if !x.p.cfg.json {
			found = append(found, f)
			continue
		}
		ix := resultjson.NewIndex(text, resultjson.Bytes).From(int(at))
		x.w.Reset(x.w.Bytes(), resultjson.Bytes)
		x.w.FoundURN(text, &ix, f)
		if listed > 0 {
			x.p.w.WriteString(",")
		}
		x.p.w.WriteString("\n    ")
		x.p.w.Write(indentJSONAt(nil, x.w.Bytes(), 2))
	}
	if len(found) > 0 {
		x.p.extracted(text, at, found)
	}
}

// end closes the JSON result.
func (x *extraction) end() {
	if !x.p.cfg.json {
		return
	}
	if x.totals.Total > 0 {
		x.p.w.WriteString("\n  ")
	}
	x.p.w.WriteString("],\n")
	fmt.Fprintf(x.p.w, "  \"total\": %d,\n  \"invalid\": %d\n}\n", x.totals.Total, x.totals.Invalid)
}

// extracted prints one line per URN found in text, which stands at
// offset at of what was read.
func (p *printer) extracted(text string, at int64, found []core.Found) {
	spanW := 0
	for i := range found {
		found[i].Span = core.Span{Start: found[i].Start + int(at), End: found[i].End + int(at)}
		spanW = max(spanW, len(spanText(found[i].Span)))
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
