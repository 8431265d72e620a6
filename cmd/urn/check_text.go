package main

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/listcheck"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// readPieces reads a text in pieces (pieceReader) and sends them as
// batches, each with the line it begins in.
func readPieces(r io.Reader, todo chan<- *batch, tokens chan<- struct{}) error {
	pr := newPieceReader(r)
	pos := textPosition{line: 1}
	for seq := 0; ; {
		piece, at, skipped, err := pr.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if skipped > 0 {
			continue // no URN is that long, and no line ends in it
		}
		tokens <- struct{}{}
		todo <- &batch{seq: seq, first: pos.line, lineStart: pos.lineStart, base: at, text: piece}
		seq++
		pos.at(piece, at, len(piece))
	}
}

// prose checks the URNs found in one piece of prose, reporting each
// failing one at its line and column.
func (w *worker) prose(b *batch) {
	c := w.c
	pos := textPosition{line: b.first, lineStart: b.lineStart, done: b.base}
	for f := range core.ExtractSeq(b.text, core.ExtractOptions{Edition: c.edition}) {
		line, col := pos.at(b.text, b.base, f.Start)
		w.u.Read(f.Text, c.edition)
		v := listcheck.Check(&w.u, c.ns, &w.nr)
		b.tally.Add(v)
		if c.json {
			ix := resultjson.NewIndex(b.text, resultjson.Bytes).From(int(b.base))
			w.rw.Reset(w.rw.Bytes()[:0], resultjson.Bytes)
			w.rw.FoundURN(b.text, &ix, f)
			b.out = jsonLine(b.out, w.file, line, `,"column":`+strconv.Itoa(col), "found", w.rw.Bytes())
		} else if !v.Passes() {
			b.out = position(b.out, w.file, line, col+v.Col-1, v.Msg)
		}
	}
}

// textPosition turns offsets into lines and columns, counting the lines
// of the pieces as they go by.
type textPosition struct {
	line      int   // the line of offset done
	lineStart int64 // the offset its line begins at
	done      int64 // the offset counted up to
}

// at is the line and byte column (from 1) of offset i of piece, which
// stands at offset base of the text; offsets must not go backwards.
func (p *textPosition) at(piece string, base int64, i int) (line, col int) {
	from := int(p.done - base)
	if from < 0 {
		from = 0 // a run passed over: it holds no line end
	}
	seen := piece[from:i]
	if n := strings.Count(seen, "\n"); n > 0 {
		p.line += n
		p.lineStart = base + int64(from+strings.LastIndexByte(seen, '\n')+1)
	}
	p.done = base + int64(i)
	return p.line, int(p.done-p.lineStart) + 1
}
