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

// Glossary returns the glossary, in reading order, as the course meets the
// terms: what a URN is and its parts first, then the characters, then
// comparison and display, then the kinds of namespace. It is built
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
	d12 := func(s string) Ref { return ref("draft-12", s) }
	r2141 := func(s string) Ref { return ref("rfc2141", s) }
	return []Term{
		{ID: "uri", Name: "URI (Uniform Resource Identifier)", Ref: d12("1"), Match: []string{"URI"},
			Plain: "Any string that identifies something on the Internet in the standard form: a scheme such as \"https\" or \"urn\", a colon, then the rest. URLs and URNs are both URIs."},
		{ID: "url", Name: "URL (Uniform Resource Locator)", Ref: r2141("A"), Match: []string{"URL"},
			Plain: "A URI that says where something is and how to fetch it, such as https://example.org/report.pdf. When the thing moves, its URL changes; a URN is meant to stay the same."},
		{ID: "scheme", Name: "scheme", Ref: r8141("2"), Match: []string{"scheme"},
			Plain: "The word before the first colon of a URI: \"https\" in a web address, \"urn\" in every URN. It says how to read the rest."},
		{ID: "urn", Name: "URN (Uniform Resource Name)", Ref: r8141("2"), Match: []string{"URN"},
			Plain: "A name for something that stays the same wherever the thing is kept, such as urn:isbn:0451450523 for a book. It starts with \"urn:\", then the namespace identifier, then the name within that namespace."},
		{ID: "nid", Name: "NID (namespace identifier)", Ref: r8141("2.1"), Match: []string{"NID"},
			Plain: "The short word after \"urn:\" that says which naming system the rest belongs to: \"isbn\" for books, \"uuid\" for generated identifiers. Capital and small letters count as the same."},
		{ID: "nss", Name: "NSS (namespace specific string)", Ref: r8141("2.2"), Match: []string{"NSS"},
			Plain: "The name itself, after the NID and its colon: \"0451450523\" in urn:isbn:0451450523. The namespace decides what a correct one looks like; the URN syntax only limits which characters may appear."},
		{ID: "namespace", Name: "namespace", Ref: r8141("5"), Match: []string{"namespace"},
			Plain: "A naming system with someone in charge of it, who makes sure each name in it is given out once. Each namespace has its NID."},
		{ID: "persistent", Name: "persistent", Ref: d12("6"), Match: []string{"persistent", "persistence"},
			Plain: "Meant to last: a URN, once given to something, is never given to anything else and stays valid even when the thing, or its owner, is gone."},
		{ID: "location-independent", Name: "location-independent", Ref: d12("1"), Match: []string{"location-independent"},
			Plain: "Not tied to where something is kept: a book's URN does not change when the book moves to another shelf, library or web server."},
		{ID: "resolver", Name: "resolver (resolution service)", Ref: r2141("A"), Match: []string{"resolver", "resolution service"},
			Plain: "A system that, given a URN, finds the thing it names or something about it (a copy, a place to get one, a description). A URN does not say which resolver to ask."},
		{ID: "assigned-name", Name: "assigned-name", Ref: r8141("2"), Match: []string{"assigned-name"},
			Plain: "The name proper: \"urn:\", the NID, a colon and the NSS, without the optional r-, q- and f-components. Only the assigned-name counts when URNs are compared."},
		{ID: "r-component", Name: "r-component", Ref: r8141("2.3.1"), Match: []string{"r-component"},
			Plain: "Optional text after \"?+\" that asks a resolution service (a system that finds the named thing) for something. It is not part of the name."},
		{ID: "q-component", Name: "q-component", Ref: r8141("2.3.2"), Match: []string{"q-component"},
			Plain: "Optional text after \"?=\" passed to the named thing or the system that manages it, like a question in a web address. It is not part of the name."},
		{ID: "f-component", Name: "f-component", Ref: r8141("2.3.3"), Match: []string{"f-component"},
			Plain: "Optional text after \"#\" that points to a place inside the named thing, like a page anchor. It is not part of the name."},
		{ID: "pchar", Name: "pchar", Ref: r8141("2.2"), Match: []string{"pchar"},
			Plain: "The characters a URN may hold as they are: letters A–Z and a–z, digits, - . _ ~ ! $ & ' ( ) * + , ; = : @, and %HH escapes. The name comes from the URI standard (\"path character\"). Anything else must be %-encoded."},
		{ID: "ascii", Name: "ASCII", Ref: d12("3"), Match: []string{"ASCII"},
			Plain: "The basic set of 128 characters of early computers: the letters A–Z and a–z without accents, the digits, common punctuation, the space and control codes. A URN is written in ASCII only."},
		{ID: "octet", Name: "octet", Ref: d03("2.2"), Match: []string{"octet"},
			Plain: "A byte: eight bits, a number from 0 to 255. A character outside plain ASCII is stored as several octets (its UTF-8 form), and each is written as %HH."},
		{ID: "utf-8", Name: "UTF-8", Ref: d03("2.2"), Match: []string{"UTF-8"},
			Plain: "The usual way of storing any character as octets: one octet for plain ASCII letters and digits, two to four for others, such as \"é\" (%C3%A9)."},
		{ID: "hex-digit", Name: "hex digit", Ref: r2141("2.2"), Match: []string{"hex digit", "hex digits"},
			Plain: "A digit of base 16: 0–9, then A–F (or a–f) for ten to fifteen. Two hex digits make one octet: 41 is 65, the code of \"A\"; FF is 255."},
		{ID: "percent-encoding", Name: "%-encoding (percent-encoding)", Ref: d03("2.5.2"), Match: []string{"percent-encoded", "%HH", "%-escape", "%-encoded"},
			Plain: "Writing an octet as \"%\" and two hex digits (0–9, A–F): a space is %20, \"é\" is %C3%A9. It is how a URN carries characters it may not hold as they are. \"%\" has no other use in a URN."},
		{ID: "case-insensitive", Name: "case-insensitive", Ref: r8141("3.1"), Match: []string{"case-insensitive"},
			Plain: "Capital and small letters count as the same: \"URN\" and \"urn\" are one scheme. The NSS, by contrast, is case-sensitive unless its namespace says otherwise."},
		{ID: "equivalence", Name: "equivalence (lexical equivalence)", Ref: r8141("3.1"), Match: []string{"lexical equivalence", "lexically equivalent", "equivalence", "Equivalence"},
			Plain: "Whether two URNs are the same name. The standard says how to compare them: a few changes that do not matter (letter case in \"urn:\" and the NID, hex digits in %HH) are made, optional components are dropped, and the rest is compared exactly."},
		{ID: "normalized-form", Name: "normalized form", Ref: r8141("3.1"), Match: []string{"normalized form"},
			Plain: "A URN after the comparison steps: \"urn\" and the NID in small letters, the hex digits of each %HH in capitals, the optional components removed. Two URNs are equivalent when their normalized forms are the same."},
		{ID: "canonical-form", Name: "canonical form", Ref: d12("5.4"), Match: []string{"canonical form"},
			Plain: "The URN exactly as the syntax writes it, %HH escapes and all: the form to store, send and copy."},
		{ID: "display-form", Name: "display form", Ref: d12("5.4"), Match: []string{"display form"},
			Plain: "A friendlier form of a URN for people to read, with %HH escapes shown as the characters they stand for (\"é\" for %C3%A9). Never the form to copy or compare."},
		{ID: "look-alike", Name: "look-alike character", Ref: d12("4.2"), Match: []string{"look-alike"},
			Plain: "A character that looks like another but is not it, such as the Cyrillic \"а\" and the Latin \"a\". Two URNs that look the same on screen may be different names."},
		{ID: "formal-nid", Name: "formal namespace", Ref: r8141("5.1"), Match: []string{"formal namespace"},
			Plain: "A namespace with a NID that is a word (\"isbn\"), registered with IANA after a review of its registration document. A well-formed NID that IANA does not list names no namespace yet: nobody gives out names in it."},
		{ID: "informal-nid", Name: "informal namespace", Ref: r8141("5.2"), Match: []string{"informal namespace"},
			Plain: "A namespace registered with a lighter review, whose NID IANA numbers: \"urn-\" and a number, such as urn-7."},
		{ID: "experimental-nid", Name: "experimental namespace", Ref: d12("6"), Match: []string{"experimental namespace"},
			Plain: "A NID of the form \"X-\" and a name, once allowed for trials without registration. RFC 8141 (after its 2015 draft) removed the category: use the \"example\" namespace for trials instead."},
		{ID: "reserved-nid", Name: "reserved NID", Ref: r8141("5.1"), Match: []string{"reserved NID"},
			Plain: "A well-formed NID that no namespace may take, kept back for another use: two letters (country codes), \"urn-\" with a number that has a leading zero, \"xn--…\", and a few more."},
		{ID: "iana", Name: "IANA", Ref: r8141("5"), Match: []string{"IANA"},
			Plain: "The Internet Assigned Numbers Authority: it keeps the public list (registry) of URN namespaces, with who is in charge of each and the document that defines it."},
	}
}
