package core_test

import (
	"fmt"

	"github.com/urn-playground/urn-playground/core"
)

// Read never fails: the parts come with byte offsets, and every problem
// is a diagnostic with a stable code, its spec section and a fix.
func ExampleRead() {
	u := core.Read("urn:example:caf\u00e9", core.RFC8141)
	fmt.Println(u.Valid, u.Text(u.NID), u.Text(u.NSS))
	for _, d := range u.Diagnostics {
		fmt.Println(d.Severity, d.Code, d.Start, d.End, d.Ref)
		fmt.Println(d.Fix.Title, "->", d.ApplyFix(u.Input))
	}
	// Output:
	// false example café
	// error nss-char 15 17 RFC 8141 §2.2
	// Percent-encode as %C3%A9 -> urn:example:caf%C3%A9
}

// The same string reads differently under each edition.
func ExampleRead_editions() {
	for _, e := range core.Editions() {
		u := core.Read("urn:example:a123?+abc", e)
		fmt.Printf("%-8s valid=%-5v nss=%q r=%q q=%q query=%q\n", e, u.Valid,
			u.Text(u.NSS), u.Text(u.RComponent), u.Text(u.QComponent), u.Text(u.Query))
	}
	// Output:
	// rfc2141  valid=true  nss="a123?+abc" r="" q="" query=""
	// draft-03 valid=false nss="a123" r="" q="" query="+abc"
	// draft-12 valid=true  nss="a123" r="" q="+abc" query=""
	// rfc8141  valid=true  nss="a123" r="abc" q="" query=""
}

// Parts tile the input; sub-spans (escapes, separators) follow the part
// that holds them.
func ExampleURN_Parts() {
	u := core.Read("urn:ietf:rfc:2648%2C", core.RFC8141)
	for _, p := range u.Parts() {
		fmt.Printf("%-15s %2d-%-2d %s\n", p.Kind, p.Start, p.End, u.Text(p.Span))
	}
	// Output:
	// scheme           0-3  urn
	// delimiter        3-4  :
	// nid              4-8  ietf
	// delimiter        8-9  :
	// nss              9-20 rfc:2648%2C
	// separator       12-13 :
	// percent-encoded 17-20 %2C
}

// ClassifyNID says what kind of namespace a NID names, and whether IANA
// has registered it.
func ExampleClassifyNID() {
	for _, nid := range []string{"EXAMPLE", "urn-7", "X-foo", "de", "example2"} {
		info := core.ClassifyNID(nid, core.RFC8141)
		fmt.Printf("%s %s registered=%v %q\n", nid, info.Class, info.Registered, info.Namespace.Reference)
	}
	// Output:
	// EXAMPLE formal registered=true "RFC6963"
	// urn-7 informal registered=true "RFC6050"
	// X-foo experimental registered=false ""
	// de reserved registered=false ""
	// example2 formal registered=false ""
}

// Parse is the fail-fast form: the first error, wrapped with the input.
func ExampleParse() {
	_, err := core.Parse("urn:isbn-:0451450523", core.RFC8141)
	fmt.Println(err)
	// Output:
	// urn rfc8141 parse "urn:isbn-:0451450523": 8-9: error nid-trailing-hyphen: a NID must end with a letter or digit (RFC 2141 allowed a trailing hyphen; this edition does not) (RFC 8141 §2.1)
}

// Valid is the quick check: no allocation, no details.
func ExampleValid() {
	fmt.Println(core.Valid("urn:a:b", core.RFC2141), core.Valid("urn:a:b", core.RFC8141))
	// Output:
	// true false
}
