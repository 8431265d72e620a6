package core

import "testing"

// The reference below restates each repertoire as the specs print it, as a
// plain switch, and the test checks the table-driven masks against it for
// all 256 bytes: the readable version of net/url's generated table.

func refALPHA(c byte) bool { return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' }
func refDIGIT(c byte) bool { return '0' <= c && c <= '9' }

// RFC 2141 §2.2: <trans> ::= <upper> | <lower> | <number> | <other> | <reserved>,
// here without <reserved>, which the reader treats apart.
func refTrans2141(c byte) bool {
	if refALPHA(c) || refDIGIT(c) {
		return true
	}
	switch c {
	case '(', ')', '+', ',', '-', '.', ':', '=', '@', ';', '$', '_', '!', '*', '\'':
		return true
	}
	return false
}

// RFC 2141 §2.4: <excluded> ::= octets 1-32 | "\" | """ | "&" | "<" | ">" |
// "[" | "]" | "^" | "`" | "{" | "|" | "}" | "~" | octets 127-255; octet 0
// is never used.
func refExcluded2141(c byte) bool {
	if c <= 32 || c >= 127 {
		return true
	}
	switch c {
	case '\\', '"', '&', '<', '>', '[', ']', '^', '`', '{', '|', '}', '~':
		return true
	}
	return false
}

// RFC 3986 §3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@",
// here without pct-encoded.
func refPchar(c byte) bool {
	if refALPHA(c) || refDIGIT(c) {
		return true
	}
	switch c {
	case '-', '.', '_', '~', // unreserved
		'!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', // sub-delims
		':', '@':
		return true
	}
	return false
}

func TestCharClassesAgainstSpecText(t *testing.T) {
	for i := 0; i < 256; i++ {
		c := byte(i)
		check := func(name string, got, want bool) {
			t.Helper()
			if got != want {
				t.Errorf("byte %#02x %q: %s = %v, want %v", c, rune(c), name, got, want)
			}
		}
		check("trans2141", classOf[c]&trans2141 != 0, refTrans2141(c))
		check("reserved2141", classOf[c]&reserved2141 != 0, c == '/' || c == '?' || c == '#')
		// Every byte of RFC 2141 is in exactly one of <trans>, <reserved>
		// ("%" included) or <excluded> (octet 0 counted with excluded).
		n := 0
		for _, in := range []bool{refTrans2141(c), c == '/' || c == '?' || c == '#' || c == '%', refExcluded2141(c) || c == 0} {
			if in {
				n++
			}
		}
		if n != 1 {
			t.Errorf("byte %#02x is in %d RFC 2141 classes, want 1", c, n)
		}
		check("pchar", classOf[c]&pchar != 0, refPchar(c))
		check("componentChars", classOf[c]&componentChars != 0, refPchar(c) || c == '/' || c == '?')
		check("ldh", classOf[c]&ldh != 0, refALPHA(c) || refDIGIT(c) || c == '-')
		check("isHex", isHex(c), refDIGIT(c) || 'A' <= c && c <= 'F' || 'a' <= c && c <= 'f')
		// draft-03 §2.5.3's excluded list is the complement of pchar, "%"
		// and the delimiters it names.
		draft03Excluded := c <= 32 || c >= 127 || c == '"' || c == '#' || c == '%' || c == '/' || c == '<' || c == '>' ||
			c == '?' || c == '[' || c == '\\' || c == ']' || c == '^' || c == '`' || c == '{' || c == '|' || c == '}'
		check("draft-03 NSS", editionRules[Draft03].nss&classOf[c] != 0, !draft03Excluded)
	}
	// RFC 2141's NSS adds "&" and "~" nowhere; draft-03 adds both (Appendix C).
	if classOf['&']&trans2141 != 0 || classOf['~']&trans2141 != 0 {
		t.Error(`"&" and "~" must be excluded in RFC 2141 (§2.4)`)
	}
}

func TestPctTable(t *testing.T) {
	if pctTable[0x2c] != "%2C" || pctTable[0] != "%00" || pctTable[0xff] != "%FF" {
		t.Fatalf("pctTable: %q %q %q", pctTable[0x2c], pctTable[0], pctTable[0xff])
	}
	for i := 0; i < 256; i++ {
		s := pctTable[i]
		if got := unhex(s[1])<<4 | unhex(s[2]); got != byte(i) {
			t.Errorf("unhex(%s) = %d", s, got)
		}
	}
}
