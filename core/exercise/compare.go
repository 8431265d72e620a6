package exercise

import (
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// The conditions that hold a prompt's "only", "keep" and "fix" compare
// the answer with a URN, the given one unless the want names another:
//
//	same-except nss            identical to it but for its NSS
//	same-except r-component,q-component urn:example:book
//	one-edit                   it with one character changed, added or removed
//
// Both read the answer and the URN under the condition's edition.

// parseComparison reads the argument of same-except ("<kind>[,<kind>…]
// [urn]") or one-edit ("[urn]") into c, the URN defaulting to given; it
// returns what is wrong, "" when nothing is.
func (c *Condition) parseComparison(arg, given, usage string) string {
	urn := arg
	if c.cond == condSameExcept {
		var kinds string
		kinds, urn, _ = strings.Cut(arg, " ")
		for _, name := range strings.Split(kinds, ",") {
			k, ok := parseKind(name)
			if !ok || !k.TopLevel() {
				return "unknown part kind " + quote(name) + " for same-except: want one or more of scheme, nid, nss, r-component, q-component, f-component, query, fragment, joined by commas"
			}
			c.Except |= 1 << k
		}
	}
	c.URN = strings.TrimSpace(urn)
	switch {
	case c.URN == "" && given == "":
		return usage + " (without a URN it compares with the given one, and the exercise has none)"
	case c.URN == "":
		c.URN = given // a given URN may hold spaces: it has its own line
	case strings.ContainsAny(c.URN, " \t"):
		return usage + " (one URN, without spaces)"
	}
	return ""
}

// holdsSameExcept evaluates same-except: the answer's top-level parts,
// but for those of the kinds excepted (and the delimiter that opens
// each), are those of c.URN, in the same order and spelled the same,
// letter case included. So an answer that changes the scheme's case,
// or adds a component, breaks a prompt that allows only another NSS.
func (c *Condition) holdsSameExcept(u *core.URN, res *Result) bool {
	want := core.Read(c.URN, c.Edition)
	got, ref := c.kept(u), c.kept(want)
	for i := 0; i < len(got) || i < len(ref); i++ {
		var g, r *core.Part
		if i < len(got) {
			g = &got[i]
		}
		if i < len(ref) {
			r = &ref[i]
		}
		if g != nil && r != nil && g.Kind == r.Kind && u.Text(g.Span) == want.Text(r.Span) {
			continue
		}
		switch {
		case g == nil:
			res.Message = "it has no " + partName(r.Kind) + " " + quote(want.Text(r.Span)) + ", which " + c.URN + " has"
			res.setSpan(core.Span{Start: len(u.Input), End: len(u.Input)}, u.Input)
		case r == nil || g.Kind != r.Kind:
			res.Message = "its " + partName(g.Kind) + " " + quote(u.Text(g.Span)) + " is not in " + c.URN
			res.setSpan(g.Span, u.Input)
		default:
			res.Message = "its " + partName(g.Kind) + " is " + quote(u.Text(g.Span)) + " where " + c.URN + " has " + quote(want.Text(r.Span))
			res.setSpan(g.Span, u.Input)
		}
		res.Message += ": " + c.exceptPhrase() + " may differ from it"
		return false
	}
	return true
}

// kept is u's top-level parts that same-except compares: those of a kind
// not excepted, without the delimiter that opens an excepted one.
func (c *Condition) kept(u *core.URN) []core.Part {
	var top []core.Part
	for _, p := range u.Parts() {
		if p.Kind.TopLevel() {
			top = append(top, p)
		}
	}
	out := top[:0]
	for i, p := range top {
		excepted := c.Except&(1<<p.Kind) != 0
		opens := p.Kind == core.KindDelimiter && i+1 < len(top) && c.Except&(1<<top[i+1].Kind) != 0
		if !excepted && !opens {
			out = append(out, p)
		}
	}
	return out
}

// exceptPhrase names the excepted kinds: "only its NSS", "only its
// r-component and q-component".
func (c *Condition) exceptPhrase() string {
	var names []string
	for _, k := range core.Kinds() {
		if c.Except&(1<<k) != 0 {
			names = append(names, partName(k))
		}
	}
	s := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			s += " and "
		default:
			s += ", "
		}
		s += n
	}
	return "only its " + s
}

// holdsOneEdit evaluates one-edit: the answer is c.URN with exactly one
// character (a code point) changed, added or removed.
func (c *Condition) holdsOneEdit(answer string, res *Result) bool {
	a, b := []rune(answer), []rune(c.URN)
	at, n := firstDifference(a, b)
	if n == 1 {
		return true
	}
	switch {
	case n == 0:
		res.Message = "it is " + c.URN + " unchanged: change the one character that is wrong"
	case len(a) == len(b):
		res.Message = "it differs from " + c.URN + " in " + strconv.Itoa(n) + " characters, not one"
	default:
		res.Message = "it differs from " + c.URN + " in more than one character"
	}
	start := len(string(a[:at]))
	res.setSpan(core.Span{Start: start, End: start}, answer)
	return false
}

// firstDifference returns where a and b first differ and how many edits
// apart they are: 0, 1, or 2 for "more than one". Linear in their
// lengths: a full edit distance is not needed to tell one edit from more.
func firstDifference(a, b []rune) (at, edits int) {
	for at < len(a) && at < len(b) && a[at] == b[at] {
		at++
	}
	if at == len(a) && at == len(b) {
		return at, 0
	}
	same := func(x, y []rune) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
		return true
	}
	switch len(a) - len(b) {
	case 0:
		if same(a[at+1:], b[at+1:]) {
			return at, 1
		}
		n := 0
		for i := at; i < len(a); i++ {
			if a[i] != b[i] {
				n++
			}
		}
		return at, n
	case 1:
		if same(a[at+1:], b[at:]) {
			return at, 1
		}
	case -1:
		if same(a[at:], b[at+1:]) {
			return at, 1
		}
	}
	return at, 2
}

// sameText compares a part's text with the text a part or spelled
// condition names. spelled compares exactly; part compares as lexical
// equivalence compares that part (RFC 8141 §3.1): the scheme and the NID
// without regard to letter case, the hex digits of %HH escapes
// elsewhere likewise, everything else exactly.
func sameText(k core.Kind, got, want string, spelled bool) bool {
	if spelled || got == want {
		return got == want
	}
	if len(got) != len(want) {
		return false
	}
	if k == core.KindScheme || k == core.KindNID {
		return ascii.EqualFold(got, want)
	}
	for i := 0; i < len(got); i++ {
		g, w := got[i], want[i]
		if g == w {
			continue
		}
		inEscape := (i >= 1 && got[i-1] == '%') || (i >= 2 && got[i-2] == '%')
		if !inEscape || ascii.Lower(g) != ascii.Lower(w) {
			return false
		}
	}
	return true
}
