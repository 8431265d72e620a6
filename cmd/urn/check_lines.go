package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"sync"
	"unsafe"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/listcheck"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

// A batch is a run of whole lines checked by one worker, and what
// checking them printed and counted. Batches are read, checked on every
// core and written in their order; at most 2 × workers + 2 are in
// flight, so memory stays bounded whatever the input.
type batch struct {
	seq   int
	first int    // the number of its first line, from 1
	data  []byte // its lines, each ended by "\n" but perhaps the last
	long  int64  // > 0: the batch is one line of that many bytes, not read
	// text is a piece of prose (urn check -text) instead, which begins
	// at offset base of the text, in the line that begins at lineStart.
	text            string
	base, lineStart int64
	out             []byte
	tally           listcheck.Tally
}

// batchBytes is about how much a batch holds: enough that handing it to
// a worker costs little beside checking it. chunk is the most read
// before a line end is found: twice MaxLine, so that a line that ends
// within it is read whole, and a longer one is passed over.
const (
	batchBytes = 256 << 10
	chunk      = 2*MaxLine + 2
)

// lines checks a list of URNs, one a line.
func (c *checker) lines(file string, r io.Reader) error {
	return c.pipeline(file, func(todo chan<- *batch, tokens chan<- struct{}) error {
		return readBatches(r, todo, tokens)
	}, (*worker).check)
}

// prose checks the URNs the extractor finds in a text (Markdown, HTML,
// plain text), read piece by piece (pieceReader), each piece on a core.
func (c *checker) prose(file string, r io.Reader) error {
	return c.pipeline(file, func(todo chan<- *batch, tokens chan<- struct{}) error {
		return readPieces(r, todo, tokens)
	}, (*worker).prose)
}

// pipeline runs read, which sends batches, check on every core, and
// writes the batches' output in their order.
func (c *checker) pipeline(file string, read func(todo chan<- *batch, tokens chan<- struct{}) error, check func(*worker, *batch)) error {
	todo := make(chan *batch, workers)
	done := make(chan *batch, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := worker{c: c, file: file}
			for b := range todo {
				check(&w, b)
				done <- b
			}
		}()
	}
	// tokens bounds the batches read and not yet written: a worker slow
	// on one batch holds the others' output back, and their memory.
	tokens := make(chan struct{}, 2*workers+2)
	readErr := make(chan error, 1)
	go func() {
		readErr <- read(todo, tokens)
		close(todo)
		wg.Wait()
		close(done)
	}()
	c.writeInOrder(done, tokens)
	return <-readErr
}

// readBatches reads r in chunks cut after their last line end, and sends
// them as batches, numbering their lines (no allocation per line: a list
// of a million URNs is a few dozen reads).
func readBatches(r io.Reader, todo chan<- *batch, tokens chan<- struct{}) error {
	br := bufio.NewReaderSize(r, 64<<10)
	buf := make([]byte, chunk)
	line, seq, carry := 1, 0, 0
	for {
		n, err := io.ReadFull(br, buf[carry:min(len(buf), carry+batchBytes)])
		eof := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !eof {
			return err
		}
		data := buf[:carry+n]
		cut := bytes.LastIndexByte(data, '\n') + 1
		if eof {
			cut = len(data)
		}
		if cut == 0 && len(data) < len(buf) { // no line end yet: read on
			carry = len(data)
			continue
		}
		if cut == 0 { // a line longer than a chunk
			skipped, err := skipLine(br, int64(len(data)))
			tokens <- struct{}{}
			todo <- &batch{seq: seq, first: line, long: skipped}
			seq, line, carry = seq+1, line+1, 0
			if err != nil {
				return err
			}
			continue
		}
		if cut > 0 || eof && len(data) > 0 {
			tokens <- struct{}{}
			todo <- &batch{seq: seq, first: line, data: bytes.Clone(data[:cut])}
			seq++
			line += bytes.Count(data[:cut], []byte{'\n'})
		}
		carry = copy(buf, data[cut:])
		if eof {
			return nil
		}
	}
}

