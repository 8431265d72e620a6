package core

// charClass is a set of byte classes; the table below gives each byte its
// classes, and each edition's rules are masks over them. This is net/url's
// shouldEscape idea as data: one table, modes as bit masks.
type charClass uint16

const (
	cAlpha      charClass = 1 << iota // ALPHA
	cDigit                            // DIGIT
	cHyphen                           // "-"
	cHexLetter                        // "A"-"F" / "a"-"f"
	cOther2141                        // RFC 2141 §2.2 <other> except "-" (which is cHyphen)
	cUnreserved                       // RFC 3986 unreserved except ALPHA/DIGIT/"-": "." "_" "~"
	cSubDelim                         // RFC 3986 sub-delims: ! $ & ' ( ) * + , ; =
	cColon                            // ":": in pchar, from gen-delims
	cAt                               // "@": in pchar, from gen-delims
	cSlash                            // "/"
	cQuestion                         // "?"
	cHash                             // "#"
	cPercent                          // "%"
)

// Masks built from the classes: the repertoires the specs name.
const (
	// letNum is RFC 2141 <let-num> and RFC 5234 ALPHA / DIGIT.
	letNum = cAlpha | cDigit
	// ldh is letters, digits and hyphen: RFC 2141 <let-num-hyp>, draft
	// <ldh>.
	ldh = letNum | cHyphen
	// trans2141 is RFC 2141 §2.2 <trans> without <reserved>: letters,
	// digits and <other>.
	trans2141 = letNum | cHyphen | cOther2141
	// reserved2141 is RFC 2141 §2.3 <reserved> without "%" (which only
	// introduces an escape): "/" "?" "#", allowed but SHOULD NOT appear.
	reserved2141 = cSlash | cQuestion | cHash
	// pchar is RFC 3986 §3.3 pchar without pct-encoded (handled apart).
	pchar = letNum | cHyphen | cUnreserved | cSubDelim | cColon | cAt
	// componentChars is pchar / "/" / "?": RFC 3986 query and fragment,
	// draft-12 q-string and r-string, RFC 8141 r-, q- and f-component.
	componentChars = pchar | cSlash | cQuestion
)

// classOf gives every byte its classes. It is built from the spec texts'
// own character lists by init; charclass_test.go (TestCharClassesAgainstSpecText) checks all 256 bytes
// against a readable switch.
var classOf = buildClasses()

func buildClasses() (classOf [256]charClass) {
	add := func(set string, c charClass) {
		for i := 0; i < len(set); i++ {
			classOf[set[i]] |= c
		}
	}
	add("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", cAlpha)
	add("0123456789", cDigit)
	add("-", cHyphen)
	add("ABCDEFabcdef", cHexLetter)
	// RFC 2141 §2.2: <other> ::= "(" | ")" | "+" | "," | "-" | "." | ":" |
	// "=" | "@" | ";" | "$" | "_" | "!" | "*" | "'". The seed prints the
	// last as a typographic quote; the original RFC has the ASCII
	// apostrophe (see SPEC-NOTES).
	add("()+,.:=@;$_!*'", cOther2141)
	add("._~", cUnreserved)
	add("!$&'()*+,;=", cSubDelim)
	add(":", cColon)
	add("@", cAt)
	add("/", cSlash)
	add("?", cQuestion)
	add("#", cHash)
	add("%", cPercent)
	return classOf
}

func isHex(c byte) bool { return classOf[c]&(cDigit|cHexLetter) != 0 }

// hexDigits is upper-case, the form every edition normalizes to.
const hexDigits = "0123456789ABCDEF"

// pctTable holds "%00" … "%FF", so a one-byte fix allocates nothing.
var pctTable = func() (t [256]string) {
	for i := range t {
		t[i] = string([]byte{'%', hexDigits[i>>4], hexDigits[i&15]})
	}
	return t
}()

// unhex returns the value of a hex digit already checked by isHex.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	default:
		return c - 'a' + 10
	}
}
