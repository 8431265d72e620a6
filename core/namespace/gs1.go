package namespace

import "github.com/urn-playground/urn-playground/core"

// gs1Syntax is the "gs1" namespace, registered by an IANA-hosted
// template whose Syntax field gives the ABNF this file follows rule by
// rule: `gs1-nss = ai-branch / gdd-branch / std-branch`, the Application
// Identifiers and their values, a semantic dictionary artefact's name, or
// a standard with its version and clause. "The literals urn, gs1, gdd,
// bie, bdt, cl and std are case-insensitive"; the assigned values are
// case-sensitive. (IANA template for gs1, Syntax.)
var gs1Syntax = Syntax{
	NID: "gs1", ID: "gs1", Title: "Application Identifiers and values, gdd:bie|bdt|cl and a name, or std and a standard",
	Ref:   core.Ref{Doc: "iana-gs1", Section: "Syntax", Anchor: "iana-gs1-sec-syntax"},
	read:  readGS1,
	cites: []*Citation{&citeGS1AIBranch},
	fields: []*field{&gs1AI, &gs1Value, &gs1BranchLits[0], &gs1BranchLits[1], &gs1DictLits[0], &gs1DictLits[1], &gs1DictLits[2],
		&gs1ClassName, &gs1LowerName, &gs1DatatypeName, &gs1CodelistName, &gs1CodeValue, &gs1StdID, &gs1Version, &gs1Clause},
	doc: gs1Docs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-gs1", Section: "Resolution", Anchor: "iana-gs1-sec-resolution"},
		None: "The gs1 registration makes resolution optional and, in its version 1, designates no resolver.",
	},
}

var _ = Register(&gs1Syntax)

// citeGS1AIBranch is the template's rules for the Application Identifier
// branch, beyond its ABNF: "The same Application Identifier code MUST NOT
// occur more than once in an assigned name unless a governing GS1
// specification expressly defines repeatability and a canonical ordering
// rule". The playground checks that rule only: the others (which key
// comes first, the order of qualifiers and attributes, each value's check
// digit) rest on GS1's own specifications, which it does not hold.
var citeGS1AIBranch = Citation{Ref: core.Ref{Doc: "iana-gs1", Section: "Application Identifier branch", Anchor: "iana-gs1-sec-application-identifier-branch"}}

// gs1Branches and gs1GDD are the template's literals after the NID and
// after gdd, matched without regard to case; gs1BranchLits and
// gs1DictLits label them, at the same index. (core lists them too, for
// its gs1-literals equivalence rule.)
var (
	gs1Branches   = []string{"gdd", "std"}
	gs1GDD        = []string{"bie", "bdt", "cl"}
	gs1BranchLits = [...]field{
		{id: "gs1-branch", label: "branch", rule: `"gdd"`},
		{id: "gs1-branch", label: "branch", rule: `"std"`},
	}
	gs1DictLits = [...]field{
		{id: "gs1-dictionary", label: "dictionary", rule: `"bie"`},
		{id: "gs1-dictionary", label: "dictionary", rule: `"bdt"`},
		{id: "gs1-dictionary", label: "dictionary", rule: `"cl"`},
	}
)

