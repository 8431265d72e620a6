package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// FuzzNamespaceReading checks the namespace reading's promises on any NSS
// of every namespace the engine knows, under every edition: no panic; the
// parts tile the NSS; the verdict agrees with the errors; every fix gives
// a conforming NSS (checkNSInvariants); the reading is deterministic; and
// the syntax reading is left as it was. The fuzzer picks the namespace
// (ns, modulo the table's length) and the NSS.
func FuzzNamespaceReading(f *testing.F) {
	for _, c := range []struct{ nid, nss string }{
		{"isbn", "978-951-0-18435-6"}, {"isbn", "0451450524"}, {"isbn", "0-8044-2957-x"}, {"isbn", "978--3-16-148410-0"},
		{"issn", "1050-124x"}, {"issn", "03178471"}, {"issn", "0317-X471"},
		{"isni", "000000012146438x"}, {"lei", "7ltwfzyicnsx8d621k86"},
		{"uuid", "f81d4fae7dec11d0a76500a0c91e6bf6"}, {"uuid", "f81d4fae-7dec-91d0-c765-00a0c91e6bf6"}, {"uuid", ""},
		{"oasis", "Names:tc:SAML:2.0:assertion"}, {"oasis", "names:technical:memo:9502:1995"}, {"oasis", "member:A00024:x"},
		{"xmpp", "jingle::1"}, {"ieee", "std:802.5:yang"}, {"3gpp", "acme.foo-serv"},
		{"epc", "id:sgtin:900100.0003456.1234567"}, {"example", "a123,z456"}, {"mpeg", "mpeg7:cs:GenreCS:2001"},
		{"iso", "std:iso:9999:-1:ed-1:v1-amd1.v1:en,fr:amd:2:v2:en:clause:3.1,a.2-b.9"}, {"iso", "std:iso:9999:1:ed-2:en:"},
		{"publicid", "%2B:IDN+example.org:DTD+XML+Bookmarks+1.0:EN:XML"}, {"publicid", "a++b'c%41%2"},
	} {
		for i, s := range syntaxes {
			if s.NID == c.nid {
				f.Add(uint8(i), c.nss)
			}
		}
	}
	f.Fuzz(func(t *testing.T, ns uint8, nss string) {
		rule := syntaxes[int(ns)%len(syntaxes)]
		in := "urn:" + rule.NID + ":" + nss
		for _, e := range core.Editions() {
			u := core.Read(in, e)
			valid, diags := u.Valid, len(u.Diagnostics)
			nr := Read(u)
			if u.NSS.Present() && nr.Syntax != rule {
				t.Fatalf("%s %q: rule %v, want %s", e, in, nr.Syntax, rule.ID)
			}
			checkNSInvariants(t, u, nr)
			if u.Valid != valid || len(u.Diagnostics) != diags {
				t.Fatalf("%s %q: the namespace reading changed the syntax reading", e, in)
			}
			again := Read(u)
			if again.Verdict != nr.Verdict || len(again.Parts) != len(nr.Parts) || len(again.Diagnostics) != len(nr.Diagnostics) {
				t.Fatalf("%s %q: two readings differ", e, in)
			}
		}
	})
}
