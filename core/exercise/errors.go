package exercise

import "strconv"

// Error is one problem of an exercise block, at a line of the block
// (from 1; 0 for the block as a whole).
type Error struct {
	Line int
	Msg  string

	_ [0]func() // not comparable: no equality function in the module
}

// Error formats the problem as "line 3: message".
func (e *Error) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return "line " + strconv.Itoa(e.Line) + ": " + e.Msg
}

// ErrorList is every problem of one block, in line order: a teacher fixes
// them all in one go rather than one build at a time.
type ErrorList []*Error

// Error prints every problem, one a line.
func (l ErrorList) Error() string {
	s := ""
	for i, e := range l {
		if i > 0 {
			s += "\n"
		}
		s += e.Error()
	}
	return s
}