var (
	gs1AI           = field{id: "gs1-ai", label: "Application Identifier", rule: "ai", what: "2 to 4 digits, as 01 (a colon in a value is written %3A)", ok: csDigit}
	gs1Value        = field{id: "gs1-value", label: "value", rule: "ai-value", what: "letters, digits, -._~!$&'()*+,;=@/ and %-escapes (a colon is written %3A)", set: &gs1ValueChars}
	gs1ClassName    = field{id: "gs1-class-name", label: "class name", rule: "class-name", what: "a capital letter, then letters and digits, as TradeItem", set: &gs1ClassChars}
	gs1LowerName    = field{id: "gs1-lower-name", label: "attribute name", rule: "lower-name", what: "a small letter, then letters and digits, as brandOwner", set: &gs1LowerChars}
	gs1DatatypeName = field{id: "gs1-datatype-name", label: "datatype name", rule: "datatype-name", what: "a class name, a capital letter then letters and digits, as StringAttributeValuePair", set: &gs1ClassChars}
	gs1CodelistName = field{id: "gs1-codelist-name", label: "code list name", rule: "codelist-name", what: "a class name, a capital letter then letters and digits, as ContainerMaterialCode", set: &gs1ClassChars}
	gs1CodeValue    = field{id: "gs1-code-value", label: "code value", rule: "code-value", what: "a capital letter, then capital letters, digits and \"_\", as STAINLESS_STEEL", set: &gs1CodeChars}
	gs1StdID        = field{id: "gs1-std-id", label: "standard", rule: "std-id", what: "a small letter, then small letters, digits and \"-\", as genspec", set: &gs1StdChars}
	gs1Version      = field{id: "gs1-version", label: "version", rule: "version", what: "two or more numbers separated by dots, as 25.0"}
	gs1Clause       = field{id: "gs1-clause", label: "clause", rule: "clause", what: "numbers separated by dots, as 4.14.2"}
	// gs1Number is 1*DIGIT in a version or clause, for messages.
	gs1Number = field{label: "number", what: "one or more digits"}
)

// The characters of the rules, as the template's UPPER = %x41-5A, LOWER
// = %x61-7A, ALPHA and DIGIT make them.
var (
	gs1ValueChars = ruleChars{head: gs1ValueBits, tail: gs1ValueBits, pct: true}
	gs1ValueBits  = bitsOf(chars{mask: cAlnum, extra: unreservedMarks + subDelims + "@/"})
	gs1ClassChars = ruleChars{head: upperBits, tail: bitsOf(chars{mask: cAlnum})}
	gs1LowerChars = ruleChars{head: lowerBits, tail: bitsOf(chars{mask: cAlnum})}
	gs1CodeChars  = ruleChars{head: upperBits, tail: bitsOf(chars{mask: cDigit, lo: 'A', n: 26, extra: "_"})}
	gs1StdChars   = ruleChars{head: lowerBits, tail: bitsOf(chars{mask: cDigit | cHyphen, lo: 'a', n: 26})}
)

// readGS1 reads gs1-nss = ai-branch / gdd-branch / std-branch: an ai
// begins with a digit, the other branches with their literal.
func readGS1(r *reader) {
	s := r.s
	if isDigit(s[0]) {
		readGS1AIs(r)
		return
	}
	c := fieldEnd(s, 0, ':')
	k := indexFold(gs1Branches, s[:c])
	if k < 0 {
		r.fail(CodePrefix, 0, c, quote(s[:c])+" begins no gs1 name: one begins with an Application Identifier (2 to 4 digits, as 01), gdd or std")
		return
	}
	r.part(0, c, &gs1BranchLits[k])
	if c == len(s) {
		r.fail(CodeSyntax, c, c, "the branch "+s[:c]+" is followed by \":\" and a name, as gdd:bie:TradeItem or std:genspec")
		return
	}
	r.sep(c)
	if k == 0 {
		readGS1GDD(r, c+1)
	} else {
		readGS1Std(r, c+1)
	}
}

