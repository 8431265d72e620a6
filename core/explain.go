package core

import (
	"strings"
	"sync"
)

// PartInfo explains one kind of part under one edition.
type PartInfo struct {
	Kind Kind
	// Name is what the edition calls the part: "namespace identifier
	// (NID)", "r-component", "%-escape"...
	Name string
	// Explanation says, in one to three plain sentences, what the part
	// is, what characters it may hold under this edition and how it
	// matters for equivalence.
	Explanation string
	// Ref is the section that defines the part in this edition.
	Ref Ref
}

// ExplainPart explains kind k under edition ed. ok is false where the kind
// cannot occur in that edition, and for an unknown edition or kind:
//
//   - RFC 2141 defines nothing after the NSS (§2: "?" and "#" are reserved
//     NSS characters), so it has no components, query, fragment,
//     keywords or values;
//   - draft-03 has a query and a fragment (§2.3, §2.4), whose directives
//     have keywords and values, but no r-, q- or f-components;
//   - draft-12 (§3.3) and RFC 8141 (§2.3) have r-, q- and f-components,
//     but no query or fragment, and define no directives inside them.
//
// Every other kind — scheme, NID, NSS, delimiter, unparsed input,
// percent-encoded octet, separator — occurs in every edition.
func ExplainPart(ed Edition, k Kind) (PartInfo, bool) {
	if ed >= numEditions || k >= numKinds {
		return PartInfo{}, false
	}
	partInfosOnce.Do(func() { partInfos = buildPartInfos() })
	p := partInfos[ed][k]
	return p, p.Name != ""
}

// partInfos is built from the edition table on first use: which kinds an
// edition has and the section of each come from editionRules, so that
// each rule's section is written once. Only the page's generator asks, so
// the WebAssembly module neither builds nor links it.
var (
	partInfosOnce sync.Once
	partInfos     [numEditions][numKinds]PartInfo
)

func buildPartInfos() (t [numEditions][numKinds]PartInfo) {
	for ed := range t {
		ru := &editionRules[ed]
		for k := range t[ed] {
			r, ok := partRef(Edition(ed), ru, Kind(k))
			if !ok {
				continue
			}
			name, text := partText(Edition(ed), ru, Kind(k))
			t[ed][k] = PartInfo{Kind: Kind(k), Name: name, Explanation: text, Ref: r}
		}
	}
	return t
}

// partRef returns the section that defines kind k in the edition, and
// false where the edition has no such part.
func partRef(ed Edition, ru *rules, k Kind) (Ref, bool) {
	switch k {
	case KindScheme, KindDelimiter, KindUnparsed:
		// The grammar: RFC 2141 §2, draft-03 §2, draft-12 §3, RFC 8141 §2.
		return ru.syntaxRef, true
	case KindNID:
		return ru.nidRef, true
	case KindNSS:
		return ru.nssRef, true
	case KindPercentEncoded:
		return ru.percentRef, true
	case KindSeparator:
		// draft-03 §2.5.1 ("Delimiter Characters") is where ":" and "/"
		// inside the NSS are discussed; the other editions list them with
		// the NSS (RFC 2141 §2.2 <other>, draft-12 §3.2, RFC 8141 §2.2).
		if ed == Draft03 {
			return ru.reservedRef, true
		}
		return ru.nssRef, true
	case KindKeyword, KindValue:
		// Parts of a draft-03 query directive (§2.3).
		k = KindQuery
	}
	for i := range ru.components {
		if ru.components[i].kind == k {
			return ru.components[i].ref, true
		}
	}
	return Ref{}, false
}

// partText returns the name and explanation of kind k, which the edition
// has: the row of partTexts for k and the edition, with its placeholders
// filled in from the edition's rules.
func partText(ed Edition, ru *rules, k Kind) (name, text string) {
	for i := range partTexts {
		if r := &partTexts[i]; r.kind == k && r.editions&(1<<ed) != 0 {
			return r.name, partFill(ed, ru).Replace(r.text)
		}
	}
	return "", ""
}

