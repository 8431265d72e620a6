package core

import "sync"

// Term is one entry of the glossary: a word the explanations use, said in
// plain words for someone who has never read an RFC, with the section
// that defines it.
type Term struct {
	ID    string // stable, for links: "pchar"
	Name  string // as the glossary lists it: "pchar"
	Plain string // one to three plain sentences
	Ref   Ref
	// Match lists the spellings that are this term in running text
	// ("percent-encoded", "%HH"), matched whole and case-sensitively.
	Match []string
}

// Glossary returns the glossary, in reading order: the parts of a URN
// first, then the characters, then namespaces and comparison. It is built
// on first use (only the page's generator asks), and its sections are
// recorded for [Refs], so a missing excerpt fails the page's build.
func Glossary() []Term {
	glossaryOnce.Do(func() { glossary = buildGlossary() })
	return append([]Term(nil), glossary...)
}

var (
	glossaryOnce sync.Once
	glossary     []Term
)

func buildGlossary() []Term {
	r8141 := func(s string) Ref { return ref("rfc8141", s) }
	d03 := func(s string) Ref { return ref("draft-03", s) }
	return []Term{
		{ID: "urn", Name: "URN (Uniform Resource Name)", Ref: r8141("2"), Match: []string{"URN"},
			Plain: "A name for something that stays the same wherever the thing is kept, such as urn:isbn:0451450523 for a book. It starts with \"urn:\", then the namespace identifier, then the name within that namespace."},
		{ID: "nid", Name: "NID (namespace identifier)", Ref: r8141("2.1"), Match: []string{"NID"},
			Plain: "The short word after \"urn:\" that says which naming system the rest belongs to: \"isbn\" for books, \"uuid\" for generated identifiers. Capital and small letters count as the same."},
		{ID: "nss", Name: "NSS (namespace specific string)", Ref: r8141("2.2"), Match: []string{"NSS"},
			Plain: "The name itself, after the NID and its colon: \"0451450523\" in urn:isbn:0451450523. The namespace decides what a correct one looks like; the URN syntax only limits which characters may appear."},
		{ID: "namespace", Name: "namespace", Ref: r8141("5"), Match: []string{"namespace"},
			Plain: "A naming system with someone in charge of it, who makes sure each name in it is given out once. Each namespace has its NID."},
		{ID: "r-component", Name: "r-component", Ref: r8141("2.3.1"), Match: []string{"r-component"},
			Plain: "Optional text after \"?+\" that asks a resolution service (a system that finds the named thing) for something. It is not part of the name."},
		{ID: "q-component", Name: "q-component", Ref: r8141("2.3.2"), Match: []string{"q-component"},
			Plain: "Optional text after \"?=\" passed to the named thing or the system that manages it, like a question in a web address. It is not part of the name."},
		{ID: "f-component", Name: "f-component", Ref: r8141("2.3.3"), Match: []string{"f-component"},
			Plain: "Optional text after \"#\" that points to a place inside the named thing, like a page anchor. It is not part of the name."},
		{ID: "pchar", Name: "pchar", Ref: r8141("2.2"), Match: []string{"pchar"},
			Plain: "The characters a URN may hold as they are: letters A–Z and a–z, digits, - . _ ~ ! $ & ' ( ) * + , ; = : @, and %HH escapes. The name comes from the URI standard (\"path character\"). Anything else must be %-encoded."},
		{ID: "octet", Name: "octet", Ref: d03("2.2"), Match: []string{"octet"},
			Plain: "A byte: eight bits, a number from 0 to 255. A character outside plain ASCII is stored as several octets (its UTF-8 form), and each is written as %HH."},
		{ID: "utf-8", Name: "UTF-8", Ref: d03("2.2"), Match: []string{"UTF-8"},
			Plain: "The usual way of storing any character as octets: one octet for plain ASCII letters and digits, two to four for others, such as \"é\" (%C3%A9)."},
		{ID: "percent-encoding", Name: "%-encoding (percent-encoding)", Ref: d03("2.5.2"), Match: []string{"percent-encoded", "%HH", "%-escape", "%-encoded"},
			Plain: "Writing an octet as \"%\" and two hex digits (0–9, A–F): a space is %20, \"é\" is %C3%A9. It is how a URN carries characters it may not hold as they are. \"%\" has no other use in a URN."},
		{ID: "case-insensitive", Name: "case-insensitive", Ref: r8141("3.1"), Match: []string{"case-insensitive"},
			Plain: "Capital and small letters count as the same: \"URN\" and \"urn\" are one scheme. The NSS, by contrast, is case-sensitive unless its namespace says otherwise."},
		{ID: "equivalence", Name: "equivalence", Ref: r8141("3.1"), Match: []string{"equivalence", "Equivalence"},
			Plain: "Whether two URNs are the same name. The standard says how to compare them: a few changes that do not matter (letter case in \"urn:\" and the NID, hex digits in %HH) are made, optional components are dropped, and the rest is compared exactly."},
		{ID: "formal-nid", Name: "formal namespace", Ref: r8141("5.1"), Match: []string{"formal namespace"},
			Plain: "A namespace with a NID that is a word (\"isbn\"), registered with IANA after a review of its registration document. A well-formed NID that IANA does not list names no namespace yet: nobody gives out names in it."},
		{ID: "informal-nid", Name: "informal namespace", Ref: r8141("5.2"), Match: []string{"informal namespace"},
			Plain: "A namespace registered with a lighter review, whose NID IANA numbers: \"urn-\" and a number, such as urn-7."},
		{ID: "iana", Name: "IANA", Ref: r8141("5"), Match: []string{"IANA"},
			Plain: "The Internet Assigned Numbers Authority: it keeps the public list (registry) of URN namespaces, with who is in charge of each and the document that defines it."},
	}
}