// readGS1AIs reads ai-branch = ai ":" ai-value *( ":" ai ":" ai-value ),
// with ai = 2*4DIGIT and ai-value = 1*( unreserved / pct-encoded /
// sub-delims / "@" / "/" ): neither holds a colon, so each colon ends
// one.
func readGS1AIs(r *reader) {
	s := r.s
	var seen gs1AISet
	for a, n := 0, 0; ; n++ {
		b := fieldEnd(s, a, ':')
		f := &gs1AI
		if n%2 == 1 {
			f = &gs1Value
		}
		if a == len(s) && n > 0 {
			r.gap(a, len(s), ':', f) // a colon last
			return
		}
		if !r.field(a, b, f) {
			return
		}
		if n%2 == 0 && (b-a < 2 || b-a > 4) {
			r.badLength(a, b, "an Application Identifier has 2 to 4 digits, as 01 or 8003; this one has ", b-a)
			return
		}
		if n%2 == 0 && seen.add(s[a:b]) {
			d := r.report(core.Warning, CodeSyntax, a, b, "the Application Identifier "+s[a:b]+" occurs again: the template allows that only where a GS1 specification makes the code repeatable and says in what order its values come")
			d.Ref = citeGS1AIBranch.Ref
		}
		if b == len(s) {
			if n%2 == 0 {
				r.fail(CodeSyntax, b, b, "the Application Identifier "+s[a:b]+" is followed by \":\" and its value, as 01:09506000134352")
			}
			return
		}
		r.sep(b)
		a = b + 1
	}
}

// gs1AISet holds the Application Identifiers of a name, a bit for each
// of the 11,100 codes of 2 to 4 digits ("01", "001" and "0001" are three),
// so that finding a repeated one costs the same for any count.
type gs1AISet [(100 + 1000 + 10000 + 63) / 64]uint64

// add adds ai, 2 to 4 digits, and reports whether it was there already.
func (set *gs1AISet) add(ai string) bool {
	k := 0
	for i := 0; i < len(ai); i++ {
		k = k*10 + int(ai[i]-'0')
	}
	k += [...]int{2: 0, 3: 100, 4: 1100}[len(ai)]
	had := set[k/64]&(1<<(k%64)) != 0
	set[k/64] |= 1 << (k % 64)
	return had
}

// readGS1GDD reads, from a on, what follows "gdd" ":" in gdd-branch =
// "gdd" ":" ( bie-branch / bdt-branch / cl-branch ): the dictionary's
// literal, ":" and its name.
func readGS1GDD(r *reader, a int) {
	s := r.s
	c := fieldEnd(s, a, ':')
	k := indexFold(gs1GDD, s[a:c])
	if k < 0 {
		r.fail(CodePrefix, a, c, quote(s[a:c])+" is not a dictionary of gdd: bie, bdt or cl")
		return
	}
	r.part(a, c, &gs1DictLits[k])
	if c == len(s) {
		r.fail(CodeSyntax, c, c, "the dictionary "+s[a:c]+" is followed by \":\" and a name, as bie:TradeItem")
		return
	}
	r.sep(c)
	a = c + 1
	switch k {
	case 0: // bie-branch = "bie" ":" bie-ref
		readGS1BieRef(r, a)
	case 1: // bdt-branch = "bdt" ":" datatype-name
		r.field(a, len(s), &gs1DatatypeName)
	default: // cl-branch = "cl" ":" codelist-name [ ":" code-value ]
		c = fieldEnd(s, a, ':')
		if !r.field(a, c, &gs1CodelistName) || c == len(s) {
			return
		}
		r.sep(c)
		if c+1 == len(s) {
			r.gap(c+1, len(s), ':', &gs1CodeValue)
			return
		}
		if e := fieldEnd(s, c+1, ':'); r.field(c+1, e, &gs1CodeValue) && e < len(s) {
			r.fail(CodeSyntax, e, len(s), "a code list name is followed by one code value at most, as ContainerMaterialCode:STAINLESS_STEEL")
		}
	}
}