// skipLine reads br up to the end of the line whose first n bytes were
// read, and returns the line's length. The end of br ends the line too.
func skipLine(br *bufio.Reader, n int64) (int64, error) {
	for {
		part, err := br.ReadSlice('\n')
		n += int64(len(part))
		switch {
		case err == nil:
			return n - 1, nil // the "\n" is not the line's
		case errors.Is(err, io.EOF):
			return n, nil
		case !errors.Is(err, bufio.ErrBufferFull):
			return n, err
		}
	}
}

// writeInOrder writes the batches' output in their order, and counts.
func (c *checker) writeInOrder(done <-chan *batch, tokens <-chan struct{}) {
	waiting := map[int]*batch{}
	next := 0
	for b := range done {
		waiting[b.seq] = b
		for b, ok := waiting[next]; ok; b, ok = waiting[next] {
			delete(waiting, next)
			next++
			c.out.Write(b.out)
			c.tally.Merge(&b.tally)
			<-tokens
		}
	}
}

// worker checks batches (a list's lines, or pieces of prose), reusing
// one reading and one JSON writer.
type worker struct {
	c    *checker
	file string
	u    core.URN
	nr   namespace.Reading // the namespace reading of u, with -ns
	rw   resultjson.Writer
}

func (w *worker) check(b *batch) {
	if b.long > 0 {
		w.fail(b, b.first, listcheck.TooLong(b.long, MaxLine))
		return
	}
	c := w.c
	for n, data := b.first, b.data; len(data) > 0; n++ {
		end := bytes.IndexByte(data, '\n')
		if end < 0 {
			end = len(data)
		}
		l := data[:end]
		data = data[min(end+1, len(data)):]
		if k := len(l); k > 0 && l[k-1] == '\r' {
			l = l[:k-1]
		}
		if len(l) == 0 {
			continue
		}
		if len(l) > MaxLine {
			w.fail(b, n, listcheck.TooLong(int64(len(l)), MaxLine))
			continue
		}
		// The batch's bytes stay as they are while it is checked.
		line := unsafe.String(unsafe.SliceData(l), len(l))
		// Most lines of a list are valid: core.Valid, which builds no
		// reading, decides them, unless a reading is asked for.
		if !c.json && !c.ns && core.Valid(line, c.edition) {
			b.tally.Checked++
			continue
		}
		w.u.Read(line, c.edition)
		v := listcheck.Check(&w.u, c.ns, &w.nr)
		b.tally.Add(v)
		b.out = w.report(b.out, n, v, &w.u)
	}
}

// fail records line n of b as failing without a reading.
func (w *worker) fail(b *batch, n int, v listcheck.Verdict) {
	b.tally.Add(v)
	b.out = w.report(b.out, n, v, nil)
}

// report appends what line n's check prints: its JSON object, or the
// FILE:LINE:COLUMN line of a failing one.
func (w *worker) report(out []byte, n int, v listcheck.Verdict, u *core.URN) []byte {
	if w.c.json {
		if u == nil {
			return jsonLine(out, w.file, n, "", "error", errorJSON(v))
		}
		w.rw.Reset(w.rw.Bytes()[:0], resultjson.Bytes)
		w.rw.Reading(u)
		return jsonLine(out, w.file, n, "", "reading", w.rw.Bytes())
	}
	if v.Passes() {
		return out
	}
	return position(out, w.file, n, v.Col, v.Msg)
}

// position appends "file:line:col: msg\n".
func position(out []byte, file string, line, col int, msg string) []byte {
	out = append(out, file...)
	out = append(out, ':')
	out = strconv.AppendInt(out, int64(line), 10)
	out = append(out, ':')
	out = strconv.AppendInt(out, int64(col), 10)
	out = append(out, ": "...)
	out = append(out, msg...)
	return append(out, '\n')
}
