package namespace

import "github.com/urn-playground/urn-playground/core"

// oasisSyntax is the "oasis" namespace, RFC 3121 §2, whose declaration
// of structure has "two branches at the top of the hierarchy: "names" and
// "member"". Under names comes a document class: "specification" and "tc"
// take `{specification-id}` or `{tc-id}` then `:{type}{:subtype}?:{document-id}`;
// "technical" takes `{document-type}:{document-id}:{amendment-id}`, the
// type one of "note", "resolution", "memorandum" or "researchpaper", the
// document identifier "a two digit year and a sequential number" and the
// amendment identifier "the year of the amendment". Under member come a
// member identifier and an opaque string. OASIS assigns every identifier;
// a document identifier may hold colons (§3: docbook:5.0b1). §3's example
// urn:oasis:names:technical:memo:9502:1995 writes "memo" for the
// "memorandum" of §2: the reading accepts it, with a note. The words are
// compared as written: "URNs are lexically equivalent if they are
// lexically identical" (§2, Rules for Lexical Equivalence).
var refOASISExamples = core.Ref{Doc: "rfc3121", Section: "3", Anchor: "rfc3121-sec-3"}

var oasisSyntax = Syntax{
	NID: "oasis", ID: "oasis", Title: "names:specification, names:tc or names:technical and their identifiers, or member and a member identifier",
	Ref: core.Ref{Doc: "rfc3121", Section: "2", Anchor: "rfc3121-sec-2"}, read: readOASIS,
	cites: []*core.Ref{&refOASISExamples},
}

var _ = Register(&oasisSyntax)

var (
	oasisBranches  = []string{"names", "member"}
	oasisClasses   = []string{"specification", "tc", "technical"}
	oasisTechTypes = []string{"note", "resolution", "memorandum", "researchpaper", "memo"}
	oasisBranch    = field{id: "oasis-branch", label: "branch"}
	oasisClass     = field{id: "oasis-class", label: "document class"}
	// oasisFields are the fields: the technical hierarchy's identifiers
	// are digits, the others are OASIS's to assign. 3, 5 and 7 take the
	// rest of the NSS; 4 and 5 are digits; 2 and 7 are optional; 8 is a
	// word of oasisTechTypes.
	oasisFields = [...]field{
		{"oasis-id", "specification or Technical Committee identifier", oasisAssigned, csAny},
		{"oasis-type", "document type", oasisAssigned, csAny},
		{"oasis-subtype", "subtype", oasisAssigned, csAny},
		{"oasis-document", "document identifier", oasisAssigned, csAny},
		{"oasis-document", "document identifier (a two-digit year and a sequential number)", "digits", csDigit},
		{"oasis-amendment", "amendment identifier (the year of the amendment)", "digits", csDigit},
		{"oasis-member", "member identifier", oasisAssigned, csAny},
		{"oasis-opaque", "opaque string (its owner's)", oasisAssigned, csAny},
		{"oasis-type", "document type", oasisAssigned, csAny},
	}
	// oasisForms are the fields that follow member, names:specification
	// or names:tc, and names:technical, as indexes into oasisFields, and
	// oasisMissing what to say when the name stops before one of them.
	oasisForms   = [3]string{"\x06\x07", "\x00\x01\x02\x03", "\x08\x04\x05"}
	oasisMissing = [3]string{
		"after member comes \":\" and a member identifier: urn:oasis:member:A00024:x",
		"a specification or tc name has an identifier, a document type, an optional subtype and a document identifier: urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		"a technical paper is named by its document type, document identifier and amendment year: urn:oasis:names:technical:memo:9502:1995",
	}
	oasisLengths = [2]string{
		"a technical paper's document identifier is a two-digit year and a sequential number: 9502",
		"the amendment identifier is a year of four digits: 1995",
	}
)

const oasisAssigned = "an identifier OASIS assigns"

func readOASIS(r *reader) {
	a, k := oasisWord(r, 0, oasisBranches, &oasisBranch)
	switch {
	case k < 0:
	case k == 1:
		readOASISForm(r, a, 0)
	case a >= len(r.s):
		r.fail(CodeSyntax, a, a, "after names comes \":\" and a document class: specification, tc or technical")
	default:
		r.sep(a)
		if a, k = oasisWord(r, a+1, oasisClasses, &oasisClass); k >= 0 {
			readOASISForm(r, a, 1+k/2)
		}
	}
}

// readOASISForm reads the fields of oasisForms[form] from the colon at a.
// When a specification or tc name has more than three fields, the third
// is the subtype and the rest the document identifier.
func readOASISForm(r *reader, a, form int) {
	steps := oasisForms[form]
	for i := 0; i < len(steps); i++ {
		n := int(steps[i])
		if a >= len(r.s) {
			if n != 7 {
				r.fail(CodeSyntax, a, a, oasisMissing[form])
			}
			return
		}
		b := fieldEnd(r.s, a+1, ':')
		if n == 2 && b == len(r.s) {
			continue // no subtype: this field is the document identifier
		}
		r.sep(a)
		if n == 3 || n == 5 || n == 7 {
			b = len(r.s)
		}
		if n == 8 {
			k := 0
			if b, k = oasisWord(r, a+1, oasisTechTypes, &oasisFields[8]); k < 0 {
				return
			} else if k == 4 {
				r.report(core.Info, CodeNote, a+1, b, "§2 names this document type \"memorandum\"; §3's own example writes \"memo\"").Ref = refOASISExamples
			}
		} else if !r.field(a+1, b, &oasisFields[n]) {
			return
		} else if l := b - a - 1; n == 4 && l < 3 || n == 5 && l != 4 {
			r.fail(CodeLength, a+1, b, oasisLengths[n-4])
			return
		}
		a = b
	}
}

// oasisWord reads the field at a as one of words, written as the RFC
// writes it, in lower case (another case gets a fix), and returns where
// the field ends and the word's index, -1 after an error.
func oasisWord(r *reader, a int, words []string, f *field) (int, int) {
	b := fieldEnd(r.s, a, ':')
	k := r.keyword(a, b, words, f)
	if k >= 0 && r.s[a:b] != words[k] {
		d := r.fail(CodeCase, a, b, "RFC 3121 writes its words in lower case, and its URNs are equivalent only when identical")
		r.fix(d, words[k], "Write it in lower case")
	}
	return b, k
}
