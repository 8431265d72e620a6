package core

import "unicode/utf8"

// DiffKind says what a DiffOp does.
type DiffKind uint8

const (
	DiffEqual  DiffKind = iota // text in both
	DiffDelete                 // text only in A
	DiffInsert                 // text only in B
)

// String returns "equal", "delete" or "insert".
func (k DiffKind) String() string {
	switch k {
	case DiffDelete:
		return "delete"
	case DiffInsert:
		return "insert"
	}
	return "equal"
}

// DiffOp is one run of a character diff: A is its span in the first text
// and B in the second (an empty span on the side that lacks it).
type DiffOp struct {
	Kind DiffKind
	A, B Span
}

// maxDiffEdits bounds the diff's work (Myers' algorithm is O(N·D)): two
// texts more different than this get one delete and one insert for their
// differing middle.
const maxDiffEdits = 256

// diffRunes is a character-level diff of a and b (Myers 1986, on runes so
// that no UTF-8 sequence is split), after trimming the common prefix and
// suffix. Adjacent runs of one kind are merged.
func diffRunes(a, b string) []DiffOp {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && (p < len(a) && !utf8.RuneStart(a[p]) || p < len(b) && !utf8.RuneStart(b[p])) {
		p--
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	for s > 0 && (!utf8.RuneStart(a[len(a)-s]) || !utf8.RuneStart(b[len(b)-s])) {
		s--
	}
	var ops []DiffOp
	add := func(k DiffKind, as, bs Span) {
		if as.Len() == 0 && bs.Len() == 0 {
			return
		}
		if n := len(ops); n > 0 && ops[n-1].Kind == k && ops[n-1].A.End == as.Start && ops[n-1].B.End == bs.Start {
			ops[n-1].A.End, ops[n-1].B.End = as.End, bs.End
			return
		}
		ops = append(ops, DiffOp{k, as, bs})
	}
	add(DiffEqual, Span{0, p}, Span{0, p})
	myers(a[p:len(a)-s], b[p:len(b)-s], p, p, add)
	add(DiffEqual, Span{len(a) - s, len(a)}, Span{len(b) - s, len(b)})
	return ops
}

// myers emits the edit script turning a into b; offsets are shifted by
// oa and ob into the full texts.
func myers(a, b string, oa, ob int, add func(DiffKind, Span, Span)) {
	ra, rb := runeOffsets(a), runeOffsets(b)
	n, m := len(ra)-1, len(rb)-1
	replace := func() {
		add(DiffDelete, Span{oa, oa + len(a)}, Span{ob, ob})
		add(DiffInsert, Span{oa + len(a), oa + len(a)}, Span{ob, ob + len(b)})
	}
	if n == 0 || m == 0 {
		replace()
		return
	}
	max := n + m
	if max > maxDiffEdits {
		max = maxDiffEdits
	}
	eq := func(x, y int) bool { return a[ra[x]:ra[x+1]] == b[rb[y]:rb[y+1]] }
	off := max + 1
	v := make([]int, 2*max+3)
	var trace [][]int
	found := false
	for d := 0; d <= max && !found; d++ {
		trace = append(trace, append([]int(nil), v...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[off+k-1] < v[off+k+1] {
				x = v[off+k+1]
			} else {
				x = v[off+k-1] + 1
			}
			y := x - k
			for x < n && y < m && eq(x, y) {
				x, y = x+1, y+1
			}
			v[off+k] = x
			if x >= n && y >= m {
				found = true
				break
			}
		}
	}
	if !found {
		replace()
		return
	}
	// Walk the trace back from (n, m), collecting moves in reverse.
	type move struct {
		kind         DiffKind
		x, y, x2, y2 int
	}
	var moves []move
	x, y := n, m
	for d := len(trace) - 1; d >= 0 && (x > 0 || y > 0); d-- {
		vd := trace[d]
		k := x - y
		var pk int
		if k == -d || k != d && vd[off+k-1] < vd[off+k+1] {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := vd[off+pk]
		py := px - pk
		for x > px && y > py && x > 0 && y > 0 {
			moves = append(moves, move{DiffEqual, x - 1, y - 1, x, y})
			x, y = x-1, y-1
		}
		if d == 0 {
			break
		}
		if x == px {
			moves = append(moves, move{DiffInsert, x, py, x, y})
		} else {
			moves = append(moves, move{DiffDelete, px, y, x, y})
		}
		x, y = px, py
	}
	for i := len(moves) - 1; i >= 0; i-- {
		mv := moves[i]
		add(mv.kind, Span{oa + ra[mv.x], oa + ra[mv.x2]}, Span{ob + rb[mv.y], ob + rb[mv.y2]})
	}
}

// runeOffsets lists the byte offset of each rune of s, and len(s) last.
func runeOffsets(s string) []int {
	offs := make([]int, 0, len(s)+1)
	for i := range s {
		offs = append(offs, i)
	}
	return append(offs, len(s))
}
