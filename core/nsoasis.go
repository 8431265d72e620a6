package core

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
var (
	refOASIS         = ref("rfc3121", "2")
	refOASISExamples = ref("rfc3121", "3")
)

var oasisSyntax = &NamespaceSyntax{
	NID: "oasis", ID: "oasis", Title: "names:specification, names:tc or names:technical and their identifiers, or member and a member identifier",
	Ref: refOASIS, read: readOASIS,
}

var (
	oasisBranches  = []string{"names", "member"}
	oasisClasses   = []string{"specification", "tc", "technical"}
	oasisTechTypes = []string{"note", "resolution", "memorandum", "researchpaper", "memo"}
	// oasisFields are the part ids and labels of the fields after
	// names:specification or names:tc, in order, and of the fields after
	// names:technical's document type and after member.
	oasisFields = [...][2]string{
		{"oasis-id", "specification or Technical Committee identifier"},
		{"oasis-type", "document type"},
		{"oasis-subtype", "subtype"},
		{"oasis-document", "document identifier"},
		{"oasis-document", "document identifier (a two-digit year and a sequential number)"},
		{"oasis-amendment", "amendment identifier (the year of the amendment)"},
		{"oasis-member", "member identifier"},
		{"oasis-opaque", "opaque string (its owner's)"},
	}
)

func readOASIS(r *nsReader) {
	a, k := oasisWord(r, 0, oasisBranches, "oasis-branch", "branch")
	switch {
	case k < 0:
	case a >= len(r.s):
		r.fail(CodeNSSyntax, a, a, "after "+oasisBranches[k]+" comes \":\" and "+[2]string{"a document class: specification, tc or technical", "a member identifier: urn:oasis:member:A00024:x"}[k], refOASIS)
	case k == 1: // member:{member-id}, then ":" and an opaque string
		r.sep(a)
		b := fieldEnd(r.s, a+1, ':')
		if oasisField(r, a+1, b, 6, isAnyByte) && b < len(r.s) {
			r.sep(b)
			oasisField(r, b+1, len(r.s), 7, isAnyByte)
		}
	default:
		r.sep(a)
		a, k = oasisWord(r, a+1, oasisClasses, "oasis-class", "document class")
		switch {
		case k == 2:
			readOASISTechnical(r, a)
		case k >= 0:
			readOASISDocument(r, a)
		}
	}
}

// readOASISDocument reads `:{id}:{type}{:subtype}?:{document-id}` from
// the colon at a: with more than three fields, the third is the subtype
// and the rest the document identifier.
func readOASISDocument(r *nsReader, a int) {
	for _, n := range [...]int{0, 1, 3} {
		if a >= len(r.s) {
			r.fail(CodeNSSyntax, a, a, "the "+oasisFields[n][1]+" is missing: urn:oasis:names:specification:docbook:dtd:xml:4.1.2", refOASIS)
			return
		}
		r.sep(a)
		b := fieldEnd(r.s, a+1, ':')
		if n == 3 && b < len(r.s) {
			if !oasisField(r, a+1, b, 2, isAnyByte) {
				return
			}
			r.sep(b)
			a, b = b, len(r.s)
		}
		if !oasisField(r, a+1, b, n, isAnyByte) {
			return
		}
		a = b
	}
}

// readOASISTechnical reads `:{document-type}:{document-id}:{amendment-id}`
// from the colon at a.
func readOASISTechnical(r *nsReader, a int) {
	for n := 0; n < 3; n++ {
		if a >= len(r.s) {
			r.fail(CodeNSSyntax, a, a, "a technical paper is named by its document type, document identifier and amendment year: urn:oasis:names:technical:memo:9502:1995", refOASIS)
			return
		}
		r.sep(a)
		b := fieldEnd(r.s, a+1, ':')
		switch n {
		case 0:
			var k int
			if b, k = oasisWord(r, a+1, oasisTechTypes, "oasis-type", "document type"); k < 0 {
				return
			} else if k == 4 {
				r.note(CodeNSNote, a+1, b, "§2 names this document type \"memorandum\"; §3's own example writes \"memo\"", refOASISExamples)
			}
		case 1:
			if !oasisField(r, a+1, b, 4, isDigit) {
				return
			} else if b-a-1 < 3 {
				r.fail(CodeNSLength, a+1, b, "a technical paper's document identifier is a two-digit year and a sequential number: 9502", refOASIS)
				return
			}
		default:
			if b = len(r.s); oasisField(r, a+1, b, 5, isDigit) && b-a-1 != 4 {
				r.fail(CodeNSLength, a+1, b, "the amendment identifier is a year of four digits: 1995", refOASIS)
			}
		}
		a = b
	}
}

// oasisWord reads the field at a as one of words, written as the RFC
// writes it (a word in another case gets a fix), and returns where the
// field ends and the word's index, -1 after an error.
func oasisWord(r *nsReader, a int, words []string, id, label string) (int, int) {
	b := fieldEnd(r.s, a, ':')
	k := r.keyword(a, b, words, id, label, refOASIS)
	if k >= 0 && r.s[a:b] != words[k] {
		d := r.fail(CodeNSCase, a, b, "RFC 3121 writes the "+label+" "+quote(words[k])+", and its URNs are equivalent only when identical", refOASIS)
		r.fix(d, a, b, words[k], "Write "+words[k])
	}
	return b, k
}

// oasisField checks and labels the field s[a:b] as oasisFields[n].
func oasisField(r *nsReader, a, b, n int, ok func(byte) bool) bool {
	what := "an identifier OASIS assigns"
	if n == 4 || n == 5 {
		what = "digits"
	}
	return r.field(a, b, oasisFields[n][0], oasisFields[n][1], what, ok, refOASIS)
}
