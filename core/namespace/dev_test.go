package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceDev: the examples of RFC 9039 §5 and the IANA template
// for dev's ABNF, rule by rule.
func TestNamespaceDev(t *testing.T) {
	checkNS(t, []nsCase{
		// RFC 9039 §5's examples of the five subtypes it defines.
		{"urn:dev:mac:0024befffe804ff1", Conforms, "", "dev-subtype dev-hex", ""},
		{"urn:dev:ow:10e2073a01080063", Conforms, "", "", ""},
		{"urn:dev:ow:264437f5000000ed_humidity", Conforms, "", "dev-subtype dev-hex separator dev-component", ""},
		{"urn:dev:ow:264437f5000000ed_temperature", Conforms, "", "", ""},
		{"urn:dev:org:32473-foo", Conforms, "", "dev-subtype dev-pen separator dev-identifier", ""},
		{"urn:dev:os:32473-12345", Conforms, "", "dev-subtype dev-pen separator dev-serial", ""},
		{"urn:dev:os:32473-12345_sensor1", Conforms, "", "", ""},
		{"urn:dev:ops:32473-Refrigerator-5002", Conforms, "", "dev-subtype dev-pen separator dev-product separator dev-serial", ""},
		{"urn:dev:ops:32473-Refrigerator-5002_inner.humidity", Conforms, "", "", ""},
		// Colon-separated identifiers, a serial with hyphens, hex digits
		// in upper case (ABNF strings are case-insensitive).
		{"urn:dev:org:32473-foo-bar:v1.2:x", Conforms, "", "dev-subtype dev-pen separator dev-identifier separator dev-identifier separator dev-identifier", ""},
		{"urn:dev:os:32473-12-34", Conforms, "", "", ""},
		{"urn:dev:mac:0024BEFFFE804FF1", Conforms, "", "", ""},
		// otherbody: subtype = LALPHA *(DIGIT / LALPHA), LALPHA = %x41-5A.
		{"urn:dev:EXAMPLE:new-1-2-3_comp", Conforms, "ns-prefix", "dev-subtype separator dev-identifier separator dev-component", ""},
		{"urn:dev:MAC:0024befffe804ff1", Conforms, "ns-prefix", "", ""},
		{"urn:dev:X9:a:b", Conforms, "ns-prefix", "", ""},
		// RFC 9039's own example, lower case against the template's
		// LALPHA = %x41-5A: read as either case, with a note.
		{"urn:dev:example:new-1-2-3_comp", Conforms, "ns-prefix", "", ""},
		{"urn:dev:1abc:x", Violates, "ns-char", "", ""},
		{"urn:dev:A-B:x", Violates, "ns-char", "", ""},
		{"urn:dev:Mac:0024befffe804ff1", Violates, "ns-case", "", "mac:0024befffe804ff1"},
		{"urn:dev:EXAMPLE", Violates, "ns-syntax", "", ""},
		// macbody and owbody: a hexstring, pairs of hex digits, then
		// only components.
		{"urn:dev:mac:0024befffe804ff", Violates, "ns-length", "", ""},
		{"urn:dev:mac:0024befffe804fg1", Violates, "ns-char", "", ""},
		{"urn:dev:mac:0024:befffe804ff1", Violates, "ns-syntax", "", ""},
		{"urn:dev:mac", Violates, "ns-syntax", "", ""},
		{"urn:dev:mac:", Violates, "ns-syntax", "", ""},
		// posnumber = NZDIGIT *DIGIT, "-", product (no "-") and serial.
		{"urn:dev:org:0-foo", Violates, "ns-char", "", ""},
		{"urn:dev:org:foo", Violates, "ns-char", "", ""},
		{"urn:dev:os:32473", Violates, "ns-syntax", "", ""},
		{"urn:dev:ops:32473-Refrigerator", Violates, "ns-syntax", "", ""},
		{"urn:dev:ops:32473-Refrigerator-", Violates, "ns-syntax", "", ""},
		{"urn:dev:org:32473-f@o", Violates, "ns-char", "", ""},
		// componentpart = *( "_" identifier ).
		{"urn:dev:org:32473-foo_", Violates, "ns-separator", "", "org:32473-foo"},
		{"urn:dev:org:32473-foo__x", Violates, "ns-separator", "", "org:32473-foo_x"},
		{"urn:dev:org:32473-foo_a:b", Violates, "ns-char", "", ""},
	})
	checkNSRules(t, [][2]string{
		{"urn:dev:mac:0024befffe804ff1_x", `%s"mac:" hexstring "_" identifier`},
		{"urn:dev:ops:32473-Refrigerator-5002:a", `%s"ops:" posnumber "-" product "-" serial ":" identifier`},
		{"urn:dev:EXAMPLE:new-1", `subtype ":" identifier`},
	})
	checkNSDiags(t, []nsDiag{
		{"urn:dev:1abc:x", CodeChar, core.Error, `"1" cannot begin the subtype: it is mac, ow, org, os or ops, or else letters and digits, a letter first`, "iana-dev", "", ""},
		{"urn:dev:example:x", CodePrefix, core.Info, "the template's LALPHA is %x41-5A, upper case, but RFC 9039's own example writes urn:dev:example:new-1-2-3_comp", "", "", ""},
		{"urn:dev:Mac:0024befffe804ff1", CodeCase, core.Error, `the subtype mac is written in lower case (%s"mac:" is case-sensitive)`, "", "Write mac in lower case", "mac:0024befffe804ff1"},
		{"urn:dev:MAC:0024befffe804ff1", CodePrefix, core.Info, "not the subtype mac", "", "", ""},
		{"urn:dev:org:0-foo", CodeChar, core.Error, `"0" cannot begin the enterprise number: it is a decimal number that does not begin with 0 (posnumber)`, "", "", ""},
		{"urn:dev:mac:0024:ab", CodeSyntax, core.Error, "a mac URN is its hexstring, then only _components", "", "", ""},
		{"urn:dev:ops:32473-Refrigerator", CodeSyntax, core.Error, `the product is followed by "-" and the serial number`, "", "", ""},
	})
}
