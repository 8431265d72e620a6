package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespacePublicID: RFC 3151 §3's examples, each transcribed back to
// the public identifier it prints; real publicid URNs (GENI's disk image
// names, the EU's EMCS message namespaces); then what no transcription
// writes (§1.1's normalization, §2's rules), each told what the
// transcription writes instead.
func TestNamespacePublicID(t *testing.T) {
	for _, c := range []struct{ urn, pid string }{
		{"urn:publicid:ISO%2FIEC+10179%3A1996:DTD+DSSSL+Architecture:EN", "ISO/IEC 10179:1996//DTD DSSSL Architecture//EN"},
		{"urn:publicid:ISO+8879%3A1986:ENTITIES+Added+Latin+1:EN", "ISO 8879:1986//ENTITIES Added Latin 1//EN"},
		{"urn:publicid:-:OASIS:DTD+DocBook+XML+V4.1.2:EN", "-//OASIS//DTD DocBook XML V4.1.2//EN"},
		{"urn:publicid:%2B:IDN+example.org:DTD+XML+Bookmarks+1.0:EN:XML", "+//IDN example.org//DTD XML Bookmarks 1.0//EN//XML"},
		{"urn:publicid:-:ArborText;prod:DTD+Help+Document;19970708:EN", "-//ArborText::prod//DTD Help Document::19970708//EN"},
		{"urn:publicid:foo", "foo"},
		{"urn:publicid:3%2B3=6", "3+3=6"},
		{"urn:publicid:-:Acme,+Inc.:DTD+Book+Version+1.0", "-//Acme, Inc.//DTD Book Version 1.0"},
		{"urn:publicid:IDN+emulab.net+image+emulab-ops:UBUNTU22-64-STD", "IDN emulab.net image emulab-ops//UBUNTU22-64-STD"},
		{"urn:publicid:-:EC:DGTAXUD:EMCS:PHASE4:IE815:V3.13", "-//EC//DGTAXUD//EMCS//PHASE4//IE815//V3.13"},
		{"urn:publicid:a%3f%23%25%27%3b", "a?#%';"}, // hex digits in either case (RFC 8141 §3.1)
	} {
		u := core.Read(c.urn, core.RFC8141)
		nr := Read(u)
		if nr.Verdict != Conforms || len(nr.Diagnostics) != 1 || nr.Diagnostics[0].Code != CodeNote {
			t.Errorf("%s: %v %v, want it to conform with one note", c.urn, nr.Verdict, nr.Diagnostics)
			continue
		}
		if want := "the public identifier: " + quote(c.pid); nr.Diagnostics[0].Msg != want {
			t.Errorf("%s: %q, want %q", c.urn, nr.Diagnostics[0].Msg, want)
		}
		checkNSInvariants(t, u, nr)
	}
	checkNS(t, []nsCase{
		// Each transcription is a part named after its rule, the copied
		// characters between them PubidChars.
		{"urn:publicid:-:OASIS:DTD+DocBook:EN", Conforms, "ns-note",
			"publicid-field publicid-slashes publicid-field publicid-slashes publicid-field publicid-space publicid-field publicid-slashes publicid-field", ""},
		{"urn:publicid:a::b", Conforms, "ns-note", "publicid-field publicid-slashes publicid-slashes publicid-field", ""},
		{"urn:publicid:ISO%2FIEC;x", Conforms, "ns-note", "publicid-field publicid-escape publicid-field publicid-colons publicid-field", ""},
		// What no transcription writes, and its fix.
		{"urn:publicid:a++b", Violates, "ns-char", "publicid-field publicid-space publicid-field", "a+b"},
		{"urn:publicid:+a", Violates, "ns-char", "", "a"},
		{"urn:publicid:+:IDN+example.org:DTD+XML+Bookmarks+1.0:EN", Violates, "ns-char", "", "%2B:IDN+example.org:DTD+XML+Bookmarks+1.0:EN"},
		{"urn:publicid:a:+", Violates, "ns-char", "", "a:"},
		{"urn:publicid:a'b", Violates, "ns-char", "publicid-field", "a%27b"},
		{"urn:publicid:ISO/IEC", Violates, "ns-char", "", "ISO%2FIEC"},
		{"urn:publicid:-//OASIS", Violates, "ns-char", "", "-:OASIS"},
		{"urn:publicid:a%41", Violates, "ns-char", "", "aA"},
		{"urn:publicid:a%20b", Violates, "ns-char", "", "a+b"},
		{"urn:publicid:a%7E", Violates, "ns-char", "", ""},
		{"urn:publicid:a~b", Violates, "ns-char", "", ""},
		{"urn:publicid:a&b", Violates, "ns-char", "", ""},
		{"urn:publicid:a%2", Violates, "ns-char", "", "a%252"},
		// "//" and "::" are written ":" and ";", never as two escapes; a
		// "/" and a ":" side by side are two literals.
		{"urn:publicid:a%2F%2Fb", Violates, "ns-char", "", "a:b"},
		{"urn:publicid:a%3a%3Ab", Violates, "ns-char", "", "a;b"},
		{"urn:publicid:a%2F%3Ab", Conforms, "ns-note", "publicid-field publicid-escape publicid-escape publicid-field", ""},
		{"urn:publicid:a:%2Fb", Conforms, "ns-note", "publicid-field publicid-slashes publicid-escape publicid-field", ""},
	})
	// Each message says what the transcription writes; each fix says what
	// it does; §1.1's rules cite §1.1.
	for urn, want := range map[string]struct{ msg, fix, anchor string }{
		"urn:publicid:+a":      {`no space, so no "+", begins or ends it`, `Remove "+"`, "rfc3151-sec-1-1"},
		"urn:publicid:a:+":     {`no space, so no "+", begins or ends it`, `Remove "+"`, "rfc3151-sec-1-1"},
		"urn:publicid:+:IDN":   {`no space, so no "+", begins or ends it`, `Write "%2B"`, "rfc3151-sec-1-1"},
		"urn:publicid:a++b":    {`adjacent "+" never occur`, `Write "+"`, "rfc3151-sec-2"},
		"urn:publicid:a'b":     {publicidEscapesMsg, `Write "%27"`, "rfc3151-sec-2"},
		"urn:publicid:a/b":     {publicidEscapesMsg, `Write "%2F"`, "rfc3151-sec-2"},
		"urn:publicid:a//b":    {`the sequence "//" is transcribed as ":"`, `Write ":"`, "rfc3151-sec-2"},
		"urn:publicid:a%2F%2F": {`the sequence "//" is transcribed as ":"; "%2F" is a literal "/" outside it`, `Write ":"`, "rfc3151-sec-2"},
		"urn:publicid:a%3A%3A": {`the sequence "::" is transcribed as ";"; "%3A" is a literal ":" outside it`, `Write ";"`, "rfc3151-sec-2"},
		"urn:publicid:a%2":     {publicidEscapesMsg, `Write "%25"`, "rfc3151-sec-2"},
		"urn:publicid:a%20b":   {`a space is transcribed as "+"`, `Write "+"`, "rfc3151-sec-2"},
		"urn:publicid:a%41":    {publicidEscapesMsg, `Write "A"`, "rfc3151-sec-2"},
		"urn:publicid:a%7E":    {`"%7E" is not a public identifier character (XML 1.0's PubidChar`, "", "rfc3151-sec-1-1"},
		"urn:publicid:a~b":     {`"~" is not a public identifier character`, "", "rfc3151-sec-1-1"},
		"urn:publicid:a\u00e9": {`"é" is not a public identifier character`, "", "rfc3151-sec-1-1"},
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 {
			t.Errorf("%s: %v, want one diagnostic", urn, nr.Diagnostics)
			continue
		}
		d := nr.Diagnostics[0]
		if !strings.Contains(d.Msg, want.msg) || d.Fix.Title != want.fix || d.Ref.Anchor != want.anchor {
			t.Errorf("%s: %q, fix %q, citing %s; want %q, fix %q, citing %s", urn, d.Msg, d.Fix.Title, d.Ref.Anchor, want.msg, want.fix, want.anchor)
		}
	}
}
