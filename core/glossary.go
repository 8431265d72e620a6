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
	// Quote is the words of Ref's section the entry rests on, as its
	// excerpt quotes them (a test checks they are there).
	Quote string
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
			Quote: `A Uniform Resource Name (URN) is a Uniform Resource Identifier (URI)`,
			Plain: "Any string that identifies something on the Internet in the standard form: a scheme such as \"https\" or \"urn\", a colon, then the rest. URLs and URNs are both URIs."},
		{ID: "url", Name: "URL (Uniform Resource Locator)", Ref: r2141("A"), Match: []string{"URL"},
			Quote: `URNs can be used in places where URLs are expected`,
			Plain: "A URI that says where something is and how to fetch it, such as https://example.org/report.pdf. When the thing moves, its URL changes; a URN is meant to stay the same."},
		{ID: "scheme", Name: "scheme", Ref: r8141("2"), Match: []string{"scheme"},
			Quote: `assigned-name = "urn" ":" NID ":" NSS`,
			Plain: "The word before the first colon of a URI: \"https\" in a web address, \"urn\" in every URN. It says how to read the rest."},
		{ID: "urn", Name: "URN (Uniform Resource Name)", Ref: r8141("Abstract"), Match: []string{"URN"},
			Quote: `with the intent that the URN will be a persistent, location-independent resource identifier`,
			Plain: "A name for something that is meant to stay the same wherever the thing is kept, such as urn:isbn:0451450523 for a book. It starts with \"urn:\", then the namespace identifier, then the name within that namespace."},
		{ID: "nid", Name: "NID (namespace identifier)", Ref: r8141("2.1"), Match: []string{"NID"},
			Quote: `NIDs are case insensitive (e.g., "ISBN" and "isbn" are equivalent).`,
			Plain: "The short word after \"urn:\" that says which naming system the rest belongs to: \"isbn\" for books, \"uuid\" for generated identifiers. Capital and small letters count as the same."},
		{ID: "nss", Name: "NSS (namespace specific string)", Ref: r8141("2.2"), Match: []string{"NSS"},
			Quote: `The NSS is a string, unique within a URN namespace, that is assigned and managed in a consistent way and that conforms to the definition of the relevant URN namespace.`,
			Plain: "The name itself, after the NID and its colon: \"0451450523\" in urn:isbn:0451450523. The namespace decides what a correct one looks like; the URN syntax only limits which characters may appear."},
		{ID: "namespace", Name: "namespace", Ref: r8141("5"), Match: []string{"namespace"},
			Quote: `A URN namespace is a collection of names that obey three constraints: each name is (1) unique, (2) assigned in a consistent way, and (3) assigned according to a common definition.`,
			Plain: "A naming system with someone in charge of it, who makes sure each name in it is given out once and by the same rules. Each namespace has its NID."},
		{ID: "persistent", Name: "persistent", Ref: d12("6"), Match: []string{"persistent", "persistence"},
			Quote: `never assigned to more than one resource and never reassigned to a different resource, even if the identifier itself is deprecated or becomes obsolete`,
			Plain: "Meant to last: a URN, once given to something, is never given to anything else, even when the name falls out of use."},
		{ID: "location-independent", Name: "location-independent", Ref: d12("1"), Match: []string{"location-independent"},
			Quote: `a persistent, location-independent resource identifier`,
			Plain: "Not tied to where something is kept: a book's URN does not change when the book moves to another shelf, library or web server."},
		{ID: "resolver", Name: "resolver (resolution service)", Ref: r2141("A"), Match: []string{"resolver", "resolution service"},
			Quote: `passed (with the "urn:" tag) to an URN resolver for resolution`,
			Plain: "A system that, given a URN, finds the thing it names or something about it (a copy, a place to get one, a description). A URN does not say which resolver to ask."},
		{ID: "assigned-name", Name: "assigned-name", Ref: r8141("2"), Match: []string{"assigned-name"},
			Quote: `assigned-name = "urn" ":" NID ":" NSS`,
			Plain: "The name proper: \"urn:\", the NID, a colon and the NSS, without the optional r-, q- and f-components. Only the assigned-name counts when URNs are compared."},
		{ID: "r-component", Name: "r-component", Ref: r8141("2.3.1"), Match: []string{"r-component"},
			Quote: `The r-component is intended for passing parameters to URN resolution services`,
			Plain: "Optional text after \"?+\" that asks a resolution service (a system that finds the named thing) for something. It is not part of the name."},
		{ID: "q-component", Name: "q-component", Ref: r8141("2.3.2"), Match: []string{"q-component"},
			Quote: `The q-component is intended for passing parameters to either the named resource or a system that can supply the requested service`,
			Plain: "Optional text after \"?=\" passed to the named thing or the system that manages it, like a question in a web address. It is not part of the name."},
		{ID: "f-component", Name: "f-component", Ref: r8141("2.3.3"), Match: []string{"f-component"},
			Quote: `a specification for a location within, or region of, the named resource`,
			Plain: "Optional text after \"#\" that points to a place inside the named thing, like a page anchor. It is not part of the name."},
		{ID: "pchar", Name: "pchar", Ref: r8141("2"), Match: []string{"pchar"},
			Quote: `Rules not defined here (specifically: alphanum, fragment, and pchar) are defined as part of the URI syntax [RFC3986]`,
			Plain: "The characters a URN may hold as they are: letters A–Z and a–z, digits, - . _ ~ ! $ & ' ( ) * + , ; = : @, and %HH escapes. The name comes from the URI standard (\"path character\"). Anything else must be %-encoded."},
		{ID: "ascii", Name: "ASCII", Ref: d12("3"), Match: []string{"ASCII"},
			Quote: `this specification does not extend the URN syntax to allow characters outside the ASCII range [RFC20]`,
			Plain: "The basic set of 128 characters of early computers: the letters A–Z and a–z without accents, the digits, common punctuation, the space and control codes. A URN is written in ASCII only."},
		{ID: "octet", Name: "octet", Ref: d03("2.2"), Match: []string{"octet"},
			Quote: `encoding each character outside the URN character repertoire as a sequence of octets using UTF-8 encoding`,
			Plain: "A byte: eight bits, a number from 0 to 255. A character outside plain ASCII is stored as several octets (its UTF-8 form), and each is written as %HH."},
		{ID: "utf-8", Name: "UTF-8", Ref: d03("2.2"), Match: []string{"UTF-8"},
			Quote: `as a sequence of octets using UTF-8 encoding`,
			Plain: "The usual way of storing any character as octets: one octet for plain ASCII letters and digits, two to four for others, such as \"é\" (%C3%A9)."},
		{ID: "hex-digit", Name: "hex digit", Ref: r2141("2.2"), Match: []string{"hex digit", "hex digits"},
			Quote: `The two characters give the hexadecimal representation of that octet.`,
			Plain: "A digit of base 16: 0–9, then A–F (or a–f) for ten to fifteen. Two hex digits make one octet: 41 is 65, the code of \"A\"; FF is 255."},
		{ID: "percent-encoding", Name: "%-encoding (percent-encoding)", Ref: d03("2.5.2"), Match: []string{"percent-encoded", "%HH", "%-escape", "%-encoded"},
			Quote: `The presence of a "%" character in a URN MUST always be followed by two <HEXDIG> characters`,
			Plain: "Writing an octet as \"%\" and two hex digits (0–9, A–F): a space is %20, \"é\" is %C3%A9. It is how a URN carries characters it may not hold as they are. \"%\" has no other use in a URN."},
		{ID: "case-insensitive", Name: "case-insensitive", Ref: r8141("2.1"), Match: []string{"case-insensitive"},
			Quote: `NIDs are case insensitive`,
			Plain: "Capital and small letters count as the same: \"ISBN\" and \"isbn\" are one NID. So are \"URN\" and \"urn\", and the hex digits of an escape. The rest of the NSS, by contrast, is case-sensitive unless its namespace says otherwise."},
		{ID: "equivalence", Name: "equivalence (lexical equivalence)", Ref: r8141("3.1"), Match: []string{"lexical equivalence", "lexically equivalent", "equivalence", "Equivalence"},
			Quote: `Two URNs are URN-equivalent if their assigned-name portions are octet-by-octet equal after applying case normalization`,
			Plain: "Whether two URNs are the same name. The standard says how to compare them: a few changes that do not matter (letter case in \"urn:\" and the NID, hex digits in %HH) are made, optional components are dropped, and the rest is compared exactly."},
		{ID: "normalized-form", Name: "normalized form", Ref: r8141("3.1"), Match: []string{"normalized form"},
			Quote: `Percent-encoded characters MUST NOT be decoded`,
			Plain: "A URN after the comparison steps: \"urn\" and the NID in small letters, the hex digits of each %HH in capitals (never decoded), the optional components removed. Two URNs are equivalent when their normalized forms are the same."},
		{ID: "canonical-form", Name: "canonical form", Ref: d12("5.4"), Match: []string{"canonical form"},
			Quote: `When URNs are transported and exchanged, they MUST be represented in the format defined herein.`,
			Plain: "The URN exactly as the syntax writes it, %HH escapes and all: the form to store, send and copy."},
		{ID: "display-form", Name: "display form", Ref: d12("5.4"), Match: []string{"display form"},
			Quote: `Such applications might support display of URNs in a more human-friendly form`,
			Plain: "A friendlier form of a URN for people to read, with %HH escapes shown as the characters they stand for (\"é\" for %C3%A9). Never the form to copy or compare."},
		{ID: "look-alike", Name: "look-alike character", Ref: d12("4.2"), Match: []string{"look-alike"},
			Quote: `U+0430 CYRILLIC SMALL LETTER A can be confused with U+0061 LATIN SMALL LETTER A`,
			Plain: "A character that looks like another but is not it, such as the Cyrillic \"а\" and the Latin \"a\". Two URNs that look the same on screen may be different names."},
		{ID: "syntactically-valid", Name: "syntactically valid", Ref: d12("1"), Match: []string{"syntactically valid"},
			Quote: `The syntactical correctness of a string starting with "urn:" is not sufficient to make it a URN.`,
			Plain: "Written by the rules of the URN syntax: \"urn:\", a well-formed NID, a colon and an NSS of allowed characters, each in its place. This is what the playground's ✔/✖ verdict checks, under the edition you pick. The specifications ask more of a valid URN: a registered NID, and an NSS that conforms to its namespace."},
		{ID: "conforms", Name: "conforms to its namespace", Ref: r8141("2.2"), Match: []string{"conforms to its namespace", "conform to its namespace"},
			Quote: `conforms to the definition of the relevant URN namespace`,
			Plain: "An NSS conforms to its namespace when it follows the rules that the namespace's registration gives for its names: for isbn, an ISBN with the right check digit. The playground checks this apart from the syntax, for the namespaces whose registrations it has read: the NSS conforms, violates the namespace's rule, or no rule is known."},
		{ID: "formal-nid", Name: "formal namespace", Ref: r8141("5.1"), Match: []string{"formal namespace"},
			Quote: `A formal URN namespace establishes a particular NID`,
			Plain: "A namespace with a NID that is a word (\"isbn\"), chosen by whoever registers it with IANA after a review of its registration document. A well-formed NID that IANA does not list names no namespace yet: nobody gives out names in it."},
		{ID: "informal-nid", Name: "informal namespace", Ref: r8141("5.2"), Match: []string{"informal namespace"},
			Quote: `IANA assigns the NID consisting of the string "urn-" followed by one or more digits`,
			Plain: "A namespace whose NID IANA gives out as a number: \"urn-\" and the number, such as urn-7. Otherwise a full namespace, like a formal one."},
		{ID: "experimental-nid", Name: "experimental namespace", Ref: d12("6"), Match: []string{"experimental namespace"},
			Quote: `[RFC3406] defined a third type of "experimental namespaces", denoted by prefixing the namespace identifier with the string "X-".`,
			Plain: "A NID of the form \"X-\" and a name, once allowed for trials without registration (RFC 2611, then RFC 3406). The 2015 draft and RFC 8141 removed the category: use the \"example\" namespace for trials instead."},
		{ID: "reserved-nid", Name: "reserved NID", Ref: r8141("5.1"), Match: []string{"reserved NID"},
			Quote: `such strings are reserved for potential use as NIDs based on ISO alpha-2 country codes`,
			Plain: "A well-formed NID that no new formal namespace may take: one of only two characters, one that starts with two letters and a hyphen (kept for country codes) or with two letters and two hyphens (\"xn--\"), one that starts with \"urn-\" but is no informal NID (\"urn-07\"), and under RFC 8141 one that starts with \"X-\"."},
		{ID: "iana", Name: "IANA", Ref: r8141("Abstract"), Match: []string{"IANA"},
			Quote: `describes procedures for registering namespace identifiers with the Internet Assigned Numbers Authority (IANA)`,
			Plain: "The Internet Assigned Numbers Authority: it keeps the public list (registry) of URN namespaces, with who is in charge of each and the document that defines it."},
	}
}
