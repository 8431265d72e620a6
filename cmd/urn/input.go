package main

import (
	"bufio"
	"errors"
	"io"
)

// MaxLine is the longest line of standard input read as a URN: 1 MiB, the
// size of the page's largest paste. A longer line is reported and skipped,
// and the lines after it are read.
const MaxLine = 1 << 20

// lineReader reads standard input one line at a time, in memory bounded
// by MaxLine whatever the input (a line of /dev/zero never ends).
type lineReader struct {
	r    *bufio.Reader
	n    int // the number of the line last read, from 1
	line []byte
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64*1024)}
}

// next returns the next line without its end ("\n" or "\r\n"), and
// skipped, the length in bytes of a line over MaxLine that it passed over
// instead (line is then empty). It returns io.EOF after the last line, or
// the read error.
func (lr *lineReader) next() (line string, skipped int64, err error) {
	lr.line = lr.line[:0]
	lr.n++
	for {
		chunk, err := lr.r.ReadSlice('\n')
		if skipped == 0 && len(lr.line)+len(chunk) <= MaxLine+2 { // room for "\r\n"
			lr.line = append(lr.line, chunk...)
		} else {
			if skipped == 0 {
				skipped = int64(len(lr.line))
				lr.line = lr.line[:0]
			}
			skipped += int64(len(chunk))
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && len(lr.line) == 0 && skipped == 0:
			return "", 0, io.EOF
		case err != nil && err != io.EOF:
			return "", 0, err
		}
		if skipped > 0 {
			if n := len(chunk); n > 0 && chunk[n-1] == '\n' {
				skipped-- // the line's end is not the line
			}
			return "", skipped, nil
		}
		l := lr.line
		if n := len(l); n > 0 && l[n-1] == '\n' {
			l = l[:n-1]
			if n := len(l); n > 0 && l[n-1] == '\r' {
				l = l[:n-1]
			}
		}
		if len(l) > MaxLine {
			return "", int64(len(l)), nil
		}
		return string(l), 0, nil
	}
}
