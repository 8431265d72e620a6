package core_test

import (
	"fmt"

	"github.com/urn-playground/urn-playground/core"
)

// Compare explains a verdict: each input's normalization steps (RFC 8141
// §3.1: scheme and NID case, %HH case, components left out), the forms
// compared, and where they first differ.
func ExampleCompare() {
	c := core.Compare("URN:EXAMPLE:a%2c?=x", "urn:example:a%2C#f", core.RFC8141, core.ObjectiveResource)
	fmt.Println(c.Summary)
	for _, n := range []*core.Normalization{c.A, c.B} {
		for _, s := range n.Steps {
			for _, ch := range s.Changes {
				fmt.Printf("  %s: %q -> %q (%s)\n", s.ID, ch.Before, ch.After, s.Ref)
			}
		}
		fmt.Println(" ", n.Input, "->", n.Normalized)
	}
	d := core.Compare("urn:example:a", "urn:example:A", core.RFC8141, core.ObjectiveResource).Difference
	fmt.Println(d.Part, "differs:", d.Reason, d.Ref)
	// Output:
	// Equivalent under RFC 8141: they are the same after lower-casing the scheme and the NID, upper-casing %-escapes and ignoring the q-component and the f-component (RFC 8141 §3.1).
	//   scheme-case: "URN" -> "urn" (RFC 8141 §3.1)
	//   nid-case: "EXAMPLE" -> "example" (RFC 8141 §3.1)
	//   hex-case: "%2c" -> "%2C" (RFC 8141 §3.1)
	//   remove-q-component: "?=x" -> "" (RFC 8141 §3.1)
	//   URN:EXAMPLE:a%2c?=x -> urn:example:a%2C
	//   remove-f-component: "#f" -> "" (RFC 8141 §3.1)
	//   urn:example:a%2C#f -> urn:example:a%2C
	// nss differs: the NSS is case-sensitive outside %-escapes: "a" and "A" differ RFC 8141 §3.1
}

// Equivalent is the verdict alone: no allocation for ordinary inputs.
// The NSS is case-sensitive in every edition (RFC 8141 §3.1), the NID
// and %HH are not, and a namespace's own rule may say more (UUIDs'
// hex digits, RFC 9562 §4).
func ExampleEquivalent() {
	fmt.Println(core.Equivalent("urn:example:a%2c", "URN:Example:a%2C", core.RFC8141))
	fmt.Println(core.Equivalent("urn:example:a", "urn:example:A", core.RFC8141))
	fmt.Println(core.Equivalent("urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", core.RFC8141))
	// Output:
	// true
	// false
	// true
}

// EncodeNSS percent-encodes what the NSS may not hold (RFC 8141 §2.2),
// and a namespace's special characters when they are meant literally,
// saying why for each.
func ExampleEncodeNSS() {
	enc := core.EncodeNSS("café@home?", core.RFC8141, core.EncodeOptions{Special: "@"})
	fmt.Println(enc.NSS, enc.Valid)
	for _, c := range enc.Chars {
		fmt.Printf("%q -> %s (%s, %s)\n", enc.Raw[c.Start:c.End], c.Encoded, c.Code, c.Ref)
	}
	// Output:
	// caf%C3%A9%40home%3F true
	// "é" -> %C3%A9 (enc-non-ascii, RFC 8141 §2.2)
	// "@" -> %40 (enc-special, RFC 8141 §2.2)
	// "?" -> %3F (enc-delimiter, RFC 8141 §2.2)
}

// BuildURN is EncodeNSS with the NID in front; the NID is taken as given
// (NIDs have no encoding, RFC 8141 §2.1), and Valid is the verdict on the
// whole URN.
func ExampleBuildURN() {
	urn, enc := core.BuildURN("example", "a b/c", core.RFC8141, core.EncodeOptions{})
	fmt.Println(urn, enc.Valid)
	urn, enc = core.BuildURN("ex:ample", "x", core.RFC8141, core.EncodeOptions{})
	fmt.Println(urn, enc.Valid, enc.Diagnostics[0].Code)
	// Output:
	// urn:example:a%20b/c true
	// urn:ex:ample:x false enc-nid-colon
}

// DisplayForm decodes what people can read, keeps what must stay
// encoded, and warns of look-alike characters (RFC 8141 §3.2: the form
// for people is not the URN; transport and comparison use the canonical
// one).
func ExampleDisplayForm() {
	d := core.DisplayForm("urn:example:caf%C3%A9-%D0%B0bc%2F", core.RFC8141)
	fmt.Println(d.Canonical)
	fmt.Println(d.Text)
	for _, n := range d.Notes {
		fmt.Printf("%s %s %q (%s)\n", n.Severity, n.Code, d.Text[n.Start:n.End], n.Ref)
	}
	// Output:
	// urn:example:caf%C3%A9-%D0%B0bc%2F
	// urn:example:café-аbc%2F
	// warning display-confusable "а" (RFC 8141 §3.2)
	// info display-literal-form "%2F" (RFC 8141 §3.1)
}

// Extract finds URNs in prose: sentence punctuation after a URN belongs
// to the sentence (the default; Strict reads RFC 2141 §2.4's rule alone),
// and each URN found is read, valid or not.
func ExampleExtract() {
	text := "See urn:isbn:0451450523, or (urn:ietf:rfc:2648). Not urn:a-:b."
	for _, f := range core.Extract(text, core.ExtractOptions{Edition: core.RFC8141}) {
		fmt.Printf("%d-%d %s valid=%v", f.Start, f.End, f.Text, f.Valid)
		if f.Trimmed != core.NoSpan {
			fmt.Printf(" trimmed %q", text[f.Trimmed.Start:f.Trimmed.End])
		}
		if d, ok := f.FirstError(); ok {
			fmt.Printf(" %s (%s)", d.Code, d.Ref)
		}
		fmt.Println()
	}
	// Output:
	// 4-23 urn:isbn:0451450523 valid=true trimmed ","
	// 29-46 urn:ietf:rfc:2648 valid=true trimmed ")."
	// 53-61 urn:a-:b valid=false trimmed "." nid-trailing-hyphen (RFC 8141 §2.1)
}
