package namespace

import "github.com/urn-playground/urn-playground/core"

// devSyntax is the "dev" namespace, RFC 9039 and its IANA-hosted
// template, whose Syntax field gives the ABNF: `body componentpart`, the
// body one of `%s"mac:" hexstring`, `%s"ow:" hexstring`, `%s"org:"
// posnumber "-" identifier *( ":" identifier )`, `%s"os:" posnumber "-"
// serial *( ":" identifier )`, `%s"ops:" posnumber "-" product "-" serial
// *( ":" identifier )` or another subtype; `componentpart = *( "_"
// identifier )`; `identifier = 1*devunreserved` (letters, digits, "." and
// "-"); `hexstring = 1*(hexdigit hexdigit)`; `posnumber = NZDIGIT
// *DIGIT`. (IANA template for dev, Syntax.)
var devSyntax = Syntax{
	NID: "dev", ID: "dev", Title: "a device: mac, ow, org, os, ops or another subtype, its identifiers, and _components",
	Ref: core.Ref{Doc: "iana-dev", Section: "Syntax", Anchor: "iana-dev-sec-syntax"}, read: readDev,
}

var _ = Register(&devSyntax)

var devSubtypes = []string{"mac", "ow", "org", "os", "ops"}

var (
	devSubtype    = field{"dev-subtype", "subtype", "letters and digits", csAlnum}
	devHex        = field{"dev-hex", "hexadecimal identifier", "hexadecimal digits", csHex}
	devPEN        = field{"dev-pen", "enterprise number", "a decimal number", csDigit}
	devProduct    = field{"dev-product", "product", "letters, digits and \".\"", csDevNoDash}
	devIdentifier = field{"dev-identifier", "identifier", devUnreserved, csDevUnreserved}
	devComponent  = field{"dev-component", "component", devUnreserved, csDevUnreserved}
)

const devUnreserved = "letters, digits, \".\" and \"-\""

func readDev(r *reader) {
	s := r.s
	end := fieldEnd(s, 0, '_') // the body ends where the components begin
	colon := fieldEnd(s[:end], 0, ':')
	k := -1
	for i, w := range devSubtypes {
		if s[:colon] == w { // %s"…": case-sensitive
			k = i
		}
	}
	if !r.field(0, colon, &devSubtype) {
		return
	}
	if colon == end {
		r.fail(CodeSyntax, colon, colon, "after the subtype comes \":\" and the device's identifier: mac:0024befffe804ff1")
		return
	}
	r.sep(colon)
	a := colon + 1
	switch k {
	case 0, 1:
		if !r.field(a, end, &devHex) {
			return
		}
		if (end-a)%2 != 0 {
			r.badLength(a, end, "a hexstring is pairs of hexadecimal digits; this one has ", end-a)
		}
	case 2, 3, 4:
		if a = devNumbered(r, a, end, k == 4); a < 0 || !r.list(a, end, ':', &devIdentifier, &devIdentifier) {
			return
		}
	default:
		r.report(core.Info, CodePrefix, 0, colon, "a subtype RFC 9039 does not define (it defines mac, ow, org, os and ops): its identifiers follow the general rule")
		if !r.list(a, end, ':', &devIdentifier, &devIdentifier) {
			return
		}
	}
	if end < len(s) {
		r.sep(end)
		r.list(end+1, len(s), '_', &devComponent, &devComponent)
	}
}

// devNumbered reads `posnumber "-"`, and for ops `product "-"`, returning
// where the serial or identifier begins, -1 after an error.
func devNumbered(r *reader, a, end int, product bool) int {
	h := fieldEnd(r.s[:end], a, '-')
	if !r.field(a, h, &devPEN) {
		return -1
	}
	if r.s[a] == '0' || h == end {
		r.fail(CodeSyntax, a, h, "a private enterprise number starts with 1 to 9 and is followed by \"-\"")
		return -1
	}
	r.sep(h)
	if !product {
		return h + 1
	}
	p := fieldEnd(r.s[:end], h+1, '-')
	if !r.field(h+1, p, &devProduct) {
		return -1
	}
	if p == end {
		r.fail(CodeSyntax, h+1, p, "an ops identifier is the enterprise number, the product and the serial, separated by \"-\"")
		return -1
	}
	r.sep(p)
	return p + 1
}