// partFill replaces the placeholders of partTexts with what the edition's
// rules say, so that each fact is written once, where the reader uses it:
//
//	{eq}          the section that defines equivalence ("§3.1")
//	{nss-chars}   the characters the NSS may hold
//	{delimiters}  what introduces each component: `"?+" the r-component, …`
//	{form}        the grammar of the whole URN, components included
//	{keywords}    draft-03's registered query keywords, with their sections
//	{services}    draft-03's registered service designators (§9.2.2)
func partFill(ed Edition, ru *rules) *strings.Replacer {
	var delims, keywords []string
	form := `"urn:" <NID> ":" <NSS>`
	if len(ru.components) > 0 {
		form = "urn:<NID>:<NSS>"
	}
	for _, c := range ru.components {
		delims = append(delims, quote(c.delim)+" the "+c.kind.String())
		label := c.kind.String()
		if ed == Draft12 || ed == RFC8141 {
			label = label[:1] // r, q, f
		}
		form += "[" + c.delim + label + "]"
	}
	for _, kw := range queryKeywords {
		keywords = append(keywords, quote(kw.name)+" ("+kw.purpose+", §"+kw.section+")")
	}
	return strings.NewReplacer(
		"{eq}", "§"+ru.equivRef.Section,
		"{nss-chars}", ru.nssCharsDesc,
		"{delimiters}", strings.Join(delims, ", "),
		"{form}", form,
		"{keywords}", strings.Join(keywords, " and "),
		"{services}", strings.Join(ServiceDesignators, ", "),
	)
}

// editionSet is a set of editions, one bit each.
type editionSet uint8

const (
	inRFC2141 editionSet = 1 << RFC2141
	inDraft03 editionSet = 1 << Draft03
	inDraft12 editionSet = 1 << Draft12
	inRFC8141 editionSet = 1 << RFC8141
	inModern             = inDraft12 | inRFC8141 // draft-12 and RFC 8141 say the same
	inAll                = inRFC2141 | inDraft03 | inModern
)

// partRow is the name and explanation of one kind of part in some
// editions. The explanation says, in one to three plain sentences, what
// the part is, what characters it may hold and how it matters for
// equivalence; sections cited are the edition's own.
type partRow struct {
	kind     Kind
	editions editionSet
	name     string
	text     string // with the placeholders of partFill
}

