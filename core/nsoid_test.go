package core

import "testing"

// TestOIDExamplesOfRFC3061: the four examples RFC 3061 §3 prints conform
// to the oid namespace's syntax (§2), the last in upper case, since the
// scheme and NID are case-insensitive (RFC 8141 §3.1); site/spec/rfc3061.md
// says so.
func TestOIDExamplesOfRFC3061(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:oid:1.3.6.1", NSConforms, "", "oid-arc separator oid-arc separator oid-arc separator oid-arc", ""},
		{"urn:oid:1.3.6.1.4.1", NSConforms, "", "", ""},
		{"urn:oid:1.3.6.1.2.1.27", NSConforms, "", "", ""},
		{"URN:OID:0.9.2342.19200300.100.4", NSConforms, "", "", ""},
	})
}
