package namespace

import "testing"

// TestNamespaceISBN: the examples of the IANA template for isbn (Syntax:
// "URN:ISBN:951-0-18435-7", "URN:ISBN:978-951-0-18435-6"; Resolution:
// 978-952-10-3937-9), real ISBNs with correct and corrupted check digits,
// and the forms the template rules out.
func TestNamespaceISBN(t *testing.T) {
	const full13 = "isbn-prefix hyphen isbn-group hyphen isbn-registrant hyphen isbn-publication hyphen isbn-check"
	const full10 = "isbn-group hyphen isbn-registrant hyphen isbn-publication hyphen isbn-check"
	checkNS(t, []nsCase{
		{"URN:ISBN:951-0-18435-7", Conforms, "ns-deprecated", full10, "978-951-0-18435-6"},
		{"URN:ISBN:978-951-0-18435-6", Conforms, "", full13, ""},
		{"urn:isbn:978-952-10-3937-9", Conforms, "", full13, ""},
		{"urn:isbn:9780262033848", Conforms, "", "isbn-prefix isbn-elements isbn-check", ""},
		{"urn:isbn:978-3-16-148410-0", Conforms, "", full13, ""},
		{"urn:isbn:978-0451450524", Conforms, "", "isbn-prefix hyphen isbn-elements isbn-check", ""},
		{"urn:isbn:0451450523", Conforms, "ns-deprecated", "isbn-elements isbn-check", "9780451450524"},
		{"urn:isbn:0-8044-2957-X", Conforms, "ns-deprecated", full10, "978-0-8044-2957-3"},
		// The example: the check digit is wrong.
		{"urn:isbn:0451450524", Violates, "ns-check-digit", "isbn-elements isbn-check", "0451450523"},
		{"urn:isbn:978-3-16-148410-1", Violates, "ns-check-digit", full13, "978-3-16-148410-0"},
		{"urn:isbn:9780262033847", Violates, "ns-check-digit", "", "9780262033848"},
		{"urn:isbn:0-8044-2957-x", Violates, "ns-case", full10, "0-8044-2957-X"},
		{"urn:isbn:0-8044-2957-9", Violates, "ns-check-digit", full10, "0-8044-2957-X"},
		{"urn:isbn:977-3-16-148410-0", Violates, "ns-range", full13, ""},
		{"urn:isbn:978-3-16-14841", Violates, "ns-length", "unread", ""},
		{"urn:isbn:97831614841001", Violates, "ns-length", "isbn-prefix isbn-elements isbn-check unread", ""},
		{"urn:isbn:978-3-16-148410-0a", Violates, "ns-char", "unread", ""},
		{"urn:isbn:978-3-16-1X8410-0", Violates, "ns-char", "unread", ""},
		{"urn:isbn:978--3-16-148410-0", Violates, "ns-separator", "", "978-3-16-148410-0"},
		{"urn:isbn:978-3-16-148410-0-", Violates, "ns-separator", "", "978-3-16-148410-0"},
	})
}
