package namespace

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// devSyntax is the "dev" namespace, RFC 9039 and its IANA-hosted
// template, whose Syntax field gives the ABNF this file follows rule by
// rule: `devurn = "urn:dev:" body componentpart`, the body one of the
// five subtypes RFC 9039 defines (%s"mac:", "ow:", "org:", "os:",
// "ops:", case-sensitive) with their identifiers, or `otherbody =
// subtype ":" identifier *( ":" identifier )`, whose `subtype = LALPHA
// *(DIGIT / LALPHA)` with `LALPHA = %x41-5A`, upper-case letters; then
// `componentpart = *( "_" identifier )`. (IANA template for dev,
// Syntax.)
var devSyntax = Syntax{
	NID: "dev", ID: "dev", Title: "a device: mac, ow, org, os, ops or another subtype, its identifiers, and _components",
	Ref:  core.Ref{Doc: "iana-dev", Section: "Syntax", Anchor: "iana-dev-sec-syntax"},
	read: readDev,
	fields: []*field{&devLits[0], &devLits[1], &devLits[2], &devLits[3], &devLits[4], &devSubtype,
		&devIdentifier, &devProduct, &devSerial, &devComponent, &devHex, &devPEN},
	doc: devDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-dev", Section: "Resolution", Anchor: "iana-dev-sec-resolution"},
		None: "The dev registration expects no resolution: device identifiers are matched locally, not looked up.",
	},
}

var _ = Register(&devSyntax)

// devSubtypes are the subtypes of the body's %s literals, case-sensitive
// (RFC 7405's %s), and devLits, at the same index, the literals with
// their colon, each one part.
var (
	devSubtypes = []string{"mac", "ow", "org", "os", "ops"}
	devLits     = [...]field{
		{id: "dev-subtype", label: "subtype mac", rule: `%s"mac:"`},
		{id: "dev-subtype", label: "subtype ow", rule: `%s"ow:"`},
		{id: "dev-subtype", label: "subtype org", rule: `%s"org:"`},
		{id: "dev-subtype", label: "subtype os", rule: `%s"os:"`},
		{id: "dev-subtype", label: "subtype ops", rule: `%s"ops:"`},
	}
)

var (
	devSubtype    = field{id: "dev-subtype", label: "subtype", rule: "subtype", what: "mac, ow, org, os or ops, or else letters and digits, a letter first (subtype = LALPHA *(DIGIT / LALPHA))", set: &devSubtypeChars}
	devIdentifier = field{id: "dev-identifier", label: "identifier", rule: "identifier", what: devUnreserved, ok: csDevUnreserved}
	devProduct    = field{id: "dev-product", label: "product", rule: "product", what: "letters, digits and \".\"", ok: csDevNoDash}
	devSerial     = field{id: "dev-serial", label: "serial number", rule: "serial", what: devUnreserved, ok: csDevUnreserved}
	devComponent  = field{id: "dev-component", label: "component", rule: "identifier", what: devUnreserved, ok: csDevUnreserved}
	devHex        = field{id: "dev-hex", label: "hexstring", rule: "hexstring", what: "pairs of hexadecimal digits (0-9, a-f)", ok: csHex}
	devPEN        = field{id: "dev-pen", label: "enterprise number", rule: "posnumber", what: "a decimal number that does not begin with 0 (posnumber)", set: &devPENChars}
)

var (
	// LALPHA is %x41-5A in the template, the upper-case letters, yet
	// RFC 9039's own example writes a subtype in lower case
	// (urn:dev:example:new-1-2-3_comp), as its five subtypes are: the
	// reading takes letters of either case, and notes the lower-case
	// ones (readDevOther).
	devSubtypeChars = ruleChars{head: bitsOf(chars{mask: cAlpha}), tail: bitsOf(chars{mask: cDigit | cAlpha})}
	devPENChars     = ruleChars{head: bitsOf(chars{lo: '1', n: 9}), tail: bitsOf(chars{mask: cDigit})}
)

const devUnreserved = "letters, digits, \".\" and \"-\""

// readDev reads devurn's body componentpart: no part of the body holds a
// "_", so the first one ends it.
func readDev(r *reader) {
	s := r.s
	end := fieldEnd(s, 0, '_')
	if !readDevBody(r, end) || end == len(s) {
		return
	}
	// componentpart = *( "_" identifier )
	r.sep(end)
	r.items(end+1, len(s), '_', &devComponent, &devComponent)
}

