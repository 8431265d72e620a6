package main

import (
	"errors"
	"io"
)

// pieceReader reads a text of any length in pieces of at most MaxLine
// bytes, each cut just after a byte that
// no edition lets into a URN (white space, a control character, a
// non-ASCII byte, one of "<>[\]^`{|}), so that no URN is cut in two and
// extracting from the pieces finds what extracting from the whole text
// would. urn extract reads 20 MB, or /dev/zero, in bounded memory so.
type pieceReader struct {
	r    io.Reader
	buf  []byte
	base int64 // the offset of buf[0] in the text
	eof  bool
	err  error
}

func newPieceReader(r io.Reader) *pieceReader {
	return &pieceReader{r: r, buf: make([]byte, 0, 2*MaxLine)}
}

// next returns the next piece and its offset in the text. skipped is the
// length of a run of more than MaxLine bytes that could all belong to a
// URN, passed over instead (no URN is that long: the page reads a paste
// of 1 MiB at most); piece is then empty and at its offset. next returns
// io.EOF after the last piece, or the read error.
func (pr *pieceReader) next() (piece string, at int64, skipped int64, err error) {
	pr.fill()
	if len(pr.buf) == 0 {
		if pr.err != nil {
			return "", pr.base, 0, pr.err
		}
		return "", pr.base, 0, io.EOF
	}
	cut := len(pr.buf)
	if !pr.eof || len(pr.buf) > MaxLine {
		cut = lastEnd(pr.buf[:min(len(pr.buf), MaxLine)])
	}
	if cut == 0 {
		return "", pr.base, pr.skipRun(), nil
	}
	piece, at = string(pr.buf[:cut]), pr.base
	pr.drop(cut)
	return piece, at, 0, nil
}

// fill reads until buf holds more than MaxLine bytes or the text ends.
func (pr *pieceReader) fill() {
	for !pr.eof && len(pr.buf) <= MaxLine {
		n, err := pr.r.Read(pr.buf[len(pr.buf):cap(pr.buf)])
		pr.buf = pr.buf[:len(pr.buf)+n]
		if err != nil {
			pr.eof = true
			if !errors.Is(err, io.EOF) {
				pr.err = err
			}
		}
	}
}

// skipRun passes over a run of URN bytes longer than MaxLine, reading
// on until it ends, and returns its length.
func (pr *pieceReader) skipRun() int64 {
	var n int64
	for {
		end := lastEnd(pr.buf)
		if end > 0 {
			// The run ends at the first byte that ends a URN.
			first := 0
			for first < len(pr.buf) && !endsURN(pr.buf[first]) {
				first++
			}
			n += int64(first)
			pr.drop(first)
			return n
		}
		n += int64(len(pr.buf))
		pr.drop(len(pr.buf))
		if pr.eof {
			return n
		}
		pr.fill()
	}
}

// drop removes the first n bytes of buf.
func (pr *pieceReader) drop(n int) {
	pr.base += int64(n)
	pr.buf = pr.buf[:copy(pr.buf, pr.buf[n:])]
}

// lastEnd returns the length of the longest prefix of b that ends just
// after a byte that ends a URN, or 0.
func lastEnd(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if endsURN(b[i]) {
			return i + 1
		}
	}
	return 0
}

// endsURN reports whether no edition lets byte c into a URN (RFC 2141
// §2.2 and RFC 3986's pchar, query and fragment, which the others take).
func endsURN(c byte) bool {
	switch c {
	case '"', '<', '>', '[', '\\', ']', '^', '`', '{', '|', '}':
		return true
	}
	return c <= ' ' || c >= 0x7F
}
