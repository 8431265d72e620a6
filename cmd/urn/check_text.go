package main

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// prose checks the URNs the extractor finds in a text (Markdown, HTML,
// plain text), read piece by piece (pieceReader) in bounded memory, and
// reports each failing one at its line and column.
func (c *checker) prose(file string, r io.Reader) error {
	pr := newPieceReader(r)
	pos := textPosition{line: 1}
	opts := core.ExtractOptions{Edition: c.edition}
	var u core.URN
	var rw resultjson.Writer
	for {
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
		for f := range core.ExtractSeq(piece, opts) {
			line, col := pos.at(piece, at, f.Start)
			u.Read(f.Text, c.edition)
			v := c.check(&u)
			c.tally.add(v)
			if c.json {
				ix := resultjson.NewIndex(piece, resultjson.Bytes).From(int(at))
				rw.Reset(rw.Bytes()[:0], resultjson.Bytes)
				rw.FoundURN(piece, &ix, f)
				c.out.Write(jsonLine(nil, file, line, `,"column":`+strconv.Itoa(col), "found", rw.Bytes()))
			} else if v.msg != "" {
				c.out.Write(position(nil, file, line, col+v.col-1, v.msg))
			}
		}
		pos.at(piece, at, len(piece))
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
