package namespace

import "github.com/urn-playground/urn-playground/core"

// oasisSyntax is the "oasis" namespace, RFC 3121 §2, whose Declaration of
// structure is prose and forms with {placeholders}, not ABNF: the reader
// names each element after the word §2 gives it and checks what §2 says
// of it, no more. "There are two branches at the top of the hierarchy:
// "names" and "member"". Under names comes one of "three classes of
// identifiers: "specification", "tc", and "technical"":
//
//	urn:oasis:names:specification:{specification-id}:{type}{:subtype}?:{document-id}
//	urn:oasis:names:tc:{tc-id}:{type}{:subtype}?:{document-id}
//	urn:oasis:names:technical:{document-type}:{document-id}:{amendment-id}
//
// OASIS assigns the identifiers, types and subtypes, so they are only
// required to be there; a document-id may hold colons (§3:
// docbook:5.0b1), so a specification or tc name with more than three
// fields after its identifier has a subtype and the rest is the
// document-id. "The document type is one of the following: "note",
// "resolution", "memorandum", or "researchpaper""; "The document
// identifier consists of a two digit year and a sequential number" (so
// three digits or more), "the amendment identifier is the year of the
// amendment" (digits, of any length: §2 does not say four). Under member
// come a member identifier and, after ":", an opaque string.
//
// §3's example urn:oasis:names:technical:memo:9502:1995 writes "memo",
// which §2 does not list: the reading accepts it, as the registration's
// own example, with a note citing §3 and a fix to §2's "memorandum". The
// words are compared as RFC 3121 writes them: "URNs are lexically
// equivalent if they are lexically identical" (§2), so "Names" is not
// the branch "names".
var citeOASISExamples = Citation{Ref: core.Ref{Doc: "rfc3121", Section: "3", Anchor: "rfc3121-sec-3"}}

var oasisSyntax = Syntax{
	NID: "oasis", ID: "oasis", Title: "names:specification, names:tc or names:technical and their identifiers, or member and a member identifier",
	Ref:   core.Ref{Doc: "rfc3121", Section: "2", Anchor: "rfc3121-sec-2"},
	read:  readOASIS,
	cites: []*Citation{&citeOASISExamples},
	fields: []*field{&oasisBranchFields[0], &oasisBranchFields[1], &oasisColon, &oasisClassFields[0], &oasisClassFields[1], &oasisClassFields[2],
		&oasisFields[0], &oasisFields[1], &oasisFields[2], &oasisFields[3], &oasisFields[4], &oasisFields[5], &oasisFields[6], &oasisFields[7],
		&oasisFields[8], &oasisFields[9]},
	doc: oasisDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc3121", Section: "2", Anchor: "rfc3121-sec-2"},
		None: "The oasis registration resolves through catalogs that OASIS distributes, which map its URNs to URLs; it names no public service to link to.",
	},
}

var _ = Register(&oasisSyntax)

const (
	oasisBranchesDef = `There are two branches at the top of the hierarchy: "names" and "member".`
	oasisClassesDef  = `There are three classes of identifiers: "specification", "tc", and "technical".`
	oasisAssigned    = "an identifier OASIS assigns"
)

// The words §2 defines, and the parts they label (one field per word
// where each is a rule of its own).
var (
	oasisBranchWords  = []string{"names", "member"}
	oasisBranchFields = [...]field{
		{id: "oasis-branch", label: "branch", rule: `"names"`},
		{id: "oasis-branch", label: "branch", rule: `"member"`},
	}
	oasisClassWords  = []string{"specification", "tc", "technical"}
	oasisClassFields = [...]field{
		{id: "oasis-class", label: "document class", rule: `"specification"`},
		{id: "oasis-class", label: "document class", rule: `"tc"`},
		{id: "oasis-class", label: "document class", rule: `"technical"`},
	}
	// The technical hierarchy's document types: §2's four, then §3's
	// "memo".
	oasisTechTypes = []string{"note", "resolution", "memorandum", "researchpaper", "memo"}
)

// The placeholders of §2's forms, indexed by oasisForms: the identifiers
// are OASIS's to assign; a technical document-id is digits, three or more.
var (
	oasisColon  = field{id: "separator", label: "separator", rule: `":"`}
	oasisFields = [...]field{
		{id: "oasis-id", label: "specification identifier", rule: "specification-id", what: oasisAssigned, ok: csAny},
		{id: "oasis-id", label: "Technical Committee identifier", rule: "tc-id", what: oasisAssigned, ok: csAny},
		{id: "oasis-type", label: "document type", rule: "type", what: oasisAssigned, ok: csAny},
		{id: "oasis-subtype", label: "subtype", rule: "subtype", what: oasisAssigned, ok: csAny},
		{id: "oasis-document", label: "document identifier", rule: "document-id", what: oasisAssigned, ok: csAny},
		{id: "oasis-type", label: "document type", rule: "document-type"},
		{id: "oasis-document", label: "document identifier", rule: "document-id",
			what: "a two-digit year and a sequential number, so three digits or more: 9502", ok: csDigit},
		{id: "oasis-amendment", label: "amendment identifier", rule: "amendment-id",
			what: "the year of the amendment, in digits, which ends the NSS: 1995", ok: csDigit},
		{id: "oasis-member", label: "member identifier", rule: "member-id",
			what: oasisAssigned, ok: csAny},
		{id: "oasis-opaque", label: "opaque string (its owner's)", rule: "opaque string"},
	}
	// oasisForms are the placeholders of member, names:specification,
	// names:tc and names:technical, as indexes into oasisFields: 3
	// (subtype) is optional, 4, 7 and 9 take the rest of the NSS, 9 may be
	// missing or empty, 5 is one of oasisTechTypes.
	oasisForms = [4]string{"\x08\x09", "\x00\x02\x03\x04", "\x01\x02\x03\x04", "\x05\x06\x07"}
	// oasisMissing says what comes where the NSS stops short of a form.
	oasisMissing = [4]string{
		"after member comes \":\" and the member identifier, {member-id}: member:A00024:x",
		"a specification name goes on with \":\" and its {specification-id}:{type}{:subtype}?:{document-id}: names:specification:docbook:dtd:xml:4.1.2",
		"a Technical Committee's name goes on with \":\" and its {tc-id}:{type}{:subtype}?:{document-id}: names:tc:docbook:dtd:xml:docbook:5.0b1",
		"a technical paper's name goes on with \":\" and its {document-type}:{document-id}:{amendment-id}: names:technical:memorandum:9502:1995",
	}
)