// readGS1BieRef reads bie-ref = class-name / class-name "." class-name /
// class-name "." lower-name / class-name "." lower-name "." class-name
// from a to the end: a class, and a class or an attribute of it (the
// case of its first letter says which), and after an attribute its
// class.
func readGS1BieRef(r *reader, a int) {
	s := r.s
	from := a
	attr := false // the previous name was a lower-name
	for n := 0; ; n++ {
		b := fieldEnd(s, a, '.')
		f := &gs1ClassName
		if n == 1 && a < b && 'a' <= s[a] && s[a] <= 'z' {
			f, attr = &gs1LowerName, true
		}
		if n == 3 || n == 2 && !attr {
			r.fail(CodeSyntax, a-1, len(s), "a BIE name is Class, Class.Class, Class.attribute or Class.attribute.Class: nothing follows "+s[from:a-1])
			return
		}
		if a == b {
			r.gap(a, len(s), '.', f)
			return
		}
		if !r.field(a, b, f) || b == len(s) {
			return
		}
		r.sep(b)
		a = b + 1
	}
}

// readGS1Std reads, from a on, what follows "std" ":" in std-branch =
// "std" ":" std-id [ ":" version [ ":" clause ] ].
func readGS1Std(r *reader, a int) {
	s := r.s
	c := fieldEnd(s, a, ':')
	if !r.field(a, c, &gs1StdID) {
		return
	}
	for _, f := range [2]*field{&gs1Version, &gs1Clause} {
		if c == len(s) {
			return
		}
		r.sep(c)
		a, c = c+1, fieldEnd(s, c+1, ':')
		if !gs1Numbers(r, a, c, f) {
			return
		}
	}
	if c < len(s) {
		r.fail(CodeSyntax, c, len(s), "a standard's name ends with its clause, as std:genspec:25.0:4.14.2")
	}
}

// gs1Numbers reads s[a:b] as f, a version (`1*DIGIT "." 1*DIGIT *( "."
// 1*DIGIT )`: two numbers at least) or a clause (`1*DIGIT *( "." 1*DIGIT
// )`), one part.
func gs1Numbers(r *reader, a, b int, f *field) bool {
	s := r.s
	if a == b {
		if a == len(s) {
			r.gap(a, len(s), ':', f) // a colon last
		} else {
			r.fail(CodeSyntax, a, a, "the "+f.label+" is missing: it is "+f.what)
		}
		return false
	}
	r.part(a, b, f)
	n := 0
	for i := a; i <= b; i++ {
		if i < b && isDigit(s[i]) {
			continue
		}
		if i < b && s[i] != '.' {
			r.badChar(i, " cannot appear in the "+f.label+": it is "+f.what)
			return false
		}
		if i == a || s[i-1] == '.' { // no number before this dot or the end
			r.gap(i, b, '.', &gs1Number)
			return false
		}
		n++
	}
	if n < 2 && f == &gs1Version {
		r.fail(CodeSyntax, a, b, "a version has a dot between two numbers at least, as 25.0")
		return false
	}
	return true
}

// gs1Docs gives the gs1 syntax's [Documentation].
type gs1Docs struct{}

func (gs1Docs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"Version 1 does not normatively designate or claim deployment of a resolver endpoint.",
		},
		Quote: "The following Augmented Backus-Naur Form (ABNF) defines the assigned-name syntax.",
		Cites: []string{
			"The same Application Identifier code MUST NOT occur more than once in an assigned name unless a governing GS1 specification expressly defines repeatability and a canonical ordering rule.",
		},
		Rules: []Rule{
			{"ai", "ai = 2*4DIGIT"},
			{"ai-value", `ai-value = 1*( unreserved / pct-encoded / sub-delims / "@" / "/" )`},
			{"class-name", "class-name = UPPER *( ALPHA / DIGIT )"},
			{"lower-name", "lower-name = LOWER *( ALPHA / DIGIT )"},
			{"datatype-name", "datatype-name = class-name"},
			{"codelist-name", "codelist-name = class-name"},
			{"code-value", `code-value = UPPER *( UPPER / DIGIT / "_" )`},
			{"std-id", `std-id = LOWER *( LOWER / DIGIT / "-" )`},
			{"version", `version = 1*DIGIT "." 1*DIGIT *( "." 1*DIGIT )`},
			{"clause", `clause = 1*DIGIT *( "." 1*DIGIT )`},
		},
	}
}
