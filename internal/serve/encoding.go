package serve

import (
	"strconv"
	"strings"
)

// negotiate reads the Accept-Encoding header lines of a request and returns
// the codings worth trying, best first: "br", "gzip" and "" for the identity
// (the plain file). A coding is acceptable when its q-value, named or given
// by "*", is above 0. Higher q-values come first; equal ones go br, gzip,
// identity. The identity takes the q-value of "*" when the header does not
// name it, and otherwise comes last, after any acceptable coding. A coding named twice keeps its
// lower q-value. With no Accept-Encoding at all, the result is just the
// identity.
func negotiate(lines []string) []string {
	if len(lines) == 0 {
		return []string{""}
	}
	const unnamed = -1.0
	q := map[string]float64{"br": unnamed, "gzip": unnamed, "identity": unnamed, "*": unnamed}
	for _, line := range lines {
		for elem := range strings.SplitSeq(line, ",") {
			coding, params, _ := strings.Cut(elem, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding == "x-gzip" {
				coding = "gzip"
			}
			old, ok := q[coding]
			if !ok {
				continue // a coding with no file variant
			}
			v := qvalue(params)
			if old == unnamed || v < old {
				q[coding] = v
			}
		}
	}
	for _, c := range []string{"br", "gzip"} {
		if q[c] == unnamed {
			q[c] = max(q["*"], 0)
		}
	}
	identity := q["identity"]
	if identity == unnamed {
		identity = q["*"]
		if identity == unnamed {
			identity = 1e-9 // acceptable, but after any accepted coding
		}
	}

	// Three candidates: a fixed sort by (q descending, br < gzip < identity).
	type cand struct {
		c string
		v float64
	}
	cs := []cand{{"br", q["br"]}, {"gzip", q["gzip"]}, {"", identity}}
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].v > cs[j-1].v; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	var out []string
	for _, c := range cs {
		if c.v > 0 {
			out = append(out, c.c)
		}
	}
	return out
}

// qvalue returns the q parameter of an Accept-Encoding element's parameters
// (the text after its first ";"): 1 when there is none, 0 when it is not a
// valid qvalue (RFC 9110 §12.4.2), so a garbled preference never makes the
// server send a coding the client did not clearly accept.
func qvalue(params string) float64 {
	for p := range strings.SplitSeq(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		v = strings.TrimSpace(v)
		if !validQvalue(v) {
			return 0
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return 0
		}
		return f
	}
	return 1
}

// validQvalue reports whether s matches RFC 9110's
// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ).
func validQvalue(s string) bool {
	if s == "" || (s[0] != '0' && s[0] != '1') {
		return false
	}
	rest := s[1:]
	if rest == "" {
		return true
	}
	if rest[0] != '.' || len(rest) > 4 {
		return false
	}
	for _, c := range rest[1:] {
		if c < '0' || c > '9' || (s[0] == '1' && c != '0') {
			return false
		}
	}
	return true
}