func readOASIS(r *reader) {
	s := r.s
	// "names" / "member"
	a := fieldEnd(s, 0, ':')
	k := oasisWord(r, 0, a, oasisBranchWords, oasisBranchFields[:], "the NSS begins with one of §2's two branches, \"names\" and \"member\"")
	form := 0
	if k == 0 {
		// "specification" / "tc" / "technical"
		if a == len(s) {
			r.fail(CodeSyntax, a, a, "after names comes \":\" and one of §2's three classes, \"specification\", \"tc\" and \"technical\": names:tc:…")
			return
		}
		r.part(a, a+1, &oasisColon)
		b := fieldEnd(s, a+1, ':')
		k = oasisWord(r, a+1, b, oasisClassWords, oasisClassFields[:], "after names: comes one of §2's three classes, \"specification\", \"tc\" and \"technical\"")
		a, form = b, 1+k
	}
	if k < 0 {
		return
	}
	// The form's placeholders, each after a ":" at a.
	steps := oasisForms[form]
	for i := 0; i < len(steps); i++ {
		n := steps[i]
		if a >= len(s) {
			if n != 9 {
				r.fail(CodeSyntax, a, a, oasisMissing[form])
			}
			return
		}
		b := fieldEnd(s, a+1, ':')
		if n == 3 && b == len(s) {
			continue // no subtype: this field is the document-id
		}
		r.part(a, a+1, &oasisColon)
		if n == 4 || n == 7 || n == 9 {
			b = len(s)
		}
		f := &oasisFields[n]
		switch {
		case n == 5:
			k = oasisWord(r, a+1, b, oasisTechTypes, oasisFields[5:6], "a technical paper's document type is one of §2's \"note\", \"resolution\", \"memorandum\" and \"researchpaper\"")
			if k == 4 {
				d := r.report(core.Info, CodeNote, a+1, b, "§2 lists this document type as \"memorandum\"; only §3's example writes \"memo\"")
				d.Ref = citeOASISExamples.Ref
				r.fix(d, "memorandum", "Replace \"memo\" with §2's \"memorandum\"")
			}
			if k < 0 {
				return
			}
		case n == 9:
			r.part(a+1, b, f)
		case !r.field(a+1, b, f):
			return
		case n == 6 && b-a < 4:
			r.fail(CodeLength, a+1, b, "the document identifier is "+f.what)
			return
		}
		a = b
	}
}

// oasisWord reads s[a:b] as one of words, labelled as fields[k] (or the
// last field), and returns k, or -1 after reporting it with want, which
// says what comes there. A word in another case than RFC 3121's is not
// that word (only identical URNs are equivalent): it gets a fix.
func oasisWord(r *reader, a, b int, words []string, fields []field, want string) int {
	t := r.s[a:b]
	k := indexFold(words, t)
	r.part(a, b, &fields[min(max(k, 0), len(fields)-1)])
	if k < 0 {
		r.fail(CodePrefix, a, b, want+", not "+quote(t))
	} else if t != words[k] {
		d := r.fail(CodeCase, a, b, "RFC 3121 writes its words in lower case, and only identical URNs are equivalent")
		r.fix(d, words[k], "Write it in lower case")
	}
	return k
}

// oasisDocs gives the oasis syntax's [Documentation].
type oasisDocs struct{}

func (oasisDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The owner will distribute catalogs (OASIS TR9401 Catalogs) that map the assigned URNs to resource identifiers (e.g., URLs).",
		},
		Quote: `There are two branches at the top of the hierarchy: "names" and "member".`,
		Rules: []Rule{
			{`"names"`, oasisBranchesDef},
			{`"member"`, oasisBranchesDef},
			{`"specification"`, oasisClassesDef},
			{`"tc"`, oasisClassesDef},
			{`"technical"`, oasisClassesDef},
			{`":"`, "urn:oasis:names:tc:{tc-id}:{type}{:subtype}?:{document-id}"},
			{"specification-id", `"specification-id" is a unique identifier for the specification`},
			{"tc-id", `"tc-id" is a unique identifier for the Technical Committee`},
			{"type", `"type" identifies the document type (document, schema, stylesheet, entity, xmlns, etc.)`},
			{"subtype", `the optional "subtype" provides additional information about the document type`},
			{"document-id", `"document-id" is a unique identifier for the document`},
			{"document-type", `The document type is one of the following: "note", "resolution", "memorandum", or "researchpaper".`},
			{"amendment-id", "the amendment identifier is the year of the amendment"},
			{"member-id", "The NSS in the members hierarchy begins with a unique member identifier assigned by OASIS."},
			{"opaque string", `The opaque string is defined by the owner of the branch that begins with "urn:oasis:member:{member-id}:".`},
		},
		Cites: []string{
			"urn:oasis:names:technical:memo:9502:1995",
		},
	}
}