// partTexts is the prose of ExplainPart: for each kind, a row per group
// of editions that explain it alike. The comment before a row names the
// sections it rests on.
var partTexts = []partRow{
	// RFC 2141 §2: "The leading "urn:" sequence is case-insensitive"; §5 step 1.
	{KindScheme, inRFC2141, `scheme ("urn")`, `The leading "urn" that every URN begins with, followed by ":". ` +
		`It is case-insensitive ("URN:" and "urn:" are the same), so lexical equivalence normalizes its case (§5).`},
	// draft-03 §2: scheme = "urn", case-insensitive per RFC 3986; §5 step 1.
	{KindScheme, inDraft03, `scheme ("urn")`, `The URI scheme name "urn", followed by ":", which makes the URN a URI of the "urn" scheme (RFC 3986). ` +
		`It is case-insensitive, so lexical equivalence normalizes its case (§5, step 1).`},
	// draft-12 §3, RFC 8141 §2: assigned-name = "urn" ":" NID ":" NSS; §4.1 / §3.1 (1).
	{KindScheme, inModern, `scheme ("urn")`, `The URI scheme "urn", followed by ":", which begins the assigned-name of every URN. ` +
		`It is case-insensitive: equivalence converts it to lower case ({eq}).`},

	// RFC 2141 §2.1: <let-num> [ 1,31<let-num-hyp> ]; "urn" reserved; case-insensitive; §5 step 2.
	{KindNID, inRFC2141, "namespace identifier (NID)", `Names the namespace, which decides how the NSS is read. ` +
		`Up to 32 ASCII letters, digits and hyphens, beginning with a letter or digit (a trailing hyphen is allowed, and the NID "urn" MUST NOT be used). ` +
		`It is case-insensitive ("ISBN" and "isbn" are the same namespace), so lexical equivalence normalizes its case (§5).`},
	// draft-03 §2.1: (ALPHA / DIGIT) 0*30(ALPHA / DIGIT / "-") (ALPHA / DIGIT); "urn" reserved; §5 step 2.
	{KindNID, inDraft03, "namespace identifier (NID)", `Names the namespace, which decides the syntax and meaning of the NSS. ` +
		`2 to 32 ASCII letters, digits and hyphens, beginning and ending with a letter or digit; the NID "urn" MUST NOT be used. ` +
		`It is case-insensitive ("ISBN" and "isbn" are the same namespace), so lexical equivalence normalizes its case (§5, step 2).`},
	// draft-12 §3, §3.1 (RFC 8141 §2, §2.1): (alphanum) 0*30(ldh) (alphanum), no encoding.
	{KindNID, inModern, "namespace identifier (NID)", `Names the namespace the URN is assigned in. ` +
		`2 to 32 ASCII letters, digits and hyphens, beginning and ending with a letter or digit, with no way to encode any other character. ` +
		`It is case-insensitive ("ISBN" and "isbn" are the same namespace): equivalence converts it to lower case ({eq}).`},

	// RFC 2141 §2.2 <URN chars>; §2.3.2 "/ ? #" SHOULD NOT; §2.4 excluded; §5.
	{KindNSS, inRFC2141, "namespace specific string (NSS)", `The name assigned within the namespace, whose rules decide its syntax. ` +
		`It may hold {nss-chars}; "/", "?" and "#" are reserved and SHOULD NOT appear unencoded, and any other character must be %-encoded. ` +
		`Lexical equivalence compares it octet by octet, case-sensitively, normalizing only the case of %-escapes (§5).`},
	// draft-03 §2.2 NSS = 1*pchar; §2.5.1 "/ ? #" MUST NOT appear; §5.
	{KindNSS, inDraft03, "namespace specific string (NSS)", `The name assigned within the namespace, whose rules decide its syntax. ` +
		`It may hold {nss-chars}; "/", "?" and "#" MUST NOT appear unencoded (§2.5.1), and any other character must be percent-encoded. ` +
		`Lexical equivalence compares it octet by octet, case-sensitively, normalizing only the case of percent-encodings (§5).`},
	// draft-12 §3 NSS = pchar *(pchar / "/"); §3.2; §4.1.
	{KindNSS, inDraft12, "namespace specific string (NSS)", `The name assigned within the namespace, unique within it. ` +
		`It may hold {nss-chars}; "?" and "#" would begin a component, so they must be percent-encoded, as must any other character. ` +
		`Equivalence compares it octet by octet and case-sensitively, upper-casing only the hex digits of %HH ({eq}).`},
	// RFC 8141 §2 (SPEC-NOTES): as draft-12, and a "?" not followed by "+" or "=" is a syntax error; §3.1.
	{KindNSS, inRFC8141, "namespace specific string (NSS)", `The name assigned within the namespace, unique within it. ` +
		`It may hold {nss-chars}; "?" and "#" would begin a component (a "?" followed by neither "+" nor "=" is a syntax error), so they must be percent-encoded, as must any other character. ` +
		`Equivalence compares it octet by octet and case-sensitively, upper-casing only the hex digits of %HH ({eq}).`},

	// draft-12 §3 r-string = pchar *(pchar / "/" / "?"); §3.3.2; §3.3; §4.1.
	{KindRComponent, inDraft12, "r-component", `Parameters for a URN resolution service, introduced by "??" after the NSS and any q-component, and running to "#" or the end. ` +
		`It may hold pchar, "/" and "?" but must begin with a pchar; the draft reserves it for future use, disallows it unless the namespace defines it (§3.3), and equivalence ignores it ({eq}).`},
	// RFC 8141 §2.3.1 (SPEC-NOTES): "?+", before the q-component, pchar *(pchar / "/" / "?"); §3.1.
	{KindRComponent, inRFC8141, "r-component", `Parameters for a URN resolution service, introduced by "?+" right after the NSS, and running to "?=", "#" or the end. ` +
		`It may hold pchar, "/" and "?", must begin with a pchar and cannot be empty; it is not part of the URN's identity, so equivalence ignores it ({eq}).`},

	// draft-12 §3 q-string = pchar *(pchar / "/" / "?"); §3.3.1: MUST NOT begin with "?"; §3.3; §4.1.
	{KindQComponent, inDraft12, "q-component", `Parameters for the named resource or the application that manages it, introduced by the first "?" after the NSS, and running to "??", "#" or the end. ` +
		`It may hold pchar, "/" and "?" but must begin with a pchar (a "??" starts an r-component instead); it is disallowed unless the namespace defines it (§3.3), and equivalence ignores it ({eq}).`},
	// RFC 8141 §2.3.2 (SPEC-NOTES): "?=", after any r-component; §3.1.
	{KindQComponent, inRFC8141, "q-component", `Parameters for the named resource or the system that manages it, introduced by "?=" after the NSS and any r-component, and running to "#" or the end. ` +
		`It may hold pchar, "/" and "?", must begin with a pchar and cannot be empty; it is not part of the URN's identity, so equivalence ignores it ({eq}).`},

	// draft-12 §3 f-string = fragment; §3.3.3; §3.3; §4.1.
	{KindFComponent, inDraft12, "f-component", `Points to a part of the resource (a chapter of a book, say), introduced by "#" and running to the end. ` +
		`It has the syntax of a URI fragment (pchar, "/" and "?", possibly empty); it is disallowed unless the namespace defines it (§3.3), and equivalence ignores it ({eq}).`},
	// RFC 8141 §2.3.3 (SPEC-NOTES): RFC 3986 fragment; §3.1.
	{KindFComponent, inRFC8141, "f-component", `Points into the resource, as a URI fragment does, introduced by "#" and running to the end. ` +
		`It has the syntax of a URI fragment (pchar, "/" and "?", possibly empty); it is not part of the URN's identity, so equivalence ignores it ({eq}).`},

	// draft-03 §2.3 urn-query = directive *( "&" directive ); §5 steps 5a, 5b.
	{KindQuery, inDraft03, "query", `Directives for a URN resolver, introduced by "?": one or more keyword=value pairs separated by "&", such as "s=I2L&c=ToC". ` +
		`It MUST NOT be part of an assigned URN, only of a URI reference to one; lexical equivalence removes it (§5, step 5a) ` +
		`or, when caching resolution results, keeps it with its directives reordered (step 5b).`},
	// draft-03 §2.4; §5 step 4.
	{KindFragment, inDraft03, "fragment", `A URI fragment, introduced by "#" (pchar, "/" and "?", possibly empty), which the client reads in the resource the resolver returns. ` +
		`It MUST NOT be part of an assigned URN, and may appear in a URI reference only for namespaces that register its use; lexical equivalence removes it (§5, step 4).`},

	// RFC 2141 §2: <URN> ::= "urn:" <NID> ":" <NSS>.
	{KindDelimiter, inRFC2141, "delimiter", `One of the two ":" that "urn:" <NID> ":" <NSS> requires, after the scheme and after the NID. ` +
		`RFC 2141 defines nothing after the NSS, so a later "?" or "#" belongs to the NSS.`},
	// draft-03 §2: the colons are REQUIRED; "?" and "#" MUST NOT appear unencoded in the NSS.
	{KindDelimiter, inDraft03, "delimiter", `The ":" after the scheme and after the NID, or what introduces a component: {delimiters}. ` +
		`The NSS cannot hold "?" or "#", so the first of them ends it; inside the query, a "?" is data.`},
	// draft-12 §3.3.1: a q-string MUST NOT begin with "?" (see README, TestReadChoices).
	{KindDelimiter, inDraft12, "delimiter", `The ":" after the scheme and after the NID, or what introduces a component: {delimiters}. ` +
		`A "??" right after the NSS starts an r-component, since a q-string must not begin with "?".`},
	// RFC 8141 §2 (SPEC-NOTES): r before q; a lone "?" SHOULD be treated as a syntax error.
	{KindDelimiter, inRFC8141, "delimiter", `The ":" after the scheme and after the NID, or what introduces a component: {delimiters}. ` +
		`The r-component comes before the q-component, and a "?" followed by neither "+" nor "=" introduces nothing: it is a syntax error.`},

	// Every edition's grammar: RFC 2141 §2, draft-03 §2, draft-12 §3, RFC 8141 §2.
	{KindUnparsed, inAll, "unparsed input", `Input the reader could not place in the grammar {form}: white space around the URN, or text that is not a URN at all. ` +
		`It is never part of a URN; the diagnostics say what is wrong and, where it is safe, how to fix it.`},

	// RFC 2141 §2.2 translation to UTF-8 %HH; §2.3.1; §2.4 octet 0; §5.
	{KindPercentEncoded, inRFC2141, "%-escape", `A "%" and two hex digits standing for one octet: how the NSS writes a character outside the URN character set (as its UTF-8 octets), a literal "%" (%25) or a character the namespace reserves. ` +
		`A character that is not reserved MUST NOT be %-encoded, and octet 0 is never allowed (§2.4); ` +
		`lexical equivalence normalizes the case of the hex digits but never decodes the escape (§5).`},
	// draft-03 §2.2, §2.5.2; §2.5.3 NUL; §5.
	{KindPercentEncoded, inDraft03, "percent-encoding", `A "%" and two hex digits standing for one octet: how a character outside pchar (as its UTF-8 octets), a literal "%" (%25) or a character the namespace reserves is written. ` +
		`A character that is not reserved MUST NOT be percent-encoded, and %00 MUST NOT be used (§2.5.3); ` +
		`lexical equivalence normalizes the case of the hex digits but never decodes (§5).`},
	// draft-12 §3.2 (RFC 8141 §2.2): "%" only for percent-encoding; §4.1 / §3.1: never decoded.
	{KindPercentEncoded, inModern, "percent-encoded octet", `A "%" and two hex digits standing for one octet, the only use "%" may have: how a character outside pchar is written (as its UTF-8 octets), "?" and "#" included, ` +
		`or a character the namespace gives a special meaning, used literally ("@" as %40). ` +
		`Equivalence upper-cases the hex digits but never decodes, so "%2C" and "," make different URNs ({eq}).`},

	// RFC 2141 §2.2 <other> holds ":"; §2.3.2 "/" reserved; §5.
	{KindSeparator, inRFC2141, "separator", `A ":" or "/" inside the NSS, which many namespaces use to divide it into levels. ` +
		`":" is an ordinary NSS character, while "/" is reserved and SHOULD NOT appear unencoded (§2.3.2); to equivalence both are plain octets of the NSS (§5).`},
	// draft-03 §2.5.1: ":" subdivides the NSS, "/" MUST NOT appear; §2.3: "&" and "=" in directives.
	{KindSeparator, inDraft03, "separator", `A ":" or "/" inside the NSS (":" is the customary way to divide an NSS into levels, and "/" MUST NOT appear there unencoded), ` +
		`or, inside the query, the "&" between directives or the "=" between a keyword and its value (§2.3). ` +
		`In the NSS it counts for equivalence like any other character (§5).`},
	// draft-12 §3.2 / RFC 8141 §2.2: "/" for hierarchical identifiers, not first.
	{KindSeparator, inModern, "separator", `A ":" or "/" inside the NSS, which namespaces use to divide it into levels; "/" lets the NSS carry hierarchical identifiers such as "1/406/47452/2", but cannot begin it. ` +
		`Both count for equivalence like any other NSS character, so urn:example:a123,z456/foo and urn:example:a123,z456/bar differ ({eq}).`},

	// draft-03 §2.3 keywd; §9.2.1 registry; each registered keyword at most once.
	{KindKeyword, inDraft03, "query keyword", `The keyword of a query directive, before its "=": a letter, then letters and digits, each possibly preceded by a single hyphen; keywords are case-sensitive. ` +
		`{keywords} are registered (§9.2.1), and a registered keyword MUST NOT appear twice.`},
	// draft-03 §2.3 value = *v-pchar; §9.2.2 service designators.
	{KindValue, inDraft03, "directive value", `The value of a query directive, after its "=": pchar, "/" and "?", but no "&", which separates directives. ` +
		`Its meaning depends on the keyword: for "s" it names a resolution service registered in §9.2.2 ({services}).`},
}
