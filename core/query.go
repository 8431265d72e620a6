package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strings"
)

// draft-03 §2.3: the query of a URI reference to a URN is
//
//	urn-query = directive *( "&" directive )
//	directive = keywd "=" value
//	keywd     = ALPHA *( ["-"] (ALPHA / DIGIT) )
//
// with the keywords of §9.2.1 registered: "s" (§2.3.1) and "c" (§2.3.2),
// each at most once in a URN.

// queryKeyword is a keyword registered by draft-03 §9.2.1.
type queryKeyword struct {
	name    string
	purpose string
	section string
}

var queryKeywords = []queryKeyword{
	{"s", "intended URN resolution service", "2.3.1"},
	{"c", "component of structured resource", "2.3.2"},
}

// ServiceDesignators are the values of the "s" keyword registered by
// draft-03 §9.2.2, from RFC 2483 §4.
var ServiceDesignators = []string{"I2L", "I2Ls", "I2R", "I2Rs", "I2C", "I2Cs", "I2N", "I2Ns", "I=I"}

// directives reads the query in[p:end] as draft-03 directives.
func (r *reader) directives(p, end int) {
	if p == end || r.quick && r.bad {
		return
	}
	var seen [2]int // where "s" and "c" first appeared, +1
	for start := p; ; {
		stop := end
		amp := strings.IndexByte(r.in[start:end], '&')
		if amp >= 0 {
			stop = start + amp
		}
		r.directive(p, start, stop, &seen)
		if amp < 0 {
			return
		}
		r.part(KindSeparator, stop, stop+1)
		start = stop + 1
	}
}

// directive reads one keyword=value directive in[s:e] of the query that
// begins at queryStart (draft-03 §2.3).
func (r *reader) directive(queryStart, s, e int, seen *[2]int) {
	in := r.in
	qref := refQuery
	if s == e {
		if r.fail() {
			return
		}
		// An empty directive sits next to an "&" (or is the whole query,
		// which closeRegion reports as an empty component).
		amp := Span{s - 1, s}
		if s == queryStart {
			amp = Span{e, e + 1}
		}
		r.errorAt(CodeDirectiveEmpty, amp.Start, amp.End, qref, `empty directive: "&" must separate keyword=value directives`,
			Fix{Span: amp, Title: `Remove the extra "&"`})
		return
	}
	eq := strings.IndexByte(in[s:e], '=')
	kwEnd := e
	if eq >= 0 {
		kwEnd = s + eq
	}
	r.part(KindKeyword, s, kwEnd)
	if eq < 0 {
		if !r.fail() {
			r.errorAt(CodeDirectiveNoEquals, s, e, qref, "a query directive has the form keyword=value; this one has no \"=\"",
				Fix{Span: Span{e, e}, New: "=", Title: `Insert "=" (an empty value)`})
		}
	} else {
		r.part(KindSeparator, kwEnd, kwEnd+1)
		r.part(KindValue, kwEnd+1, e)
	}
	kw := in[s:kwEnd]
	if !validKeyword(kw) {
		if !r.fail() {
			r.errorAt(CodeKeywordSyntax, s, kwEnd, qref,
				"the keyword "+quote(kw)+` must be a letter followed by letters and digits, single hyphens between them`, Fix{})
		}
		return
	}
	r.keyword(kw, s, kwEnd, e, eq >= 0, seen)
}

// keyword checks a directive's keyword kw (at s..kwEnd, the directive
// ending at e) against the registered ones, "s" and "c" (draft-03 §2.3):
// a registered one may appear once, and "s" names a registered service;
// an unregistered one gets a note, with a hint when only its case differs.
func (r *reader) keyword(kw string, s, kwEnd, e int, hasValue bool, seen *[2]int) {
	in, qref := r.in, refQuery
	for i, k := range queryKeywords {
		if kw != k.name {
			continue
		}
		// A repeated registered keyword is an error (§2.3, §9.2.1), so a
		// quick check applies this rule too; only the notes below are
		// skipped there.
		if seen[i] > 0 {
			if !r.fail() {
				r.errorAt(CodeKeywordDuplicate, s, e, qref,
					"the registered keyword "+quote(kw)+" MUST NOT appear more than once; resolvers ignore every directive that uses it", Fix{})
			}
			return
		}
		seen[i] = s + 1
		if !r.quick && kw == "s" && hasValue && !isService(in[kwEnd+1:e]) {
			r.note(Warning, CodeServiceUnknown, kwEnd+1, e, refServiceRegistry,
				"not a registered URN resolution service ("+strings.Join(ServiceDesignators, ", ")+"); resolvers fall back to the namespace's default service")
		}
		return
	}
	if r.quick {
		return
	}
	hint := ""
	for _, k := range queryKeywords {
		if ascii.EqualFold(kw, k.name) {
			hint = "; keywords are case-sensitive: did you mean " + quote(k.name) + "?"
		}
	}
	r.note(Info, CodeKeywordUnregistered, s, kwEnd, refKeywordRegistry,
		"the keyword "+quote(kw)+` is not registered ("s" and "c" are); resolvers ignore keywords they do not support`+hint)
}

// The sections query directives cite, built once (see ref).
var (
	refQuery           = ref("draft-03", "2.3")
	refServiceRegistry = ref("draft-03", "9.2.2")
	refKeywordRegistry = ref("draft-03", "9.2.1")
)

// validKeyword checks keywd = ALPHA *( ["-"] (ALPHA / DIGIT) ).
func validKeyword(kw string) bool {
	if kw == "" || !isAlpha(kw[0]) || kw[len(kw)-1] == '-' {
		return false
	}
	for i := 1; i < len(kw); i++ {
		c := kw[i]
		if c == '-' {
			if kw[i-1] == '-' {
				return false
			}
			continue
		}
		if classOf[c]&letNum == 0 {
			return false
		}
	}
	return true
}

func isService(v string) bool {
	for _, s := range ServiceDesignators {
		if v == s {
			return true
		}
	}
	return false
}
