package namespace

import "github.com/urn-playground/urn-playground/core"

// gs1Syntax is the "gs1" namespace, registered by an IANA-hosted
// template. Its Syntax field gives an ABNF with three branches:
// `ai-branch = ai ":" ai-value *( ":" ai ":" ai-value )` with `ai =
// 2*4DIGIT`; `gdd-branch = "gdd" ":" ( bie-branch / bdt-branch /
// cl-branch )`; and `std-branch = "std" ":" std-id [ ":" version [ ":"
// clause ] ]`; "The literals urn, gs1, gdd, bie, bdt, cl and std are
// case-insensitive for lexical comparison". (IANA template for gs1,
// Syntax.)
var gs1Syntax = Syntax{
	NID: "gs1", ID: "gs1", Title: "Application Identifiers and values, gdd:bie|bdt|cl and a name, or std and a standard",
	Ref: core.Ref{Doc: "iana-gs1", Section: "Syntax", Anchor: "iana-gs1-sec-syntax"}, read: readGS1,
}

var _ = Register(&gs1Syntax)

// gs1Branches and gs1GDD are the template's literals after the NID and
// after gdd. (core lists them too, for its gs1-literals equivalence rule.)
var (
	gs1Branches = []string{"gdd", "std"}
	gs1GDD      = []string{"bie", "bdt", "cl"}
)

var (
	gs1Branch     = field{id: "gs1-branch", label: "branch"}
	gs1Dictionary = field{id: "gs1-dictionary", label: "dictionary"}
	gs1Name       = field{"gs1-name", "name", gs1NameChars, csGS1Name}
	gs1Version    = field{"gs1-version", "version or clause", gs1NameChars, csGS1Name}
	gs1AI         = field{"gs1-ai", "Application Identifier", "2 to 4 digits", csDigit}
	gs1Value      = field{"gs1-value", "value", "unreserved characters, %-escapes, sub-delims, \"@\" and \"/\"", csAny}
)

const gs1NameChars = "letters, digits, \".\", \"-\" and \"_\""

func readGS1(r *reader) {
	s := r.s
	c := fieldEnd(s, 0, ':')
	if len(s) > 0 && isDigit(s[0]) {
		readGS1AIs(r)
		return
	}
	k := r.keyword(0, c, gs1Branches, &gs1Branch)
	if k < 0 {
		return
	}
	if c == len(s) {
		r.fail(CodeSyntax, c, c, "the branch is followed by \":\" and a name: urn:gs1:std:gs1-general-specifications")
		return
	}
	r.sep(c)
	a := c + 1
	if k == 0 { // gdd: bie, bdt or cl, ":" and a name
		c = fieldEnd(s, a, ':')
		if r.keyword(a, c, gs1GDD, &gs1Dictionary) < 0 {
			return
		}
		if c == len(s) {
			r.fail(CodeSyntax, c, c, "the dictionary is followed by \":\" and a name")
			return
		}
		r.sep(c)
		a = c + 1
	}
	rest := &gs1Name // gdd: the name's colons separate names
	if k == 1 {
		rest = &gs1Version // std: the standard, then its version and clause
	}
	r.list(a, len(s), ':', &gs1Name, rest)
}

// readGS1AIs reads `ai ":" ai-value *( ":" ai ":" ai-value )`.
func readGS1AIs(r *reader) {
	s := r.s
	for a, n := 0, 0; a <= len(s); n++ {
		b := fieldEnd(s, a, ':')
		if n%2 == 0 {
			if !r.field(a, b, &gs1AI) {
				return
			}
			if b-a < 2 || b-a > 4 {
				r.fail(CodeLength, a, b, "an Application Identifier has 2 to 4 digits")
				return
			}
			if b == len(s) {
				r.fail(CodeSyntax, b, b, "the Application Identifier is followed by \":\" and its value: urn:gs1:01:09506000134352")
				return
			}
		} else if !r.field(a, b, &gs1Value) {
			return
		}
		r.sep(b)
		a = b + 1
	}
}