// readDevBody reads body = macbody / owbody / orgbody / osbody / opsbody
// / otherbody over s[:end]: the five subtypes' literals, exactly, or
// another subtype.
func readDevBody(r *reader, end int) bool {
	s := r.s
	colon := fieldEnd(s[:end], 0, ':')
	k := len(devSubtypes) - 1
	for k >= 0 && s[:colon] != devSubtypes[k] {
		k--
	}
	if k < 0 {
		return readDevOther(r, colon, end)
	}
	if colon == end {
		r.fail(CodeSyntax, colon, colon, "the subtype "+s[:colon]+" is followed by \":\" and the device's identifier, as mac:0024befffe804ff1")
		return false
	}
	r.part(0, colon+1, &devLits[k])
	a := colon + 1
	if k < 2 { // macbody = %s"mac:" hexstring; owbody = %s"ow:" hexstring
		if i := fieldEnd(s[:end], a, ':'); i < end {
			r.fail(CodeSyntax, i, end, "a "+s[:colon]+" URN is its hexstring, then only _components: no colon-separated identifiers follow")
			return false
		}
		if !r.field(a, end, &devHex) {
			return false
		}
		if (end-a)%2 != 0 {
			r.badLength(a, end, "a hexstring is pairs of hexadecimal digits; this one has ", end-a)
			return false
		}
		return true
	}
	// orgbody = %s"org:" posnumber "-" identifier *( ":" identifier )
	// osbody = %s"os:" posnumber "-" serial *( ":" identifier )
	// opsbody = %s"ops:" posnumber "-" product "-" serial *( ":" identifier )
	id := fieldEnd(s[:end], a, ':') // posnumber, product and serial hold no ":"
	h := fieldEnd(s[:id], a, '-')
	if !r.field(a, h, &devPEN) {
		return false
	}
	if h == id {
		r.fail(CodeSyntax, h, h, "the enterprise number is followed by \"-\" and "+devAfterPEN[k-2])
		return false
	}
	r.sep(h)
	first := &devSerial
	switch k {
	case 2:
		first = &devIdentifier
	case 4:
		p := fieldEnd(s[:id], h+1, '-')
		if !r.field(h+1, p, &devProduct) {
			return false
		}
		if p == id {
			r.fail(CodeSyntax, p, p, "the product is followed by \"-\" and the serial number, as ops:32473-Refrigerator-5002")
			return false
		}
		r.sep(p)
		h = p
	}
	return r.items(h+1, end, ':', first, &devIdentifier)
}

// devAfterPEN is what follows the enterprise number and "-" in orgbody,
// osbody and opsbody.
var devAfterPEN = [3]string{
	"an identifier, as org:32473-foo",
	"the serial number, as os:32473-12345",
	"the product, \"-\" and the serial number, as ops:32473-Refrigerator-5002",
}

// readDevOther reads otherbody = subtype ":" identifier *( ":"
// identifier ), subtype = LALPHA *(DIGIT / LALPHA), over s[:end].
func readDevOther(r *reader, colon, end int) bool {
	s := r.s
	if k := indexFold(devSubtypes, s[:colon]); k >= 0 && s[:colon] != ascii.ToUpper(s[:colon]) {
		d := r.fail(CodeCase, 0, colon, "the subtype "+devSubtypes[k]+" is written in lower case (%s\""+devSubtypes[k]+":\" is case-sensitive)")
		r.fix(d, devSubtypes[k], "Write "+devSubtypes[k]+" in lower case")
		r.part(0, colon, &devSubtype)
		return false
	}
	if !r.field(0, colon, &devSubtype) {
		return false
	}
	if colon == end {
		r.fail(CodeSyntax, colon, colon, "the subtype is followed by \":\" and an identifier, as "+s[:colon]+":1234")
		return false
	}
	note := "a subtype RFC 9039 does not define (it defines mac, ow, org, os and ops): its identifiers follow the general rule"
	if k := indexFold(devSubtypes, s[:colon]); k >= 0 {
		note = "not the subtype " + devSubtypes[k] + ", whose %s literal is case-sensitive, but another, in upper case: its identifiers follow the general rule"
	} else if s[:colon] != ascii.ToUpper(s[:colon]) {
		note = "a subtype RFC 9039 does not define, in lower case: the template's LALPHA is %x41-5A, upper case, but RFC 9039's own example writes urn:dev:example:new-1-2-3_comp, so the reading takes either case"
	}
	r.report(core.Info, CodePrefix, 0, colon, note)
	r.sep(colon)
	return r.items(colon+1, end, ':', &devIdentifier, &devIdentifier)
}

// devDocs gives the dev syntax's [Documentation].
type devDocs struct{}

func (devDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The device identifiers are not expected to be globally resolvable. No identifier resolution system is expected.",
		},
		Quote: "The identifier is expressed in ASCII characters and has a hierarchical structure as follows:",
		Rules: []Rule{
			{"subtype", "subtype = LALPHA *(DIGIT / LALPHA)"},
			{"identifier", "identifier = 1*devunreserved"},
			{"product", "product = identifiernodash"},
			{"serial", "serial = identifier"},
			{"hexstring", "hexstring = 1*(hexdigit hexdigit)"},
			{"posnumber", "posnumber = NZDIGIT *DIGIT"},
		},
	}
}
